"""Card 216 Servant of Ragfield (expansions.md 4.3): each player with 10 crystals or more, the
owner first, draws 1 card (keep or discard) and raises the gauge by 1."""

from tests.helpers import p, pending, play, setup, step_c, xposition


def test_3_players_12_9_10_the_owner_and_the_third_draw_and_gain_a_gauge():
    game = setup(setup(xposition(3, draw_pile=[29, 29]), "bob", crystals=9), "carol",
                 crystals=10)
    game = setup(game, "alice", hand=[216], energy="1a1f", gauge=1, crystals=12)
    game = play(step_c(game, "alice"), "alice", "summon servant-of-ragfield")
    assert pending(game) == [("alice", "keep_drawn")]
    game = play(game, "alice", "keep")
    assert pending(game) == [("carol", "keep_drawn")]
    game = play(game, "carol", "discard")
    assert [pl.gauge for pl in game.players] == [2, 0, 1]
    assert (p(game, "alice").hand, p(game, "bob").hand) == ([29], [])


def test_gauge_15_the_card_is_still_drawn():
    game = setup(xposition(draw_pile=[29]), "alice", hand=[216], energy="1a1f", gauge=15,
                 crystals=10)
    game = play(step_c(game, "alice"), "alice", "summon servant-of-ragfield", "keep")
    assert (p(game, "alice").hand, p(game, "alice").gauge) == ([29], 15)
