"""``seasons play FILE [--as NAME,...] [--email] [--git]``: play at the terminal, turn by turn."""

from __future__ import annotations

import sys

import click

from .common import game_file
from .errors import Failure


def names(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[str, ...] | None:
    """``--as alice,bob`` -> ``("alice", "bob")``."""
    if value is None:
        return None
    found = tuple(name.strip() for name in value.split(",") if name.strip())
    if not found:
        raise click.BadParameter("give one or more player names, separated by commas")
    return found


@click.command()
@game_file
@click.option("--as", "players", metavar="PLAYER", callback=names,
              help="Who plays at this terminal (default: the 'player' setting, else the one "
                   "person who must act); several, comma-separated, for a hot-seat game.")
@click.option("--email", "as_email", is_flag=True,
              help="When someone else must act, print a ready-to-send email for them.")
@click.option("--git", "git_commit", is_flag=True,
              help="When someone else must act, commit FILE in its git repository.")
def play(file: str, players: tuple[str, ...] | None, as_email: bool, git_commit: bool) -> None:
    """Play FILE at the terminal: what happened since your last move, the board, your moves.

    Type a move (Tab completes it, Up recalls your earlier moves) or its number. Each move is
    checked and saved as 'seasons move' saves it; bot seats move in between. When nobody at
    this terminal must act, it says who must, offers the email or the commit for them, and
    ends. 'quit', Ctrl-D or Ctrl-C leave at once; every move played is already saved.

    In a fair game you play the seats your identity holds: each write is signed and carries your
    releases, the roller and the drawer see what their release completes before deciding, and
    when the game waits for your release alone the one move offered is 'sync'.
    """
    if not sys.stdin.isatty():
        raise Failure("seasons play needs a terminal to read moves from (scripts: seasons move)")
    try:
        from ..prompt import PromptReader
    except ImportError:
        raise Failure("seasons play needs prompt_toolkit: pip install 'seasons-cli[play]'") \
            from None
    if git_commit:
        from .. import vcs

        vcs.check_repository(file)
    from ..session import Session
    from ..views.theme import make_console

    session = Session(file, players, PromptReader(), make_console(), as_email=as_email,
                      git_commit=git_commit)
    code = session.run()
    if code:
        raise click.exceptions.Exit(code)
