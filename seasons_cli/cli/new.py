"""``seasons new FILE --players alice,bob``: set up a game and write its file."""

from __future__ import annotations

import re
import secrets
from pathlib import Path

import click

from ..describe import describe_pending
from ..engine import Settings
from ..engine.model import LEVELS
from ..gamefile import create, save
from .common import game_file
from .errors import Failure

NAME = re.compile(r"[A-Za-z0-9_.-]{1,24}")


def _players(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in value.split(","))
    for name in names:
        if not NAME.fullmatch(name):
            raise click.BadParameter(f"{name!r} is not a player name: "
                                     "use 1 to 24 letters, digits, '_', '.' or '-'")
    if not 2 <= len(names) <= 4 or len(set(names)) != len(names):
        raise click.BadParameter("give 2 to 4 different names, separated by commas")
    return names


def _decks(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[int, ...] | None:
    if value is None:
        return None
    try:
        return tuple(int(part) for part in value.split(","))
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a list of deck numbers like 1,3") from None


def _seed(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not 1 <= len(value) <= 100:
        raise click.BadParameter("a seed has 1 to 100 characters")
    return value


@click.command()
@game_file
@click.option("--players", required=True, callback=_players, metavar="NAMES",
              help="2 to 4 player names in seat order, separated by commas: alice,bob,carol.")
@click.option("--level", type=click.Choice(LEVELS), default="apprentice", show_default=True,
              help="apprentice: pre-built decks; wizard: draft of cards 1-30.")
@click.option("--seed", callback=_seed, help="Seed of every chance outcome (default: random).")
@click.option("--decks", callback=_decks, metavar="N,N", help="Apprentice decks by seat, e.g. 1,3.")
@click.option("--force", is_flag=True, help="Overwrite FILE if it exists.")
def new(file: Path, players: tuple[str, ...], level: str, seed: str | None,
        decks: tuple[int, ...] | None, force: bool) -> None:
    """Set up a new game and write it to FILE."""
    if file.exists() and not force:
        raise Failure(f"{file} already exists (use --force to overwrite it)")
    seed = seed or secrets.token_hex(8)
    record = create(Settings(players, level, seed, decks=decks))
    save(file, record)
    click.echo(f"created {file}: {level} game for {', '.join(players)}, seed {seed}")
    click.echo(f"next: {'; '.join(describe_pending(record.game))}")
