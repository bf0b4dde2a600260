"""Moves as people and scripts give them: whose move it is, and many moves applied at once.

``seasons move`` takes one move from its arguments or many from standard input (one per line,
``#`` comments and blank lines skipped, an optional ``name:`` before a move saying whose it is).
All of them are applied in memory; the first one that fails stops everything, so a caller can
write the file only when every move was legal.

Every write to a game file goes one way, whichever command makes it (``move``, ``sync``,
``seat``, ``bot``, ``play``): the file is loaded under its lock, changed in memory (moves checked
against the legal moves, a fair game's releases, a seat change, the bots' moves), the bot seats
move on their own until a person must act (``bots_after``), and it is saved once, atomically
(``gamefile.update``). Nothing is written when a step fails. So whatever a write must carry (in
fair games, the releases), every command's write carries it.
"""

from __future__ import annotations

from collections.abc import Callable

from .engine.errors import SeasonsError
from .english import both_or_all, listed
from .engine.model import Game
from .gamefile import GameRecord, change_seat, expect_head, play, update
from .plain import Frozen, assign


class ScriptError(SeasonsError):
    """A move that cannot even be tried: unknown player, nobody named while several must decide."""


class ScriptMove(Frozen):
    """One move of a script: its text, whose it is if the line says so, and where it was read."""

    __slots__ = ("text", "player", "line")  # noqa: RUF023 (field order)
    text: str
    player: str | None
    line: int  # 0: given on the command line

    def __init__(self, text: str, player: str | None = None, line: int = 0) -> None:
        assign(self, "text", text)
        assign(self, "player", player)
        assign(self, "line", line)


def seat_of(game: Game, name: str | None) -> int | None:
    """The seat of the player called ``name``; when no name is given, of the ``player`` setting
    if that player is in this game (``seasons config``), else None."""
    if name is None:
        name = default_player(game)
        if name is None:
            return None
    players = game.settings.players
    if name not in players:
        raise ScriptError(f"there is no player {name!r} in this game "
                          f"(players: {', '.join(players)})")
    return players.index(name)


def default_player(game: Game) -> str | None:
    """The ``player`` setting, if that player is in this game: whose moves and hand are meant
    when a command is given no --player or --as."""
    from . import config  # only then: a command given --player never reads the settings

    name = config.get("player")
    return name if name in game.settings.players else None


def deciding_seat(game: Game, seat: int | None) -> int:
    """``seat`` if given, else the only player who must decide now."""
    if game.finished:
        raise ScriptError("the game is over: no more moves can be played")
    if seat is not None:
        return seat
    seats = list(dict.fromkeys(d.player for d in game.pending))
    if len(seats) > 1:
        waiting = listed([game.settings.players[s] for s in seats])
        raise ScriptError(f"{waiting} must {both_or_all(len(seats))} decide now: "
                          "say whose move it is with --player")
    return seats[0]


def script_text(data: bytes) -> str:
    """The text of a script read as bytes (standard input); a ``ScriptError`` naming the line
    where it is not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - data.rfind(b"\n", 0, error.start)
        raise ScriptError(f"line {line}: not valid UTF-8 (byte {column} of the line; nothing "
                          "was written)") from None


def read_script(text: str) -> list[ScriptMove]:
    """The moves of a script: one per line; blank lines and lines starting with ``#`` skipped."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        who, colon, rest = line.partition(":")
        if colon and who.strip() and " " not in who.strip():
            found.append(ScriptMove(rest.strip(), who.strip(), number))
        else:
            found.append(ScriptMove(line, None, number))
    return found


def play_script(record: GameRecord, moves: list[ScriptMove], player: str | None) -> GameRecord:
    """Every move applied in order; a failure names the script line it comes from. A fair
    game's moves are one signed write per seat (``fair.play``)."""
    if record.settings.trust != "open":
        return _play_fair(record, moves, player)
    for move in moves:
        try:
            seat = deciding_seat(record.game, seat_of(record.game, move.player or player))
            record = play(record, move.text, seat)
        except SeasonsError as error:
            if not move.line:
                raise
            raise ScriptError(f"line {move.line}: {error} (nothing was written)") from None
    return record


def _play_fair(record: GameRecord, moves: list[ScriptMove], player: str | None) -> GameRecord:
    """The moves of a fair game, signed with this person's identity: consecutive moves of one
    seat make one write (``fair.play``: releases before each move, and after the last)."""
    from .gamefile import fair
    from .protocol.identity import load_identity

    identity = load_identity()
    groups: list[tuple[int, list[ScriptMove]]] = []
    for move in moves:
        given = seat_of(record.game, move.player or player)
        seat = fair.seat_for(record, identity, given)  # type: ignore[arg-type]
        if groups and groups[-1][0] == seat:
            groups[-1][1].append(move)
        else:
            groups.append((seat, [move]))
    for seat, group in groups:
        try:
            record = fair.play(record, identity, seat, [move.text for move in group])  # type: ignore[arg-type]
        except SeasonsError as error:
            lines = [move.line for move in group if move.line]
            if not lines:
                raise
            raise ScriptError(f"line {lines[0]}: {error} (nothing was written)") from None
    return record


# --- writing to the file -----------------------------------------------------------------------

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
                  lambda record: _change_seat(record, seat(record.game), strength))


def _change_seat(record: GameRecord, seat: int, strength: str | None) -> GameRecord:
    """``change_seat``; in a fair game an entry signed by the seat's own key, which the person
    running the command must hold (docs/rulings.md P27)."""
    if record.settings.trust == "open":
        return change_seat(record, seat, strength)
    from .gamefile import fair
    from .protocol.identity import load_identity

    identity = load_identity()
    fair.seat_for(record, identity, seat)  # type: ignore[arg-type]  # refused unless theirs
    return fair.change_seat(record, identity, seat, strength)  # type: ignore[arg-type]


def sync_file(file: str, player: str | None,
              expect: str | None = None) -> tuple[GameRecord, GameRecord]:
    """``seasons sync``: the releases ``player``'s seat owes (of this person's only seat when
    None), written alone (``fair.sync``: only a seat the game awaits may), then the bots'
    writes (``bots_after``: a sync is a write of this person's own)."""
    from .escape import escaped
    from .gamefile import fair
    from .protocol.identity import load_identity

    identity = load_identity()

    def release(record: GameRecord) -> GameRecord:
        if not fair.is_fair(record):
            raise fair.ProtocolError(f"{escaped(file)} is an open game: it has nothing to sync")
        seat = fair.seat_for(record, identity, seat_of(record.game, player))  # type: ignore[arg-type]
        return fair.sync(record, identity, seat)  # type: ignore[arg-type]
    return _write(file, expect, release)


def bots_file(file: str, only: Callable[[Game], int | None]) -> tuple[GameRecord, GameRecord]:
    """``seasons bot``: every pending move of the bot seats (of the seat ``only(game)`` names,
    if not None) until a person must act."""
    from .botplay import check_bot_seat, play_bots

    def change(record: GameRecord) -> GameRecord:
        seat = only(record.game)
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
