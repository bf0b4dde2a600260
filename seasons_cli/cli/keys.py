"""``seasons keys new|show|export|import``: the identity that signs a person's fair games."""

from __future__ import annotations

import click

from ..english import counted
from .common import FilePath


@click.group()
def keys() -> None:
    """Your identity for fair games: one secret in XDG_DATA_HOME/seasons (default
    ~/.local/share/seasons), mode 0600 in a 0700 folder. It signs every entry you write in a
    fair game, and every per-game secret (your dice chains) is derived from it.

    Back it up with 'seasons keys export FILE': without it you cannot go on in your unfinished
    fair games. The backup holds the secret and the journals of the games you have seen."""


@keys.command("new")
@click.argument("name")
def new(name: str) -> None:
    """Make your identity, NAME being how you call yourself (usually your player name)."""
    from ..protocol.identity import new_identity, save_identity

    identity = new_identity(name)
    where = save_identity(identity)
    click.echo(f"made the identity {identity.name} in {where}")
    click.echo(f"fingerprint: {identity.fingerprint}")
    click.echo("back it up with 'seasons keys export FILE' and keep that file safe")


@keys.command("show")
def show() -> None:
    """Print your name, public key and fingerprint (tell your fingerprint to the others)."""
    from ..protocol.identity import load_identity

    identity = load_identity()
    click.echo(f"name: {identity.name}")
    click.echo(f"public key: {identity.public_key.hex()}")
    click.echo(f"fingerprint: {identity.fingerprint}")


@keys.command("export")
@click.argument("file", type=FilePath(dir_okay=False), metavar="FILE")
def export(file: str) -> None:
    """Write a backup of your identity and journals to FILE (mode 0600: it holds your secret)."""
    from ..protocol.backup import export as write_backup

    identity, journals = write_backup(file)
    click.echo(f"wrote {file}: the identity {identity.name} ({identity.fingerprint}) and "
               f"{counted(journals, 'game journal')}; keep it secret and safe")


@keys.command("import")
@click.argument("file", type=FilePath(dir_okay=False, exists=False), metavar="FILE")
def import_(file: str) -> None:
    """Bring back an identity and its journals from a backup FILE ('seasons keys export')."""
    from ..protocol.backup import restore

    identity, journals = restore(file)
    click.echo(f"imported the identity {identity.name} ({identity.fingerprint}) and "
               f"{counted(journals, 'game journal')}")
