"""``seasons replay``: the history in words, one section per phase or round; ``--at N``: the board
as it was after move N."""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from ..reports.events import CHANCE
from ..reports.replay import Line, Section
from .board import BoardView

MUTED = {"season", "season_change", "library"}


class ReplayView:
    """Renders ``reports.replay.sections``: numbered moves, and under each what followed it."""

    def __init__(self, sections: list[Section]) -> None:
        self.sections = sections

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if not self.sections:
            yield Text("No move matches.", style="muted")
        for index, section in enumerate(self.sections):
            if index:
                yield Text()
            yield Text(section.title, style="heading")
            yield section_grid(section)


def section_grid(section: Section) -> Table:
    """Two columns, so a long line wraps under its own text and not under the move numbers."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", width=5, no_wrap=True)
    grid.add_column()
    for line in section.lines:
        grid.add_row(*line_cells(line))
    return grid


def line_cells(line: Line) -> tuple[Text, Text | Padding]:
    """``12.`` ``alice took die 3 (...)  · die 3`` for a move; an indented line for what followed."""
    if line.kind == "move":
        rest = line.text.removeprefix(line.player)
        notation = (f"  · {line.notation}", "notation") if line.notation else ""
        return Text(f"{line.number}."), Text.assemble((line.player, "player"), rest, notation)
    style = "chance" if line.kind in CHANCE else "auto" if line.kind == "auto" \
        else "muted" if line.kind in MUTED else ""
    return Text(), Padding(Text(line.text, style=style), (0, 0, 0, 2))


def board_at_view(data: dict[str, Any], moves: int, total: int) -> Group:
    """``--at N``: a title line, then the board as ``seasons show`` draws it."""
    title = Text(f"The board after move {moves} of {total}", style="heading")
    return Group(title, BoardView(data))
