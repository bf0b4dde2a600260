"""Card 2 Amulet of Fire: on summon, draw 4, keep 1 in hand, discard 3 (cards.md, R16, D13)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c

TEN = [10, 11, 12, 13, 14, 16, 17, 18, 19, 21]


def summon_fire(game):
    game = setup(game, "alice", hand=[2], energy="2f", gauge=1)
    return play(step_c(game, "alice"), "alice", "summon amulet-of-fire")


def test_draw_pile_10_keeps_1_discards_3():
    game = summon_fire(position(draw_pile=TEN))
    assert pending(game) == [("alice", "choose")] and len(moves(game, "alice")) == 4
    assert p(game, "alice").hand == []  # nothing reaches the hand before the choice
    game = play(game, "alice", moves(game, "alice")[0])
    assert (len(p(game, "alice").hand), len(game.draw_pile), len(game.discard)) == (1, 6, 3)


def test_kept_card_is_the_chosen_one():
    game = summon_fire(position(draw_pile=[12, 13, 14, 16]))
    game = play(game, "alice", "choose wondrous-chest")
    assert p(game, "alice").hand == [13]
    assert sorted(game.discard) == [12, 14, 16]


def test_reshuffles_discard_mid_draw():
    game = summon_fire(position(draw_pile=[10, 11], discard=[12, 13, 14, 16, 17]))
    # R16.4, D30: 2 drawn, the 5 discards become the draw pile, 2 more drawn.
    game = play(game, "alice", moves(game, "alice")[0])
    assert (len(p(game, "alice").hand), len(game.draw_pile), len(game.discard)) == (1, 3, 3)


def test_fewer_than_4_cards_keeps_1_of_those():
    game = summon_fire(position(draw_pile=[10, 11]))
    game = play(game, "alice", "choose figrim")
    assert (p(game, "alice").hand, game.discard, game.draw_pile) == ([11], [10], [])


def test_both_piles_empty_gives_nothing():
    game = summon_fire(position(draw_pile=[]))
    assert pending(game) == [("alice", "main")]  # no error, straight back to step C (D13)
    assert (p(game, "alice").hand, game.discard) == ([], [])
