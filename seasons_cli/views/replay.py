"""``seasons replay``: the history in words, one section per phase or round; ``--at N``: the board
as it was after move N."""

from __future__ import annotations

from typing import Any

from ..reports.events import CHANCE
from ..reports.replay import Line as HistoryLine
from ..reports.replay import Section
from .lines import Line, LineView, hanging, wrap

MUTED = {"season", "season_change", "library"}


class ReplayView(LineView):
    """Renders ``reports.replay.sections``: numbered moves, and under each what followed it.

    Laid out as lines (``views.lines``): a column of move numbers, each line wrapped under its
    own text, what followed a move two more spaces in."""

    def __init__(self, sections: list[Section]) -> None:
        self.sections = sections

    def lines(self, width: int) -> list[Line]:
        if not self.sections:
            return [[("No move matches.", "muted")]]
        found: list[Line] = []
        for index, section in enumerate(self.sections):
            if index:
                found.append([])
            found += wrap([(section.title, "heading")], width)
            found += SectionLines(section).lines(width)
        return found


class SectionLines(LineView):
    """The lines of one section without its title (the digest of ``seasons show --as``)."""

    def __init__(self, section: Section) -> None:
        self.section = section

    def lines(self, width: int) -> list[Line]:
        return [found for line in self.section.lines for found in line_lines(line, width)]


def line_lines(line: HistoryLine, width: int) -> list[Line]:
    """``12.`` ``alice took die 3 (...)  · die 3`` for a move; an indented line for what followed."""
    if line.kind == "move":
        rest = line.text.removeprefix(line.player)
        runs = [(line.player, "player"), (rest, "")]
        if line.notation:
            runs.append((f"  · {line.notation}", "notation"))
        return hanging([(f"{line.number}.", "")], NUMBERS, runs, width)
    style = "chance" if line.kind in CHANCE else "auto" if line.kind == "auto" \
        else "muted" if line.kind in MUTED else ""
    return hanging([], NUMBERS, [(line.text, style)], width, indent=2)


NUMBERS = 5  # the width of the column of move numbers


def board_at_view(data: dict[str, Any], moves: int, total: int) -> Any:
    """``--at N``: a title line, then the board as ``seasons show`` draws it."""
    from rich.console import Group
    from rich.text import Text

    from .board import BoardView

    title = Text(f"The board after move {moves} of {total}", style="heading")
    return Group(title, BoardView(data))
