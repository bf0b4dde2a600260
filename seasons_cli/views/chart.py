"""``seasons score``: each player's prestige over time, drawn as a chart in the terminal.

One group of columns per round, and in it one column per player, in seat order: a player's mark
(each its own shape and colour, so the chart reads without colour too) is always in that
player's own column, so no two players ever share a cell. The y-axis is labelled with round
numbers (``Ticks``), the zero line drawn; the rounds and years are written below, and a legend
gives each player's mark, name and latest total. The data is ``reports.score.by_round``;
``views/chart_svg.py`` draws the same chart as an image, on the same ticks.
"""

from __future__ import annotations

import math
from typing import Any

from .lines import Line, LineView, wrap

MARKS = ("●", "▲", "■", "◆")
ROWS = 12  # about this many rows between the lowest and the highest tick
NICE = (1, 2, 2.5, 5)  # tick steps: these times a power of ten


class Ticks:
    """Round-number ticks covering ``low`` to ``high`` and 0: at most ``most`` steps of 1, 2,
    2.5 or 5 times a power of ten (whole numbers), from ``bottom`` to ``top``."""

    def __init__(self, low: float, high: float, most: int = 6) -> None:
        low, high = min(low, 0), max(high, 0)
        self.step = nice_step(max(high - low, 1) / most)
        while math.ceil(high / self.step) - math.floor(low / self.step) > most:
            self.step = nice_step(self.step * 1.01)
        self.bottom = math.floor(low / self.step) * self.step
        self.top = max(math.ceil(high / self.step) * self.step, self.bottom + self.step)

    @property
    def values(self) -> list[int]:
        count = round((self.top - self.bottom) / self.step)
        return [self.bottom + index * self.step for index in range(count + 1)]


def nice_step(rough: float) -> int:
    """The smallest whole number of 1, 2, 2.5 or 5 times a power of ten that is at least
    ``rough`` (prestige is counted in whole points)."""
    power = 10 ** max(0, math.floor(math.log10(max(rough, 1))))
    return next((int(n * power) for n in NICE if n * power >= rough and n * power % 1 == 0),
                10 * power)


def tick_text(value: float) -> str:
    return str(value)


class PrestigeChart(LineView):
    """Renders the ``by_round`` points of ``reports.score.score_report`` for ``players``."""

    def __init__(self, points: list[dict[str, Any]], players: list[str]) -> None:
        self.points, self.players = points, players

    def lines(self, width: int) -> list[Line]:
        found = wrap([("Prestige by round (the total if the game ended then)", "heading")], width)
        if not self.points:
            return [*found, [("No round has been played yet.", "muted")]]
        values = [[point["totals"][name] for name in self.players] for point in self.points]
        ticks = Ticks(min(map(min, values)), max(map(max, values)))
        label = max(len(tick_text(value)) for value in ticks.values)
        room = width - label - 2
        group = len(self.players) + 1  # a column per player and a space, or none when narrow
        if group * len(values) > room:
            group -= 1
        fit = max(1, room // group)
        shown, points = values[-fit:], self.points[-fit:]
        per_tick = max(1, ROWS // round((ticks.top - ticks.bottom) / ticks.step))
        per_tick = min(per_tick, ticks.step)  # no row between two whole numbers
        grid = Grid(ticks, per_tick)
        found.append([(f"{'prestige':>{label + 1}}", "axis")])
        found += [self.row_line(row, shown, grid, label, group)
                  for row in range(grid.rows - 1, -1, -1)]
        found.append([(" " * label + " └" + "─" * group * len(shown), "axis")])
        found.append([(" " * (label + 2) + axis_labels(points, group, "round"), "axis")])
        found.append([(" " * (label + 2) + axis_labels(points, group, "year"), "axis")])
        found += wrap(self.legend(values[-1]), width)
        if len(shown) < len(values):
            first, last = self.points[0]["round"], self.points[-len(shown) - 1]["round"]
            rounds = f"round {first}" if first == last else f"rounds {first}-{last}"
            found += wrap([(f"({rounds} left out: a wider terminal shows every round)", "muted")],
                          width)
        return found

    def row_line(self, row: int, values: list[list[int]], grid: Grid, label: int,
                 group: int) -> Line:
        """One row: its tick (or nothing), the axis, then per round a cell per player."""
        tick = grid.tick(row)
        line: Line = [(f"{tick_text(tick):>{label}} ┤" if tick is not None else " " * label + " │",
                       "axis")]
        fill = "─" if grid.value(row) == 0 else " "
        gap = fill * (group - len(self.players))
        for totals in values:
            for seat, total in enumerate(totals):
                if grid.row(total) == row:
                    line.append((MARKS[seat], f"series.{seat + 1}"))
                else:
                    line.append((fill, "axis"))
            line.append((gap, "axis"))
        return line

    def legend(self, totals: list[int]) -> Line:
        """Each player's mark, name and latest total; then how the columns are laid out."""
        runs: Line = []
        for seat, name in enumerate(self.players):
            runs += [(MARKS[seat], f"series.{seat + 1}"), (f" {name} {totals[seat]}  ", "")]
        return [*runs, ("(a column each, every round)", "muted")]


class Grid:
    """The chart's rows: ``per_tick`` rows from one tick to the next, the bottom tick row 0."""

    def __init__(self, ticks: Ticks, per_tick: int) -> None:
        self.ticks, self.per_tick = ticks, per_tick
        self.rows = round((ticks.top - ticks.bottom) / ticks.step) * per_tick + 1

    def value(self, row: int) -> float:
        return self.ticks.bottom + row * self.ticks.step / self.per_tick

    def row(self, value: float) -> int:
        return round((value - self.ticks.bottom) * self.per_tick / self.ticks.step)

    def tick(self, row: int) -> int | None:
        if row % self.per_tick:
            return None
        return self.ticks.bottom + row // self.per_tick * self.ticks.step


def axis_labels(points: list[dict[str, Any]], group: int, key: str) -> str:
    """Round numbers (or ``year N`` where a year starts) under their groups, where they fit."""
    line, end = "", 0
    for index, point in enumerate(points):
        start = index * group
        if key == "round":
            text = str(point["round"]) if point["complete"] else "now"
        elif index == 0 and _year_starts_within(points, group):
            continue  # the next year's label needs the room
        elif index == 0 or point["year"] != points[index - 1]["year"]:
            text = f"year {point['year']}"
        else:
            continue
        if start >= end:
            line += " " * (start - len(line)) + text
            end = start + len(text) + 1
    return line


def _year_starts_within(points: list[dict[str, Any]], group: int) -> bool:
    """A new year starts before the first year's label would end (it is shown cut at the left)."""
    width = len(f"year {points[0]['year']}") + 1
    return any(point["year"] != points[0]["year"] for point in points[:-(-width // group)])
