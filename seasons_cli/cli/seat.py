"""``seasons seat FILE NAME --bot STRENGTH|--person``: hand a seat to a bot mid-game, or back."""

from __future__ import annotations

import click

from ..engine.model import Game
from ..gamefile.seats import SeatError
from ..script import default_player, seat_file, seat_of
from . import params
from .common import game_file, player_option
from .move import report_write


@click.command()
@game_file
@click.argument("name", metavar="NAME")
@click.option("--bot", "strength", metavar="STRENGTH", callback=params.strength,
              help="Hand NAME's seat to a bot: random, greedy or strong.")
@click.option("--person", is_flag=True, help="Hand NAME's seat back to a person.")
@player_option("Who you are: NAME (default: the 'player' setting). Only a seat's own player "
               "hands it over.")
@click.option("--expect", metavar="HEAD", help="Refuse unless the file's head is HEAD.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing (errors still go to stderr).")
@click.option("--email", "as_email", is_flag=True,
              help="Print a ready-to-send email for the next player instead of the summary.")
@click.option("--git", "git_commit", is_flag=True,
              help="Commit FILE in its git repository after the change.")
def seat(file: str, name: str, strength: str | None, person: bool, player: str | None,
         expect: str | None, quiet: bool, as_email: bool, git_commit: bool) -> None:
    """Hand NAME's seat to a bot (--bot STRENGTH) or back to a person (--person), and save FILE.

    The change is recorded in the history (a seat change, no move), agreed by NAME: run it as
    NAME (--player NAME, or the 'player' setting). Then the bot seats move on their own until a
    person must act (unless the setting bots.auto is false), and it says what happened as
    'seasons move' does.
    """
    if (strength is not None) == person:
        raise click.UsageError("give one of --bot STRENGTH and --person")
    if git_commit:
        from .. import vcs

        vcs.check_repository(file)
    before, after = seat_file(file, lambda game: agreed_seat(game, name, player), strength,
                              expect)
    report_write(file, before, after, quiet=quiet, as_email=as_email, git_commit=git_commit)


def agreed_seat(game: Game, name: str, player: str | None) -> int:
    """NAME's seat, when the one running the command is NAME (docs/rulings.md, seat changes)."""
    seat = seat_of(game, name)
    who = player if player is not None else default_player(game)
    if who != name:
        other = f", not {who}" if who else ""
        raise SeatError(f"only {name} can hand {name}'s seat over{other}: run it as {name} "
                        f"(--player {name})")
    return seat
