"""Commands say the same with the cache of checked files as without it (docs/cli.md): the first
command on a file checks it in full, the next ones take the game from the cache."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons
from seasons_cli.gamefile import checked

from .conftest import ENV

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.json"))
COMMANDS = (["show", "--json"], ["moves", "--json"], ["score", "--json"], ["status"], ["show"],
            ["replay", "--json"])


def outputs(path: Path, cache: str) -> list[tuple[int, str]]:
    runner = CliRunner()
    return [(result.exit_code, result.output) for result in
            (runner.invoke(seasons, [command[0], str(path), *command[1:]],
                           env={**ENV, "SEASONS_CACHE": cache}) for command in COMMANDS)]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_every_view_is_the_same_with_and_without_the_cache(tmp_path, example):
    path = tmp_path / example.name
    shutil.copyfile(example, path)
    without = outputs(path, "")
    cache = tmp_path / "cache"
    assert outputs(path, str(cache)) == without  # the first command checks in full
    assert len(list((cache / "checked").iterdir())) == 1
    assert outputs(path, str(cache)) == without  # every command from the cache


def test_a_game_played_with_the_cache_is_the_game_played_without(tmp_path):
    """The same moves from the same new game (each time the last legal move listed): the same
    words and the same bytes, move after move."""
    runs = []
    for cache in ("", str(tmp_path / "cache")):
        (tmp_path / str(len(runs))).mkdir()
        path, said = tmp_path / str(len(runs)) / "game.json", []
        env, runner = {**ENV, "SEASONS_CACHE": cache}, CliRunner()
        runner.invoke(seasons, ["new", str(path), "--players", "alice,bob,carol", "--seed", "s"],
                      env=env)
        for _ in range(60):
            listed = json.loads(runner.invoke(seasons, ["moves", str(path), "--json"], env=env).output)
            move = listed[-1]
            result = runner.invoke(seasons, ["move", str(path), "--player", move["player"],
                                             *move["notation"].split()], env=env)
            said.append((result.exit_code, result.output, path.read_bytes()))
        runs.append([(code, text.replace(str(path), "FILE"), raw) for code, text, raw in said])
    assert runs[0] == runs[1]


def test_validate_never_reads_or_writes_the_cache(small_game, monkeypatch):
    monkeypatch.setattr(checked, "entry_of", lambda raw: pytest.fail("validate used the cache"))
    result = CliRunner().invoke(seasons, ["validate", str(small_game)], env=ENV)
    assert (result.exit_code, result.stderr) == (0, "")
