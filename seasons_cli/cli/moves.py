"""``seasons moves FILE [--player P] [--json]``: the legal moves, each with its notation."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from ..gamefile import load
from ..reports.moves import moves as legal_moves
from ..script import seat_of
from .common import game_file, json_option, output, player_option

if TYPE_CHECKING:
    from ..engine.model import Game


@click.command()
@game_file
@player_option("Only this player's moves.")
@json_option
def moves(file: str, player: str | None, as_json: bool) -> None:
    """List every legal move of the pending decision(s).

    A fair game that waits for a player to join or for a release has none: the reason is
    printed instead (on stderr with --json, whose list is then empty)."""
    record = load(file)
    game = record.game
    seat = seat_of(game, player)
    if record.settings.trust != "open":
        from ..reports.fair import as_seen, no_moves

        if record.settings.trust == "sealed":  # as its runner sees it, from their seat
            from ..gamefile.sealed import moves_for

            game, seat, reason = moves_for(record, seat)  # type: ignore[arg-type]
        else:
            game = as_seen(record, seat)  # type: ignore[arg-type]
            reason = no_moves(record, game)  # type: ignore[arg-type]
        if reason is not None:
            click.echo(f"no moves now: {reason}", err=as_json)
            if as_json:
                output([], str, as_json)
            return
    found = legal_moves(game, seat)
    output(found, lambda data: moves_view(data, game, seat), as_json)


def moves_view(data: list, game: Game, seat: int | None) -> object:
    """The rich view of the moves and who must decide, imported only when they are rendered."""
    from ..reports.board import pending_data
    from ..views.moves import MovesView

    return MovesView(data, pending_data(game, seat))
