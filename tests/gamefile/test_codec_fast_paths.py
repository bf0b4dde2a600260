"""The codec's fast paths (issue #5) give exactly what the plain ways give: the one-pass writer
the same text as encoding node by node, and the C-parser reading the same value or the same
refusal as the strict reading with a check per token. Deterministic (derandomize)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from seasons_cli.gamefile.codec import JsonProblem, _dump, _strict, dumps, jsonable, loads

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
    assert outcome(lambda t: loads(t.encode()), spliced) == outcome(_strict, spliced)
