"""``seasons bot FILE [--player P]``: the bot seats make their pending moves, and the file is saved."""

from __future__ import annotations

import click

from ..reports.messages import summary
from ..script import bots_file, seat_of
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Only this bot seat's moves.")
def bot(file: str, player: str | None) -> None:
    """Let the bots move: every pending move of the bot seats (or of PLAYER), until a person
    must act or the game is over. Moves are checked and recorded like a person's; the file is
    locked while the bots think. Says what happened as 'seasons move' does, naming no card a
    bot keeps hidden.
    """
    record, after = bots_file(file, lambda game: seat_of(game, player))
    if record.settings.trust != "open":  # its bots write only for the person holding their keys
        from ..reports import fair

        if after is record:
            click.echo(f"no bot you hold has a write to make; {fair.next_line(after, file)}")  # type: ignore[arg-type]
        else:
            click.echo("\n".join(fair.summary(record, after, file)))  # type: ignore[arg-type]
        return
    if after is record:
        from ..botplay import waiting_for

        click.echo(f"no bot has a move to make: {waiting_for(after.game)}")
        return
    click.echo("\n".join(summary(record, after, file)))
