"""``seasons score FILE [--json]``: the score table (provisional until the game is over) and each
player's prestige over time."""

from __future__ import annotations

import click

from ..gamefile import load
from ..reports.score import score_report
from .common import Export, export_options, game_file, json_option, output


@click.command()
@game_file
@json_option
@export_options
def score(file: str, as_json: bool, svg: str | None, html: str | None, force: bool) -> None:
    """Show each player's score parts, total and rank, and a chart of their prestige by round."""
    output(score_report(load(file)), view, as_json, Export(svg, html, force, file))


def view(data: dict) -> object:
    """The rich view of the scores, imported only when they are rendered."""
    from ..views.fair import with_trust
    from ..views.score import score_view

    return with_trust(data, score_view(data))
