"""Seeded random games with expansion content played to the end (expansions.md G1-G6, X1-X29,
issue 20 point 6): every invariant after every move, the file saved and replayed at the end, and
the bots playing legally. Both levels that take expansion content (G2) with every ability-token
setting (G4) and every enchantment setting in scope (G5: each enchantment by name and each random
setting), each card set, the promo cards and both tournament lists (G2, G3). The long run of the
same games is ``benchmarks/soak.py --expansions N``."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from seasons_cli.bots import bot_move
from seasons_cli.cards.abilities import ENCHANTMENTS, RANDOM_ENCHANTMENTS, TOKEN_SETTINGS
from seasons_cli.engine import Settings, apply, legal_actions, new_game
from seasons_cli.engine.content import pool_cards
from seasons_cli.engine.core import reserve_limit
from seasons_cli.engine.energy import total
from seasons_cli.gamefile.record import create, from_data, play_action
from tests.helpers import NAMES

LEVELS = ("wizard", "archmage")
BOTH = ("enchanted-kingdom", "path-of-destiny")
ENCHANTMENT_SETTINGS = [*(slug for slug, e in ENCHANTMENTS.items() if e.in_scope),
                        *RANDOM_ENCHANTMENTS]
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


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("tokens", TOKEN_SETTINGS)
def test_random_games_with_each_token_setting(tokens, level):
    """X9: every player keeps a token (none without tokens: then both sets' cards make it an
    expansion game)."""
    seed = TOKEN_SETTINGS.index(tokens) + 4 * LEVELS.index(level)
    settings = Settings(NAMES[:2 + seed % 3], level, f"x{seed}", tokens=tokens,
                        expansions=BOTH if tokens == "none" else ())
    game = play_out(settings, seed)
    assert game.phase == "over"
    assert all(game.extra.kept) if tokens != "none" else not any(game.extra.kept)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("enchantment", ENCHANTMENT_SETTINGS)
def test_random_games_with_each_enchantment_setting(enchantment, level):
    """G5: the named enchantment, or one of a random setting's candidates, is the game's."""
    seed = ENCHANTMENT_SETTINGS.index(enchantment) + 100 * LEVELS.index(level)
    players = 2 + seed % 3
    if enchantment == "elemental-construction" and level == "wizard":
        players = min(players, 3)  # 18 cards each from the wizard level's 60
    settings = Settings(NAMES[:players], level, f"e{seed}", tokens="both",
                        enchantment=enchantment)
    drawn = play_out(settings, seed).extra.enchantment
    assert drawn in RANDOM_ENCHANTMENTS.get(enchantment, (enchantment,))


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("expansion", BOTH)
def test_random_games_with_an_expansions_cards(expansion, seed):
    """Every card of the set comes into play in these games (eager summons and activations)."""
    settings = Settings(NAMES[:2 + seed % 3], LEVELS[seed % 2], f"c{seed}",
                        expansions=(expansion,), tokens="both" if seed % 3 else "none")
    assert play_out(settings, seed, eager).finished


CONTENTS = {"both sets and promos": {"expansions": BOTH, "promos": True},
            "promos": {"promos": True},
            "tournament-classic": {"cards": "tournament-classic"},
            "tournament-2022": {"cards": "tournament-2022"}}


@pytest.mark.parametrize("seed", range(2))
@pytest.mark.parametrize("content", CONTENTS)
def test_random_games_with_promos_and_tournament_lists(content, seed):
    settings = Settings(NAMES[:2 + seed], LEVELS[seed], f"p{seed}", tokens="both",
                        enchantment="random-both", **CONTENTS[content])
    assert play_out(settings, seed, eager).finished


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
