"""Bonuses and the bonus track (R15, D14, D26)."""

import pytest

from seasons_cli.engine.scoring import score
from tests.helpers import moves, p, pending, play, position, setup, step_c, turn


def bonuses(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("bonus")]


def test_exchange_one_token():
    """R15.2, D14: 1 fire returned, 1 earth taken; one bonus used."""
    game = step_c(setup(position(), "alice", energy="1f"), "alice")
    game = play(game, "alice", "bonus exchange 1f for 1e")
    assert (p(game, "alice").energy, p(game, "alice").bonuses) == ((0, 0, 0, 1), 1)


def test_exchange_two_tokens():
    """R15.2, D14: 2 fire returned, 1 air and 1 water taken."""
    game = step_c(setup(position(), "alice", energy="2f1e"), "alice")
    game = play(game, "alice", "bonus exchange 2f for 1a1w")
    assert (p(game, "alice").energy, p(game, "alice").bonuses) == ((1, 1, 0, 1), 1)


def test_exchange_gives_one_or_two_tokens_never_three():
    """R15.2, D14: with 3 fire every exchange option returns 1 or 2 tokens."""
    game = step_c(setup(position(), "alice", energy="3f"), "alice")
    given = {m.split()[2] for m in bonuses(game) if m.startswith("bonus exchange")}
    assert given == {"1f", "2f"}


def test_exchange_needs_a_token():
    """D26: with an empty reserve the exchange is not offered; the other two bonuses are."""
    game = step_c(setup(position(), "alice"), "alice")
    assert sorted(bonuses(game)) == ["bonus gauge", "bonus transmute"]


def test_gauge_bonus():
    """R15.4: summoning gauge +1."""
    game = play(step_c(setup(position(), "alice", gauge=3), "alice"), "alice", "bonus gauge")
    assert (p(game, "alice").gauge, p(game, "alice").bonuses) == (4, 1)


def test_no_gauge_bonus_at_fifteen():
    """R15.4, D26: not allowed with the gauge at 15."""
    game = step_c(setup(position(), "alice", gauge=15), "alice")
    assert "bonus gauge" not in bonuses(game)


def test_same_bonus_twice_in_one_turn():
    """D14, R15.1: the gauge bonus used twice in one turn: +2, two spaces on the bonus track."""
    game = step_c(setup(position(), "alice", gauge=3), "alice")
    game = play(game, "alice", "bonus gauge", "bonus gauge")
    assert (p(game, "alice").gauge, p(game, "alice").bonuses) == (5, 2)


def test_at_most_three_bonuses_per_game():
    """R15.1, D14: after the third bonus no bonus is offered, in this turn or a later one."""
    game = step_c(setup(position(), "alice", energy="1f", bonuses=2), "alice")
    game = play(game, "alice", "bonus transmute")
    assert bonuses(game) == []
    later = turn(game, "alice", "Wi1-5")
    assert pending(later) == [("alice", "keep_drawn")]  # no choice of the draw-2 bonus


def test_a_bonus_counts_as_soon_as_it_is_used():
    """D26: transmute +1 used and nothing transmuted still moves the bonus track."""
    game = step_c(setup(position(), "alice"), "alice")
    game = play(game, "alice", "bonus transmute")
    assert (p(game, "alice").bonuses, p(game, "alice").crystals) == (1, 0)


def test_draw_two_only_in_step_b4():
    """R15.5-R15.6, D26: step C never offers the draw-2 bonus."""
    game = step_c(setup(position(draw_pile=[3, 29]), "alice"), "alice")
    assert "bonus draw2" not in bonuses(game)


def test_draw_two_keep_one():
    """R15.5: 2 cards drawn, the chosen one kept, the other discarded."""
    game = turn(position(draw_pile=[3, 29]), "alice", "Wi1-5")
    game = play(game, "alice", "bonus draw2", "choose olafs-blessed-statue")
    assert (p(game, "alice").hand, game.discard, p(game, "alice").bonuses) == ([29], [3], 1)


def test_draw_two_with_one_card_keeps_it():
    """R15.5, D13, D26: only 1 card can be drawn: it is kept."""
    game = turn(position(draw_pile=[29]), "alice", "Wi1-5")
    game = play(game, "alice", "bonus draw2")
    assert (p(game, "alice").hand, p(game, "alice").bonuses) == ([29], 1)
    assert pending(game) == [("alice", "main")]


def test_draw_two_with_no_card_still_counts():
    """R15.5, D26: nothing can be drawn, the bonus is used all the same."""
    game = turn(position(draw_pile=[]), "alice", "Wi1-5")
    game = play(game, "alice", "bonus draw2")
    assert (p(game, "alice").hand, p(game, "alice").bonuses) == ([], 1)


@pytest.mark.parametrize("used, penalty", [(0, 0), (1, 5), (2, 12), (3, 20)])
def test_penalty_table(used, penalty):
    """R15.7: 0 / 5 / 12 / 20 prestige points lost for 0 / 1 / 2 / 3 bonuses used in total."""
    game = setup(position(), "alice", crystals=30, bonuses=used)
    assert score(game)[0].total == 30 - penalty
