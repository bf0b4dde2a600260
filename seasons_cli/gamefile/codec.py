"""Reading and writing JSON the way the game file wants it.

Writing is canonical: two-space indentation, keys in the order the code builds them, and any
array or object that fits on one line written on one line, so a move adds a few readable lines
to a git or email diff. Reading is strict: invalid UTF-8, NaN/Infinity and duplicate keys are
errors, not silently accepted values.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.errors import SeasonsError

LINE = 100  # the widest line the writer keeps on one line
MAX_DEPTH = 64  # no game file nests deeper than 8 levels; anything past this is hostile
MAX_DIGITS = 15  # no number in a game file comes near this


class JsonProblem(SeasonsError):
    """The text is not acceptable JSON; ``where`` is a JSON path or a line/column."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


def dumps(value: Any) -> str:
    """Canonical text of ``value`` (ends with a newline)."""
    return _dump(jsonable(value), 0) + "\n"


def _dump(value: Any, indent: int) -> str:
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, (dict, list)) or len(flat) + indent <= LINE or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, list):
        items = [pad + _dump(item, indent + 2) for item in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = [f"{pad}{json.dumps(key, ensure_ascii=False)}: {_dump(item, indent + 2)}"
             for key, item in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


def jsonable(value: Any) -> Any:
    """Tuples become lists, recursively; dataclass-free data passes through."""
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    if isinstance(value, dict):
        return {str(key): jsonable(item) for key, item in value.items()}
    if hasattr(value, "kind") and hasattr(value, "args") and hasattr(value, "player"):
        return {"kind": value.kind, "args": jsonable(value.args)}
    return value


def tuples(value: Any) -> Any:
    """The inverse of ``jsonable`` for action arguments: lists become tuples, recursively."""
    if isinstance(value, list):
        return tuple(tuples(item) for item in value)
    return value


def loads(data: bytes) -> Any:
    """Strict JSON from bytes: UTF-8 only, no NaN/Infinity, no duplicate keys, no huge numbers,
    at most ``MAX_DEPTH`` levels of nesting."""
    if not data.strip():
        raise JsonProblem("byte 0", "the file is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise JsonProblem(f"byte {error.start}", "the file is not valid UTF-8") from None
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants,
                           parse_int=_small_int, parse_float=_no_float)
    except json.JSONDecodeError as error:
        raise JsonProblem(f"line {error.lineno} column {error.colno}",
                          f"not valid JSON ({error.msg})") from None
    except RecursionError:
        raise JsonProblem("$", f"the JSON is nested deeper than {MAX_DEPTH} levels") from None
    if _depth(value) > MAX_DEPTH:
        raise JsonProblem("$", f"the JSON is nested deeper than {MAX_DEPTH} levels")
    return value


def _depth(value: Any) -> int:
    """How deeply ``value`` nests (iteratively: a hostile file must not exhaust the stack)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, depth)
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


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
