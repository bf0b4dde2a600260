"""T3 Two energy tokens (expansions.md 4.5): gain 2 energy of your choice (R10.4); -5 PP."""

from tests.helpers import p, pending, play, setup, step_c, xposition


def test_reserve_3_becomes_5():
    game = step_c(setup(xposition(kept=(3,)), "alice", energy="3a"), "alice")
    game = play(game, "alice", "use t3", "gain 1w1e")
    assert p(game, "alice").energy == (3, 1, 0, 1)


def test_reserve_6_limit_7_gains_2_then_discards_1():
    game = step_c(setup(xposition(kept=(3,)), "alice", energy="6a"), "alice")
    game = play(game, "alice", "use t3", "gain 2f")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 1a")
    assert p(game, "alice").energy == (5, 0, 2, 0)
