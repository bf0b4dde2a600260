"""The named styles of every view, and the one place a rich ``Console`` is made.

Views refer to styles by name (``"energy.fire"``), never by colour, so the look can change here
alone. The console is plain text (no colour, no styles) when stdout is not a terminal or
``NO_COLOR`` is set, so pipes, files and snapshots get clean text.
"""

from __future__ import annotations

import io
from typing import IO

from rich.console import Console
from rich.terminal_theme import TerminalTheme
from rich.theme import Theme

from .. import config
from .lines import plain_output

# The players' colours in the prestige chart (terminal, SVG, HTML): four hues told apart with
# the common colour blindnesses (after Okabe and Ito), each of a middle lightness that keeps a
# contrast of 3:1 or more (WCAG 2, for graphics) on white and on a dark background (#292929,
# rich's exported terminal): tests/views/test_chart_colours.py computes it.
SERIES = ("#2f7bd8", "#d9480f", "#1a8f7e", "#c2569f")

# The colours of the pages and images seasons writes (views/pages.py, chart_svg.py,
# replay_page.py), in the reader's light or dark scheme, as CSS variables (``scheme_css``).
SCHEMES = {
    "light": {"text": "#1d1d1d", "back": "#ffffff", "muted": "#555555", "line": "#cccccc",
              "axis": "#555555", "zero": "#777777", "plot": "#ffffff"},
    "dark": {"text": "#e8e8e8", "back": "#1e1e1e", "muted": "#b5b5b5", "line": "#444444",
             "axis": "#bbbbbb", "zero": "#999999", "plot": "#292929"},
}
# The energy types, crystals and the player to act on a page: as ``SERIES``, a middle lightness.
PAGE_COLOURS = {"air": "#b8860b", "water": "#2f7bd8", "fire": "#d9480f", "earth": "#2b8a3e",
                "crystal": "#c2569f", "acting": "#b8860b"}


def scheme_css(selector: str) -> str:
    """CSS giving ``selector`` the colours of ``SCHEMES`` and ``PAGE_COLOURS`` as variables
    (``var(--text)``), the dark ones when the reader's scheme is dark."""
    light, dark = ("; ".join(f"--{name}: {colour}" for name, colour in
                             {**SCHEMES[scheme], **PAGE_COLOURS}.items()) for scheme in SCHEMES)
    return (f"{selector} {{ {light}; }}\n"
            f"@media (prefers-color-scheme: dark) {{ {selector} {{ {dark}; }} }}\n")


STYLES = {
    "energy.air": "bold yellow",
    "energy.water": "bold blue",
    "energy.fire": "bold red",
    "energy.earth": "bold green",
    "crystals": "bold magenta",
    "player": "bold",
    "card": "cyan",
    "card.activated": "dim cyan",
    "pending": "bold yellow",
    "muted": "dim",
    "title": "bold",
    "heading": "bold underline",
    "season.winter": "bright_blue",
    "season.spring": "green",
    "season.summer": "yellow",
    "season.autumn": "red",
    "winner": "bold green",
    "penalty": "red",
    "auto": "dim italic",
    "chance": "magenta",
    "token": "bold reverse",
    "gauge": "bold bright_white",
    "draw": "cyan",
    "dots": "dim",
    "frame": "dim",
    "frame.transmute": "bold magenta",
    "free": "italic",
    "room": "green",
    "full": "red",
    "bonus.used": "red",
    "bonus.free": "dim",
    "prestige": "bold",
    "acting": "bold yellow",
    "notation": "dim",
    "axis": "dim",
    **{f"series.{seat}": f"bold {colour}" for seat, colour in enumerate(SERIES, start=1)},
}
THEME = Theme(STYLES)
# The terminal colours of the pages seasons writes (``views/pages.py``): of a middle lightness,
# like ``SERIES``, so the text views read on the page's light and dark scheme alike.
PAGE_THEME = TerminalTheme(
    (255, 255, 255), (29, 29, 29),
    [(110, 110, 110), (217, 72, 15), (43, 138, 62), (184, 134, 11), (47, 123, 216),
     (194, 86, 159), (12, 133, 153), (136, 136, 136)],
    [(136, 136, 136), (217, 72, 15), (43, 138, 62), (184, 134, 11), (47, 123, 216),
     (194, 86, 159), (12, 133, 153), (150, 150, 150)])


def make_console(file: IO[str] | None = None, width: int | None = None) -> Console:
    """The console every command prints views with (stdout unless ``file`` is given).

    Markup, emoji and highlighting are off: player-supplied text (names) is printed as it is.
    The ``width`` setting applies when no width is given.
    """
    plain = plain_output(file)
    forced = not plain and config.get("color") == "on"  # colour even into a pipe or a file
    return Console(file=file, theme=THEME, width=width or config.get("width"),
                   color_system=None if plain else "auto", force_terminal=True if forced else None,
                   no_color=False if forced else None, markup=False, emoji=False, highlight=False)


def recording_console(width: int) -> Console:
    """A console that records in colour what it prints, for ``export_svg`` / ``export_html``."""
    return Console(file=io.StringIO(), theme=THEME, width=width, record=True, force_terminal=True,
                   color_system="truecolor", markup=False, emoji=False, highlight=False)


def print_view(console: Console, renderable: object) -> None:
    """Print a view; in plain output without the spaces rich pads table rows with."""
    if console.color_system is not None:
        console.print(renderable)
        return
    with console.capture() as capture:
        console.print(renderable)
    lines = [line.rstrip() for line in capture.get().splitlines()]
    console.file.write("\n".join(lines) + "\n")
