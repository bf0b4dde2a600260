"""``seasons join FILE --as NAME``: take a seat in a fair game with your identity."""

from __future__ import annotations

import click

from ..escape import escaped
from ..gamefile import GameRecord, update
from .common import game_file


@click.command()
@game_file
@click.option("--as", "name", required=True, metavar="NAME", help="The seat to take.")
def join(file: str, name: str) -> None:
    """Join the fair game FILE at seat NAME: your public keys and your commitments to your dice
    chains, signed with your identity (seasons keys). The game starts once every seat has
    joined; check the others' fingerprints (seasons show) once, out of band."""
    from ..gamefile import fair
    from ..protocol.identity import load_identity
    from ..script import seat_of

    identity = load_identity()

    def take_seat(record: GameRecord) -> GameRecord:
        if not fair.is_fair(record):
            raise fair.ProtocolError(f"{escaped(file)} is an open game: nobody joins it")
        return fair.join(record, identity, seat_of(record.game, name))  # type: ignore[arg-type]

    _, after = update(file, take_seat)
    click.echo(f"{name} joined {escaped(file)} (fingerprint {identity.fingerprint})")
    waiting = fair.situation(after)  # type: ignore[arg-type]
    if waiting is not None and not after.ledger.started:  # type: ignore[attr-defined]
        click.echo(f"next: {waiting[1]}")
    else:
        click.echo(f"everyone has joined: the game starts; next: {waiting[1] if waiting else ''}")
