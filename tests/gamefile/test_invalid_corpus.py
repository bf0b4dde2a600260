"""Every file of tests/data/invalid/ gets one line naming its problem, exit 1 (issue #4 point 5).

The corpus is made by tests/data/make_invalid.py; the diagnostics are snapshots to review.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons

CORPUS = sorted((Path(__file__).resolve().parents[1] / "data" / "invalid").glob("*.json"))


def test_the_corpus_is_there():
    assert len(CORPUS) >= 30


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_validate_names_the_problem_in_one_line(path, snapshot):
    before = path.read_bytes()
    result = CliRunner().invoke(seasons, ["validate", str(path)], env={"NO_COLOR": "1"})
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.replace(str(path), path.name) == snapshot
    assert path.read_bytes() == before


@pytest.mark.parametrize("path", CORPUS[:8], ids=lambda p: p.stem)
@pytest.mark.parametrize("command", [["show"], ["moves"], ["score"], ["replay"], ["move", "end"]])
def test_every_command_refuses_with_the_same_line(path, command, snapshot):
    before = path.read_bytes()
    validate = CliRunner().invoke(seasons, ["validate", str(path)])
    result = CliRunner().invoke(seasons, [command[0], str(path), *command[1:]])
    assert (result.exit_code, result.stderr) == (1, validate.stderr)
    assert path.read_bytes() == before
