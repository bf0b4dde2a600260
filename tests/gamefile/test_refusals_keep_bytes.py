"""Random legal play with refused commands along the way: a refused command never changes a byte
of the file and always gives one line on stderr, exit 1 (issue #4 point 6)."""

from __future__ import annotations

import random

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons
from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, play_action, save

NAMES = ("alice", "bob", "carol", "dave")


def refused_commands(record, path, chooser):
    """Commands that must be refused in this position."""
    game = record.game
    deciding = {game.settings.players[d.player] for d in game.pending}
    idle = [name for name in game.settings.players if name not in deciding]
    commands = [["move", path, "fly", "away"], ["move", path, "--expect", "0-00000000", "end"],
                ["move", path, "summon", "excalibur"]]
    if idle:
        commands.append(["move", path, "--player", chooser.choice(idle), "end"])
    return commands


@pytest.mark.parametrize("level, players, edition", [
    ("apprentice", 2, 2), ("wizard", 3, 2), ("wizard", 4, 1), ("archmage", 2, 1), ("archmage", 3, 2),
    ("archmage", 4, 2)])
def test_refused_commands_change_nothing(tmp_path, level, players, edition):
    path = tmp_path / "game.json"
    record = create(Settings(NAMES[:players], level, f"refusals-{level}-{players}", edition))
    chooser = random.Random(players)
    runner = CliRunner()
    while not record.game.finished:
        record = play_action(record, chooser.choice(legal_actions(record.game)))
        if len(record.history) % 40 == 0:
            save(path, record)
            before = path.read_bytes()
            for command in refused_commands(record, str(path), chooser):
                result = runner.invoke(seasons, command)
                assert (result.exit_code, result.stderr.count("\n")) == (1, 1), (command, result.stderr)
                assert result.stderr.startswith("error: ")
                assert path.read_bytes() == before
