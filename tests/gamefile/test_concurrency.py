"""Two `seasons move` processes on one file at once: exactly one move lands (issue #4 point 2)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, load, play, save
from seasons_cli.notation import format_action

ROOT = Path(__file__).resolve().parents[2]


def dice_choice_file(path: Path) -> Path:
    """A 2-player apprentice game at alice's first dice choice."""
    record = create(Settings(("alice", "bob"), "apprentice", "locks", decks=(1, 2)))
    while record.game.phase != "play":
        seat = record.game.pending[0].player
        record = play(record, format_action(record.game, legal_actions(record.game, seat)[0]), seat)
    save(path, record)
    return path


def test_two_processes_moving_at_once_land_exactly_one_move(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "seasons_cli", "move"]
    for attempt in range(8):
        path = dice_choice_file(tmp_path / f"game{attempt}.json")
        moves_before = len(load(path).history)
        racers = [subprocess.Popen([*command, str(path), "--player", "alice", "die", die],
                                   env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                  for die in ("1", "2")]
        results = [(racer.wait(timeout=60), racer.stderr.read()) for racer in racers]
        assert sorted(code for code, _ in results) == [0, 1], results
        loser = next(err for code, err in results if code == 1)
        assert loser.startswith("error: ") and loser.count("\n") == 1
        assert len(load(path).history) == moves_before + 1
