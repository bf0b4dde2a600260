"""The example games (issue #2 point 12) are sound, and ``score`` prints what the engine scores."""

import json
from pathlib import Path

import pytest

from seasons_cli.engine.scoring import score
from seasons_cli.gamefile import load

from .conftest import run

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_validates_and_scores(path):
    assert run("validate", path).exit_code == 0
    printed = json.loads(run("score", path, "--json").stdout)
    game = load(path).game
    assert [(p["name"], p["total"], p["rank"]) for p in printed["players"]] == \
        [(s.name, s.total, s.rank) for s in score(game)]
    assert printed["finished"] is game.finished is path.stem.endswith("-finished")


def test_there_are_the_examples_the_issues_ask_for():
    """Issue #2: finished 2-player apprentice and 4-player wizard games, an unfinished 3-player
    game; issue #3: a finished 4-player archmage game."""
    assert [p.name for p in EXAMPLES] == ["apprentice-2p-finished.json", "archmage-4p-finished.json",
                                          "wizard-3p-unfinished.json", "wizard-4p-finished.json"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_score_as_printed(path, snapshot):
    """The exact table ``seasons score`` prints for each example (made again by make_examples.py)."""
    result = run("score", path)
    assert result.exit_code == 0
    assert result.stdout == snapshot
