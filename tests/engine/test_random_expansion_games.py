"""Seeded random games with expansion content played to the end (expansions.md G1-G6, X1-X29):
every invariant after every move, the file saved and replayed at the end, and the bots playing
legally. Every setting that opens today is played: each ability-token setting and each
enchantment this version plays (the others are refused by ``seasons new``)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from seasons_cli.bots import bot_move
from seasons_cli.cards.abilities import ENCHANTMENTS
from seasons_cli.engine import Settings, apply, legal_actions, new_game
from seasons_cli.engine.content import pool_cards
from seasons_cli.engine.core import reserve_limit
from seasons_cli.engine.energy import total
from seasons_cli.engine.errors import SetupError
from seasons_cli.engine.content import missing_pieces
from seasons_cli.engine.registry import enchantment_implemented, implemented, token_implemented
from seasons_cli.gamefile.record import create, from_data, play_action
from tests.helpers import NAMES

OPEN_ENCHANTMENTS = [slug for slug, e in ENCHANTMENTS.items()
                     if e.in_scope and enchantment_implemented(slug)]
MAX_MOVES = 5000


def every_card(game) -> Counter:
    """Every card wherever it is, the removed ones and those held by decisions included."""
    extra = game.extra
    cards = Counter([*game.draw_pile, *game.discard, *extra.top, *extra.bottom, *extra.removed,
                     *(n for _, row in extra.rows for n in row)])
    for player in game.players:
        cards.update([*player.hand, *player.library2, *player.library3, *player.packet,
                      *player.chosen, *(c.number for c in player.in_play)])
    for decision in game.pending:
        cards.update(decision.held)
    del cards[222]  # Replicas come from their stack, not the pool
    return cards


def check(game, pool: Counter) -> None:
    overflow = {d.player for d in game.pending if d.kind == "overflow"}
    for seat, player in enumerate(game.players):
        if seat not in overflow:
            assert total(player.energy) <= reserve_limit(game, seat)
        assert 0 <= player.gauge <= 15 and player.crystals >= 0 and 0 <= player.bonuses <= 3
    assert every_card(game) == pool
    assert 0 <= game.extra.replicas <= 10


def eager(chooser: random.Random, actions: list):
    """Mostly summon and activate when possible, so that many cards come into play."""
    busy = [a for a in actions if a.kind in ("summon", "activate", "centre")]
    return chooser.choice(busy if busy and chooser.random() < 0.8 else actions)


def play_out(settings: Settings, seed: int, style=None):  # noqa: ANN001
    game = new_game(settings)
    pool = Counter(n for n in pool_cards(settings) for _ in range(2))
    chooser = random.Random(seed)
    for _ in range(MAX_MOVES):
        check(game, pool)
        if game.finished:
            return game
        options = legal_actions(game)
        game = apply(game, style(chooser, options) if style else chooser.choice(options))
    raise AssertionError(f"{settings}: no end after {MAX_MOVES} moves")


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("tokens", ["enchanted-kingdom", "path-of-destiny", "both"])
def test_random_games_with_ability_tokens(tokens, seed):
    settings = Settings(NAMES[:2 + seed], "archmage" if seed % 2 else "wizard", f"x{seed}",
                        tokens=tokens)
    game = play_out(settings, seed)
    assert game.phase == "over" and all(game.extra.kept)


@pytest.mark.parametrize("seed", range(2))
@pytest.mark.parametrize("enchantment", OPEN_ENCHANTMENTS)
def test_random_games_with_each_enchantment(enchantment, seed):
    players = 3 if seed else 4
    level = "archmage" if enchantment == "elemental-construction" else "wizard"
    settings = Settings(NAMES[:players], level, f"e{seed}", tokens="both",
                        enchantment=enchantment)
    assert play_out(settings, seed).extra.enchantment == enchantment


EXPANSIONS_OPEN = [name for name in ("enchanted-kingdom", "path-of-destiny")
                   if not missing_pieces(Settings(NAMES[:2], "wizard", "x", expansions=(name,)),
                                         implemented, token_implemented, enchantment_implemented)]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("expansion", EXPANSIONS_OPEN)
def test_random_games_with_an_expansions_cards(expansion, seed):
    """Every card of the set comes into play in these games (eager summons and activations)."""
    settings = Settings(NAMES[:2 + seed % 3], "archmage" if seed % 2 else "wizard", f"c{seed}",
                        expansions=(expansion,), tokens="both" if seed % 3 else "none")
    assert play_out(settings, seed, eager).finished


@pytest.mark.parametrize("setting", ["random-enchanted-kingdom", "random-path-of-destiny",
                                     "random-both"])
def test_a_random_enchantment_setting_opens_once_every_candidate_plays(setting):
    try:
        game = new_game(Settings(NAMES[:2], "wizard", "r", enchantment=setting))
    except SetupError as refused:
        assert str(refused).startswith("not yet: ")
        return
    assert game.extra.enchantment


@pytest.mark.parametrize("strength", ["random", "greedy"])
def test_the_bots_play_a_whole_expansion_game_legally_and_it_replays(strength):
    """Issue 20 point 5 (random and greedy): every move a bot makes is one of the legal moves
    (apply refuses any other); the finished file replays to the same head."""
    record = create(Settings(NAMES[:3], "archmage", "bots", tokens="both",
                             enchantment="olafs-knowledge"))
    moves = 0
    while not record.game.finished:
        seat = record.game.pending[0].player
        record = play_action(record, bot_move(record.game, seat, strength, moves))
        moves += 1
    assert from_data(json.loads(json.dumps(record.to_data()))).head == record.head
