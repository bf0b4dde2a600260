"""PoD-E8 Tailwind (expansions.md 4.6): end of round, each player may discard 1 air to gain 4."""

from tests.helpers import end_round, moves, p, pending, play, setup, xposition


def game_with(energy, **kwargs):
    return setup(xposition(enchantment="tailwind"), "alice", energy=energy, **kwargs)


def test_reserve_2a_becomes_1a_plus_4():
    game = end_round(game_with("2a"))
    assert pending(game)[0] == ("alice", "tailwind")
    assert moves(game, "alice") == ["discard 1a", "pass"]
    game = play(game, "alice", "discard 1a")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((1, 0, 0, 0), 4)


def test_no_air_nothing_asked():
    assert ("alice", "tailwind") not in pending(end_round(game_with("2w")))


def test_holder_of_ios_minion_may_discard_and_gains_0():
    game = end_round(game_with("1a", in_play=[218], gauge=1))
    game = play(game, "alice", "discard 1a")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 0, 0, 0), 0)
