"""``seasons replay FILE``: the whole history in words, filtered, or the board after move N."""

from __future__ import annotations

import click

from ..gamefile import load
from ..reports.board import board
from ..reports.replay import Filter, history, record_at, sections
from ..script import seat_of
from .common import Export, export_options, game_file, json_option, output, player_option


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER",
              help="Name the cards PLAYER saw: their draws, picks and libraries (hidden otherwise).")
@click.option("--at", type=click.IntRange(min=0), metavar="N",
              help="Show the board as it was after move N (0: after the setup).")
@click.option("--round", "round_", type=click.IntRange(min=1), metavar="R", help="Only round R.")
@click.option("--year", type=click.IntRange(min=0), metavar="Y", help="Only the rounds of year Y.")
@player_option("Only PLAYER's moves (with what followed them).")
@json_option
@export_options
def replay(file: str, viewer: str | None, at: int | None, round_: int | None, year: int | None,
           player: str | None, as_json: bool, svg: str | None, html: str | None,
           force: bool) -> None:
    """Tell the game's history in words, grouped by phase, year, season and round."""
    record = load(file)
    seat, _ = seat_of(record.game, viewer), seat_of(record.game, player)
    only, export = Filter(round_, year, player), Export(svg, html, force, file)
    from ..views import replay as views

    if at is not None:
        if not only.empty:
            raise click.UsageError("--at shows one position: leave out --round, --year and --player")
        game, head = record_at(record, at)
        total = len(record.history)
        output(board(game, seat, head), lambda data: views.board_at_view(data, at, total), as_json, export)
    else:
        output(history(record, only), lambda _: views.ReplayView(sections(record, viewer, only)),
               as_json, export)
