"""Views laid out as lines of styled runs, printed by rich in colour or written plain without it.

``seasons replay`` and ``seasons score`` print hundreds of lines; laid out by rich's tables and
paddings they took ~95 ms, and importing rich ~18 ms, where the floor of every command is ~45 ms
(issue 19 item 8: replay was 4.9x the floor, score 2.1x). Their layout is simple (a column of
numbers, text wrapped beside it, aligned columns), so such a view lays itself out here, once, as
``Line``s: lists of ``(text, style name)`` runs. In colour (a terminal, ``--svg``, ``--html``)
``LineView.__rich_console__`` hands the lines to rich, each run in its theme style; in plain
output (a pipe, a file, ``NO_COLOR``) ``plain_text`` writes the same lines and rich is not even
imported. Text is wrapped as rich wraps it (``breaks``: the same greedy rule, long words folded),
so both give the same characters. Text here is one cell per character: player names are ASCII
(``cli/params.NAME``), card names too, and the symbols used are one cell wide.
"""

from __future__ import annotations

import os
import re
import sys
from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import IO, Any

from .. import config

Run = tuple[str, str]  # text, and the name of its style in the theme ("" for none)
Line = list[Run]
WORDS = re.compile(r"\s*\S+\s*")


def plain_output(stream: IO[str] | None = None) -> bool:
    """True when colour would be noise: not a terminal, or the user set ``NO_COLOR``; the
    ``color`` setting (``seasons config``), when on or off, decides instead."""
    setting = config.get("color")
    if setting != "auto":
        return setting == "off"
    stream = stream or sys.stdout
    return bool(os.environ.get("NO_COLOR")) or not (hasattr(stream, "isatty") and stream.isatty())


def console_width() -> int:
    """The width rich's console takes for standard output when none is given: the ``width``
    setting, else ``COLUMNS``, else the size of the first of stdin, stdout and stderr that is a
    terminal, else 80 (as ``rich.console.Console.size``)."""
    setting = config.get("width")
    if setting:
        return int(setting)
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        return int(columns)
    if os.environ.get("TERM", "").lower() in ("dumb", "unknown") and sys.stdout.isatty():
        return 80
    for descriptor in (0, 1, 2):
        try:
            return os.get_terminal_size(descriptor).columns or 80
        except (AttributeError, ValueError, OSError):
            continue
    return 80


def breaks(text: str, width: int) -> list[int]:
    """Where ``text`` is broken to fit ``width``: before each word that would overflow the line;
    a word longer than the line is folded into pieces of ``width`` (rich's ``divide_line``)."""
    found: list[int] = []
    used = 0
    for match in WORDS.finditer(text):
        start, word = match.start(), match.group()
        length = len(word.rstrip())
        if width - used >= length:
            used += len(word)
        elif length > width:
            pieces = [word[at:at + width] for at in range(0, len(word), width)]
            for index, piece in enumerate(pieces):
                if start:
                    found.append(start)
                if index == len(pieces) - 1:
                    used = len(piece)
                else:
                    start += len(piece)
        else:
            found.append(start)
            used = len(word)
    return found


def wrap(runs: Line, width: int) -> list[Line]:
    """``runs`` as lines of at most ``width`` cells, broken as ``breaks`` says, each line's
    trailing spaces left out."""
    text = "".join(part for part, _ in runs)
    if len(text) <= width and not text.endswith(" "):
        return [runs]  # it fits (most lines): nothing to break
    cuts = [0, *breaks(text, max(width, 1)), len(text)]
    lines: list[Line] = []
    for start, end in zip(cuts, cuts[1:]):
        lines.append(_slice(runs, start, len(text[start:end].rstrip()) + start))
    return lines or [[]]


def _slice(runs: Line, start: int, end: int) -> Line:
    """The runs' characters from ``start`` to ``end``, each keeping its style."""
    found, at = [], 0
    for part, style in runs:
        left, right = max(start, at), min(end, at + len(part))
        if left < right:
            found.append((part[left - at:right - at], style))
        at += len(part)
    return found


def hanging(left: Line, width_left: int, runs: Line, width: int, *, indent: int = 0) -> list[Line]:
    """A column of ``width_left`` cells holding ``left`` (right-aligned, its first line only),
    a space, then ``runs`` wrapped in the rest of ``width`` after ``indent`` more spaces."""
    room = width - width_left - 1 - indent
    body = wrap(runs, room)
    label = text_of(left)
    first: Line = [(" " * (width_left - len(label)), ""), *left, (" " * (1 + indent), "")]
    rest: Line = [(" " * (width_left + 1 + indent), "")]
    return [[*(first if index == 0 else rest), *line] for index, line in enumerate(body)]


def text_of(line: Line) -> str:
    return "".join(part for part, _ in line)


def plain_text(lines: list[Line]) -> str:
    """The lines as plain text: no styles, no trailing spaces."""
    return "".join(text_of(line).rstrip() + "\n" for line in lines)


class LineView(ABC):
    """A view that lays itself out as lines (``lines(width)``): rich prints them in colour."""

    @abstractmethod
    def lines(self, width: int) -> list[Line]:
        """The view laid out at ``width`` columns."""

    def __rich_console__(self, console: Any, options: Any) -> Iterator[Any]:
        from rich.segment import Segment

        for line in self.lines(options.max_width):
            for part, style in line:
                yield Segment(part, console.get_style(style, default="") if style else None)
            yield Segment.line()
