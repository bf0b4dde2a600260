"""Card 115 Amulet of Time (expansions.md 4.2): 2 energy of your choice, then X cards discarded
from the hand and X drawn."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def summon_amulet(hand, draw_pile, discard=()):
    game = setup(xposition(draw_pile=draw_pile, discard=list(discard)), "alice",
                 hand=[115, *hand], energy="2w", gauge=3)
    return play(step_c(game, "alice"), "alice", "summon amulet-of-time", "gain 2e")


def test_hand_3_x_2_hand_3_discard_pile_2_tokens_2():
    game = summon_amulet([3, 13, 14], [29, 28])
    assert pending(game) == [("alice", "renew")]
    game = play(game, "alice", "renew amulet-of-earth,wondrous-chest")
    assert (len(p(game, "alice").hand), game.discard) == (3, [3, 13])
    assert p(game, "alice").energy == (0, 0, 0, 2)


def test_x_0_only_the_2_tokens():
    game = play(summon_amulet([3], [29]), "alice", "renew none")
    assert (p(game, "alice").hand, p(game, "alice").energy) == ([3], (0, 0, 0, 2))


def test_draw_pile_1_discard_4_x_2_the_discards_are_reshuffled_for_the_second_draw():
    game = summon_amulet([3, 13], [29], discard=[1, 2, 5, 6])
    game = play(game, "alice", "renew amulet-of-earth,wondrous-chest")
    assert {"kind": "reshuffle", "cards": 6} in game.events and len(p(game, "alice").hand) == 2


def test_the_choices_are_every_group_of_the_hand():
    assert len(moves(summon_amulet([3, 13, 13], [29]), "alice")) == 6  # {}, 3, 13, 3+13, 13+13, all
