"""``seasons bot FILE [--player P]``: the bot seats make their pending moves, and the file is saved."""

from __future__ import annotations

import click

from ..botplay import check_bot_seat, play_bots, waiting_for
from ..gamefile import GameRecord, update
from ..script import seat_of, summary
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Only this bot seat's moves.")
def bot(file: str, player: str | None) -> None:
    """Let the bots move: every pending move of the bot seats (or of PLAYER), until a person
    must act or the game is over. Moves are checked and recorded like a person's; the file is
    locked while the bots think.
    """
    def play(record: GameRecord) -> GameRecord:
        seat = seat_of(record.game, player)
        check_bot_seat(record.settings, seat)
        return play_bots(record, seat)

    record, after = update(file, play)
    lines = summary(record, after)
    for line in lines or [f"no bot has a move to make: {waiting_for(after.game)}"]:
        click.echo(line)
