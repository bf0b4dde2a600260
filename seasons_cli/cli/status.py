"""``seasons status FILE [--player P] [--json]``: one line, and an exit code for scripts and prompts."""

from __future__ import annotations

import click

from ..gamefile import load
from ..gamefile.record import short_head
from ..reports.status import status as game_status
from ..script import seat_of
from .common import echo_json, game_file, json_option, player_option


@click.command()
@game_file
@player_option("Whose status: exit 0 if PLAYER must act, 3 if PLAYER waits on others.")
@json_option
def status(file: str, player: str | None, as_json: bool) -> None:
    """Print whose turn it is and what they must decide, in one line.

    \b
    Exit codes: 0  PLAYER must act (without --player: somebody must act)
                3  PLAYER is waiting on other players
                4  the game is over
                1  an error (the file is missing or unsound); 2 a usage error
    """
    record = load(file)
    seat = seat_of(record.game, player)
    if record.settings.trust != "open":
        from ..reports.fair import status as fair_status

        found = fair_status(record, seat, short_head(record.head))  # type: ignore[arg-type]
    else:
        found = game_status(record.game, seat, short_head(record.head))
    if as_json:
        echo_json(found)
    else:
        click.echo(found["line"])
    if found["exit_code"]:
        raise click.exceptions.Exit(found["exit_code"])
