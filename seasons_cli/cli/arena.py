"""``seasons arena --bots greedy,strong,random,random --games N``: a bot tournament."""

from __future__ import annotations

import os
import secrets
import sys

import click

from .. import arena as tournament
from ..engine.model import LEVELS
from ..escape import escaped
from ..reports.arena import arena_report
from ..views.arena import arena_progress, standings_table
from ..views.theme import make_console
from . import params
from .common import echo_json, json_option, show_view
from .content import content_options


@click.command()
@click.option("--bots", "strengths", required=True, callback=params.strengths, metavar="LIST",
              help="2 to 4 bot strengths in seat order: random, greedy or strong.")
@click.option("--games", type=click.IntRange(1, 100_000), default=20, show_default=True,
              help="How many games to play.")
@click.option("--level", type=click.Choice(LEVELS, case_sensitive=False), default="apprentice",
              show_default=True)
@click.option("--seed", callback=params.seed, help="Game i gets seed SEED-i (default: random).")
@click.option("--jobs", type=click.IntRange(1, 256), default=os.cpu_count() or 1,
              show_default="the number of CPUs", help="Games played at once, in separate processes.")
@click.option("--out", type=click.Path(file_okay=False), metavar="DIR",
              help="Folder for the finished games' files (default: arena-SEED).")
@content_options
@json_option
def arena(strengths: tuple[str, ...], games: int, level: str, seed: str | None, jobs: int,
          out: str | None, content: dict[str, object], as_json: bool) -> None:
    """Play bot-only games and print each bot's win rate and average score, with 95% confidence
    intervals. Seats rotate from game to game; the games are written for 'seasons replay'.
    The expansions' options play every game with that content (as 'seasons new')."""
    seed = seed or secrets.token_hex(4)
    out = out or f"arena-{seed}"
    results, played = [], tournament.run(strengths, games, level, seed, jobs, out, content)
    with arena_progress(make_console(sys.stderr)) as progress:
        task = progress.add_task("games", total=games)
        for result in played:
            results.append(result)
            progress.advance(task)
    report = arena_report(strengths, level, seed, out, results, content)
    if as_json:
        echo_json(report)
        return
    show_view(standings_table(report))
    click.echo(f"games written to {escaped(out)}/ (game-001.json ...): 'seasons replay' tells "
               "them")
