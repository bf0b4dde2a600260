"""The ``seasons`` command: a click group with one small module per command."""

from __future__ import annotations

from importlib import metadata

import click

from .arena import arena
from .bot import bot
from .cards import cards
from .errors import SeasonsGroup
from .move import move
from .moves import moves
from .new import new
from .replay import replay
from .score import score
from .show import show
from .validate import validate


def _version() -> str:
    try:
        return metadata.version("seasons-cli")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


@click.group(cls=SeasonsGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(_version(), prog_name="seasons")
def seasons() -> None:
    """Play the board game Seasons by file: one JSON file holds the whole game.

    Start with 'seasons new', look with 'seasons show' and 'seasons moves', play with
    'seasons move', and read the game with 'seasons replay' and 'seasons score'.
    'seasons cards' lists the power cards and what they do. 'seasons new --bot' seats
    computer players, 'seasons bot' lets them move, 'seasons arena' plays bot tournaments.
    """


for command in (new, show, moves, move, bot, replay, score, validate, cards, arena):
    seasons.add_command(command)


def main() -> None:
    seasons(prog_name="seasons")
