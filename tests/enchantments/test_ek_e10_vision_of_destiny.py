"""EK-E10 Vision of Destiny (expansions.md 4.6, X5.1): the top two cards of the draw pile are face
up; once per turn, 5 crystals move the first to the discard pile."""

from seasons_cli.engine.piles import show_top
from tests.helpers import moves, p, play, setup, step_c, xposition


def alice(crystals, draw_pile=(1, 2, 3, 5, 6)):
    game = xposition(enchantment="vision-of-destiny", draw_pile=list(draw_pile))
    show_top(game)  # as the setup does
    return step_c(setup(game, "alice", crystals=crystals), "alice")


def test_the_top_two_are_shown():
    game = alice(0)
    assert len(game.extra.top) == 2 and {"kind": "shown", "cards": list(game.extra.top)} \
        in game.events


def test_pay_5_with_8_the_first_card_is_discarded_the_next_two_shown():
    game = alice(8)
    first, second = game.extra.top
    game = play(game, "alice", "vision")
    assert p(game, "alice").crystals == 3 and game.discard == [first]
    assert game.extra.top[0] == second and len(game.extra.top) == 2
    assert {"kind": "shown", "cards": list(game.extra.top)} in game.events


def test_4_crystals_refused():
    assert "vision" not in moves(alice(4), "alice")


def test_a_second_use_in_the_same_turn_refused():
    assert "vision" not in moves(play(alice(10), "alice", "vision"), "alice")


def test_one_card_in_the_draw_pile_only_that_one_is_shown_no_reshuffle():
    game = xposition(enchantment="vision-of-destiny", draw_pile=[1], discard=[2, 3])
    show_top(game)
    assert (game.extra.top, game.discard) == ((1,), [2, 3])
