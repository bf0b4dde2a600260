"""The schema error a refusal names, found without making every error (issue #16, item 6).

A file the schema refuses is named by jsonschema's ``best_match(validator.iter_errors(data))``:
the most relevant of *all* its errors. For a file of five million bad history entries that
means making five million errors first: 140 s to refuse it, on every command. The same error
is found here by a search that makes the errors of one place only.

What ``best_match`` takes (jsonschema 4's ``relevance``): the error at the least deep place of
the document; of those, the one at the greatest path (paths compared as sequences of keys and
indices); of the errors at that place, the first of the most relevant; then, for a ``oneOf``,
one of the errors of its options (``context``). And where each error is: the keywords that
apply a schema to the values below a value (``properties``, ``additionalProperties`` with a
schema, ``items``) report their errors down there, every other keyword at the value itself (a
``$ref`` reports the referred schema's errors there too, ``propertyNames`` and ``oneOf`` theirs).
So each place of the schema is split (``Part``) into its *own* keywords, which are tested at the
value, and the parts of the values below.

The search (``_place``) walks the document depth first, the keys of an object and the items of
an array from the greatest to the least, and stops at the first value whose own keywords fail:
no value visited after it at the same depth has a greater path, and nothing deeper can win, so
from then on only values less deep are visited. A subtree the schema accepts whole is not
walked. Then jsonschema itself makes the errors of that value's own keywords and ``best_match``
picks among them: the error it would have picked among all. The own keywords are tested by
functions the fast check compiles (``fastcheck.compile_tests``), which agree with jsonschema.

It covers the keywords the fast check knows, and a schema in which a ``$ref`` stands beside no
other keyword of the same kind (``Part`` refuses any other). ``tests/gamefile/test_first_error.py``
compares it with ``best_match`` over all errors on the corpus, the examples and mutated files.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import Any

from .fastcheck import ANNOTATIONS, Check, compile_tests

BELOW = ("properties", "additionalProperties", "items")  # keywords that report further down
Key = str | int


class Part:
    """A place of the schema: ``own``, its own keywords as a schema of their own (a ``$ref``
    followed), with the test of them (``meets_own``) and of the whole place (``meets``); the
    parts that apply to the values below (by property name, for any other property, for
    every item)."""

    __slots__ = ("schema", "own", "meets_own", "meets", "properties", "extra", "items")

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        self.own: dict[str, Any] = {}
        self.meets_own: Check = _anything
        self.meets: Check = _anything
        self.properties: dict[str, Part] = {}
        self.extra: Part | None = None
        self.items: Part | None = None

    @property
    def has_below(self) -> bool:
        return bool(self.properties) or self.extra is not None or self.items is not None


def first_error(data: Any, root: Part, validator: Any) -> tuple[str, str] | None:
    """The JSON path and message of the error ``best_match`` takes among all the errors of
    ``data`` (None when there is none): ``root`` is ``plan(schema)``, ``validator`` a
    jsonschema validator of that schema."""
    from jsonschema.exceptions import best_match

    found = _place(data, root)
    if found is not None:
        path, part, value = found
        error = best_match(validator.evolve(schema=part.own).iter_errors(_told(part, value)))
        if error is not None:
            return json_path((*path, *error.absolute_path)), error.message
    # Never seen: the fast check and jsonschema disagree. jsonschema's answer, however long.
    error = best_match(validator.iter_errors(data))
    return None if error is None else (error.json_path, error.message)


EXTRA_SHOWN = 100  # additional properties named: far more than a message of 200 characters holds
_CLOSED_WORDS = frozenset(("type", "properties", "required", "additionalProperties"))


def _told(part: Part, value: Any) -> Any:
    """``value``, or, for an object with a great many additional properties that a schema
    closed to them refuses, the object with only the ``EXTRA_SHOWN`` of them that jsonschema's
    message names first (it sorts them all, and names them all: a file of a million keys took
    seconds). The error and the first ``EXTRA_SHOWN`` names of its message are the same: its
    other keywords (the type, the required properties) say the same of both."""
    own = part.own
    if own.get("additionalProperties") is not False or not isinstance(value, dict) or \
            not set(own) <= _CLOSED_WORDS or len(value) <= len(part.properties) + EXTRA_SHOWN:
        return value
    named = own.get("properties", {})
    extra = heapq.nsmallest(EXTRA_SHOWN, (key for key in value if key not in named), key=str)
    return {key: value[key] for key in value if key in named} | {key: value[key] for key in extra}


def json_path(path: tuple[Key, ...]) -> str:
    """``$.history[3].n``, as jsonschema writes an error's ``json_path``."""
    return "$" + "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in path)


def _place(data: Any, root: Part) -> tuple[tuple[Key, ...], Part, Any] | None:
    """The path, part and value of the place of the best error (see the module's text)."""
    if not root.meets_own(data):
        return (), root, data
    best, depth_of_best = None, float("inf")
    stack = [(1, (), _below(root, data))]  # values one deeper, their parent's path, the values
    while stack:
        depth, parent, below = stack[-1]
        item = next(below, None) if depth < depth_of_best else None
        if item is None:
            stack.pop()
            continue
        key, value, part = item
        path = (*parent, key)
        if not part.meets_own(value):
            best, depth_of_best = (path, part, value), depth
            stack.pop()  # its siblings have lesser paths at the same depth
        elif depth + 1 < depth_of_best and part.has_below and not part.meets(value):
            stack.append((depth + 1, path, _below(part, value)))
    return best


def _below(part: Part, value: Any) -> Iterator[tuple[Key, Any, Part]]:
    """The values below ``value`` that a part applies to, with it, from the greatest key or
    index to the least (as jsonschema's ``properties``, ``additionalProperties`` and ``items``
    apply to objects and arrays only)."""
    if isinstance(value, dict):
        if part.extra is None:
            named = part.properties
            return ((key, value[key], named[key])
                    for key in sorted((key for key in named if key in value), reverse=True))
        get, extra = part.properties.get, part.extra
        return ((key, value[key], get(key, extra)) for key in sorted(value, reverse=True))
    if isinstance(value, list) and part.items is not None:
        items = part.items
        return ((index, value[index], items) for index in range(len(value) - 1, -1, -1))
    return iter(())


def plan(schema: dict[str, Any]) -> Part:
    """The parts of ``schema``, from its root, with their tests compiled."""
    parts: dict[int, Part] = {}
    definitions = schema.get("$defs", {})

    def part_of(node: dict[str, Any]) -> Part:
        if id(node) in parts:
            return parts[id(node)]
        part = parts[id(node)] = Part(node)  # first: a definition may refer to itself
        chain = [node]
        while "$ref" in chain[-1]:
            chain.append(definitions[_definition_name(chain[-1]["$ref"])])
        owners = [item for item in chain if _own_words(item)]
        applying = [item for item in chain if not set(BELOW).isdisjoint(item)]
        if len(owners) > 1 or len(applying) > 1:
            raise ValueError("the search cannot split a schema whose $ref stands beside "
                             f"keywords of the same kind: {sorted(node)}")
        part.own = _own(owners[0]) if owners else {}
        for item in applying:
            part.properties = {name: part_of(child)
                               for name, child in item.get("properties", {}).items()}
            extra, items = item.get("additionalProperties"), item.get("items")
            part.extra = part_of(extra) if isinstance(extra, dict) else None
            part.items = part_of(items) if isinstance(items, dict) else None
        return part

    root = part_of(schema)
    every = list(parts.values())
    tests = compile_tests(schema, [part.own for part in every] + [part.schema for part in every])
    for part, own, whole in zip(every, tests[:len(every)], tests[len(every):], strict=True):
        part.meets_own, part.meets = own, whole
    return root


def _own_words(node: dict[str, Any]) -> set[str]:
    return set(node) - ANNOTATIONS - {"$ref", *BELOW} | (
        {"additionalProperties"} if node.get("additionalProperties") is False else set())


def _own(node: dict[str, Any]) -> dict[str, Any]:
    """The keywords of ``node`` that report at the value itself, in their order; the names of
    its properties kept, each allowing anything, where ``additionalProperties: false`` needs
    them to tell which properties are additional."""
    closed = node.get("additionalProperties") is False
    own = {}
    for word, value in node.items():
        if word in _own_words(node):
            own[word] = value
        elif word == "properties" and closed:
            own[word] = {name: {} for name in value}
    return own


def _definition_name(reference: str) -> str:
    if not reference.startswith("#/$defs/") or "/" in reference[len("#/$defs/"):]:
        raise ValueError(f"the search follows references to definitions only, not {reference}")
    return reference[len("#/$defs/"):]


def _anything(value: Any) -> bool:
    return True
