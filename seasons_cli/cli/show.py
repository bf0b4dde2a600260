"""``seasons show FILE [--as PLAYER] [--cards] [--json] [--svg FILE] [--html FILE]``: the board."""

from __future__ import annotations

import click

from ..gamefile import load, short_head
from ..reports.board import board, card_texts
from ..script import seat_of
from .common import Export, export_options, game_file, json_option, output


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER", help="Show PLAYER's hand, libraries and draft, "
              "after what happened since PLAYER last moved.")
@click.option("--cards", "with_cards", is_flag=True,
              help="Also print what each card does: those in play, and PLAYER's own with --as.")
@json_option
@export_options
def show(file: str, viewer: str | None, with_cards: bool, as_json: bool, svg: str | None,
         html: str | None, force: bool) -> None:
    """Show the board: the season wheel, the dice, every player's area and who must decide.

    With --as PLAYER (or the 'player' setting), it opens with what happened since PLAYER's last
    move, in the words of 'seasons replay', naming no card PLAYER may not see."""
    record = load(file)
    seat = seat_of(record.game, viewer)
    game = record.game
    if record.settings.trust != "open":  # as its viewer may see it (the roller sees the roll)
        from ..reports.fair import as_seen

        game = as_seen(record, seat)  # type: ignore[arg-type]
    data = board(game, seat, short_head(record.head))
    if record.settings.trust != "open":  # and what its kind guarantees
        from ..reports.fair import trust_data

        data["trust"] = trust_data(record)  # type: ignore[arg-type]
    if with_cards:
        data["cards"] = card_texts(game, seat)
    if seat is not None and record.history:
        from ..reports.digest import digest

        data["digest"] = digest(record, seat)
    output(data, lambda shown: board_view(shown, file), as_json, Export(svg, html, force, file))


def board_view(data: dict, file: str) -> object:
    """The rich view of the board, opened by the digest when there is one and closed by what a
    fair game's kind guarantees; imported only when the board is rendered."""
    from ..views.board import BoardView

    if "digest" not in data and "trust" not in data:
        return BoardView(data)
    from rich.console import Group
    from rich.text import Text

    parts: list[object] = [BoardView(data)]
    if "digest" in data:
        from ..views.digest import DigestView

        parts[:0] = [DigestView(data["digest"], file), Text()]
    if "trust" in data:
        from ..views.fair import TrustView

        parts.append(TrustView(data["trust"]))
    return Group(*parts)
