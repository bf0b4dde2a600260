"""The codec's fast paths (issue #5) give exactly what the plain ways give: the one-pass writer
the same text as encoding node by node, and the C-parser reading the same value or the same
refusal as the strict reading with a check per token. Deterministic (derandomize)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from seasons_cli.engine.model import Action
from seasons_cli.gamefile.codec import (
    JsonProblem,
    _dump,
    dumps,
    jsonable,
    loads,
)

from .per_token import per_token

SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10 ** 16, 10 ** 16), st.text(max_size=30))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=6)
                      | st.lists(inner, max_size=4).map(tuple)
                      | st.dictionaries(st.text(max_size=12), inner, max_size=6)
                      | st.dictionaries(st.integers(0, 9), inner, max_size=3), max_leaves=60)
SAME = settings(max_examples=300, deadline=None, derandomize=True)


@SAME
@given(VALUES)
def test_the_one_pass_writer_writes_what_encoding_every_node_writes(value):
    assert dumps(value) == _dump(jsonable(value), 0) + "\n"


class Word(str):
    """A str subclass: ``jsonable`` takes the long way for it (not an exact str)."""


class Number(int):
    """An int subclass, written by ``int.__repr__`` on both paths."""


# What json's C encoder writes differently from ``jsonable`` (keys True/None/1 become "true",
# "null", "1" there but "True", "None", "1" here, merged with a str key "1"), or cannot write
# (an action), next to strings long enough to put containers on either side of the 100 columns.
ODD_KEYS = st.one_of(st.booleans(), st.none(), st.integers(0, 3),
                     st.sampled_from(["0", "1", "True", "None", "true"]), st.text(max_size=4))
ODD_LEAVES = st.one_of(SCALARS, st.text(min_size=20, max_size=90),
                       st.builds(Word, st.text(max_size=8)), st.builds(Number, st.integers(0, 99)),
                       st.builds(Action, st.integers(0, 3), st.sampled_from(["pick", "die"]),
                                 st.lists(st.integers(0, 50), max_size=3).map(tuple)),
                       # many short items: one line of about 100 columns, either side of it
                       st.lists(st.integers(0, 9), min_size=15, max_size=40),
                       st.dictionaries(st.text("ab", max_size=3), st.integers(0, 9), min_size=8,
                                       max_size=14))
ODD_VALUES = st.recursive(ODD_LEAVES, lambda inner: st.lists(inner, max_size=8)
                          | st.lists(inner, max_size=4).map(tuple)
                          | st.dictionaries(st.text(max_size=12), inner, max_size=8)
                          | st.dictionaries(ODD_KEYS, inner, max_size=4), max_leaves=80)


@SAME
@given(ODD_VALUES, st.integers(0, 12))
def test_the_c_encoder_path_writes_what_the_node_by_node_writer_writes_at_any_depth(value, depth):
    """The C encoder is used only where it writes the same bytes (issue #5); nested ``depth``
    levels deep, a value meets the 100 columns at other places."""
    for _ in range(depth):
        value = {"level": [value]}
    assert dumps(value) == _dump(jsonable(value), 0) + "\n"


def outcome(read, text: str) -> object:
    try:
        return "value", read(text)
    except JsonProblem as problem:
        return "problem", str(problem)


@SAME
@given(VALUES, st.sampled_from(["", "1.5", "NaN", "-Infinity", "1e3", "12345678901234567",
                                '{"a": 1, "a": 2}', "[" * 70 + "]" * 70, "[1,", "00"]))
def test_the_fast_reading_gives_the_strict_readings_value_or_refusal(value, odd):
    text = json.dumps(value)
    spliced = f"[{text}, {odd}]" if odd else text
    assert outcome(lambda t: loads(t.encode()), spliced) == outcome(per_token, spliced)


def test_containers_about_one_line_wide_are_written_as_the_node_by_node_writer_writes_them():
    """Lists and dicts of 95-105 columns, alone and nested: the C encoder path's lower bound of
    a line's width must never say "cannot fit" for one that fits (issue #5)."""
    values = []
    for width in range(95, 106):
        digits = [1] * ((width - 4 * (width % 3)) // 3) + [10] * (width % 3)  # "1, ": 3, "10, ": 4
        keys = {f"{n:02}" + "x" * (width % 9 if n == 0 else 0): 1 for n in range(width // 9)}
        text = ["x" * (width - 9), "y"]  # brackets, quotes, ", " and "y": 9 columns
        values += [digits, keys, text, {"a": digits}, [keys], {"bb": [digits, keys, text]}]
    for family in range(3):
        assert [len(json.dumps(value)) for value in values[family::6]] == list(range(95, 106))
    written = [dumps(value) for value in values]
    assert written == [_dump(jsonable(value), 0) + "\n" for value in values]
    assert sum(text.count("\n") == 1 for text in written) == 22  # some fit, some do not


# Keys and strings full of colons: the fast reading counts colons to rule out repeated keys, so
# a colon inside a string must send it to the check per object, never let a repeat through.
COLON_TEXT = st.text("ab:", max_size=3)
COLON_VALUES = st.recursive(st.one_of(st.integers(-9, 9), COLON_TEXT),
                            lambda inner: st.lists(inner, max_size=4)
                            | st.dictionaries(COLON_TEXT, inner, max_size=4), max_leaves=30)


@SAME
@given(COLON_VALUES, COLON_TEXT, COLON_VALUES, COLON_VALUES, st.booleans())
def test_a_repeated_key_is_refused_whether_or_not_strings_hold_colons(value, key, first, second,
                                                                     repeated):
    """Issue #5: the same value or refusal as the strict reading, a repeated key always refused."""
    other = json.dumps(key + "b" if not repeated else key)
    spliced = f'[{json.dumps(value)}, {{{json.dumps(key)}: {json.dumps(first)}, {other}: ' \
              f'{json.dumps(second)}}}]'
    read = outcome(lambda t: loads(t.encode()), spliced)
    assert read == outcome(per_token, spliced)
    assert read[0] == ("problem" if repeated else "value")


def test_the_fast_reading_takes_64_levels_of_nesting_and_refuses_65():
    """``MAX_DEPTH`` exactly, in arrays and in objects, as the strict reading counts it."""
    for depth, expected in ((63, "value"), (64, "value"), (65, "problem"), (66, "problem")):
        for text in ("[" * depth + "]" * depth,
                     '{"a": ' * (depth - 2) + "[1, {}]" + "}" * (depth - 2),
                     "[" * (depth - 1) + '{"a": 1}' + "]" * (depth - 1)):
            read = outcome(lambda t: loads(t.encode()), text)
            assert read == outcome(per_token, text)
            assert read[0] == expected


def reference_jsonable(value):
    """``jsonable`` as it was written before its scalar items were taken inline (issue #5)."""
    if type(value) in (str, int, bool, type(None)):
        return value
    if isinstance(value, (list, tuple)):
        return [reference_jsonable(item) for item in value]
    if isinstance(value, dict):
        return {key if type(key) is str else str(key): reference_jsonable(item)
                for key, item in value.items()}
    if hasattr(value, "kind") and hasattr(value, "args") and hasattr(value, "player"):
        return {"kind": value.kind, "args": reference_jsonable(value.args)}
    return value


@SAME
@given(ODD_VALUES)
def test_jsonable_gives_what_the_call_per_value_gave(value):
    converted = jsonable(value)
    assert converted == reference_jsonable(value)
    assert repr(converted) == repr(reference_jsonable(value))  # the same types, too
