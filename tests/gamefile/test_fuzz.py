"""Fuzzing the file layer (issue #4 point 6): mutated game files never cause anything but a
clean refusal (GameFileError) or a sound record. Deterministic (derandomize) so CI is stable.

A longer run: SEASONS_FUZZ_EXAMPLES=20000 python -m pytest tests/gamefile/test_fuzz.py
"""

from __future__ import annotations

import copy
import json
import os
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seasons_cli.gamefile.codec import JsonProblem, dumps, loads
from seasons_cli.gamefile.files import GameFileError, check
from seasons_cli.gamefile.schema import _fast_check, reference_problem

from .conftest import random_record

EXAMPLES = int(os.environ.get("SEASONS_FUZZ_EXAMPLES", "700"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def sound() -> dict[str, Any]:
    """A sound game as data: 2 players, wizard, 40 moves of seeded random play."""
    return json.loads(dumps(random_record(2, "wizard", 40, moves=40).to_data()))


SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-3, 100), st.text(max_size=12),
                    st.sampled_from(["alice", "bob", "pick amulet-of-air", "Wi1-1", "draw", 99999]))


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def mutate(data: dict[str, Any], draw: Any) -> dict[str, Any]:
    data = copy.deepcopy(data)
    targets = paths(data)[1:]
    path = draw(st.sampled_from(targets))
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    how = draw(st.sampled_from(["replace", "delete", "duplicate", "wrap"]))
    if how == "replace":
        parent[last] = draw(SCALARS)
    elif how == "delete":
        del parent[last]
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = [parent[last]]
    return data


@FUZZ
@given(st.data())
def test_a_mutated_file_is_refused_cleanly_or_sound(data):
    mutated = mutate(sound(), data.draw)
    assert _fast_check()(mutated) == (reference_problem(mutated) is None)
    try:
        check(loads(dumps(mutated).encode()), "fuzz.json")
    except GameFileError as error:
        assert "\n" not in str(error)


@settings(max_examples=EXAMPLES // 2, deadline=None, derandomize=True)
@given(st.data())
def test_mutated_bytes_are_refused_cleanly_or_sound(data):
    raw = bytearray(dumps(sound()).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, len(raw) - 1))
        raw[position] = data.draw(st.integers(0, 255))
    try:
        check(loads(bytes(raw)), "fuzz.json")
    except (GameFileError, JsonProblem) as error:
        assert "\n" not in str(error)
