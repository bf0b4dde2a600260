"""``seasons move FILE [--player P] MOVE...``: play one move, or many from stdin, and save."""

from __future__ import annotations

import click

from ..escape import escaped
from ..gamefile import GameRecord, expect_head, update
from ..reports.messages import commit_message, email, email_values, summary
from ..script import ScriptMove, play_script, read_script, script_text
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
    written.
    """
    script = read_script(script_text(click.open_file("-", "rb").read())) \
        if move == ("-",) else [ScriptMove(" ".join(move))]
    if git_commit:
        from .. import vcs

        vcs.check_repository(file)

    def play(record: GameRecord) -> GameRecord:
        if expect is not None:
            expect_head(record, expect)
        return play_script(record, script, player)

    record, after = update(file, play)
    if after is record:
        return None if quiet else click.echo("no moves were given: nothing changed")
    done = vcs.commit(file, commit_message(record, after, file)) if git_commit else None
    if not quiet:
        click.echo(_email(record, after, file) if as_email else "\n".join(summary(record, after, file)))
        if done:  # beside an email, on stderr: the email stays ready to send
            click.echo(f"committed {done} in the git repository of {escaped(file)}", err=as_email)


def _email(before: GameRecord, after: GameRecord, file: str) -> str:
    """The email, from the ``email.subject`` and ``email.template`` settings."""
    from .. import config

    return email(email_values(before, after, file), config.get("email.subject"),
                 config.get("email.template"))
