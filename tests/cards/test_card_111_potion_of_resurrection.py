"""Card 111 Potion of Resurrection (expansions.md 4.2, X4): sacrifice it, take 1 of the top 5
discarded cards into hand, the others to the bottom; the Potion then on top."""

from tests.helpers import activations, p, play, setup, step_c, xposition


def alice(discard, **kwargs):
    game = setup(xposition(discard=discard), "alice", in_play=[111], gauge=1, **kwargs)
    return step_c(game, "alice")


def test_discard_pile_of_7_take_1_of_the_top_5_4_to_the_bottom_the_potion_on_top():
    game = play(alice([1, 2, 3, 5, 6, 7, 8]), "alice", "activate potion-of-resurrection")
    assert game.pending[0].data["held"] == [8, 7, 6, 5, 3]
    game = play(game, "alice", "choose 6")
    assert p(game, "alice").hand == [6]
    assert game.discard == [3, 5, 7, 8, 1, 2, 111]


def test_discard_pile_of_2_take_1_the_other_to_the_bottom():
    game = play(alice([1, 2]), "alice", "activate potion-of-resurrection", "choose 2")
    assert (p(game, "alice").hand, game.discard) == ([2], [1, 111])


def test_empty_discard_pile_the_potion_is_still_sacrificed():
    game = play(alice([]), "alice", "activate potion-of-resurrection")
    assert (p(game, "alice").hand, game.discard) == ([], [111])


def test_an_opponents_crystal_titan_and_2_crystals_refused():
    game = setup(alice([1], crystals=2), "bob", in_play=[303], gauge=1)
    assert activations(game, "alice") == []


def test_a_shield_of_zira_may_replace_its_sacrifice():
    game = setup(xposition(discard=[1, 2]), "alice", in_play=[111, 113], gauge=2)
    game = step_c(game, "alice")
    game = play(game, "alice", "activate potion-of-resurrection shield", "choose 2")
    assert [c.number for c in p(game, "alice").in_play] == [111]
    assert game.discard == [1, 113] and p(game, "alice").crystals == 10
