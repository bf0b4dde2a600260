"""T9 Summoning gauge +2 (expansions.md 4.5): -5 PP; never above 15."""

from tests.helpers import p, play, setup, step_c, xposition


def alice(gauge):
    return step_c(setup(xposition(kept=(9,)), "alice", gauge=gauge), "alice")


def test_gauge_4_becomes_6():
    assert p(play(alice(4), "alice", "use t9"), "alice").gauge == 6


def test_gauge_14_becomes_15():
    """Ruling (BGA): usable at 14 or 15; the excess is lost."""
    assert p(play(alice(14), "alice", "use t9"), "alice").gauge == 15
