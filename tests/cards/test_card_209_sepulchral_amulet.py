"""Card 209 Sepulchral Amulet (expansions.md 4.3, X4): of the top 3 discarded cards one to the
hand, one on top of the draw pile, one at its bottom."""

from tests.helpers import p, play, setup, step_c, xposition


def summon_amulet(discard):
    game = setup(xposition(draw_pile=[1], discard=discard), "alice", hand=[209], energy="2f",
                 gauge=3)
    return play(step_c(game, "alice"), "alice", "summon sepulchral-amulet")


def test_discard_pile_5_hand_plus_1_draw_pile_plus_2_top_and_bottom_discard_pile_2():
    game = play(summon_amulet([2, 3, 5, 6, 7]), "alice", "choose 6", "choose 7")
    assert p(game, "alice").hand == [6] and game.discard == [2, 3]
    assert (game.extra.top, game.extra.bottom) == ((7,), (5,)) and game.draw_pile_size == 3


def test_discard_pile_1_it_goes_to_the_hand():
    game = summon_amulet([3])
    assert (p(game, "alice").hand, game.discard) == ([3], [])


def test_empty_discard_pile_nothing():
    assert p(summon_amulet([]), "alice").hand == []
