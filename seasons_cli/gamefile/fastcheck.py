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
    """A function telling whether a document is valid against ``schema``.

    A ``$ref`` is compiled when first referred to and then called directly (no indirection per
    value); only a definition that refers to itself goes through a ``_Lazy``. Definitions nothing
    refers to are never compiled."""
    definitions = schema.get("$defs", {})
    compiled: dict[str, Check] = {}
    building: set[str] = set()

    def ref(name: str) -> Check:
        if name not in compiled:
            if name in building:  # a definition that refers to itself
                return _Lazy(lambda: compiled[name])
            building.add(name)
            compiled[name] = _node(definitions[name], ref)
        return compiled[name]
    return _node(schema, ref)


class _Lazy:
    """A recursive ``$defs`` entry, looked up on first use (it is being compiled when met)."""

    def __init__(self, build: Callable[[], Check]) -> None:
        self.build, self.check = build, None

    def __call__(self, value: Any) -> bool:
        if self.check is None:
            self.check = self.build()
        return self.check(value)


Ref = Callable[[str], Check]


def _node(node: dict[str, Any], ref: Ref) -> Check:
    unknown = set(node) - KNOWN
    if unknown:
        raise ValueError(f"the fast check does not support {sorted(unknown)}")
    checks = [check for check in (_ref(node, ref), _typed(node, ref), _enum(node),
                                  _one_of(node, ref)) if check is not None]
    if not checks:
        return _anything
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda value: first(value) and second(value)
    return lambda value: all(check(value) for check in checks)


def _anything(value: Any) -> bool:
    return True


def _ref(node: dict[str, Any], ref: Ref) -> Check | None:
    if "$ref" not in node:
        return None
    return ref(node["$ref"].rsplit("/", 1)[1])


def _typed(node: dict[str, Any], ref: Ref) -> Check | None:
    """The type and the constraints on values of each type, in one function when the node has a
    type: a value of that type meets only its own type's constraints (``minLength`` says nothing
    about an integer), so the others are compiled (an unsupported keyword in them is still
    refused) and dropped, and the type's own check answers False for any other type instead of
    a separate type check running first."""
    kind = node.get("type")
    checks = {name: build(node, ref, kind == name) for name, build in _OWN.items()}
    if kind is not None:
        return checks.get(kind) or TYPES[kind]
    present = [check for check in checks.values() if check is not None]
    if not present:
        return None
    if len(present) == 1:
        return present[0]
    return lambda value: all(check(value) for check in present)


def _enum(node: dict[str, Any]) -> Check | None:
    if "enum" not in node:
        return None
    options = node["enum"]
    # JSON Schema compares numbers by value but never equates true with 1: options by type.
    by_type: dict[type, set[Any]] = {}
    try:
        for option in options:
            by_type.setdefault(type(option), set()).add(option)
    except TypeError:  # an unhashable option (an array or object): compare one by one
        return lambda value: any(value == option and type(value) is type(option)
                                 for option in options)

    def check(value: Any) -> bool:
        same = by_type.get(type(value))
        return same is not None and value in same  # an unhashable value has no such type here
    return check


def _number(node: dict[str, Any], ref: Ref, typed: bool) -> Check | None:
    low, high = node.get("minimum"), node.get("maximum")
    if low is None and high is None:
        return None
    if typed and low is not None and high is not None:  # the usual case, written out
        return lambda v: (type(v) is int or (isinstance(v, int) and not isinstance(v, bool))) \
            and v >= low and v <= high
    number = TYPES["integer"]
    if typed:
        return lambda v: number(v) and (low is None or v >= low) and (high is None or v <= high)
    return lambda v: not number(v) or ((low is None or v >= low) and (high is None or v <= high))


def _string(node: dict[str, Any], ref: Ref, typed: bool) -> Check | None:
    low, high, pattern = node.get("minLength"), node.get("maxLength"), node.get("pattern")
    if low is None and high is None and pattern is None:
        return None
    search = re.compile(pattern).search if pattern else None
    if typed and low is None and high is None:  # a pattern only: the usual case
        return lambda v: isinstance(v, str) and search(v) is not None
    other = not typed  # the answer for a value that is not a string
    return lambda v: other if not isinstance(v, str) else (
        (low is None or len(v) >= low) and (high is None or len(v) <= high)
        and (search is None or search(v) is not None))


_OBJECT_WORDS = frozenset(("properties", "required", "additionalProperties", "minProperties",
                           "maxProperties", "propertyNames"))


def _object(node: dict[str, Any], ref: Ref, typed: bool) -> Check | None:
    if _OBJECT_WORDS.isdisjoint(node):  # most nodes: nothing to build (compiling is per start)
        return None
    properties = {name: _node(child, ref) for name, child in node.get("properties", {}).items()}
    required = node.get("required", [])
    needed = frozenset(required)
    extra = node.get("additionalProperties", True)
    low, high = node.get("minProperties"), node.get("maxProperties")
    names = _node(node["propertyNames"], ref) if "propertyNames" in node else None
    if not properties and not required and extra is True and low is None and high is None \
            and names is None:
        return None
    extra_check = _node(extra, ref) if isinstance(extra, dict) else None
    other = not typed  # the answer for a value that is not an object

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return other
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


_ARRAY_WORDS = frozenset(("items", "minItems", "maxItems", "uniqueItems"))


def _array(node: dict[str, Any], ref: Ref, typed: bool) -> Check | None:
    if _ARRAY_WORDS.isdisjoint(node):
        return None
    items = _node(node["items"], ref) if "items" in node else None
    low, high, unique = node.get("minItems"), node.get("maxItems"), node.get("uniqueItems", False)
    if items is None and low is None and high is None and not unique:
        return None
    other = not typed  # the answer for a value that is not an array

    def check(value: Any) -> bool:
        if not isinstance(value, list):
            return other
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


# The constraints of each type, built by ``_typed``.
_OWN = {"integer": _number, "string": _string, "object": _object, "array": _array}


def _one_of(node: dict[str, Any], ref: Ref) -> Check | None:
    if "oneOf" not in node:
        return None
    options = [_node(option, ref) for option in node["oneOf"]]
    if len(options) == 2:  # exactly one of two
        first, second = options
        return lambda value: bool(first(value)) != bool(second(value))
    return lambda value: sum(1 for option in options if option(value)) == 1
