"""Seat changes: a seat handed to a bot in the middle of a game, or back to a person.

Who plays a seat is no part of the rules (a bot is a player like any other), so a seat change is
no move of the game. It is written into the history all the same, as an entry shaped like a
move's, so that the hash chain covers it and every replay checks it: its ``player`` is the seat,
its action ``{"kind": "seat", "args": [STRENGTH]}`` (a bot of that strength) or ``{"kind":
"seat", "args": []}`` (a person), its ``move`` ``seat STRENGTH`` or ``seat person``, and it has
no outcomes. The game after it is the game before it with one change: ``game.settings.bots``,
the seats bots play *now*. The file's ``settings`` keep the bots the game began with, as the
genesis hash holds them (docs/file-format.md; docs/rulings.md says who may change a seat).

The file layer imports this module only where it meets a seat change: most games have none.
"""

from __future__ import annotations

from ..engine.errors import SeasonsError
from ..engine.model import Action, Game, Settings
from .record import SEAT

PERSON = "person"  # the text of a seat change to a person


class SeatError(SeasonsError):
    """A seat change that cannot be made: the game is over, or nothing would change."""


def seat_text(strength: str | None) -> str:
    """The entry's ``move``: ``seat greedy``, or ``seat person`` (``strength`` None)."""
    return f"{SEAT} {strength or PERSON}"


def strength_of(action: Action) -> str | None:
    """The bot strength a seat change gives the seat, None for a person."""
    return action.args[0] if action.args else None


def changed_bots(game: Game, seat: int, strength: str | None) -> tuple[tuple[str, str], ...]:
    """The bot seats after ``seat`` goes to a ``strength`` bot (None: a person), in seat order;
    ``SeatError`` when the game is over or the seat is played so already."""
    name = game.settings.players[seat]
    bots = dict(game.settings.bots)
    if game.finished:
        raise SeatError("the game is over: its seats can no longer change hands")
    if strength is not None:
        _check_strength(strength)
    if bots.get(name) == strength:
        now = f"a bot ({strength})" if strength else "a person"
        raise SeatError(f"{name}'s seat is already played by {now}")
    if strength is None:
        del bots[name]
    else:
        bots[name] = strength
    return tuple((player, bots[player]) for player in game.settings.players if player in bots)


def _check_strength(strength: str) -> None:
    from ..bots import STRENGTHS  # only for a seat change: the bots cost ~10 ms to import

    if strength not in STRENGTHS:
        raise SeatError(f"{strength!r} is not a bot strength: choose one of {', '.join(STRENGTHS)}")


def reseated(game: Game, bots: tuple[tuple[str, str], ...]) -> Game:
    """A copy of ``game`` whose seats ``bots`` play; nothing else changes, and nothing happened
    (no events)."""
    after = game.copy()
    after.settings = with_bots(game.settings, bots)
    after.events = []
    return after


def with_bots(settings: Settings, bots: tuple[tuple[str, str], ...]) -> Settings:
    return settings.replace(bots=bots)
