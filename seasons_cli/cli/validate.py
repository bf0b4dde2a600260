"""``seasons validate FILE``: the schema and replay check, as one line and an exit code."""

from __future__ import annotations

import click

from ..english import counted
from ..escape import escaped
from ..gamefile import load
from .common import game_file


@click.command()
@game_file
def validate(file: str) -> None:
    """Check FILE against the schema and replay its history; exit 0 only for a sound file.

    Always in full, even for a file this seasons has checked or written before, which other
    commands do not replay again (see 'seasons --help')."""
    record = load(file, in_full=True)
    game = record.game
    where = "finished" if game.finished else f"year {game.year}, {game.season}, round {game.round}"
    moves = len(record.history)
    if record.settings.trust == "open":
        click.echo(f"{escaped(file)}: valid ({counted(moves, 'move')}, {where})")
        return
    from ..reports.fair import kind_line

    click.echo(f"{escaped(file)}: valid ({record.settings.trust} game: "
               f"{counted(moves, 'entry', 'entries')}, each signed by its player's key; {where})")
    click.echo(kind_line(record.settings.trust))
