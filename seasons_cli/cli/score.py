"""``seasons score FILE [--json]``: the score table (provisional until the game is over)."""

from __future__ import annotations

from pathlib import Path

import click

from ..gamefile import load
from ..reports.score import scores
from ..views.score import score_table
from .common import game_file, json_option, output


@click.command()
@game_file
@json_option
def score(file: Path, as_json: bool) -> None:
    """Show each player's score parts, total and rank."""
    output(scores(load(file).game), score_table, as_json)
