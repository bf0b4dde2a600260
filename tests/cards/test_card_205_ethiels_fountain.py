"""Card 205 Ethiel's Fountain (expansions.md 4.3): end of round, +3 crystals with an empty hand."""

from tests.helpers import end_round, end_round_moving, p, setup, xposition


def test_empty_hand_plus_3_one_card_nothing():
    assert p(end_round(setup(xposition(), "alice", in_play=[205], gauge=1)), "alice").crystals == 3
    game = setup(xposition(), "alice", in_play=[205], gauge=1, hand=[3])
    assert p(end_round(game), "alice").crystals == 0


def test_last_round_of_year_1_plus_3_then_the_library_ii_cards_join_the_hand():
    game = setup(xposition(space=11), "alice", in_play=[205], gauge=1, library2=[3])
    game = end_round_moving(game, 2)
    assert (p(game, "alice").crystals, p(game, "alice").hand) == (3, [3])


def test_two_fountains_plus_6():
    assert p(end_round(setup(xposition(), "alice", in_play=[205, 205], gauge=2)),
             "alice").crystals == 6
