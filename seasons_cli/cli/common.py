"""What every command shares: the options, and printing data as JSON or as a view."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

import click

from ..paths import as_named
from ..plain import Frozen, assign


class FilePath(click.Path):
    """``click.Path`` giving the path as a ``str``, written as ``pathlib`` writes it
    (``paths.as_named``): how the commands name the file in what they print."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        return as_named(os.fsdecode(super().convert(value, param, ctx)))


game_file = click.argument("file", type=FilePath(dir_okay=True), metavar="FILE")
json_option = click.option("--json", "as_json", is_flag=True,
                           help="Print JSON instead of text (see docs/json.md).")


def edition_option(help_text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--edition 1|2`` (default 2): the card edition of D7, as an integer."""
    return click.option("--edition", type=click.Choice(("1", "2")), default="2", show_default=True,
                        callback=lambda ctx, param, value: int(value), help=help_text)


def player_option(help_text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    return click.option("--player", "-p", metavar="PLAYER", help=help_text)


def export_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--svg FILE`` and ``--html FILE``: also write what is printed, in colour, for sharing;
    ``--force``: even over a file that is not an earlier export (``export.py``)."""
    path = FilePath(dir_okay=False, writable=True)
    command = click.option("--force", is_flag=True,
                           help="Write the --svg or --html FILE even over a file that is not an "
                                "earlier export of seasons, or over the game file.")(command)
    command = click.option("--html", type=path, metavar="FILE",
                           help="Also write the text shown to FILE as an HTML page (in colour).")(command)
    return click.option("--svg", type=path, metavar="FILE",
                        help="Also write the text shown to FILE as an SVG image (in colour).")(command)


class Export(Frozen):
    """Where to write the printed view besides standard output (``--svg``, ``--html``), whether
    over any file (``--force``), and the game file shown (never written over without it)."""

    __slots__ = ("svg", "html", "force", "game")  # noqa: RUF023 (field order)
    svg: str | None
    html: str | None
    force: bool
    game: str | None

    def __init__(self, svg: str | None = None, html: str | None = None, force: bool = False,
                 game: str | None = None) -> None:
        assign(self, "svg", svg)
        assign(self, "html", html)
        assign(self, "force", force)
        assign(self, "game", game)

    def __bool__(self) -> bool:
        return bool(self.svg or self.html)


NO_EXPORT = Export()


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False))


def show_view(view: Any, export: Export = NO_EXPORT) -> None:
    """Print ``view``; with ``export``, also write it as SVG and/or HTML at the same width. The
    files are checked first: a refused one is refused before anything is printed. A view laid
    out as lines (``views.lines.LineView``) is written without rich in plain output."""
    if not export and hasattr(view, "lines"):
        from ..views.lines import console_width, plain_output, plain_text

        if plain_output():
            click.echo(plain_text(view.lines(console_width())), nl=False)
            return
    from ..views.theme import make_console, print_view, recording_console

    console = make_console()
    if not export:
        print_view(console, view)
        return
    from . import export as exports

    exports.check(export)
    print_view(console, view)
    recorder = recording_console(console.width)
    recorder.print(view)
    exports.write(export, recorder, view)


def output(data: Any, view: Callable[[Any], Any], as_json: bool,
           export: Export = NO_EXPORT) -> None:
    """``data`` as JSON, or rendered by ``view(data)`` (and exported, see ``show_view``)."""
    if as_json and export:
        raise click.UsageError("--svg and --html export the text view: leave out --json")
    if as_json:
        echo_json(data)
    else:
        show_view(view(data), export)
