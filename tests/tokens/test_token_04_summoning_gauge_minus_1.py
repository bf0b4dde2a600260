"""T4 Summoning gauge -1 (expansions.md 4.5): +10 PP; never below the cards in play."""

from seasons_cli.engine.scoring import score
from tests.helpers import moves, p, play, setup, step_c, xposition


def alice(gauge, cards):
    return step_c(setup(xposition(kept=(4,)), "alice", gauge=gauge, in_play=cards), "alice")


def test_gauge_5_with_3_cards_becomes_4_final_plus_10():
    game = play(alice(5, [1, 2, 3]), "alice", "use t4")
    assert p(game, "alice").gauge == 4 and score(game)[0].token_prestige == 10


def test_gauge_4_with_4_cards_refused():
    assert "use t4" not in moves(alice(4, [1, 2, 3, 7]), "alice")


def test_gauge_0_refused():
    assert "use t4" not in moves(alice(0, []), "alice")
