"""The ``seasons`` command: a click group with one small module per command."""

from __future__ import annotations

from importlib import metadata

import click

from . import completion as completion_support
from .cards import cards
from .completion import completion
from .config import config
from .errors import SeasonsGroup
from .move import move
from .moves import moves
from .new import new
from .replay import replay
from .score import score
from .show import show
from .status import status
from .undo import undo
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
    'seasons cards' lists the power cards and what they do.

    'seasons status' says whose turn it is (with an exit code for scripts), 'seasons undo'
    takes back a move, 'seasons config' keeps your settings and 'seasons completion' prints
    the shell completion script.
    """


for command in (new, show, moves, move, replay, score, validate, cards):
    seasons.add_command(command)
for command in (status, undo, config, completion):
    seasons.add_command(command)
completion_support.attach(seasons)


def main() -> None:
    seasons(prog_name="seasons")
