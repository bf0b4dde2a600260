"""``seasons move FILE [--player P] MOVE...``: play one move, or many from stdin, and save."""

from __future__ import annotations

import click

from ..escape import escaped
from ..gamefile import GameRecord
from ..reports.messages import write_words
from ..script import ScriptMove, move_file, read_script, script_text
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Whose move it is (needed when several players must decide).")
@click.option("--expect", metavar="HEAD", help="Refuse unless the file's head is HEAD (as "
              "'seasons show' prints it): nobody has moved since your copy.")
@click.option("--quiet", "-q", is_flag=True, help="Print nothing (errors still go to stderr).")
@click.option("--email", "as_email", is_flag=True,
              help="Print a ready-to-send email for the next player instead of the summary.")
@click.option("--git", "git_commit", is_flag=True,
              help="Commit FILE in its git repository after the move, naming the move and head.")
@click.argument("move", nargs=-1, required=True)
def move(file: str, player: str | None, expect: str | None, quiet: bool, as_email: bool,
         git_commit: bool, move: tuple[str, ...]) -> None:
    """Play MOVE (several words, or '-' to read moves from stdin, one per line) and save FILE.

    Then say what happened, who must act next and how. With '-', every move is applied in memory
    first: if one fails, FILE is left untouched. The file is locked while it is read, checked and
    written, and not written over if another program replaced or changed it meanwhile. The bot
    seats then move on their own until a person must act (unless the setting bots.auto is false).
    """
    script = read_script(script_text(click.open_file("-", "rb").read())) \
        if move == ("-",) else [ScriptMove(" ".join(move))]
    if git_commit:
        from .. import vcs

        vcs.check_repository(file)

    record, after = move_file(file, script, player, expect)
    if after is record:
        return None if quiet else click.echo("no moves were given: nothing changed")
    return report_write(file, record, after, quiet=quiet, as_email=as_email,
                        git_commit=git_commit)


def report_write(file: str, before: GameRecord, after: GameRecord, *, quiet: bool = False,
                 as_email: bool = False, git_commit: bool = False) -> None:
    """After a write (``seasons move``, ``seat``): commit it (``--git``), then print what
    happened as the summary (``messages.summary``) or as an email."""
    done = None
    if git_commit:
        from .. import vcs

        done = vcs.commit(file, write_words(before, after, file, "commit"))
    if not quiet:
        click.echo(write_words(before, after, file, "email" if as_email else "summary"))
        if done:  # beside an email, on stderr: the email stays ready to send
            click.echo(f"committed {done} in the git repository of {escaped(file)}", err=as_email)

