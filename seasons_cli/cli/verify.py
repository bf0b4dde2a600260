"""``seasons verify FILE [OTHER]``: compare a fair game with what you have seen of it, and print
the proof when one player signed two versions of one move; ``seasons verify FILE --final``:
replay a finished sealed game in the open, every hidden card read (``gamefile.final``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from ..escape import escaped
from .common import FilePath, echo_json, game_file
from .errors import Failure

if TYPE_CHECKING:
    from ..gamefile import GameRecord


@click.command()
@game_file
@click.argument("other", required=False, type=FilePath(dir_okay=False), metavar="[OTHER]")
@click.option("--final", is_flag=True, help="For a finished sealed game: read every card with "
              "the last shares and replay the whole game in the open, naming whoever cheated.")
def verify(file: str, other: str | None, final: bool) -> None:
    """Compare the history of the fair game FILE with your journal of that game (the entries
    you have seen), or with the game file OTHER. Exit 0 when they agree; else print where they
    part, both versions, and, when one player signed both, that this proves they cheated
    (exit 1).

    With --final, once a sealed game is over and everyone has synced their last shares: every
    card hidden during the game is read and the game replayed with every card known, as an open
    game is checked; each cheat a hidden card covered is printed with its entry and its player
    (exit 1)."""
    from ..gamefile import fair
    from ..gamefile.files import check, parse, read_bytes
    from ..protocol import journal

    data = parse(read_bytes(file), file)
    record = check(data, file)  # every signature, link and move: but not the journal
    if record.settings.trust == "open":
        raise Failure(f"{escaped(file)} is an open game: it has no signed history to verify")
    if final:
        _final(file, record, other)
        return
    if other is None:
        seen, against = journal.read(record.genesis).accepted, "your journal of this game"
    else:
        seen, against = parse(read_bytes(other), other)["history"], other
    found = fair.fork(record.settings, seen, data["history"])
    if found is None:
        click.echo(f"{escaped(file)} agrees with {against} ({len(seen)} entries seen, "
                   f"{len(data['history'])} in the file)")
        return
    if found.signer is not None:
        click.echo(f"proof: {found.signer} signed two different entries for move "
                   f"{found.number} of this game; both signatures check with the key "
                   f"{found.signer} joined with")
    else:
        click.echo(f"{escaped(file)} and {against} part at move {found.number}")
    click.echo(f"in {against}:")
    echo_json(found.seen)
    click.echo(f"in {escaped(file)}:")
    echo_json(found.found)
    raise click.exceptions.Exit(1)


def _final(file: str, record: GameRecord, other: str | None) -> None:
    """``verify --final``: the open replay of a finished sealed game (``gamefile.final``)."""
    from ..gamefile.final import audit

    if other is not None:
        raise Failure("verify --final checks one file: leave out OTHER")
    if record.settings.trust != "sealed":
        raise Failure(f"{escaped(file)} is not a sealed game: --final reads a sealed game's "
                      "hidden cards")
    moves, findings = audit(record)  # type: ignore[arg-type]
    if not findings:
        click.echo(f"{escaped(file)}: every hidden card read and the game replayed in the open: "
                   f"{moves} moves, each legal with every card known")
        return
    for finding in findings:
        click.echo(f"cheat: {finding}")
    raise click.exceptions.Exit(1)
