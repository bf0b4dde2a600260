"""What every command shares: the options, and printing data as JSON or as a view."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ..views.theme import make_console, print_view

game_file = click.argument("file", type=click.Path(dir_okay=True, path_type=Path), metavar="FILE")
json_option = click.option("--json", "as_json", is_flag=True,
                           help="Print JSON instead of text (see docs/json.md).")


def edition_option(help_text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--edition 1|2`` (default 2): the card edition of D7, as an integer."""
    return click.option("--edition", type=click.Choice(("1", "2")), default="2", show_default=True,
                        callback=lambda ctx, param, value: int(value), help=help_text)


def player_option(help_text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    return click.option("--player", "-p", metavar="PLAYER", help=help_text)


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False))


def show_view(view: Any) -> None:
    print_view(make_console(), view)


def output(data: Any, view: Callable[[Any], Any], as_json: bool) -> None:
    """``data`` as JSON, or rendered by ``view(data)``."""
    if as_json:
        echo_json(data)
    else:
        show_view(view(data))
