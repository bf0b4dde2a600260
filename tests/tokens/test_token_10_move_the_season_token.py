"""T10 Move the season token (expansions.md 4.5, X27.1): exactly 2 spaces, like Temporal Boots."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def alice(space, year=1, **kwargs):
    return step_c(setup(xposition(kept=(10,), space=space, year=year), "alice", **kwargs), "alice")


def test_only_2_spaces_either_way():
    """Board Game Arena differs: it also allows 1 space."""
    assert [m for m in moves(alice(5), "alice") if m.startswith("use")] == ["use t10 +2",
                                                                            "use t10 -2"]


def test_space_5_to_7_season_change_hourglass_triggers():
    game = play(alice(5, in_play=[27], gauge=1), "alice", "use t10 +2")
    assert (game.space, game.season) == (7, "summer")
    assert pending(game) == [("alice", "gain")]  # Hourglass of Time at once


def test_year_2_space_1_back_2_is_year_1_space_11_hands_unchanged():
    game = play(alice(1, year=2, hand=[3]), "alice", "use t10 -2")
    assert (game.year, game.space, p(game, "alice").hand) == (1, 11, [3])


def test_year_1_space_11_forward_2_library_ii_joins_the_hands():
    game = setup(alice(11), "bob", library2=[12, 13])
    game = play(game, "alice", "use t10 +2")
    assert (game.year, game.space, sorted(p(game, "bob").hand)) == (2, 1, [12, 13])
