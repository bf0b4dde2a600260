"""A fast yes/no check of a document against the game schema.

jsonschema is the schema's reference implementation and gives the detailed error messages, but
it needs about 100 ms for a finished game and as long again to import. Almost every file a
command reads is sound, so this module compiles the schema once into nested Python closures
that only answer "valid or not"; jsonschema runs only when the answer is "not", to say why.
It supports exactly the keywords ``schemas/game.schema.json`` uses, and refuses to compile a
schema that uses any other (so a schema change cannot silently weaken the check). A test
(tests/gamefile/test_fastcheck.py) and the fuzzing tests check it agrees with jsonschema.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

ANNOTATIONS = {"$schema", "$id", "title", "description", "$defs"}
KNOWN = ANNOTATIONS | {"type", "properties", "required", "additionalProperties", "items", "enum",
                       "minimum", "maximum", "minLength", "maxLength", "pattern", "minItems",
                       "maxItems", "uniqueItems", "oneOf", "$ref", "minProperties",
                       "maxProperties", "propertyNames"}
TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: type(v) is int or (isinstance(v, int) and not isinstance(v, bool)),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def compile_schema(schema: dict[str, Any]) -> Check:
    """A function telling whether a document is valid against ``schema``."""
    defs: dict[str, Check] = {}
    compiled = {name: _Lazy(lambda name=name: _node(schema["$defs"][name], defs))
                for name in schema.get("$defs", {})}
    defs.update(compiled)
    return _node(schema, defs)


class _Lazy:
    """A ``$defs`` entry compiled on first use (definitions refer to one another)."""

    def __init__(self, build: Callable[[], Check]) -> None:
        self.build, self.check = build, None

    def __call__(self, value: Any) -> bool:
        if self.check is None:
            self.check = self.build()
        return self.check(value)


def _node(node: dict[str, Any], defs: dict[str, Check]) -> Check:
    unknown = set(node) - KNOWN
    if unknown:
        raise ValueError(f"the fast check does not support {sorted(unknown)}")
    checks = [check for check in (_ref(node, defs), _type(node), _enum(node), _number(node),
                                  _string(node), _object(node, defs), _array(node, defs),
                                  _one_of(node, defs)) if check is not None]
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:  # the usual case (a type and its constraints): no generator per value
        first, second = checks
        return lambda value: first(value) and second(value)
    return lambda value: all(check(value) for check in checks)


def _ref(node: dict[str, Any], defs: dict[str, Check]) -> Check | None:
    if "$ref" not in node:
        return None
    return defs[node["$ref"].rsplit("/", 1)[1]]


def _type(node: dict[str, Any]) -> Check | None:
    return TYPES[node["type"]] if "type" in node else None


def _enum(node: dict[str, Any]) -> Check | None:
    if "enum" not in node:
        return None
    options = node["enum"]
    # JSON Schema compares numbers by value but never equates true with 1.
    try:
        known = {(type(option), option) for option in options}
    except TypeError:  # an unhashable option (an array or object): compare one by one
        known = None

    def check(value: Any) -> bool:
        if known is not None:
            try:
                return (type(value), value) in known
            except TypeError:  # an unhashable value equals no hashable option
                return False
        return any(value == option and type(value) is type(option) for option in options)
    return check


def _number(node: dict[str, Any]) -> Check | None:
    low, high = node.get("minimum"), node.get("maximum")
    if low is None and high is None:
        return None
    number = TYPES["integer"]
    return lambda v: not number(v) or ((low is None or v >= low) and (high is None or v <= high))


def _string(node: dict[str, Any]) -> Check | None:
    low, high, pattern = node.get("minLength"), node.get("maxLength"), node.get("pattern")
    if low is None and high is None and pattern is None:
        return None
    search = re.compile(pattern).search if pattern else None
    return lambda v: not isinstance(v, str) or (
        (low is None or len(v) >= low) and (high is None or len(v) <= high)
        and (search is None or search(v) is not None))


def _object(node: dict[str, Any], defs: dict[str, Check]) -> Check | None:
    properties = {name: _node(child, defs) for name, child in node.get("properties", {}).items()}
    required = node.get("required", [])
    needed = frozenset(required)
    extra = node.get("additionalProperties", True)
    low, high = node.get("minProperties"), node.get("maxProperties")
    names = _node(node["propertyNames"], defs) if "propertyNames" in node else None
    if not properties and not required and extra is True and low is None and high is None \
            and names is None:
        return None
    extra_check = _node(extra, defs) if isinstance(extra, dict) else None

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return True
        if not needed <= value.keys():
            return False
        if (low is not None and len(value) < low) or (high is not None and len(value) > high):
            return False
        if names is not None and not all(names(name) for name in value):
            return False
        for name, item in value.items():
            known = properties.get(name)
            if known is not None:
                if not known(item):
                    return False
            elif extra is False or (extra_check is not None and not extra_check(item)):
                return False
        return True
    return check


def _array(node: dict[str, Any], defs: dict[str, Check]) -> Check | None:
    items = _node(node["items"], defs) if "items" in node else None
    low, high, unique = node.get("minItems"), node.get("maxItems"), node.get("uniqueItems", False)
    if items is None and low is None and high is None and not unique:
        return None

    def check(value: Any) -> bool:
        if not isinstance(value, list):
            return True
        if (low is not None and len(value) < low) or (high is not None and len(value) > high):
            return False
        if unique and len({repr(item) for item in value}) != len(value):
            return False
        if items is not None:
            for item in value:
                if not items(item):
                    return False
        return True
    return check


def _one_of(node: dict[str, Any], defs: dict[str, Check]) -> Check | None:
    if "oneOf" not in node:
        return None
    options = [_node(option, defs) for option in node["oneOf"]]
    return lambda value: sum(1 for option in options if option(value)) == 1
