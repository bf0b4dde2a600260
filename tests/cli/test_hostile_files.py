"""Hostile files through the command line (issue #16, item 6): each refused by every command
with one line, the error the checks before issue #16 named (jsonschema's best match among every
error, the reading per token), and the file untouched. Small versions of benchmarks/hostile.py
(whose full size, the size cap, P5 times)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from jsonschema.exceptions import best_match

from seasons_cli.gamefile.codec import JsonProblem
from seasons_cli.gamefile.schema import _short, _validator, kind_of

from ..gamefile.per_token import per_token
from .conftest import run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "archmage-4p-finished.json"
COUNT = 3_000


def with_history(items: str) -> str:
    data = json.loads(EXAMPLE.read_text())
    data["history"] = "@@"
    return json.dumps(data).replace('"@@"', f"[{items}]")


HOSTILE = {
    "bad entries": with_history(",".join(["1"] * COUNT)),
    "empty entries": with_history(",".join(["{}"] * COUNT)),
    "deep entries": with_history(",".join(["[" * 60 + "]" * 60] * 300)),
    "numbers and a float": with_history(",".join(["1"] * COUNT + ["1.50"])),
    "objects and a repeated key": with_history(",".join(['{"a":1}'] * COUNT + ['{"a":1,"a":2}'])),
    "many extra keys": json.dumps(json.loads(EXAMPLE.read_text())
                                  | {f"k{n:05d}": n for n in range(COUNT)}),
}


@cache
def expected(text: str) -> str:
    """The problem, as the checks before issue #16 named it (slowly)."""
    try:
        data = per_token(text)
    except JsonProblem as problem:
        return f"{problem.where}: {problem.message}"
    error = best_match(_validator(kind_of(data)).iter_errors(data))  # of its kind's root
    return f"{error.json_path}: {_short(error.message)}"


@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("command", [["validate"], ["show"], ["move", "end"], ["score"]],
                         ids=lambda command: command[0])
def test_a_hostile_file_is_refused_with_the_error_it_always_had(tmp_path, name, command):
    path = tmp_path / "game.json"
    path.write_text(HOSTILE[name])
    before = path.read_bytes()
    result = run(command[0], path, *command[1:])
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == f"error: {path}::{expected(HOSTILE[name])}\n"
    assert path.read_bytes() == before
