"""EK-E6 Argos' Embrace (expansions.md 4.6, X25.1): each time a player gains cards into their
hand through one effect, they then lose 5 crystals; with 4 or fewer, they sacrifice a card in
play or discard one from hand."""

from tests.helpers import (end_round_moving, moves, p, pending, play, setup, step_c, turn,
                           xposition)


def embrace(**kwargs):
    return xposition(enchantment="argos-embrace", **kwargs)


def test_the_dies_draw_kept_with_12_crystals_leaves_7():
    game = setup(embrace(space=4, draw_pile=[29]), "alice", crystals=12)
    game = play(turn(game, "alice", "Sp1-1"), "alice", "draw", "keep")
    assert p(game, "alice").crystals == 7


def test_amulet_of_fire_with_9_crystals_one_card_kept_4():
    game = setup(embrace(draw_pile=[29, 3, 13, 14]), "alice", hand=[2], energy="2f", gauge=1,
                 crystals=9)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-fire", "choose 29")
    assert p(game, "alice").crystals == 4


def test_3_crystals_sacrifices_one_or_discards_one_possibly_the_new_card():
    game = setup(embrace(space=4, draw_pile=[29]), "alice", crystals=3, in_play=[1, 3],
                 gauge=2, hand=[13])
    game = play(turn(game, "alice", "Sp1-1"), "alice", "draw", "keep")
    assert pending(game) == [("alice", "embrace")]
    assert moves(game, "alice") == ["discard wondrous-chest", "discard olafs-blessed-statue",
                                    "sacrifice amulet-of-air", "sacrifice amulet-of-earth"]
    game = play(game, "alice", "discard olafs-blessed-statue")
    assert (p(game, "alice").hand, p(game, "alice").crystals) == ([13], 3)


def test_start_of_year_2_library_cards_join_the_hand_no_loss():
    game = setup(embrace(space=11), "alice", crystals=12, library2=[3])
    assert p(end_round_moving(game, 2), "alice").crystals == 12


def test_nothing_in_play_and_only_the_gained_card_it_is_discarded():
    game = setup(embrace(space=4, draw_pile=[29]), "alice", crystals=0)
    game = play(turn(game, "alice", "Sp1-1"), "alice", "draw", "keep")
    assert (p(game, "alice").hand, game.discard) == ([], [29])
