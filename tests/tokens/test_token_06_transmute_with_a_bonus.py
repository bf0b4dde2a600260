"""T6 Transmute with a bonus (expansions.md 4.5): permission for the turn, +1 crystal per token."""

from tests.helpers import moves, p, play, setup, step_c, turn, xposition


def test_winter_2_earth_without_a_frame_gives_8():
    game = step_c(setup(xposition(kept=(6,), space=1), "alice", energy="2e"), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("transmute")]
    game = play(game, "alice", "use t6", "transmute 2e")
    assert p(game, "alice").crystals == 2 * (3 + 1)


def test_after_a_transmute_bonus_spring_1_fire_gives_5():
    """Spring: fire 3; +1 bonus, +1 T6 = 5 (Board Game Arena differs)."""
    game = step_c(setup(xposition(kept=(6,), space=4), "alice", energy="1f"), "alice")
    game = play(game, "alice", "bonus transmute", "use t6", "transmute 1f")
    assert p(game, "alice").crystals == 3 + 1 + 1
    assert p(game, "alice").bonuses == 1  # T6 does not move the marker


def test_the_turn_ends_the_permission_ends():
    game = step_c(setup(xposition(kept=(6,)), "alice", energy="2e"), "alice")
    game = play(game, "alice", "use t6")
    assert "t6" in game.extra.turn and game.transmute_ok
    game = turn(setup(game, "bob", energy="1e"), "bob", "Wi2-1")
    assert "t6" not in game.extra.turn  # the next turn forgets it (turns.begin_turn)
