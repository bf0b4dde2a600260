"""Save -> load -> replay reproduces the state after every move (issue #2 point 11).

Replaying a whole file after each of its moves would cost O(n^2); since replay is deterministic,
the test replays each saved file incrementally instead: the history it loads must start with the
history already checked, and its one new entry, replayed from the JSON, must lead to exactly the
state the file stores.
"""

from __future__ import annotations

import json
import random

import pytest

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, play_action
from seasons_cli.gamefile.codec import dumps
from seasons_cli.gamefile.record import _compare_state, _replay_entry, from_data
from seasons_cli.gamefile.schema import schema_problem


@pytest.mark.parametrize("players, level, seed", [
    (2, "apprentice", 1), (3, "apprentice", 4), (4, "apprentice", 5),
    (2, "wizard", 6), (3, "wizard", 2), (4, "wizard", 3),
    (2, "archmage", 7), (3, "archmage", 8), (4, "archmage", 9),
])
def test_every_saved_position_replays_to_its_stored_state(players, level, seed):
    record = create(Settings(("alice", "bob", "carol", "dave")[:players], level, f"replay-{seed}"))
    replayed = from_data(json.loads(dumps(record.to_data())))
    chooser = random.Random(seed)
    while not record.game.finished:
        record = play_action(record, chooser.choice(legal_actions(record.game)))
        data = json.loads(dumps(record.to_data()))
        index = len(record.history) - 1
        assert data["history"][:index] == [e.to_data() for e in replayed.history]
        replayed = _replay_entry(replayed, index, data["history"][index])
        _compare_state(replayed, data["state"])
        if index % 50 == 0:
            assert schema_problem(data) is None
    assert schema_problem(json.loads(dumps(record.to_data()))) is None
