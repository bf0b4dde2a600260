"""``seasons new FILE --players alice,bob``: set up a game and write its file."""

from __future__ import annotations

import os
import secrets

import click

from ..describe import describe_pending
from ..engine import Settings
from ..engine.model import LEVELS
from ..escape import escaped, shell_word as quoted
from ..gamefile import create, save
from ..gamefile.record import bots_in_seat_order
from . import params
from .common import edition_option, game_file
from .content import content_options
from .errors import Failure


@click.command()
@game_file
@click.option("--players", required=True, callback=params.players, metavar="NAMES",
              help="2 to 4 player names in seat order, separated by commas: alice,bob,carol.")
@click.option("--level", type=click.Choice(LEVELS, case_sensitive=False), default="apprentice",
              show_default=True,
              help="apprentice: pre-built decks; wizard: draft of cards 1-30; archmage: draft of "
                   "all 50 cards.")
@click.option("--seed", callback=params.seed, help="Seed of every chance outcome (default: random).")
@click.option("--decks", callback=params.decks, metavar="N,N",
              help="Apprentice decks by seat, e.g. 1,3.")
@edition_option("Card edition: 1 changes Balance of Ishtar and Idol of the Familiar (D7).")
@click.option("--bot", "bots", multiple=True, callback=params.bots, metavar="NAME=STRENGTH",
              help="Seat NAME is played by a bot: random, greedy or strong (repeatable).")
@click.option("--trust", type=click.Choice(("open", "fair", "sealed")), metavar="KIND",
              help="The kind of game: open (the default, or the 'trust' setting) or fair (every "
              "move signed, dice and draws nobody can foresee: docs/fair-play.md).")
@content_options
@click.option("--force", is_flag=True, help="Overwrite FILE if it exists.")
def new(file: str, players: tuple[str, ...], level: str, seed: str | None,
        decks: tuple[int, ...] | None, edition: int, bots: tuple[tuple[str, str], ...],
        trust: str | None, content: dict[str, object], force: bool) -> None:
    """Set up a new game and write it to FILE.

    A fair game waits for its players: each runs 'seasons join FILE --as NAME'."""
    if os.path.exists(file) and not force:
        raise Failure(f"{escaped(file)} already exists (use --force to overwrite it)")
    trust = trust or _default_trust()
    if trust == "sealed" and not content:  # with expansion content the engine says why
        raise Failure("sealed games are not yet available: choose --trust open or fair")
    if trust != "open" and seed is not None:
        raise Failure("a fair game has no --seed: its chance comes from its players' dice "
                      "chains, and its settings hold a random nonce instead")
    seed = seed or (secrets.token_hex(32) if trust != "open" else secrets.token_hex(8))
    bots = bots_in_seat_order(players, bots)
    kind = {} if trust == "open" else {"trust": trust}  # an open game's Settings as before
    settings = Settings(players, level, seed, edition, decks, bots,  # type: ignore[arg-type]
                        **kind, **content)
    record = create(settings)
    save(file, record, exclusive=not force)  # not over a file made since the check
    if trust != "open":
        click.echo(f"created {escaped(file)}: fair {game_words(settings)} for {', '.join(players)}")
        click.echo(f"next: each player joins: seasons join {quoted(file)} --as NAME "
                   "(the game starts once all have joined)")
        return
    click.echo(f"created {escaped(file)}: {game_words(settings)} for {', '.join(players)}, "
               f"seed {seed}")
    if bots:
        click.echo(f"bots: {', '.join(f'{name} ({strength})' for name, strength in bots)}; "
                   "'seasons bot FILE' makes their moves")
    click.echo(f"next: {'; '.join(describe_pending(record.game))}")


def game_words(settings: Settings) -> str:
    """``wizard game with 1st-edition cards``; with expansion content, what it adds."""
    from ..reports.words import content_words

    words = f"{settings.level} game"
    if settings.edition == 1:
        words += " with 1st-edition cards"
    added = content_words(settings.as_dict())
    return f"{words} + {', '.join(added)}" if added else words


def _default_trust() -> str:
    """The 'trust' setting (seasons config), read only when --trust is not given."""
    from .. import config

    return config.get("trust")
