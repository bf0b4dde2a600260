"""T7 Twelve crystals (expansions.md 4.5, X19): -6 PP if used."""

from seasons_cli.engine.scoring import score
from tests.helpers import p, play, setup, step_c, token_used, xposition


def test_3_crystals_become_15_final_minus_6():
    game = play(step_c(setup(xposition(kept=(7,)), "alice", crystals=3), "alice"), "alice",
                "use t7")
    assert p(game, "alice").crystals == 15 and score(game)[0].total == 15 - 6


def test_holder_of_ios_minion_gains_0_the_token_is_still_used():
    game = step_c(setup(xposition(kept=(7,)), "alice", crystals=3, in_play=[218], gauge=1),
                  "alice")
    game = play(game, "alice", "use t7")
    assert (p(game, "alice").crystals, token_used(game, "alice")) == (3, True)
