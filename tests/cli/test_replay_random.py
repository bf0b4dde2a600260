"""`seasons replay`, `score` and `show` work on every kind of game: random games of every level,
whatever outcomes they recorded (a crash here once came from an outcome the words missed)."""

from __future__ import annotations

import pytest

from .conftest import random_game, run


@pytest.mark.parametrize("level, players, rng", [
    ("apprentice", 2, 1), ("wizard", 3, 2), ("archmage", 2, 3), ("archmage", 3, 4), ("archmage", 4, 5),
    ("archmage", 4, 6)])
def test_every_view_of_a_random_game(tmp_path, level, players, rng):
    path = random_game(tmp_path / "g.json", ("alice", "bob", "carol", "dave")[:players], level,
                       f"views-{rng}", rng=rng)
    for command in (["replay"], ["replay", "--json"], ["score"], ["show"], ["show", "--as", "bob"]):
        result = run(*command[:1], path, *command[1:])
        assert result.exit_code == 0, (command, result.stderr)
