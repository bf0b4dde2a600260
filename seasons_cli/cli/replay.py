"""``seasons replay FILE``: the whole history in words, filtered, or the board after move N."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from ..gamefile import GameRecord, load
from ..reports.board import board
from ..reports.replay import Filter, history, record_at, sections
from ..script import seat_of
from .common import Export, export_options, game_file, json_option, output, player_option


@click.command()
@game_file
@click.option("--as", "viewer", metavar="PLAYER",
              help="Name the cards PLAYER saw: their draws, picks and libraries (hidden otherwise).")
@click.option("--at", type=click.IntRange(min=0), metavar="N",
              help="Show the board as it was after move N (0: after the setup); with --html, "
              "open the page there.")
@click.option("--round", "round_", type=click.IntRange(min=1), metavar="R", help="Only round R.")
@click.option("--year", type=click.IntRange(min=0), metavar="Y", help="Only the rounds of year Y.")
@player_option("Only PLAYER's moves (with what followed them).")
@json_option
@export_options
def replay(file: str, viewer: str | None, at: int | None, round_: int | None, year: int | None,
           player: str | None, as_json: bool, svg: str | None, html: str | None,
           force: bool) -> None:
    """Tell the game's history in words, grouped by phase, year, season and round.

    --html writes a page that steps through the whole game, move by move (the words, the board
    and the prestige chart; the arrow keys step), as --as PLAYER saw it.
    """
    record = load(file)
    seat, _ = seat_of(record.game, viewer), seat_of(record.game, player)
    only, export = Filter(round_, year, player), Export(svg, html, force, file)
    if html and not only.empty:
        raise click.UsageError("--html writes a page of the whole game: leave out --round, "
                               "--year and --player (--at N opens it at move N)")
    from ..views import replay as views

    if at is not None:
        if not only.empty:
            raise click.UsageError("--at shows one position: leave out --round, --year and --player")
        game, head = record_at(record, at)
        total = len(record.history)
        view = lambda data: views.board_at_view(data, at, total)  # noqa: E731
        output(board(game, seat, head), paged(view, record, file, viewer, at) if html else view,
               as_json, export)
    else:
        from ..views.fair import with_trust

        view = lambda data: with_trust(data, views.ReplayView(sections(record, viewer, only)))  # noqa: E731
        output(history(record, only), paged(view, record, file, viewer, 0) if html else view,
               as_json, export)


def paged(view: Callable[[Any], Any], record: GameRecord, file: str, viewer: str | None,
          start: int) -> Callable[[Any], Any]:
    """``view``, whose HTML export is the replay page opened at move ``start`` (as ``viewer``)."""
    def with_page(data: Any) -> Any:
        from ..paths import stem
        from ..reports.replay import stepped
        from ..reports.score import by_round
        from ..views.pages import WithPage
        from ..views.replay_page import replay_page

        title = f"Seasons: {stem(file)}" + (f", as {viewer}" if viewer else "")
        return WithPage(view(data), lambda: replay_page(
            title, stepped(record, viewer), by_round(record), list(record.settings.players), start))
    return with_page
