"""T18 Take a library card (expansions.md 4.5): +9 PP; not in year 3."""

from tests.helpers import moves, p, play, setup, step_c, xposition


def alice(year, **kwargs):
    return step_c(setup(xposition(kept=(18,), year=year), "alice", **kwargs), "alice")


def test_year_1_take_a_library_iii_card():
    game = play(alice(1, library2=[1, 2, 3], library3=[12, 13, 14]), "alice",
                "use t18 library3 naria-the-prophetess")
    assert (p(game, "alice").hand, sorted(p(game, "alice").library3)) == ([12], [13, 14])


def test_year_3_refused():
    assert not [m for m in moves(alice(3, library3=[12]), "alice") if m.startswith("use")]


def test_year_2_only_library_iii():
    game = alice(2, library3=[12])
    assert [m for m in moves(game, "alice") if m.startswith("use")] == \
        ["use t18 library3 naria-the-prophetess"]
