"""``seasons replay FILE [--json]``: the whole history, every move and chance outcome."""

from __future__ import annotations

from pathlib import Path

import click

from ..gamefile import load
from ..reports.replay import history, sections
from ..views.replay import ReplayView
from .common import echo_json, game_file, json_option, show_view


@click.command()
@game_file
@json_option
def replay(file: Path, as_json: bool) -> None:
    """Tell the game's history, grouped by phase, year, season and round."""
    record = load(file)
    if as_json:
        echo_json(history(record))
    else:
        show_view(ReplayView(sections(record)))
