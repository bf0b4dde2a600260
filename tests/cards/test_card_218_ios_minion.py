"""Card 218 Io's Minion (expansions.md 4.3, X17.1, X19): +1 air and gauge +1; its holder gains no
crystals; discard 1 air to pass it left."""

from seasons_cli.engine.scoring import score
from tests.helpers import in_play, p, play, setup, step_c, turn, xposition


def test_summon_plus_1a_gauge_plus_1_then_6_crystals_from_the_die_give_0():
    game = setup(xposition(space=4), "alice", hand=[218], energy="1a", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon ios-minion")
    assert (p(game, "alice").energy, p(game, "alice").gauge) == ((1, 0, 0, 0), 2)
    game = turn(game, "alice", "Sp1-3")  # 3 crystals and 2 earth
    assert p(game, "alice").crystals == 0 and p(game, "alice").energy == (1, 0, 0, 2)


def test_activate_with_1a_the_minion_goes_left_the_neighbours_crystal_gains_are_0():
    game = setup(xposition(), "alice", in_play=[218], energy="1a", gauge=1)
    game = play(step_c(game, "alice"), "alice", "activate ios-minion 1a")
    assert (in_play(game, "alice"), in_play(game, "bob")) == ([], ["ios-minion"])
    assert not p(game, "bob").in_play[0].activated and score(game)[1].card_prestige == -5


def test_holder_with_thieving_fairies_an_opponent_activates_loses_1_holder_gains_0():
    game = setup(xposition(), "bob", in_play=[218, 41], gauge=2)
    game = setup(game, "alice", in_play=[43], gauge=1, crystals=3)
    game = play(step_c(game, "alice"), "alice", "activate idol-of-the-familiar")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (2, 0)  # Idol: no familiar
