"""Games played with a seeded random policy, shared by the game-file tests."""

from __future__ import annotations

import random

import pytest

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, play_action
from seasons_cli.gamefile.record import GameRecord


def random_record(players: int, level: str, seed: int, moves: int | None = None) -> GameRecord:
    """A game played by a seeded random policy: to the end, or for ``moves`` moves."""
    names = ("alice", "bob", "carol", "dave")[:players]
    record = create(Settings(names, level, f"seed-{seed}"))
    chooser = random.Random(seed)
    while not record.game.finished and (moves is None or len(record.history) < moves):
        record = play_action(record, chooser.choice(legal_actions(record.game)))
    return record


@pytest.fixture(scope="session")
def finished_game() -> GameRecord:
    return random_record(3, "wizard", 7)
