"""``seasons undo FILE --player P``: take back P's last move, when Board Game Arena would allow it."""

from __future__ import annotations

import click

from ..describe import describe_pending
from ..gamefile import GameRecord, expect_head, short_head, update
from ..gamefile.undo import undo as take_back
from ..script import deciding_seat, seat_of
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Whose last move to take back (default: the 'player' setting, else the only "
               "player who must decide now).")
@click.option("--expect", metavar="HEAD", help="Refuse unless the file's head is HEAD.")
def undo(file: str, player: str | None, expect: str | None) -> None:
    """Take back PLAYER's last move, if nothing has happened since that they could learn from.

    Allowed only while PLAYER is still the one to act, nobody else has moved since, and the
    move (with the automatic moves that followed it) revealed no die roll and no card. Draft
    picks and library splits are final (R6.2, R6.4). One move is taken back at a time; run it
    again to take back the one before.
    """
    def change(record: GameRecord) -> GameRecord:
        if expect is not None:
            expect_head(record, expect)
        return take_back(record, whose(record, player))

    before, after = update(file, change)
    gone = before.history[-1]
    click.echo(f"took back move {gone.number}, {gone.player}: {gone.move}; "
               f"next: {'; '.join(describe_pending(after.game))}")
    click.echo(f"head: {short_head(after.head)}")


def whose(record: GameRecord, player: str | None) -> int:
    """The player found as ``seasons move`` finds them: ``--player``, else the ``player``
    setting, else the only player who must decide now (the one who may take a move back; in a
    finished game, whoever moved last, to be told why not)."""
    game = record.game
    seat = seat_of(game, player)
    if seat is not None:
        return seat
    if game.finished and record.history:
        return game.settings.players.index(record.history[-1].player)
    return deciding_seat(game, None)
