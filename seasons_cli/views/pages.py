"""Pages and images that seasons writes itself, where the terminal's picture is not enough:
``score --html``/``--svg`` (the table, and the prestige chart drawn as lines) and the replay page.

A page is one self-contained file: its styles inline, no script or font from the network, in the
reader's light or dark scheme. Text views go in as rich renders them (``recorded_html``: spans
coloured by ``theme.PAGE_THEME``, whose colours read on both schemes).
"""

from __future__ import annotations

import re
from html import escape

from collections.abc import Callable

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult

from .theme import PAGE_THEME, recording_console, scheme_css

PAGE_STYLE = scheme_css(":root") + """
:root { color-scheme: light dark; }
body { margin: 1.5em; color: var(--text); background: var(--back);
       font: 15px/1.4 system-ui, sans-serif; }
pre.view { font: 13px/1.35 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
           white-space: pre; overflow-x: auto; margin: 0 0 1.2em; }
h1 { font-size: 1.3em; margin: 0 0 0.8em; }
.muted { color: var(--muted); }
"""


def recorded_html(renderable: RenderableType, width: int) -> str:
    """``renderable`` as rich prints it at ``width`` columns, as the inside of a ``<pre>``."""
    recorder = recording_console(width)
    recorder.print(renderable)
    return recorder.export_html(theme=PAGE_THEME, code_format="{code}", inline_styles=True)


def recorded_svg(renderable: RenderableType, width: int, title: str = "seasons") -> str:
    recorder = recording_console(width)
    recorder.print(renderable)
    return recorder.export_svg(title=title)


def page(title: str, body: str, *, style: str = "", script: str = "") -> str:
    """A whole HTML page around ``body`` (HTML), with its own styles and script inline."""
    scripts = f"<script>\n{script}\n</script>\n" if script else ""
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{PAGE_STYLE}{style}</style>\n</head>\n"
            f"<body>\n{body}\n{scripts}</body>\n</html>\n")


def score_page(title: str, table_html: str, chart_svg: str) -> str:
    """``score --html``: the score table as the terminal shows it, then the chart."""
    return page(title, f'<pre class="view">{table_html}</pre>\n{chart_svg}')


_SIZE = re.compile(r'<svg\b[^>]*?viewBox="0 0 ([\d.]+) ([\d.]+)"')
_ROOT = re.compile(r"<svg\b[^>]*>")
_ROOT_SIZE = re.compile(r'\s(?:width|height|x|y)="[^"]*"')


def stacked_svg(*images: str) -> str:
    """One SVG image holding ``images`` (whole SVG documents) one under the other."""
    placed, top, width = [], 0.0, 0.0
    for image in images:
        found = _SIZE.search(image)
        if found is None:
            raise ValueError("an SVG image without a viewBox")
        w, h = float(found.group(1)), float(found.group(2))
        root = _ROOT.search(image)
        tag = _ROOT_SIZE.sub("", root.group(0)).replace(  # type: ignore[union-attr]
            "<svg", f'<svg x="0" y="{top:g}" width="{w:g}" height="{h:g}"', 1)
        placed.append(image[:root.start()] + tag + image[root.end():])  # type: ignore[union-attr]
        top, width = top + h, max(width, w)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {top:g}" '
            f'width="{width:g}" height="{top:g}">\n' + "\n".join(placed) + "</svg>\n")


class WithPage:
    """A text view whose HTML export is a page of its own (``replay --html``): printed as
    ``view``, exported as what ``make_page()`` writes."""

    def __init__(self, view: RenderableType, make_page: Callable[[], str]) -> None:
        self.view, self.make_page = view, make_page

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.view

    def export_html(self, width: int) -> str:
        return self.make_page()
