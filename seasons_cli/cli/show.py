"""``seasons show FILE [--as PLAYER] [--cards] [--json] [--svg FILE] [--html FILE]``: the board."""

from __future__ import annotations

import click

from ..gamefile import load, short_head
from ..reports.board import board, card_texts
from ..script import seat_of
from .common import Export, export_options, game_file, json_option, output


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER", help="Show PLAYER's hand, libraries and draft.")
@click.option("--cards", "with_cards", is_flag=True,
              help="Also print what each card does: those in play, and PLAYER's own with --as.")
@json_option
@export_options
def show(file: str, viewer: str | None, with_cards: bool, as_json: bool, svg: str | None,
         html: str | None) -> None:
    """Show the board: the season wheel, the dice, every player's area and who must decide."""
    record = load(file)
    game = record.game
    seat = seat_of(game, viewer)
    data = board(game, seat, short_head(record.head))
    if with_cards:
        data["cards"] = card_texts(game, seat)
    output(data, board_view, as_json, Export(svg, html))


def board_view(data: dict) -> object:
    """The rich view of the board, imported only when the board is rendered."""
    from ..views.board import BoardView

    return BoardView(data)
