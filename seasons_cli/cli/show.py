"""``seasons show FILE [--as PLAYER] [--json] [--svg FILE] [--html FILE]``: the board."""

from __future__ import annotations

import click

from ..gamefile import load, short_head
from ..reports.board import board
from ..script import seat_of
from .common import Export, export_options, game_file, json_option, output


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER", help="Show PLAYER's hand, libraries and draft.")
@json_option
@export_options
def show(file: str, viewer: str | None, as_json: bool, svg: str | None, html: str | None,
         force: bool) -> None:
    """Show the board: the season wheel, the dice, every player's area and who must decide."""
    record = load(file)
    game = record.game
    data = board(game, seat_of(game, viewer), short_head(record.head))
    output(data, board_view, as_json, Export(svg, html, force, file))


def board_view(data: dict) -> object:
    """The rich view of the board, imported only when the board is rendered."""
    from ..views.board import BoardView

    return BoardView(data)
