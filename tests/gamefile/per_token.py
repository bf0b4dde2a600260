"""The strict reading as seasons made it before issue #16: json's parser with a check per token
(a Python call per number and per object). It is the reference ``codec.loads`` must agree with,
value for value and refusal for refusal, but for the one change issue #16 made: a text that is
not JSON, nests deeper than json's parser goes, or holds a whole number too long for Python to
read, is named by that before anything else it holds (``strict``'s docstring; this reading named
an earlier float or number instead)."""

from __future__ import annotations

import json
import sys
from typing import Any

from seasons_cli.gamefile.codec import JsonProblem
from seasons_cli.gamefile.strict import MAX_DEPTH, MAX_DIGITS


def per_token(text: str) -> Any:
    try:  # issue #16: not JSON at all comes first
        json.loads(text, parse_int=str, parse_float=str, parse_constant=str)
    except json.JSONDecodeError as error:
        raise JsonProblem(f"line {error.lineno} column {error.colno}",
                          f"not valid JSON ({error.msg})") from None
    except RecursionError:
        raise JsonProblem("$", f"the JSON is nested deeper than {MAX_DEPTH} levels") from None
    json.loads(text, parse_int=_readable)  # issue #16: so does a number too long to read
    value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants,
                       parse_int=_small_int, parse_float=_no_float)
    if _depth(value) > MAX_DEPTH:
        raise JsonProblem("$", f"the JSON is nested deeper than {MAX_DEPTH} levels")
    return value


def _depth(value: Any) -> int:
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, depth)
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def _readable(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > sys.get_int_max_str_digits():
        raise JsonProblem("$", f"a number with {digits} digits is far too large for a game file")
    return 0


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonProblem("$", f"a number with {len(text.lstrip('-'))} digits is far too large for a game file")
    return int(text)


def _no_float(text: str) -> float:
    raise JsonProblem("$", f"{text} is not a whole number: a game file holds whole numbers only")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise JsonProblem("$", f"duplicate key {key!r}")
        seen[key] = value
    return seen


def _no_constants(name: str) -> Any:
    raise JsonProblem("$", f"{name} is not a number JSON allows")
