"""``seasons move FILE [--player P] MOVE...``: play one move, or many from stdin, and save."""

from __future__ import annotations

from pathlib import Path

import click

from ..gamefile import GameRecord, expect_head, update
from ..script import ScriptMove, play_script, read_script, summary
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Whose move it is (needed when several players must decide).")
@click.option("--expect", metavar="HEAD", help="Refuse unless the file's head is HEAD (as "
              "'seasons show' prints it): nobody has moved since your copy.")
@click.argument("move", nargs=-1, required=True)
def move(file: Path, player: str | None, expect: str | None, move: tuple[str, ...]) -> None:
    """Play MOVE (several words, or '-' to read moves from stdin, one per line) and save FILE.

    With '-', every move is applied in memory first: if one fails, FILE is left untouched.
    The file is locked while it is read, checked and written.
    """
    script = read_script(click.open_file("-").read()) if move == ("-",) \
        else [ScriptMove(" ".join(move))]

    def play(record: GameRecord) -> GameRecord:
        if expect is not None:
            expect_head(record, expect)
        return play_script(record, script, player)

    record, after = update(file, play)
    for line in summary(record, after) or ["no moves were given: nothing changed"]:
        click.echo(line)
