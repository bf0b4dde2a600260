"""Card 108 Familiar Catcher (expansions.md 4.2, X24): search the draw pile for a familiar; keep
it, or discard it and keep the next one."""

from tests.helpers import p, pending, play, setup, step_c, xposition


def summon_catcher(top, discard=()):
    game = xposition(draw_pile=[], discard=list(discard))
    game.extra = game.extra.replace(top=tuple(top))
    game = setup(game, "alice", hand=[108], energy="1a1f", gauge=3)
    return play(step_c(game, "alice"), "alice", "summon familiar-catcher")


def test_amulet_of_air_discarded_syllas_found():
    game = summon_catcher([1, 10])
    assert pending(game) == [("alice", "found")] and game.discard == [1]
    assert p(play(game, "alice", "keep"), "alice").hand == [10]


def test_decline_syllas_the_next_familiar_ios_minion_is_kept():
    game = play(summon_catcher([10, 3, 218]), "alice", "discard")
    assert p(game, "alice").hand == [218] and game.discard == [10, 3]


def test_no_familiar_in_either_pile_no_card():
    game = summon_catcher([1, 2], discard=[3])
    assert p(game, "alice").hand == [] and sorted(game.discard + game.draw_pile) == [1, 2, 3]
    assert len([e for e in game.events if e["kind"] == "reveal"]) == 3
