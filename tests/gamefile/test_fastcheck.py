"""The compiled fast check agrees with jsonschema, the schema's reference validator."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seasons_cli.gamefile.codec import JsonProblem, loads
from seasons_cli.gamefile.fastcheck import PLAIN_PATTERNS, compile_schema
from seasons_cli.gamefile.schema import _fast_check, game_schema, reference_problem

ROOT = Path(__file__).resolve().parents[2]


def documents() -> list[Path]:
    """The examples and the corpus files that are JSON (the schema is never asked about others)."""
    found = []
    for path in sorted([*(ROOT / "examples").glob("*.json"), *(ROOT / "tests" / "data" / "invalid").glob("*.json")]):
        try:
            loads(path.read_bytes())
            found.append(path)
        except JsonProblem:
            pass
    return found


@pytest.mark.parametrize("path", documents(), ids=lambda p: p.name)
def test_the_fast_check_agrees_with_jsonschema_on_every_example_and_corpus_file(path):
    data = loads(path.read_bytes())
    assert _fast_check()(data) == (reference_problem(data) is None)


@pytest.mark.parametrize("value, valid", [
    ({"a": 1}, True), ({"a": True}, False), ({"a": 0}, False), ({"a": 1, "b": 2}, False), ({}, False),
    ({"a": 1, "c": None}, True), ({"a": 1, "c": "x"}, True), ({"a": 1, "c": 3}, False),
    ({"a": 1, "d": ["x", "y"]}, True), ({"a": 1, "d": ["x", "x"]}, False), ({"a": 1, "d": []}, False),
    ({"a": 1, "e": "b7"}, True), ({"a": 1, "e": "B7"}, False), ({"a": 1, "f": 2}, True),
    ({"a": 1, "f": False}, False), ({"a": 1, "g": {"x1": 1}}, True), ({"a": 1, "g": {}}, False),
    ({"a": 1, "g": {"x1": 1, "x2": 1, "x3": 1}}, False), ({"a": 1, "g": {"Y": 1}}, False),
])
def test_the_keywords_it_supports(value, valid):
    schema = {"type": "object", "additionalProperties": False, "required": ["a"], "properties": {
        "a": {"type": "integer", "minimum": 1, "maximum": 5},
        "c": {"oneOf": [{"type": "null"}, {"type": "string", "maxLength": 3}]},
        "d": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"$ref": "#/$defs/s"}},
        "e": {"type": "string", "pattern": "^[a-z][0-9]$"},
        "f": {"enum": [1, 2]},
        "g": {"type": "object", "minProperties": 1, "maxProperties": 2,
              "propertyNames": {"pattern": "^x[0-9]$"}, "additionalProperties": {"type": "integer"}}},
        "$defs": {"s": {"type": "string"}}}
    from jsonschema import Draft202012Validator
    assert compile_schema(schema)(value) is valid
    assert Draft202012Validator(schema).is_valid(value) is valid


def test_an_unsupported_keyword_is_refused_rather_than_ignored():
    with pytest.raises(ValueError, match="does not support"):
        compile_schema({"type": "object", "patternProperties": {}})


def test_the_game_schema_compiles():
    assert compile_schema(game_schema())(json.loads((ROOT / "examples" / "wizard-4p-finished.json").read_text()))


TREE = {"$ref": "#/$defs/tree", "$defs": {"tree": {
    "type": "object", "additionalProperties": False, "required": ["n"], "properties": {
        "n": {"type": "integer", "minimum": 0, "maximum": 9, "maxLength": 1, "items": {}},
        "kids": {"type": "array", "items": {"$ref": "#/$defs/tree"}},
        "tag": {"minimum": 2, "maxLength": 2, "required": ["x"], "minItems": 1},
        "flag": {"enum": [1, True, "1", None]}}}}}


@pytest.mark.parametrize("value, valid", [
    ({"n": 3, "kids": [{"n": 1, "kids": [{"n": 0}]}]}, True), ({"n": 3, "kids": [{"n": 10}]}, False),
    ({"n": 3, "kids": [{"n": 1, "kids": [{"k": 0}]}]}, False), ({"n": True}, False), ({"n": "1"}, False),
    ({"n": 1, "tag": 2}, True), ({"n": 1, "tag": 1}, False), ({"n": 1, "tag": "ab"}, True),
    ({"n": 1, "tag": "abc"}, False), ({"n": 1, "tag": {"x": 1}}, True), ({"n": 1, "tag": {}}, False),
    ({"n": 1, "tag": []}, False), ({"n": 1, "tag": None}, True), ({"n": 1, "flag": True}, True),
    ({"n": 1, "flag": 1}, True), ({"n": 1, "flag": "1"}, True), ({"n": 1, "flag": False}, False),
    ({"n": 1, "flag": 0}, False), ({"n": 1, "flag": [1]}, False), ({"n": 1, "flag": None}, True),
])
def test_recursive_definitions_typed_and_untyped_constraints_and_enums_by_type(value, valid):
    """A definition referring to itself; a type with another type's constraints (ignored); an
    untyped node whose constraints each apply to their own type only; an enum telling 1 from
    true (issue #5: the compiled check's shortcuts)."""
    from jsonschema import Draft202012Validator
    assert compile_schema(TREE)(value) is valid
    assert Draft202012Validator(TREE).is_valid(value) is valid


def test_the_written_out_check_of_the_game_schema_is_up_to_date():
    """``schema_check.py`` is ``module_source(game_schema())`` (issue #5: imported, not compiled
    per command); the schema changed without it being regenerated when this fails."""
    from seasons_cli.gamefile.fastcheck import module_source

    written = (ROOT / "seasons_cli" / "gamefile" / "schema_check.py").read_text()
    assert written == module_source(game_schema()), (
        "regenerate it: python -m seasons_cli.gamefile.fastcheck > seasons_cli/gamefile/schema_check.py")
    assert _fast_check().__module__ == "seasons_cli.gamefile.schema_check"


@pytest.mark.parametrize("value, valid", [
    ({"a": [], "b": "x", "c": []}, True), ({"a": [1, 2, 3], "b": [1], "c": [True]}, False),
    ({"a": [1, 2], "b": [], "c": [None]}, False), ({"a": "x", "b": [1], "c": []}, False),
    ({"a": [], "b": 3, "c": "x"}, False), ({"a": [], "b": {}, "c": [{}]}, True),
])
def test_arrays_with_only_bounds_typed_and_untyped(value, valid):
    """An array node without item checks is written as an expression (issue #5): a move's
    arguments (typed, at most 8), an untyped node with minItems, a typed one with any items."""
    schema = {"type": "object", "properties": {
        "a": {"type": "array", "maxItems": 2}, "b": {"minItems": 1},
        "c": {"type": "array", "items": {}}}}
    from jsonschema import Draft202012Validator
    assert compile_schema(schema)(value) is valid
    assert Draft202012Validator(schema).is_valid(value) is valid


def _pattern_samples(pattern: str) -> list[str]:
    """Strings near the edge of ``pattern``: the valid samples below, each cut, grown, with a
    final or inner newline, with each character replaced by a neighbour that the pattern may or
    may not allow, plus random strings over the characters that matter."""
    import random
    valid = {"^[A-Za-z0-9_.-]{1,24}$": ["a", "alice", "Z_9.-", "x" * 24, "olafs-blessed-statue"],
             "^(Wi|Sp|Su|Au)[1-5]-[1-6]$": ["Wi1-3", "Sp5-6", "Su2-1", "Au4-2"]}[pattern]
    near = "aAzZ09_.-/:@[`{~ \n\t\r\x0b\x85\u0663\u00e9WiSpSuAu123456780xXn"
    samples = {"", "\n", "\n\n"}
    for text in valid:
        samples.update({text, text + "\n", text + "\n\n", "\n" + text, text[:-1], text + text[-1],
                        text + " ", text + "x" * 20, text.upper(), text.lower()})
        for i in range(len(text) + 1):
            samples.update(text[:i] + c + text[i + 1:] for c in near)
            samples.update(text[:i] + c + text[i:] for c in near)
    rng = random.Random(5)
    samples.update("".join(rng.choice(near) for _ in range(rng.randrange(0, 30))) for _ in range(4000))
    return sorted(samples)


@pytest.mark.parametrize("pattern", sorted(PLAIN_PATTERNS))
def test_the_plain_pattern_tests_say_what_re_search_says(pattern):
    """The generated module tests these patterns without ``re`` (``fastcheck.PLAIN_PATTERNS``):
    on every sample (cut, grown, newlines, neighbours, non-ASCII digits) the answer is
    ``re.search``'s, as jsonschema asks it."""
    import re
    # our own source, as the generated module runs it (inline, on a value named here ``s``)
    plain = eval("lambda s: " + PLAIN_PATTERNS[pattern].format(v="s"))  # noqa: S307
    samples = _pattern_samples(pattern)
    assert sum(re.search(pattern, s) is not None for s in samples) > 20  # both answers occur
    assert [s for s in samples if plain(s) is not (re.search(pattern, s) is not None)] == []


ANY_OF = {"anyOf": [{"$ref": "#/$defs/one"}, {"$ref": "#/$defs/two"}], "$defs": {
    "one": {"type": "object", "additionalProperties": False, "required": ["a", "b"],
            "properties": {"a": {"type": "object"}, "b": {"type": "integer", "maximum": 1}}},
    "two": {"type": "object", "additionalProperties": False, "required": ["a", "b"],
            "properties": {"a": {"type": "object"}, "b": {"type": "string"}}}}}


@pytest.mark.parametrize("value, valid, keys", [
    ({"a": {"x": 1}, "b": 1}, True, 3),
    ({"a": {"x": 1, "y": 2}, "b": "s"}, True, 4),  # the first option counted 4, then failed
    ({"a": {}, "b": 2}, False, None), ({"a": 1, "b": "s"}, False, None),
])
def test_any_of_is_the_first_option_that_holds_and_counts_only_its_keys(value, valid, keys):
    """The game file's kinds are an ``anyOf`` (open, fair): an option that fails after counting
    some keys must not leave them counted, or a sound file would be read twice."""
    from jsonschema import Draft202012Validator

    from seasons_cli.gamefile.fastcheck import module_source

    namespace: dict = {}
    exec(module_source(ANY_OF), namespace)  # noqa: S102
    assert namespace["check"](value) is valid is Draft202012Validator(ANY_OF).is_valid(value)
    assert namespace["sound_keys"](value) == keys
