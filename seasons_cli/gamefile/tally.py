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
  container, and no key is repeated (json's plain reading keeps one of each). Otherwise the
  text's brackets and colons outside strings are read one by one (``Structure``: at most
  ``STRUCTURE`` of them), which tells how deep the containers nest and the first object that
  repeats a key, each key being the string just before its colon.
- The first run of 16 digits after the byte before a number's digits (``[``, ``:``, ``,``,
  white space or ``-``), digit followed by ``.``, ``e`` or ``E``, or first letter of ``NaN`` or
  ``Infinity`` outside a string (``Strings``) is in the first number token that is a float,
  NaN, Infinity or a whole number of more than ``MAX_DIGITS`` digits. Whichever comes first in
  the text, that number or the end of the first object that repeats a key, is the first
  problem; with neither, the depth is the only problem left.

Not told here (``UNTOLD``: then the walk says, ``codec.loads``): a file whose large arrays hold
fewer than ``WORTH`` values (the walk is as fast), a number alone, a text with a ``\\u``
escape, one with more than ``STRUCTURE`` brackets and colons whose structure must be read (the
walk measures millions of containers in C), or more than ``SKIPPED`` strings to look past. For
a sound file nothing here runs: it is a refusal's path. Figures (16 MB files, as ``seasons
validate`` processes, 2026-12-02, docs/performance.md item 18): 8 million numbers then a float
~0.85 s before, ~0.52 s now; the same numbers then a repeated key ~2.8 s, ~1.4 s with the
tallies alone, ~0.6 s with ``Structure``; the same numbers then text that is not JSON, which
json reads to its end and no further, ~0.44 s.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from functools import cache
from itertools import islice
from typing import Any

from . import strict
from .strict import MAX_DEPTH, MAX_DIGITS, deeper_message, too_long, token_problem

UNTOLD: Any = object()  # what ``tallied_problem`` returns when the tallies cannot tell
SKIPPED = 10_000  # strings holding a needle looked past before giving up (~6 ms)
STRUCTURE = 50_000  # "[", "{" and ":" of a text whose structure is read one by one (~40 ms)
WORTH = 100_000  # values of large arrays not looked at below which the walk is as fast (~10 ms)
_RUN = b"0" * (MAX_DIGITS + 1)
# The bytes the tallies count, as one mark per tally: digits as "0", what can follow the digits
# of a float's whole part as ".", "[", "{" and ":" as "[" (the containers and the keys: either
# tally is at least what was walked, so their sum tells both), the first letters of NaN and
# Infinity as "!" (outside strings no other word holds them), what can come just before the
# digits of a number's whole part after "[" and ":" (",", white space, "-") as ",".
_MARKS = bytes(ord("0") if 48 <= byte <= 57 else ord(".") if byte in b".eE" else
               ord("[") if byte in b"[{:" else ord("!") if byte in b"NI" else
               ord(",") if byte in b", \t\n\r-" else byte for byte in range(256))
# The brackets and colons as "|", every other byte as " " (a "|" of the text is in a string).
_STRUCTURE = bytes(ord("|") if byte in b"[]{}:" else ord(" ") for byte in range(256))
_NUMBER = b"0123456789+-.eE"
# In a whole number too long (after the byte before its digits: a string of digits alone is
# not looked past), a float, NaN or Infinity: each needle and where its token is from it.
_NUMBERS = ((b"," + _RUN, 1), (b"[" + _RUN, 1), (b"0.", 0), (b"!", 0))


def tallied_problem(data: bytes, tree: Any) -> str | None | object:
    """The first problem of the strict reading of the JSON ``data`` whose plain reading
    (``strict.READER``) is ``tree`` (None: none), or ``UNTOLD`` (see the module's text)."""
    outline = _outline(tree)  # (a number alone has no byte before it: the walk says)
    if outline.skipped < WORTH or b"\\" in data and b"\\u" in data or not outline.containers:
        return UNTOLD  # the walk then
    marks, strings = data.translate(_MARKS), Strings(data)
    brackets_and_colons = marks.count(b"[")
    unseen = brackets_and_colons - outline.structure
    told: Structure | None = None
    if unseen > 0:  # or a string of a large array holds a bracket or a colon: count those outside
        walked = outline.containers + outline.keys
        try:
            outside = sum(1 for _ in islice(strings.outside(marks, b"[", SKIPPED), walked + 1))
        except TooMany:
            outside = -1
        if outside != walked:  # containers in the large arrays, or a repeated key: read them
            told = Structure.of(data, strings) if brackets_and_colons <= STRUCTURE else None
            if told is None:
                return UNTOLD
    try:
        found = [at + inside for needle, inside in _NUMBERS
                 if (at := next(strings.outside(marks, needle, SKIPPED), -1)) >= 0]
    except TooMany:
        return UNTOLD
    at = min(found, default=None)
    if told is not None and told.repeated is not None and (at is None or told.closed < at):
        return told.repeated  # an object that repeats a key ends before the first wrong number
    if at is not None:  # the first number that is wrong
        return token_problem(_token(data, at))
    depth = outline.depth if told is None else told.depth
    return deeper_message() if depth > MAX_DEPTH else None


class Structure:
    """The brackets and colons of a JSON text outside its strings, read one by one in order
    (a text of at most ``STRUCTURE`` ``[``, ``{`` and ``:``): how deep its containers nest, the
    first object that repeats a key (``repeated``, the line of ``strict.repeated_key``) and
    where it ends (``closed``), each key being the string just before its colon."""

    def __init__(self, depth: int, repeated: str | None, closed: int) -> None:
        self.depth, self.repeated, self.closed = depth, repeated, closed

    @classmethod
    def of(cls, data: bytes, strings: Strings) -> Structure | None:
        """The structure of ``data`` (JSON without a \\u escape), or None when more than
        ``SKIPPED`` strings hold a bracket or a colon."""
        depth, repeated, closed = 0, None, -1
        objects: list[tuple[set[str], list[str]] | None] = []  # per open container: an
        # object's keys and its first repeated key (none yet: empty), or None for an array
        try:
            for at in strings.outside(data.translate(_STRUCTURE), b"|", SKIPPED):
                byte = data[at]
                if byte == 0x3A:  # ":"
                    keys, first = objects[-1]  # type: ignore[misc]
                    key = strings.before(data, at)
                    if key in keys and not first:
                        first.append(key)
                    keys.add(key)
                elif byte == 0x7B or byte == 0x5B:  # "{" or "["
                    objects.append((set(), []) if byte == 0x7B else None)
                    depth = max(depth, len(objects))
                else:
                    ended = objects.pop()
                    if ended is not None and ended[1] and repeated is None:
                        repeated, closed = f"duplicate key {ended[1][0]!r}", at
        except TooMany:
            return None
        return cls(depth, repeated, closed)


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


def _outline(tree: Any) -> Outline:
    """The outline of ``tree``, but for the values of arrays of more than ``strict.SMALL``
    values: a level at a time."""
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

    def before(self, data: bytes, at: int) -> str:
        """The string that ends just before the byte at ``at`` of ``data`` (the JSON text),
        whitespace aside: a key, ``at`` being its colon."""
        end = self.plain.rfind(b'"', 0, at)
        raw = data[self.plain.rfind(b'"', 0, end) + 1:end]
        return json.loads(b'"' + raw + b'"') if b"\\" in raw else raw.decode()

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
