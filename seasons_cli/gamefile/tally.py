"""The strict reading's problems told from the text of a file, for a refusal (issue #16 item 6).

A hostile file of the size cap holds an array of millions of values. ``strict.first_problem``
walks the reading of it with a few passes in C over every such array (their types, extremes,
...): ~0.1 s each for 8 million numbers, on top of the ~0.35 s json's parser took to read them.
Most often the answer is told without looking at those values at all, from the text (bytes
found and counted in C, ``_MARKS``) and a walk of the reading that leaves out the values of the
large arrays (``_outline``). In a JSON text each container opens with one ``[`` or ``{``, each
key is followed by one ``:``, and every other such byte is in a string, which the text shows as
it is when it holds no ``\\u`` escape (no other escape writes a digit, a dot, a letter of a
number, a bracket or a colon).

- As many brackets and colons in the text as containers, keys, and brackets and colons in the
  strings walked (or outside strings, counted when those differ): the large arrays hold no
  container, and no key is repeated (json's plain reading keeps one of each). Otherwise a few
  containers in the large arrays (``FEW``) are found by type, in C, and walked too; if the
  counts still differ, a key is repeated: with no number wrong, the first repeated key is the
  problem (``first_repeated``).
- The first run of 16 digits, digit followed by ``.``, ``e`` or ``E``, or first letter of
  ``NaN`` or ``Infinity`` outside a string (``Strings``) is in the first number token that is
  a float, NaN, Infinity or a whole number of more than ``MAX_DIGITS`` digits: with no key
  repeated, the first problem. With none, the depth is the only problem left.

Not told here (``UNTOLD``: then the walk says, ``codec.loads``): a file whose large arrays hold
fewer than ``WORTH`` values (the walk is as fast), a text with a ``\\u`` escape, one with more
than ``FEW`` containers in its large arrays (the walk measures them in C), more than
``SKIPPED`` strings to look past, or a repeated key and a wrong number (which comes first is
the walk's to tell). For a sound file nothing here runs: it is a refusal's path. Figures (16 MB
files, as ``seasons validate`` processes, 2026-12-02, docs/performance.md): 8 million numbers
then a float ~0.85 s before, ~0.52 s now; the same numbers then text that is not JSON, which
json reads to its end and no further, ~0.44 s.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from functools import cache
from itertools import compress, islice
from operator import itemgetter
from typing import Any

from . import strict
from .strict import MAX_DEPTH, MAX_DIGITS, deeper_message, too_long, token_problem

UNTOLD: Any = object()  # what ``tallied_problem`` returns when the tallies cannot tell
REPEATED: Any = object()  # ... when a key is repeated and no number is wrong (``first_repeated``)
SKIPPED = 10_000  # strings holding a needle looked past before giving up (~6 ms)
FEW = 10_000  # containers in the large arrays that the outline walks one by one (~5 ms)
WORTH = 100_000  # values of large arrays not looked at below which the walk is as fast (~10 ms)
_RUN = b"0" * (MAX_DIGITS + 1)
# The bytes the tallies count, as one mark per tally: digits as "0", what can follow the digits
# of a float's whole part as ".", "[", "{" and ":" as "[" (the containers and the keys: either
# tally is at least what was walked, so their sum tells both), the first letters of NaN and
# Infinity as "!" (outside strings no other word holds them).
_MARKS = bytes(ord("0") if 48 <= byte <= 57 else ord(".") if byte in b".eE" else
               ord("[") if byte in b"[{:" else ord("!") if byte in b"NI" else byte
               for byte in range(256))
_NUMBER = b"0123456789+-.eE"
_NUMBERS = (_RUN, b"0.", b"!")  # in a whole number too long, a float, NaN or Infinity


def tallied_problem(data: bytes, tree: Any) -> str | None | object:
    """The first problem of the strict reading of the JSON ``data`` whose plain reading
    (``strict.READER``) is ``tree`` (None: none), or ``UNTOLD`` (see the module's text)."""
    outline = _outline(tree, large=False)
    if outline.skipped < WORTH or b"\\" in data and b"\\u" in data:  # the walk then
        return UNTOLD
    marks, strings = data.translate(_MARKS), Strings(data)
    brackets_and_colons = marks.count(b"[")
    unseen = brackets_and_colons - outline.structure
    repeated = unseen > 0
    if repeated:  # or a string of a large array holds a bracket or a colon: count those outside
        walked = outline.containers + outline.keys
        try:
            outside = sum(1 for _ in islice(strings.outside(marks, b"[", SKIPPED), walked + 1))
        except TooMany:
            outside = -1
        if outside == walked:
            repeated = False
        elif unseen > FEW:  # many containers in the large arrays: the walk measures them in C
            return UNTOLD
        else:  # look into the large arrays too
            outline = _outline(tree, large=True)
            repeated = outline.structure != brackets_and_colons
    try:
        found = [next(strings.outside(marks, needle, SKIPPED), None) for needle in _NUMBERS]
    except TooMany:
        return UNTOLD
    at = min((at for at in found if at is not None), default=None)
    if at is not None:  # the first number that is wrong
        return UNTOLD if repeated else token_problem(_token(data, at))
    if repeated:
        return REPEATED
    return deeper_message() if outline.depth > MAX_DEPTH else None


def first_repeated(tree: Any) -> str | None:
    """The first repeated key of ``tree``, a reading of ``strict.FAITHFUL``, in the order of
    the text (an object's at its end): a walk of its containers alone, those of a large array
    found by type, in C."""
    if type(tree) is not tuple and type(tree) is not list:
        return None
    stack = [(tree, _containers_in(tree))]
    while stack:
        node, below = stack[-1]
        inner = next(below, None)
        if inner is not None:
            stack.append((inner, _containers_in(inner)))
            continue
        stack.pop()
        if type(node) is tuple and (found := strict.repeated_key(node)) is not None:
            return found
    return None  # pragma: no cover - the tallies found a repeated key (else: the walk says)


def _containers_in(node: list[Any] | tuple[tuple[str, Any], ...]) -> Iterator[Any]:
    values = list(map(_value, node)) if type(node) is tuple else node
    types = list(map(type, values))
    return compress(values, map(_is_faithful_container, types))


class Outline:
    """What a walk of a reading saw: its containers, their keys, how deep they nest, the
    strings they hold (keys and values), and how many values of large arrays it did not look
    at."""

    def __init__(self, containers: int, keys: int, depth: int, strings: list[str],
                 skipped: int) -> None:
        self.containers, self.keys, self.depth, self.skipped = containers, keys, depth, skipped
        self.strings = strings

    @property
    def structure(self) -> int:
        """The brackets and colons of what was walked: its containers', its keys', its
        strings' (no string holds a NUL: no \\u escape)."""
        marks = "\0".join(self.strings).encode().translate(_MARKS)
        return self.containers + self.keys + marks.count(b"[")


def _outline(tree: Any, large: bool) -> Outline:
    """The outline of ``tree``, but for the values of arrays of more than ``strict.SMALL``
    values unless ``large`` (then found by type, in C, the containers among them being at
    most ``FEW``): a level at a time."""
    containers, keys, depth, strings, skipped = 0, 0, 0, [], 0
    level = [tree] if type(tree) is dict or type(tree) is list else []
    if type(tree) is str:
        strings.append(tree)
    small, add, append = strict.SMALL, strings.extend, strings.append
    while level:
        depth += 1
        containers += len(level)
        below: list[Any] = []
        for node in level:
            if type(node) is dict:
                keys += len(node)
                add(node)
                values = node.values()
            elif len(node) > small:
                if large:
                    types = list(map(type, node))
                    kinds = {*types}
                    if str in kinds:
                        add(compress(node, map(_is_str, types)))
                    for kind in kinds & _CONTAINERS:  # at most ``FEW``: found by index
                        at = -1
                        while (at := _index(types, kind, at + 1)) >= 0:
                            below.append(node[at])
                else:
                    skipped += len(node)
                continue
            else:
                values = node
            for value in values:
                kind = type(value)
                if kind is str:
                    append(value)
                elif kind is dict or kind is list:
                    below.append(value)
        level = below
    return Outline(containers, keys, depth, strings, skipped)


_is_str = frozenset((str,)).__contains__
_CONTAINERS = frozenset((dict, list))
_is_faithful_container = frozenset((tuple, list)).__contains__  # FAITHFUL's objects are tuples
_value = itemgetter(1)


def _index(types: list[type], kind: type, start: int) -> int:
    try:
        return types.index(kind, start)
    except ValueError:
        return -1


def _token(data: bytes, at: int) -> bytes:
    """The number token (or constant) of the text ``data`` that holds the byte at ``at``."""
    if data.startswith(b"NaN", at):
        return b"NaN"
    if data.startswith(b"Infinity", at):
        return b"-Infinity" if data[at - 1:at] == b"-" else b"Infinity"
    start = len(data[:at].rstrip(_NUMBER))
    return data[start:len(data) - len(data[at:].lstrip(_NUMBER))]


class TooMany(Exception):
    """More strings to look past than ``SKIPPED``."""


class Strings:
    """Where the strings of a JSON text are, told in C. In valid JSON every backslash is in a
    string and starts an escape (``\\\\``, ``\\"``, ...): with the escaped backslashes and
    quotes blanked out, byte for byte, every quote left opens or closes a string, and a byte
    is inside one when an odd number of quotes comes before it."""

    def __init__(self, data: bytes) -> None:
        self.plain = data.replace(b"\\\\", b"\0\0").replace(b'\\"', b"\0\0") if b"\\" in data \
            else data

    def outside(self, text: bytes, needle: bytes, skipped: int | None = None) -> Iterator[int]:
        """Where ``needle`` is in ``text`` (the JSON text or a translation of it, byte for byte)
        outside strings, in order, ``len(needle)`` apart at least; a string holding it is looked
        past whole. ``TooMany`` after ``skipped`` such strings."""
        plain = self.plain
        quotes, counted, start = 0, 0, 0
        while (at := text.find(needle, start)) >= 0:
            quotes += plain.count(b'"', counted, at)
            if quotes % 2 == 0:
                counted, start = at, at + len(needle)
                yield at
                continue
            end = plain.find(b'"', at)  # the string's closing quote
            quotes, counted, start = quotes + 1, end + 1, end + 1
            if skipped is not None:
                skipped -= 1
                if skipped < 0:
                    raise TooMany


def too_long_to_read(text: str) -> str:
    """The problem of a JSON ``text`` that json's parser refused for a whole number too long to
    read: that number, the first run of more digits than Python reads that is a whole number
    (outside strings, ``Strings``; not part of a float) in the text."""
    data = text.encode("utf-8")
    marks = data.translate(_MARKS)
    run = b"0" * (sys.get_int_max_str_digits() + 1)
    for at in Strings(data).outside(marks, run):
        end = _digits().match(marks, at).end()
        before = data[at - 2:at - 1] if data[at - 1:at] == b"-" else data[at - 1:at]
        if before in _BEFORE_NUMBER and data[end:end + 1] not in _AFTER_DIGITS:
            return too_long(end - at)
    return too_long(len(run))  # pragma: no cover - json's parser found one


@cache
def _digits() -> re.Pattern[bytes]:
    return re.compile(b"0+")


_BEFORE_NUMBER = frozenset((b"", *(bytes((byte,)) for byte in b"[{,: \t\n\r")))
_AFTER_DIGITS = frozenset((b".", b"e", b"E"))
