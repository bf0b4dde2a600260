"""``seasons score``: each player's prestige over time, drawn as a small chart in the terminal.

One column per round, one mark per player (each its own shape, so the chart reads without
colour; ``*`` where players meet), a zero line, the round numbers and the years below, and a
legend with each player's latest total. The data is ``reports.score.by_round``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

MARKS = ("●", "▲", "■", "◆")
SEVERAL = "*"
HEIGHT = 10


class PrestigeChart:
    """Renders the ``by_round`` points of ``reports.score.score_report`` for ``players``."""

    def __init__(self, points: list[dict[str, Any]], players: list[str]) -> None:
        self.points, self.players = points, players

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("Prestige by round (the total if the game ended then)", style="heading")
        if not self.points:
            yield Text("No round has been played yet.", style="muted")
            return
        values = [[point["totals"][name] for name in self.players] for point in self.points]
        scale = Scale(min(min(map(min, values)), 0), max(max(map(max, values)), 0))
        label = max(len(str(scale.low)), len(str(scale.high))) + 1
        cell = max(1, min(4, (options.max_width - label - 1) // len(values)))
        shown = values[-((options.max_width - label - 1) // cell):]
        points = self.points[-len(shown):]
        for row in range(scale.rows - 1, -1, -1):
            yield self.row_line(row, shown, scale, label, cell)
        yield Text(" " * label + "└" + "─" * cell * len(shown), style="axis")
        yield Text(" " * (label + 1)) + axis_labels(points, cell, "round")
        yield Text(" " * (label + 1)) + axis_labels(points, cell, "year")
        yield self.legend(values[-1])

    def row_line(self, row: int, values: list[list[int]], scale: Scale, label: int,
                 cell: int) -> Text:
        """One row of the chart: its value label, the axis, then one cell per round."""
        tick = scale.tick(row)
        line = Text(f"{tick:>{label - 1}} " if tick is not None else " " * label, style="axis")
        line.append("┤" if tick is not None else "│", style="axis")
        zero = row == scale.row(0)
        for totals in values:
            here = [seat for seat, total in enumerate(totals) if scale.row(total) == row]
            line.append_text(self.cell_text(here, cell, zero))
        return line

    def cell_text(self, seats: list[int], width: int, zero: bool) -> Text:
        fill = "─" if zero else " "
        left = (width - 1) // 2
        if not seats:
            return Text(fill * width, style="axis")
        mark = (MARKS[seats[0]], f"series.{seats[0] + 1}") if len(seats) == 1 else (SEVERAL, "title")
        return Text.assemble((fill * left, "axis"), mark, (fill * (width - left - 1), "axis"))

    def legend(self, totals: list[int]) -> Text:
        """Each player's mark, name and latest total."""
        parts = [Text.assemble((MARKS[seat], f"series.{seat + 1}"), f" {name} {totals[seat]}")
                 for seat, name in enumerate(self.players)]
        parts.append(Text(f"({SEVERAL}: several players)", style="muted"))
        return Text("  ").join(parts)


class Scale:
    """Values from ``low`` to ``high`` (0 included) onto at most ``HEIGHT`` rows."""

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, max(high, low + 1)
        self.rows = min(HEIGHT, self.high - self.low + 1)

    def row(self, value: int) -> int:
        return round((value - self.low) * (self.rows - 1) / (self.high - self.low))

    def tick(self, row: int) -> int | None:
        """The value written beside a row: the top, zero and the bottom."""
        for value in (self.high, 0, self.low):
            if self.row(value) == row:
                return value
        return None


def axis_labels(points: list[dict[str, Any]], cell: int, key: str) -> Text:
    """Round numbers (or ``year N`` where a year starts) under their columns, where they fit."""
    line, end = Text(style="axis"), 0
    for index, point in enumerate(points):
        start = index * cell
        if key == "round":
            text = str(point["round"]) if point["complete"] else "now"
        elif index == 0 or point["year"] != points[index - 1]["year"]:
            text = f"year {point['year']}"
        else:
            continue
        if start >= end:
            line.append(" " * (start - len(line.plain)) + text)
            end = start + len(text) + 1
    return line
