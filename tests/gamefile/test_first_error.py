"""The schema error a refusal names (``gamefile/first_error.py``, issue #16 item 6) is the one
jsonschema's ``best_match`` takes among all the errors of the document: on the corpus, the
examples, mutated files and files with many errors, made without making them all."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema.exceptions import best_match

from seasons_cli.gamefile.codec import JsonProblem, loads
from seasons_cli.gamefile.first_error import plan
from seasons_cli.gamefile.schema import _short, _validator, kind_of, reference_problem

from .test_fuzz import mutate, sound

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "archmage-4p-finished.json"


def every_error(data):
    """What the refusal said before issue #16: ``best_match`` over every error."""
    error = best_match(_validator(kind_of(data)).iter_errors(data))  # of its kind's root
    return None if error is None else (error.json_path, _short(error.message))


def documents():
    found = []
    for path in sorted([*(ROOT / "examples").glob("*.json"),
                        *(ROOT / "tests" / "data" / "invalid").glob("*.json")]):
        try:
            found.append((path.name, loads(path.read_bytes())))
        except JsonProblem:
            pass
    return found


@pytest.mark.parametrize("name, data", documents(), ids=lambda item: item if isinstance(item, str) else "")
def test_every_example_and_corpus_file_gets_the_error_of_every_error(name, data):
    assert reference_problem(data) == every_error(data)


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.integers(1, 6))
def test_a_file_mutated_anywhere_gets_the_error_of_every_error(data, mutations):
    mutated = sound()
    for _ in range(mutations):
        mutated = mutate(mutated, data.draw)
    assert reference_problem(mutated) == every_error(mutated)


def _example():
    return json.loads(EXAMPLE.read_text())


def _with(change):
    data = _example()
    change(data)
    return data


@pytest.mark.parametrize("data", [
    _with(lambda d: d.update({f"extra{n:03d}": n for n in range(150)})),  # more than are named
    _with(lambda d: d.update({f"extra{n:03d}": n for n in range(150)}, format_version="1")),
    _with(lambda d: d["settings"].update(players=[f"p{n % 7}" for n in range(500)])),
    _with(lambda d: d["settings"].update(bots={f"b{n}": "greedy" for n in range(40)})),
    _with(lambda d: d["settings"].update(bots={"BAD NAME": 1, "x": "nope"})),
    _with(lambda d: d.update(history=[1, {}, [], "x", *d["history"][:5], None] * 60)),
    _with(lambda d: [entry.update(n=0) for entry in d["history"][::7]]),
    _with(lambda d: d["state"]["players"][1]["in_play"].append({"card": 99, "tokens": {}})),
    _with(lambda d: d["state"].update(dice=[{"die": 9, "face": 0, "taken_by": 5}] * 30)),
    _with(lambda d: d["history"][3]["outcomes"].append({"kind": "roll", "cards": 1.5})),
], ids=["extras", "extras-and-type", "long-players", "many-bots", "bad-bots", "bad-history",
        "many-n-0", "bad-card", "bad-dice", "bad-outcome"])
def test_a_file_of_many_errors_gets_the_error_of_every_error(data):
    assert reference_problem(data) == every_error(data)


def test_the_search_refuses_a_schema_it_cannot_split():
    schema = {"$defs": {"x": {"type": "integer"}}, "type": "object",
              "properties": {"a": {"$ref": "#/$defs/x", "minimum": 3}}}
    with pytest.raises(ValueError, match="cannot split"):
        plan(schema)
