"""Writing to a game file: the one path of ``seasons move``, ``seat``, ``bot`` and ``play``.

Every write loads the file under its lock, makes its change in memory (moves checked against the
legal moves, a seat change, the bots' moves), then lets the bot seats move on their own until a
person must act, and saves once, atomically (``gamefile.update``). Nothing is written when any
step fails. ``seasons play`` writes through these same functions, so whatever a write must carry
(in fair games, the releases) it carries from every command alike.
"""

from __future__ import annotations

from collections.abc import Callable

from .engine.model import Game
from .gamefile import GameRecord, change_seat, expect_head, update
from .script import ScriptMove, play_script


def move_file(file: str, script: list[ScriptMove], player: str | None,
              expect: str | None = None) -> tuple[GameRecord, GameRecord]:
    """``seasons move``: the moves of ``script`` (for ``player``, or whoever must decide), then
    the bots' (``bots_after``); the records before and after."""
    return _write(file, expect, lambda record: play_script(record, script, player))


def seat_file(file: str, seat: Callable[[Game], int], strength: str | None,
              expect: str | None = None) -> tuple[GameRecord, GameRecord]:
    """``seasons seat``: the seat ``seat(game)`` names handed to a ``strength`` bot (None: to a
    person), then the bots' moves (``bots_after``)."""
    return _write(file, expect,
                  lambda record: change_seat(record, seat(record.game), strength))


def bots_file(file: str, only: Callable[[GameRecord], int | None]) -> tuple[GameRecord, GameRecord]:
    """``seasons bot``: every pending move of the bot seats (of the seat ``only(record)``
    names, if not None) until a person must act."""
    from .botplay import check_bot_seat, play_bots

    def change(record: GameRecord) -> GameRecord:
        seat = only(record)
        check_bot_seat(record.game.settings, seat)
        return play_bots(record, seat)
    return update(file, change)


def _write(file: str, expect: str | None,
           change: Callable[[GameRecord], GameRecord]) -> tuple[GameRecord, GameRecord]:
    def changed(record: GameRecord) -> GameRecord:
        if expect is not None:
            expect_head(record, expect)
        after = change(record)
        return record if after is record else bots_after(after)
    return update(file, changed)


def bots_after(record: GameRecord) -> GameRecord:
    """The bot seats' moves after a person's, until a person must act (unless the ``bots.auto``
    setting is off). A game that no bot plays costs one test: neither the settings nor the
    bots are read or imported then."""
    if not record.game.settings.bots:
        return record
    from . import config

    if not config.get("bots.auto"):
        return record
    from .botplay import play_bots

    return play_bots(record)
