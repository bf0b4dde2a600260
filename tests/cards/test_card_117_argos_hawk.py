"""Card 117 Argos Hawk (expansions.md 4.2): on summon +10 crystals, gauge +1; sacrifice it: every
opponent gauge -1 and +6 crystals."""

from tests.helpers import activations, p, play, setup, step_c, xposition


def test_summon_with_0_crystals_and_gauge_3_gives_10_and_gauge_4():
    game = setup(xposition(), "alice", hand=[117], energy="1a1e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon argos-hawk")
    assert (p(game, "alice").crystals, p(game, "alice").gauge) == (10, 4)


def test_activate_opponents_gauges_5_and_0_crystals_2_and_7_become_4_0_8_13():
    game = setup(xposition(3), "alice", in_play=[117], gauge=1)
    game = setup(setup(game, "bob", gauge=5, crystals=2), "carol", gauge=0, crystals=7)
    game = play(step_c(game, "alice"), "alice", "activate argos-hawk")
    assert [(pl.gauge, pl.crystals) for pl in game.players[1:]] == [(4, 8), (0, 13)]
    assert game.discard == [117]


def test_an_opponent_with_gauge_4_and_4_cards_keeps_them_and_cannot_summon():
    game = setup(xposition(), "alice", in_play=[117], gauge=1)
    game = setup(game, "bob", gauge=4, in_play=[1, 2, 3, 5])
    game = play(step_c(game, "alice"), "alice", "activate argos-hawk")
    assert (p(game, "bob").gauge, len(p(game, "bob").in_play)) == (3, 4)


def test_a_crystal_titans_toll_that_cannot_be_paid_refuses_the_sacrifice():
    game = setup(xposition(), "alice", in_play=[117], gauge=1, crystals=2)
    game = setup(game, "bob", in_play=[303], gauge=1)
    assert activations(step_c(game, "alice"), "alice") == []


def test_an_opponent_holding_ios_minion_loses_1_gauge_gains_0():
    game = setup(xposition(), "alice", in_play=[117], gauge=1)
    game = setup(game, "bob", in_play=[218], gauge=3, crystals=1)
    game = play(step_c(game, "alice"), "alice", "activate argos-hawk")
    assert (p(game, "bob").gauge, p(game, "bob").crystals) == (2, 1)
