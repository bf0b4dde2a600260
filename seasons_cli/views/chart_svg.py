"""The prestige chart as an SVG image: ``score --svg``/``--html`` and the replay page draw it.

One line per player, in the player's colour (``theme.SERIES``), with the player's own marker
(circle, triangle, square, diamond: the terminal chart's ``●▲■◆``) and dash pattern at every
round, so the lines are told apart without colour too; points of several players on the same
value are set a little apart sideways, so none hides another. The y-axis is labelled
``prestige`` with the terminal chart's round-number ticks (``chart.Ticks``) and grid lines; the
rounds and years are below; a legend names each player with their latest total. The image
follows the reader's light or dark scheme (``prefers-color-scheme``); the players' colours keep
3:1 contrast on both. Plain text: no script, no font or file from the network.
"""

from __future__ import annotations

from html import escape
from typing import Any

from .chart import Ticks
from .theme import SERIES, scheme_css

WIDTH, HEIGHT = 760, 380
LEFT, RIGHT, TOP, BOTTOM = 64, 180, 28, 62  # margins: axis labels left, the legend right
DASHES = ("", "7 4", "2 4", "9 4 2 4")
DODGE = 3.0  # px: how far apart the players' points of one round are set
STYLE = scheme_css(".chart") + """
.chart text { font: 13px sans-serif; fill: var(--text); }
.chart .axis { stroke: var(--axis); stroke-width: 1; }
.chart .grid { stroke: var(--line); stroke-width: 1; }
.chart .zero { stroke: var(--zero); stroke-width: 1.5; }
.chart .back { fill: var(--plot); }
.chart .muted { fill: var(--muted); }
"""


def prestige_svg(points: list[dict[str, Any]], players: list[str], *,
                 title: str = "Prestige by round", now: bool = False) -> str:
    """The ``by_round`` points of ``reports.score.score_report`` as one SVG document; with
    ``now``, a line ``#now`` across the plot that a page moves to the round it shows
    (``point_x``)."""
    parts = [f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="{escape(title)}">',
             f"<title>{escape(title)}</title>", f"<style>{STYLE}</style>",
             f'<rect class="back" width="{WIDTH}" height="{HEIGHT}"/>']
    if not points:
        parts.append(f'<text x="{LEFT}" y="{TOP + 20}" class="muted">No round has been played yet.</text>')
        return "\n".join([*parts, "</svg>"]) + "\n"
    values = [[point["totals"][name] for name in players] for point in points]
    ticks = Ticks(min(map(min, values)), max(map(max, values)))
    frame = Frame(ticks, len(points))
    parts += y_axis(ticks, frame) + x_axis(points, frame)
    if now:
        parts.append(f'<line id="now" class="now" x1="{frame.x(0):.1f}" x2="{frame.x(0):.1f}" '
                     f'y1="{TOP}" y2="{TOP + frame.height}" style="display: none"/>')
    for seat in range(len(players)):
        parts += series(seat, [row[seat] for row in values], frame, len(players))
    parts += legend(players, values[-1])
    return "\n".join([*parts, "</svg>"]) + "\n"


def point_x(index: int, count: int) -> float:
    """Where the ``index``-th of ``count`` points is across the image."""
    return LEFT + (index + 0.5) * (WIDTH - LEFT - RIGHT) / count


class Frame:
    """Where values and rounds go on the image."""

    def __init__(self, ticks: Ticks, rounds: int) -> None:
        self.ticks, self.rounds = ticks, rounds
        self.width, self.height = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(self, index: int) -> float:
        return point_x(index, self.rounds)

    def y(self, value: float) -> float:
        span = self.ticks.top - self.ticks.bottom
        return TOP + (self.ticks.top - value) * self.height / span


def y_axis(ticks: Ticks, frame: Frame) -> list[str]:
    """Grid lines and labels at the ticks, the zero line, the axis and its title."""
    parts = []
    for value in ticks.values:
        y = frame.y(value)
        line = "zero" if value == 0 else "grid"
        parts.append(f'<line class="{line}" x1="{LEFT}" x2="{LEFT + frame.width}" y1="{y:.1f}" y2="{y:.1f}"/>')
        parts.append(f'<text x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">{value}</text>')
    middle = TOP + frame.height / 2
    parts.append(f'<line class="axis" x1="{LEFT}" x2="{LEFT}" y1="{TOP}" y2="{TOP + frame.height}"/>')
    parts.append(f'<text x="16" y="{middle:.1f}" text-anchor="middle" '
                 f'transform="rotate(-90 16 {middle:.1f})">prestige</text>')
    return parts


def x_axis(points: list[dict[str, Any]], frame: Frame) -> list[str]:
    """The rounds under their points (every one, or every second, fifth... as they fit) and
    ``year N`` where a year starts."""
    bottom = TOP + frame.height
    parts = [f'<line class="axis" x1="{LEFT}" x2="{LEFT + frame.width}" y1="{bottom}" y2="{bottom}"/>']
    every = next(n for n in (1, 2, 5, 10, 20, 50, 100) if frame.width / frame.rounds * n >= 22)
    for index, point in enumerate(points):
        x = frame.x(index)
        if index % every == 0 or index == len(points) - 1:
            label = str(point["round"]) if point["complete"] else "now"
            parts.append(f'<text x="{x:.1f}" y="{bottom + 18}" text-anchor="middle">{label}</text>')
        if index == 0 or point["year"] != points[index - 1]["year"]:
            parts.append(f'<text x="{x:.1f}" y="{bottom + 38}" class="muted">year {point["year"]}</text>')
    parts.append(f'<text x="{LEFT + frame.width / 2:.1f}" y="{bottom + 56}" text-anchor="middle" '
                 'class="muted">round</text>')
    return parts


def series(seat: int, values: list[int], frame: Frame, players: int) -> list[str]:
    """One player's line and markers, set ``DODGE`` px apart from the others' sideways."""
    shift = (seat - (players - 1) / 2) * DODGE
    where = [(frame.x(index) + shift, frame.y(value)) for index, value in enumerate(values)]
    colour, dash = SERIES[seat], DASHES[seat]
    dashes = f' stroke-dasharray="{dash}"' if dash else ""
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in where)
    parts = [f'<g class="series" data-seat="{seat}">',
             f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2.5"'
             f' stroke-linejoin="round"{dashes}/>']
    parts += [marker(seat, x, y, colour) for x, y in where]
    return [*parts, "</g>"]


def marker(seat: int, x: float, y: float, colour: str, size: float = 5.0) -> str:
    """Circle, triangle, square or diamond at (x, y), by seat."""
    fill = f'fill="{colour}" stroke="{colour}"'
    if seat == 0:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{size}" {fill}/>'
    if seat == 1:
        points = [(x, y - size * 1.2), (x + size * 1.1, y + size * 0.8), (x - size * 1.1, y + size * 0.8)]
    elif seat == 2:
        points = [(x - size, y - size), (x + size, y - size), (x + size, y + size), (x - size, y + size)]
    else:
        points = [(x, y - size * 1.3), (x + size * 1.1, y), (x, y + size * 1.3), (x - size * 1.1, y)]
    return f'<polygon points="{" ".join(f"{px:.1f},{py:.1f}" for px, py in points)}" {fill}/>'


def legend(players: list[str], totals: list[int]) -> list[str]:
    """Each player's line sample and marker, name and latest total, right of the plot."""
    left = WIDTH - RIGHT + 16
    parts = []
    for seat, name in enumerate(players):
        y = TOP + 10 + seat * 26
        dash = f' stroke-dasharray="{DASHES[seat]}"' if DASHES[seat] else ""
        parts.append(f'<line x1="{left}" x2="{left + 30}" y1="{y}" y2="{y}" stroke="{SERIES[seat]}" '
                     f'stroke-width="2.5"{dash}/>')
        parts.append(marker(seat, left + 15, y, SERIES[seat]))
        parts.append(f'<text x="{left + 38}" y="{y + 4}">{escape(name)} {totals[seat]}</text>')
    return parts
