"""``seasons move FILE [--player P] MOVE...``: play one move, or many from stdin, and save."""

from __future__ import annotations

from pathlib import Path

import click

from ..gamefile import load, save
from ..script import ScriptMove, play_script, read_script, summary
from .common import game_file, player_option


@click.command()
@game_file
@player_option("Whose move it is (needed when several players must decide).")
@click.argument("move", nargs=-1, required=True)
def move(file: Path, player: str | None, move: tuple[str, ...]) -> None:
    """Play MOVE (several words, or '-' to read moves from stdin, one per line) and save FILE.

    With '-', every move is applied in memory first: if one fails, FILE is left untouched.
    """
    record = load(file)
    script = read_script(click.open_file("-").read()) if move == ("-",) \
        else [ScriptMove(" ".join(move))]
    after = play_script(record, script, player)
    if after is not record:
        save(file, after)
    for line in summary(record, after) or ["no moves were given: nothing changed"]:
        click.echo(line)
