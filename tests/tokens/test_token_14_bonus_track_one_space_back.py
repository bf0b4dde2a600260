"""T14 Bonus track one space back (expansions.md 4.5, X8): +3 PP."""

from seasons_cli.engine.scoring import score
from tests.helpers import moves, p, play, setup, step_c, xposition


def alice(bonuses):
    return step_c(setup(xposition(kept=(14,)), "alice", bonuses=bonuses, energy="1e"), "alice")


def test_marker_2_becomes_1_penalty_5_instead_of_12_plus_3():
    game = play(alice(2), "alice", "use t14")
    alice_score = score(game)[0]
    assert (p(game, "alice").bonuses, alice_score.bonus_penalty, alice_score.token_prestige) \
        == (1, 5, 3)


def test_marker_3_then_a_fourth_bonus():
    """X8.1: a player can use more than 3 bonuses in a game."""
    game = alice(3)
    assert "bonus transmute" not in moves(game, "alice")
    game = play(game, "alice", "use t14", "bonus transmute")
    assert p(game, "alice").bonuses == 3


def test_marker_0_refused():
    assert "use t14" not in moves(alice(0), "alice")
