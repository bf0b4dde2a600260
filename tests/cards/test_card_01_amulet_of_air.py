"""Card 1 Amulet of Air: on summon, summoning gauge +2, at most 15 (cards.md, R13.1)."""

from tests.helpers import p, play, position, setup, step_c


def test_gauge_3_with_2_cards_goes_to_5_with_3_cards():
    game = setup(position(), "alice", hand=[1], energy="2a", gauge=3, in_play=[13, 14])
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-air")
    assert (p(game, "alice").gauge, len(p(game, "alice").in_play)) == (5, 3)
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_gauge_14_stops_at_15():
    game = setup(position(), "alice", hand=[1], energy="2a", gauge=14)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-air")
    assert p(game, "alice").gauge == 15  # R13.1: the excess point is lost


def test_put_into_play_by_divine_chalice_with_staff_gives_gauge_only():
    game = setup(position(draw_pile=[1]), "alice", hand=[9], energy="1a1w1f1e", gauge=3,
                 crystals=0, in_play=[6])
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    # The Chalice is summoned (Staff +3); the Amulet enters for free (D10): +2 gauge, no Staff.
    assert (p(game, "alice").gauge, p(game, "alice").crystals) == (5, 3)


def test_returned_by_amsug_keeps_gauge_and_gives_2_again():
    game = setup(position(), "alice", hand=[17], energy="3a1w", gauge=3, in_play=[1])
    game = play(step_c(game, "alice"), "alice", "summon amsug-longneck")
    assert p(game, "alice").hand == [1]
    assert p(game, "alice").gauge == 3  # leaving play does not lower the gauge
    game = play(game, "alice", "summon amulet-of-air")
    assert p(game, "alice").gauge == 5  # re-entering play gives +2 again (D27)
