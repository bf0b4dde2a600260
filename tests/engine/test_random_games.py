"""Seeded random games played to the end, checking the rules' invariants after every move."""

import random

import pytest

from seasons_cli.engine import Settings, apply, legal_actions, new_game
from seasons_cli.engine.core import reserve_limit
from seasons_cli.engine.energy import total
from seasons_cli.engine.model import to_data
from tests.helpers import BASIC_POOL, NAMES, all_cards

FULL_POOL = sorted(n for n in range(1, 51) for _ in range(2))

MAX_MOVES = 5000  # a game of 1-30 takes a few hundred moves; more means it does not end


def check(game):
    """The invariants of R10.3-R10.4, R11.1, R13.1-R13.2, R14.11, R15.1, R17.6, R8.2, D12 and
    the 60 or 100 cards of R5."""
    archmage = game.settings.level == "archmage"
    overflow = {d.player for d in game.pending if d.kind == "overflow"}
    for seat, player in enumerate(game.players):
        if seat not in overflow:
            assert total(player.energy) <= reserve_limit(game, seat), player
        assert 0 <= player.gauge <= 15
        assert player.crystals >= 0
        assert 0 <= player.bonuses <= 3
        if not archmage:  # Demon of Argos (R13.3) and Damned Soul of Onys (R14.7) ignore room
            assert len(player.in_play) <= player.gauge  # R13.2
        if game.step == "dice":
            assert not any(card.activated for card in player.in_play)  # R14.11
    assert all_cards(game) == (FULL_POOL if archmage else BASIC_POOL)
    if game.phase == "play":
        assert game.first == (game.round - 1) % game.n  # R17.6
        assert sorted(d.die for d in game.dice) == sorted(game.dice_in_game[game.dice_season])  # D12
    if game.phase == "play" and game.step in ("A", "B", "C"):
        assert [d.owner for d in game.dice].count(None) == 1  # R8.2


def uniform(chooser, actions):
    return chooser.choice(actions)


def eager(chooser, actions):
    """Mostly summon and activate when possible, so that many cards come into play."""
    busy = [a for a in actions if a.kind in ("summon", "activate")]
    return chooser.choice(busy if busy and chooser.random() < 0.8 else actions)


def play_out(level, players, seed, style, edition=2):
    """Play a whole game, ``style`` choosing among the legal actions with a seeded
    ``random.Random``; return the finished game and its number of moves."""
    game = new_game(Settings(NAMES[:players], level, f"random-{seed}", edition))
    chooser = random.Random(seed)
    check(game)
    for count in range(MAX_MOVES):
        if game.finished:
            return game, count
        before = to_data(game)
        after = apply(game, style(chooser, legal_actions(game)))
        assert to_data(game) == before  # apply returns a new game and leaves this one alone
        game = after
        check(game)
    raise AssertionError(f"{level} {players} players, seed {seed}: no end after {MAX_MOVES} moves")


@pytest.mark.parametrize("seed", range(16))
@pytest.mark.parametrize("style", [uniform, eager], ids=["uniform", "eager"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["apprentice", "wizard"])
def test_random_game_reaches_the_end(level, players, style, seed):
    """R19.1: every game ends past space 12 of year 3, with every invariant kept on the way."""
    game, _ = play_out(level, players, seed, style)
    assert game.phase == "over" and game.position >= 37
    assert legal_actions(game) == []


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("style", [uniform, eager], ids=["uniform", "eager"])
@pytest.mark.parametrize("edition", [1, 2])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_archmage_game_reaches_the_end(players, edition, style, seed):
    """R19.1 at the archmage level (all 100 cards), both card editions (D7)."""
    game, _ = play_out("archmage", players, seed, style, edition)
    assert game.phase == "over" and game.position >= 37
