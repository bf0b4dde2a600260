"""PoD-E3 Io's Mastery (expansions.md 4.6): one transmutation that gives 15 crystals or more lets
the player take the top card, look at it, keep it or discard it."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def alice(space, **kwargs):
    game = xposition(enchantment="ios-mastery", space=space, draw_pile=[29])
    return step_c(setup(game, "alice", **kwargs), "alice", transmute=True)


def test_spring_5_fire_give_15_the_player_may_take_the_top_card():
    game = play(alice(4, energy="5f"), "alice", "transmute 5f")
    assert p(game, "alice").crystals == 15 and pending(game) == [("alice", "mastery")]
    game = play(game, "alice", "draw", "keep")
    assert p(game, "alice").hand == [29]


def test_14_crystals_nothing_two_transmutations_of_10_nothing():
    game = play(alice(4, energy="4f2e"), "alice", "transmute 4f")
    assert pending(game) == [("alice", "main")]
    game = play(alice(4, energy="6a"), "alice", "transmute 5a", "transmute 1a")
    assert pending(game) == [("alice", "main")] and p(game, "alice").crystals == 12


def test_potion_of_life_converting_4_tokens_gives_16_allowed():
    game = play(alice(1, energy="4w", in_play=[26], gauge=1), "alice", "activate potion-of-life")
    assert p(game, "alice").crystals == 16 and pending(game) == [("alice", "mastery")]
    assert moves(game, "alice") == ["draw", "pass"]


def test_a_holder_of_ios_minion_never_reaches_15():
    game = play(alice(4, energy="5f", in_play=[218], gauge=1), "alice", "transmute 5f")
    assert pending(game) == [("alice", "main")]
