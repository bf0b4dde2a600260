"""``seasons show FILE [--as PLAYER] [--json] [--svg FILE] [--html FILE]``: the board."""

from __future__ import annotations

import click

from ..gamefile import load, short_head
from ..reports.board import board
from ..script import seat_of
from .common import Export, export_options, game_file, json_option, output


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER", help="Show PLAYER's hand, libraries and draft, "
              "after what happened since PLAYER last moved.")
@json_option
@export_options
def show(file: str, viewer: str | None, as_json: bool, svg: str | None, html: str | None,
         force: bool) -> None:
    """Show the board: the season wheel, the dice, every player's area and who must decide.

    With --as PLAYER (or the 'player' setting), it opens with what happened since PLAYER's last
    move, in the words of 'seasons replay', naming no card PLAYER may not see."""
    record = load(file)
    game = record.game
    seat = seat_of(game, viewer)
    data = board(game, seat, short_head(record.head))
    if seat is not None and record.history:
        from ..reports.digest import digest

        data["digest"] = digest(record, seat)
    output(data, lambda shown: board_view(shown, file), as_json, Export(svg, html, force, file))


def board_view(data: dict, file: str) -> object:
    """The rich view of the board, opened by the digest when there is one; imported only when
    the board is rendered."""
    from ..views.board import BoardView

    if "digest" not in data:
        return BoardView(data)
    from rich.console import Group
    from rich.text import Text

    from ..views.digest import DigestView

    return Group(DigestView(data["digest"], file), Text(), BoardView(data))
