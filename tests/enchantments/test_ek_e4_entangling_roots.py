"""EK-E4 Entangling Roots (expansions.md 4.6, X15.2): a player may summon at most one card per
turn; putting into play is not summoning."""

from tests.helpers import in_play, moves, pending, play, setup, step_c, xposition


def alice(**kwargs):
    game = xposition(enchantment="entangling-roots", draw_pile=[3, 13, 14, 16])
    return step_c(setup(game, "alice", gauge=6, **kwargs), "alice")


def summons(game):
    return [m for m in moves(game, "alice") if m.startswith("summon")]


def test_summon_amulet_of_air_then_a_second_summon_is_refused():
    game = alice(hand=[1, 7], energy="2a")
    assert summons(game) == ["summon amulet-of-air 2a", "summon temporal-boots"]
    game = play(game, "alice", "summon amulet-of-air")
    assert summons(game) == []


def test_divine_chalice_free_card_enters_the_limit_is_used_by_the_chalice():
    game = play(alice(hand=[9, 7], energy="1a1w1f1e"), "alice", "summon divine-chalice",
                "choose amulet-of-earth")
    assert in_play(game, "alice") == ["divine-chalice", "amulet-of-earth"]
    assert summons(game) == []


def test_potion_of_dreams_then_one_summon_is_allowed():
    game = alice(in_play=[24], hand=[3, 7])
    game = play(game, "alice", "activate potion-of-dreams", "choose amulet-of-earth")
    assert in_play(game, "alice") == ["amulet-of-earth"]
    assert summons(game) == ["summon temporal-boots"]


def test_the_limit_is_per_turn():
    game = play(alice(hand=[7, 7]), "alice", "summon temporal-boots", "move +1")
    assert pending(game) == [("alice", "main")] and summons(game) == []
    game.extra = game.extra.replace(turn=frozenset())  # the next turn forgets it
    assert summons(game) == ["summon temporal-boots"]
