"""A file read in one walk (issue #5): json's plain parser, then the schema's check that also
proves what the strict reading proves (``schema.sound_keys``, ``codec.unrepeated``). It must
give exactly the record or the refusal of the usual way, ``check(parse(...))``, whatever is
wrong with the file: floats, huge numbers, deep nesting and repeated keys anywhere, above all
in the parts the schema leaves free (a move's arguments, a task's data). Deterministic."""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seasons_cli.gamefile.codec import JsonProblem, dumps, loads, parsed, unrepeated
from seasons_cli.gamefile.files import GameFileError, _checked, check, parse
from seasons_cli.gamefile.schema import schema_problem, sound_keys

from .conftest import random_record
from .test_fuzz import paths

ROOT = Path(__file__).resolve().parents[2]
SAME = settings(max_examples=400, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def sound() -> dict[str, Any]:
    """2 players, wizard, 30 moves: its state has tasks and a pending decision with data."""
    return json.loads(dumps(random_record(2, "wizard", 41, moves=30).to_data()))


class Repeated(dict):
    """An object written with its first key twice (the first time with the value ``null``)."""


class Number:
    """A number written as its text: ``1.5``, ``1e3``, ``NaN``, ``1000000000000000``."""

    def __init__(self, text: str) -> None:
        self.text = text


def text_of(value: Any) -> str:
    """JSON text of ``value``, with ``Repeated`` keys and ``Number`` texts as they are."""
    if isinstance(value, Number):
        return value.text
    if isinstance(value, dict):
        items = [f"{json.dumps(key)}: {text_of(item)}" for key, item in value.items()]
        if isinstance(value, Repeated) and value:
            items.insert(0, f"{json.dumps(next(iter(value)))}: null")
        return "{" + ", ".join(items) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(text_of(item) for item in value) + "]"
    return json.dumps(value)


def nested(depth: int) -> Any:
    value: Any = [1]
    for _ in range(depth - 1):
        value = [value]
    return value


def change(document: dict[str, Any], path: tuple, how: str, odd: Any) -> None:
    """Replace the value at ``path`` by ``odd``, or repeat a key of the object holding it, or
    wrap it in a list."""
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    if how == "odd":
        parent[path[-1]] = odd
    elif how == "repeat" and isinstance(parent, dict) and len(path) > 1:
        holder = document
        for key in path[:-2]:
            holder = holder[key]
        holder[path[-2]] = Repeated(parent)
    else:
        parent[path[-1]] = [parent[path[-1]]]


ODD = st.one_of(
    st.sampled_from([Number("1.5"), Number("1e3"), Number("NaN"), Number("-Infinity"),
                     Number(str(10 ** 15)), Number(str(-10 ** 15)), Number(str(10 ** 15 - 1)),
                     Number("-0"), 0, 3, True, None, "a:b", "x", [], {}, [1, [2, {"k": 1.0}]]]),
    st.integers(50, 66).map(nested),
    st.integers(48, 64).map(lambda depth: {"deep": nested(depth)}))


def outcome(run: Any) -> Any:
    try:
        record = run()
    except (GameFileError, JsonProblem) as error:
        return "refused", str(error)
    return "record", record, record.game, record.to_data()


@SAME
@given(st.data())
def test_the_one_walk_reading_gives_the_usual_record_or_refusal(data):
    document = copy.deepcopy(sound())
    targets = paths(document)[1:]
    free = [path for path in targets if "args" in path or "data" in path]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(free if data.draw(st.booleans()) else targets))
        how = data.draw(st.sampled_from(["odd", "repeat", "wrap"]))
        odd = data.draw(ODD)
        try:
            change(document, path, how, odd)
        except (KeyError, IndexError, TypeError):  # an earlier change replaced what held it
            pass
    raw = text_of(document).encode()
    where = Path("fuzz.json")
    assert outcome(lambda: _checked(raw, where)) == outcome(lambda: check(parse(raw, where), "fuzz.json"))
    first = parsed(raw)
    if first is not None and (keys := sound_keys(first[1])) is not None and unrepeated(first[0], keys):
        assert loads(raw) == first[1]
        problem = schema_problem(first[1])
        if problem is not None:  # only in what the replay proves, and then the file is refused
            assert PROVED_BY_REPLAY.fullmatch(problem[0]), problem
            assert outcome(lambda: _checked(raw, where))[0] == "refused"


# The paths of the strings ``sound_keys`` leaves to the replay (``fastcheck.PROVED_BY_REPLAY``).
PROVED_BY_REPLAY = re.compile(r"\$\.history\[\d+\]\.(prev|player)")


def test_the_one_walk_reading_takes_every_example_and_only_sound_valid_corpus_files():
    """Every example is read in one walk; a corpus file only when the usual way accepts it."""
    for path in sorted([*(ROOT / "examples").glob("*.json"),
                        *(ROOT / "tests" / "data" / "invalid").glob("*.json")]):
        raw = path.read_bytes()
        first = parsed(raw)
        keys = None if first is None else sound_keys(first[1])
        fast = keys is not None and unrepeated(first[0], keys)
        try:
            usual = schema_problem(loads(raw)) is None
        except JsonProblem:
            usual = False
        assert fast == usual or not fast, path.name
        if path.parent.name == "examples":
            assert fast, path.name


def test_repeated_keys_floats_and_huge_numbers_in_free_parts_and_unbounded_numbers():
    """Exact cases at the limits: in a move's arguments, in a task's data (both left free by
    the schema) and as the two numbers the schema bounds only from below (a move's number, the
    format version)."""
    document = sound()
    assert document["state"]["tasks"], "the sound game must have a task with data"
    places = [("history", 0, "action", "args", 0), ("state", "tasks", 0, "data", "odd"),
              ("history", 0, "n"), ("format_version",)]
    for place in places:
        for odd, sound_one in ((Number("1.0"), False), (Number(str(10 ** 15)), False),
                               (Number(str(-10 ** 15)), False), (Number(str(10 ** 15 - 1)), True),
                               (Repeated({"a": 1}), False), ({"a": 1}, True),
                               (nested(64 - len(place)), True), (nested(65 - len(place)), False)):
            changed = copy.deepcopy(document)
            holder = changed
            for key in place[:-1]:
                holder = holder[key]
            holder[place[-1]] = odd
            raw = text_of(changed).encode()
            first = parsed(raw)
            keys = None if first is None else sound_keys(first[1])
            fast = keys is not None and unrepeated(first[0], keys)
            if place[-1] in ("n", "format_version"):  # the schema wants an integer there
                sound_one = sound_one and isinstance(odd, Number) and "." not in odd.text
            assert fast is sound_one, (place, text_of(odd)[:40])
            where = Path("odd.json")
            assert outcome(lambda: _checked(raw, where)) == \
                outcome(lambda: check(parse(raw, where), "odd.json"))


def test_the_count_of_keys_is_exact():
    """``sound_keys`` counts each key once: the examples hold no colon in a string, so their
    count is the number of colons (a key counted twice could hide a repeated one)."""
    for path in sorted((ROOT / "examples").glob("*.json")):
        text, value = parsed(path.read_bytes())
        assert sound_keys(value) == text.count(":"), path.name


def test_a_recursive_schema_is_checked_to_64_levels():
    """Depth in the schema's own structure (a definition referring to itself), not only in the
    free parts: 64 levels are sound, 65 are not, as the strict reading counts them."""
    from seasons_cli.gamefile.fastcheck import module_source

    schema = {"$ref": "#/$defs/tree", "$defs": {"tree": {
        "type": "object", "additionalProperties": False, "required": ["n"], "properties": {
            "n": {"type": "integer", "minimum": 0, "maximum": 9},
            "kid": {"$ref": "#/$defs/tree"}}}}}
    namespace: dict[str, Any] = {}
    exec(module_source(schema), namespace)  # noqa: S102
    for depth, keys in ((63, 2 * 63 - 1), (64, 2 * 64 - 1), (65, None)):
        tree: dict[str, Any] = {"n": 1}
        for _ in range(depth - 1):
            tree = {"n": 1, "kid": tree}
        assert namespace["sound_keys"](tree) == keys
        assert namespace["check"](tree) is True


def test_the_strings_the_replay_proves_give_the_usual_refusal_wherever_they_are():
    """``prev`` and ``player`` of an entry are only checked to be strings by ``sound_keys``;
    the replay proves the rest. A file with one of them wrong (against the schema's pattern or
    just not the right value), in the first, a middle or the last entry, alone or after an
    earlier entry that the replay refuses (a wrong notation, a wrong outcome), or with the state
    wrong too, gets the usual record or refusal: the schema's error whenever the schema has one."""
    document = sound()
    last = len(document["history"]) - 1
    odd_values = {"prev": ["a:b", "x", "A" * 64, "0" * 63, "0" * 64, "0" * 64 + "\n",
                           document["history"][1]["prev"]],
                  "player": ["bob!", "", "x" * 25, "carol", document["settings"]["players"][1],
                             document["settings"]["players"][0] + "\n"]}
    earlier = [None, ("move", "pick nothing"), ("outcomes", [{"kind": "auto"}]), ("year", 2)]
    checked_cases = 0
    for index in (0, last // 2, last):
        for key, values in odd_values.items():
            for value in values:
                for before in earlier:
                    if before is not None and index == 0:
                        continue
                    changed = copy.deepcopy(document)
                    changed["history"][index][key] = value
                    if before is not None:
                        changed["history"][index // 3][before[0]] = before[1]
                    raw = text_of(changed).encode()
                    where = Path("odd.json")
                    usual = outcome(lambda: check(parse(raw, where), "odd.json"))
                    assert outcome(lambda: _checked(raw, where)) == usual, (index, key, value, before)
                    checked_cases += 1
    changed = copy.deepcopy(document)  # and a state the replay refuses, after every entry
    changed["history"][last]["prev"] = "x"
    changed["state"]["round"] += 1
    raw = text_of(changed).encode()
    usual = outcome(lambda: check(parse(raw, Path("odd.json")), "odd.json"))
    assert usual[0] == "refused" and "$.history[" in usual[1]
    assert outcome(lambda: _checked(raw, Path("odd.json"))) == usual
    assert checked_cases > 100
