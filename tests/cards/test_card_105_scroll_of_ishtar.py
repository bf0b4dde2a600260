"""Card 105 Scroll of Ishtar (expansions.md 4.2, X24): name a type, search the draw pile for a
magic item whose cost has it; keep it, or discard it and search once more and keep."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def summon_scroll(top, discard=()):
    """The draw pile holds ``top`` alone, in this order (their place known)."""
    game = xposition(draw_pile=[], discard=list(discard))
    game.extra = game.extra.replace(top=tuple(top))
    game = setup(game, "alice", hand=[105], energy="2f", gauge=3)
    return play(step_c(game, "alice"), "alice", "summon scroll-of-ishtar")


def test_name_fire_kairn_discarded_amulet_of_fire_found():
    game = summon_scroll([16, 2])
    assert moves(game, "alice") == ["option air", "option water", "option fire", "option earth"]
    game = play(game, "alice", "option fire")
    assert pending(game) == [("alice", "found")] and game.discard == [16]
    game = play(game, "alice", "keep")
    assert p(game, "alice").hand == [2]


def test_decline_the_first_item_name_water_find_amulet_of_water_it_must_be_kept():
    game = play(summon_scroll([2, 4]), "alice", "option fire", "discard", "option water")
    assert (p(game, "alice").hand, game.discard) == ([4], [2])


def test_no_matching_card_in_either_pile_ends_after_every_card_once():
    game = play(summon_scroll([1, 16], discard=[10]), "alice", "option earth")
    assert p(game, "alice").hand == [] and pending(game) == [("alice", "main")]
    assert len([e for e in game.events if e["kind"] == "reveal"]) == 3


def test_the_elemental_amulet_never_matches():
    game = play(summon_scroll([31, 3]), "alice", "option earth")
    assert game.discard == [31] and game.pending[0].data["held"] == [3]
