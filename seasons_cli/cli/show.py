"""``seasons show FILE [--as PLAYER] [--json]``: the board."""

from __future__ import annotations

from pathlib import Path

import click

from ..gamefile import load, short_head
from ..reports.board import board
from ..script import seat_of
from ..views.board import BoardView
from .common import game_file, json_option, output


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER", help="Show PLAYER's hand, libraries and draft.")
@json_option
def show(file: Path, viewer: str | None, as_json: bool) -> None:
    """Show the board: season, dice, every player's area and who must decide."""
    record = load(file)
    game = record.game
    output(board(game, seat_of(game, viewer), short_head(record.head)), BoardView, as_json)
