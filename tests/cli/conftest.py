"""Games for the CLI tests, made deterministically, and a runner with fixed width and no colour."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from seasons_cli.cli.main import seasons
from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, play_action, save

DATA = Path(__file__).parent / "data"
ENV = {"COLUMNS": "100", "NO_COLOR": "1", "LINES": "50"}


def run(*args: object, input: str | None = None, env: dict[str, str] | None = None) -> Result:
    """``seasons ARGS`` as a user would run it, with a 100-column plain-text terminal (``env``:
    other variables, ``COLUMNS`` for another width)."""
    return CliRunner().invoke(seasons, [str(arg) for arg in args], input=input,
                              env={**ENV, **(env or {})})


def random_game(path: Path, players: tuple[str, ...], level: str, seed: str, *,
                moves: int | None = None, rng: int = 0) -> Path:
    """A game played by a seeded ``random.Random`` over the legal moves: ``moves`` moves or to the end."""
    record = create(Settings(players, level, seed))
    choose = random.Random(rng)
    while not record.game.finished and (moves is None or len(record.history) < moves):
        record = play_action(record, choose.choice(legal_actions(record.game)))
    save(path, record)
    return path


@pytest.fixture
def small_game(tmp_path: Path) -> Path:
    """2 players, apprentice, seed "snap": the split and two scripted rounds (data/small_game.txt)."""
    path = tmp_path / "game.json"
    assert run("new", path, "--players", "alice,bob", "--seed", "snap", "--decks", "1,2").exit_code == 0
    result = run("move", path, "-", input=(DATA / "small_game.txt").read_text())
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture
def draft_game(tmp_path: Path) -> Path:
    """3 players, wizard level, one pick and a half into the draft (alice and carol must pick)."""
    return random_game(tmp_path / "draft.json", ("alice", "bob", "carol"), "wizard", "draft", moves=4)


@pytest.fixture
def finished_game(tmp_path: Path) -> Path:
    """2 players, apprentice, played to the end by seeded random moves."""
    return random_game(tmp_path / "finished.json", ("alice", "bob"), "apprentice", "end", rng=7)
