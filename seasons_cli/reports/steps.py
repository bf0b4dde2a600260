"""The moves of a history replayed one by one, each with the positions around it and its words.

``seasons move`` tells the moves it just played this way, ``seasons replay`` and ``seasons score``
the whole history; this module is kept apart from ``replay`` so that a move's words do not
import the whole replay report.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ..engine.model import Action, Game
from ..gamefile.record import SEAT, Entry, GameRecord, advance, create, entry_action
from ..plain import Frozen, assign
from .narrate import Narration, narrate


class Step(Frozen):
    """One move of the history with the positions before and after it."""

    __slots__ = ("entry", "action", "before", "after")  # noqa: RUF023 (field order)
    entry: Entry
    action: Action
    before: Game
    after: Game

    def __init__(self, entry: Entry, action: Action, before: Game, after: Game) -> None:
        assign(self, "entry", entry)
        assign(self, "action", action)
        assign(self, "before", before)
        assign(self, "after", after)


def steps(game: Game, entries: Iterable[Entry]) -> Iterator[Step]:
    """Replay ``entries`` from ``game``, yielding each move with the game around it."""
    for entry in entries:
        action = entry_action(game.settings, entry)
        after = advance(game, action)
        yield Step(entry, action, game, after)
        game = after


def history_steps(record: GameRecord) -> Iterator[Step]:
    """Every move of ``record``'s history with the game around it, replayed from its settings.
    A fair game's moves are told as an open game's (``fair.told``): each with the outcomes of
    the whole move, the events that later releases completed included."""
    if record.settings.trust == "open":
        return steps(create(record.settings).game, record.history)
    return (Step(told.entry, told.action, told.before, told.after)  # type: ignore[arg-type]
            for told in _fair_told(record) if told.action is not None)


def setup_outcomes(record: GameRecord) -> list[dict[str, Any]]:
    """The setup's chance outcomes: the file's ``setup``; a fair game's setup is an event, told
    by the entry that completed it (none while it waits)."""
    if record.settings.trust == "open":
        return record.setup
    return next((told.entry.outcomes for told in _fair_told(record) if told.action is None), [])


def _fair_told(record: GameRecord) -> Iterator[Any]:
    from ..gamefile.fair import told

    return told(record)  # type: ignore[arg-type]


def tell(step: Step, viewer: str | None = None, *, detailed: bool = False) -> Narration:
    """The words of one step as ``viewer`` (a player name, or None for an onlooker) may read them."""
    if step.action.kind == SEAT:
        return seat_narration(step)
    players = step.before.settings.players
    seat = None if viewer is None else players.index(viewer)
    return narrate(step.before, step.after, step.action, step.entry.outcomes, seat,
                   detailed=detailed)


def seat_narration(step: Step) -> Narration:
    """``bob's seat is now played by a bot (greedy)``: a seat change (``gamefile.seats``), the
    same to every reader."""
    from ..gamefile.seats import strength_of

    who = step.entry.player
    strength = strength_of(step.action)
    words = f"a bot ({strength})" if strength else "a person"
    return Narration(who, f"{who}'s seat is now played by {words}", (), (), step.entry.move)
