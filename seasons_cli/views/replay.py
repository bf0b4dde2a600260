"""``seasons replay``: the history in words, one section per phase or round."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from ..reports.replay import Line, Section

CHANCE = {"roll", "draw", "deal", "reroll", "reshuffle", "dice", "decks"}


class ReplayView:
    """Renders ``reports.replay.sections``: numbered moves, and under each what followed it."""

    def __init__(self, sections: list[Section]) -> None:
        self.sections = sections

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
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
    """``12.`` ``alice: die 3`` for a move; an indented, styled line for what followed it."""
    if line.kind == "move":
        return Text(f"{line.number}."), Text.assemble((line.player, "player"), f": {line.text}")
    style = "chance" if line.kind in CHANCE else "auto" if line.kind == "auto" else "muted"
    return Text(), Padding(Text(line.text, style=style), (0, 0, 0, 2))
