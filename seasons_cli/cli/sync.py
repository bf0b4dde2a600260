"""``seasons sync FILE``: write the releases you owe, when the game waits for them."""

from __future__ import annotations

import click

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
    from ..reports.fair import email, summary
    from ..script import sync_file

    before, after = sync_file(file, player, expect)
    click.echo(email(before, after, file) if as_email  # type: ignore[arg-type]
               else "\n".join(summary(before, after, file)))  # type: ignore[arg-type]
