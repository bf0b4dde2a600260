"""Moves as people and scripts give them: whose move it is, and many moves applied at once.

``seasons move`` takes one move from its arguments or many from standard input (one per line,
``#`` comments and blank lines skipped, an optional ``name:`` before a move saying whose it is).
All of them are applied in memory; the first one that fails stops everything, so a caller can
write the file only when every move was legal.
"""

from __future__ import annotations

from .describe import describe_pending
from .engine.errors import SeasonsError
from .engine.model import Game
from .gamefile import GameRecord, play, short_head
from .gamefile.record import trust_of
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
        waiting = ", ".join(game.settings.players[s] for s in seats)
        raise ScriptError(f"{waiting} must all decide now: say whose move it is with --player")
    return seats[0]


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
    if trust_of(record.settings) != "open":
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


def summary(before: GameRecord, after: GameRecord) -> list[str]:
    """One line per move played; the last one also says who must act next."""
    lines = [f"move {entry.number}, {entry.player}: {entry.move}"
             for entry in after.history[len(before.history):]]
    if lines:
        lines[-1] += f"; next: {'; '.join(describe_pending(after.game))}"
        lines.append(f"head: {short_head(after.head)}")
    return lines
