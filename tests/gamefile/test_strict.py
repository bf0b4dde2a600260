"""The strict reading at the speed of json's C parser (``gamefile/strict.py``, issue #16 item 6)
names the problem the reading with a check per token names (``per_token``), for values large
enough to be looked at in C and small ones, and refuses crowded files before parsing them."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seasons_cli.gamefile import strict, tally
from seasons_cli.gamefile.codec import MAX_CONTAINERS, MAX_KEYS, JsonProblem, loads

from .per_token import per_token

SAME = settings(max_examples=300, deadline=None, derandomize=True)
# JSON texts of values, with the odd ones a hostile file holds: numbers of 16 digits and more,
# floats as a file writes them, NaN, repeated keys, colons in strings.
NUMBERS = st.one_of(st.integers(-99, 99), st.sampled_from(
    ["12345678901234567", "-1234567890123456", "123456789012345", "-123456789012345",
     "1.50", "2e3", "-0.0", "1E+2", "NaN", "Infinity", "-Infinity"]))
# Strings that hold what the tallies of the text count (``tally``): digits, a float's text, a
# constant's, brackets, colons, escaped quotes and backslashes, and a \u escape.
SCALARS = st.one_of(NUMBERS.map(str), st.sampled_from(
    ['"a"', '"b:c"', "true", "null", '"1.5"', '"12345678901234567"', '"NaN"', '"x[{y"',
     '"a\\\\"', '"\\"1e5\\\\"', '"\\\\"', '"\\u003a"', "false"]))
KEYS = st.sampled_from(['"a"', '"b"', '"c:"'])


def _array(items: list[str]) -> str:
    return "[" + ",".join(items) + "]"


def _object(pairs: list[tuple[str, str]]) -> str:
    return "{" + ",".join(f"{key}:{value}" for key, value in pairs) + "}"


TEXTS = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=45).map(_array)
                     | st.lists(st.tuples(KEYS, inner), max_size=40).map(_object), max_leaves=120)


def outcome(read, text: str) -> object:
    try:
        return "value", read(text)
    except JsonProblem as problem:
        return "problem", str(problem)


@pytest.mark.parametrize("skipped", [tally.SKIPPED, 0], ids=["tallies", "strings-too-many"])
@pytest.mark.parametrize("small", [strict.SMALL, 0], ids=["as-is", "all-in-C"])
@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # the same patch for all
@given(text=TEXTS, odd=st.sampled_from(["", "[" * 70 + "]" * 70, "[" * 64 + "]" * 64,
                                        "[" * 63 + "]" * 63, '{"a":1,"a":2}', "1.5",
                                        "99999999999999999", "[1,", "00"]))
def test_the_first_problem_is_the_one_the_reading_per_token_names(small, skipped, text, odd,
                                                                   monkeypatch):
    """Every container looked at in C when ``SMALL`` is 0 (the paths of a large file); the
    tallies of the text told whenever a large array was not looked at (``WORTH`` 0), and the
    walk instead whenever a string holds what they count (``SKIPPED`` 0)."""
    monkeypatch.setattr(strict, "SMALL", small)
    monkeypatch.setattr(tally, "WORTH", 0)
    monkeypatch.setattr(tally, "SKIPPED", skipped)
    spliced = f"[{text}, {odd}]" if odd else text
    assert outcome(lambda t: loads(t.encode()), spliced) == outcome(per_token, spliced)


@SAME
@given(st.lists(NUMBERS.map(str), min_size=40, max_size=200), st.integers(0, 199))
def test_a_long_array_of_numbers_is_judged_as_the_reading_per_token_judges_it(items, at):
    items.insert(min(at, len(items)), '["a", 1.5]' if at % 3 == 0 else '{"a": 1, "a": 2}')
    text = _array(items)
    assert outcome(lambda t: loads(t.encode()), text) == outcome(per_token, text)


@pytest.mark.parametrize("small", [strict.SMALL, 0], ids=["as-is", "all-in-C"])
@pytest.mark.parametrize("items", [["999999999999999"] * 50, ["999999999999999"] * 50 + ['"a"'],
                                   ["-999999999999999"] * 50 + ["[1.5]"],
                                   ["999999999999999"] * 50 + ["9999999999999999"]])
def test_numbers_of_15_digits_that_sum_past_the_limit_are_sound(small, items, monkeypatch):
    """(The sum of their sizes is only a first look.)"""
    monkeypatch.setattr(strict, "SMALL", small)
    text = _array(items)
    assert outcome(lambda t: loads(t.encode()), text) == outcome(per_token, text)


@pytest.mark.parametrize("text, expected", [
    ('["' + "1" * 5000 + '", 1.' + "2" * 5000 + ", -" + "3" * 4400 + "]", 4400),
    ('[12345678901234567, ' + "7" * 4301 + "]", 4301),  # the unreadable one is named first
    ('{"a\\\\": ' + "7" * 4302 + "}", 4302),  # an escaped backslash ends the string
    ('["\\"' + "1" * 4500 + '", ' + "8" * 4303 + "]", 4303),  # an escaped quote does not
])
def test_a_number_too_long_to_read_is_found_in_the_text(text, expected):
    assert outcome(lambda t: loads(t.encode()), text) == outcome(per_token, text) == (
        "problem", f"$: a number with {expected} digits is far too large for a game file")


@pytest.mark.parametrize("unit, limit, what", [("[]", MAX_CONTAINERS, "'[' and '{'"),
                                               ('{"a":1}', MAX_KEYS, "':'")])
def test_a_crowded_file_is_refused_before_it_is_parsed(unit, limit, what):
    at_the_limit = ("[" + ",".join([unit] * (limit - 1)) + "]").encode()
    assert loads(at_the_limit) is not None
    over = ("[" + ",".join([unit] * (limit + 1)) + "]").encode()
    with pytest.raises(JsonProblem, match=re.escape(f"$: the JSON holds more than {limit:,} {what}")):
        loads(over)


def test_a_huge_value_in_a_state_difference_is_shown_short(tmp_path):
    """(A task's data of many keys, which the schema allows: the replay refuses it.)"""
    from seasons_cli.gamefile import GameFileError, load, save

    from .conftest import random_record

    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 3, moves=10))
    data = json.loads(path.read_text())
    data["state"]["tasks"] = [{"op": "x", "player": 0, "data": {f"k{n}": n for n in range(5000)}}]
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError) as refused:
        load(path)
    assert "the stored state differs" in str(refused.value) and len(str(refused.value)) < 600


def _plain_count(value, depth=1):
    """The keys and the depth of a value, counted plainly."""
    if isinstance(value, dict):
        inner = [_plain_count(item, depth + 1) for item in value.values()]
        return len(value) + sum(keys for keys, _ in inner), max([depth, *(d for _, d in inner)])
    if isinstance(value, list):
        inner = [_plain_count(item, depth + 1) for item in value]
        return sum(keys for keys, _ in inner), max([depth, *(d for _, d in inner)])
    return 0, depth - 1


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=TEXTS)
def test_the_walk_counts_every_key_and_level(text, monkeypatch):
    """What tells whether a key may repeat (the keys against the colons), in C or not."""
    value = strict.READER.decode(text)
    for small in (strict.SMALL, 0):
        monkeypatch.setattr(strict, "SMALL", small)
        keys, problem, deepest = strict.first_problem(value)
        if isinstance(value, (dict, list)):
            assert keys == _plain_count(value)[0]  # after a problem too
            assert problem is not None or deepest == _plain_count(value)[1]


@pytest.mark.parametrize("around, expected", [
    (("{\"a\": 1, \"a\": [2]}", "1.5"), "duplicate key 'a'"),
    (("[1.5]", "{\"b\": {\"a\": 1}, \"b\": 2}"), "1.5 is not a whole number"),
    (("{\"k\\\\\\\"\": 1, \"k\\\\\\\"\": 2}", "[" * 70 + "]" * 70), "duplicate key 'k\\\\\"'"),
    (('"[{:"', "[" * 70 + "]" * 70), "the JSON is nested deeper than 64 levels"),
    (('"12345678901234567"', "\n -12345678901234567"), "a number with 17 digits"),
    (('{"a": 12345678901234567, "a": 1}', "1"), "a number with 17 digits"),
])
def test_the_structure_of_the_text_names_a_repeated_key_or_a_wrong_number_by_order(around,
                                                                                   expected):
    """Containers among the values of a large array (``tally.Structure``: its brackets and
    colons read in the text, not the reading walked), and a number too long after a string of
    digits: the first problem in the order of the text, as the reading per token names it."""
    first, last = around
    text = _array(["1"] * tally.WORTH + [first, "7", last])
    problem = outcome(lambda t: loads(t.encode()), text)
    assert problem == outcome(per_token, text) and expected in problem[1]
