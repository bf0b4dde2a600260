"""``seasons sync FILE``: write the releases you owe, when the game waits for them."""

from __future__ import annotations

import click

from ..escape import escaped
from ..gamefile import GameRecord, expect_head, update
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Which of your seats writes (needed only if you hold several).")
@click.option("--expect", metavar="HEAD", help="Refuse unless the file's head is HEAD.")
@click.option("--email", "as_email", is_flag=True,
              help="Print a ready-to-send email for whoever must write next instead of the summary.")
def sync(file: str, player: str | None, expect: str | None, as_email: bool) -> None:
    """Write your releases alone (no move), when the fair game FILE waits for them: a draw,
    a reroll or a roll of another player needs your link. 'seasons status' says when."""
    from ..gamefile import fair
    from ..protocol.identity import load_identity
    from ..reports.fair import email, summary
    from ..script import seat_of

    identity = load_identity()

    def release(record: GameRecord) -> GameRecord:
        if not fair.is_fair(record):
            raise fair.ProtocolError(f"{escaped(file)} is an open game: it has nothing to sync")
        if expect is not None:
            expect_head(record, expect)
        seat = fair.seat_for(record, identity, seat_of(record.game, player))  # type: ignore[arg-type]
        return fair.sync(record, identity, seat)  # type: ignore[arg-type]

    before, after = update(file, release)
    click.echo(email(before, after, file) if as_email  # type: ignore[arg-type]
               else "\n".join(summary(before, after, file)))  # type: ignore[arg-type]
