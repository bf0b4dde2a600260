"""The history of a game, as data (``replay --json``) and in words grouped by round (``replay``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..engine.model import Action, Game
from ..gamefile import GameRecord, create, play_action
from ..gamefile.codec import tuples
from ..gamefile.record import settings_data
from ..notation import format_action
from .words import outcome_words


def history(record: GameRecord) -> dict[str, Any]:
    """The settings, the setup's chance outcomes and every entry of the history, as in the file."""
    return {"settings": settings_data(record.settings), "setup": record.setup,
            "history": [entry.to_data() for entry in record.history]}


@dataclass(frozen=True, slots=True)
class Line:
    """One thing that happened: a move (``number`` set), a chance outcome or an automatic step."""

    kind: str  # "move", or the outcome's kind
    text: str
    player: str = ""
    number: int = 0


@dataclass(slots=True)
class Section:
    """The lines of one stretch of the game: the setup, the draft, the split or one round."""

    title: str
    lines: list[Line] = field(default_factory=list)


@dataclass(slots=True)
class _Clock:
    """Where the game is while the history is read, for the section titles.

    Moves carry their phase, year, season and round; a dice roll starts a round. A season move
    inside a round (Temporal Boots, the end of the round) shows in the title of the next section.
    """

    phase: str = "setup"
    year: int = 1
    season: str = "winter"
    round: int = 0
    dice_season: str = "winter"
    year_now: int = 1  # the year after the last season move: the year of the next roll

    def title(self) -> str:
        if self.phase == "play":
            return f"Year {self.year}, {self.season}, round {self.round}"
        titles = {"setup": "Setup", "draft": "Draft", "split": "Library split"}
        return titles.get(self.phase, self.phase)

    def enter(self, entry: Any) -> None:
        self.phase, self.season, self.round = entry.phase, entry.season, entry.round
        self.year = self.year_now = entry.year

    def follow(self, outcome: dict[str, Any]) -> None:
        if outcome["kind"] == "roll":
            self.phase, self.round, self.year = "play", outcome["round"], self.year_now
            self.season = self.dice_season = outcome["season"]
        elif outcome["kind"] == "season":
            self.year_now = outcome["year"]


def sections(record: GameRecord) -> list[Section]:
    """The history in words, a new section whenever the phase, year, season or round changes."""
    clock, found = _Clock(), [Section("Setup")]
    for name, strength in record.settings.bots:
        found[0].lines.append(Line("bot", f"{name} is played by a bot ({strength})", name))
    for outcome in record.setup:
        _add(found, clock, _outcome_line(outcome, clock, None))
        clock.follow(outcome)
    for entry, before in _positions(record):
        clock.enter(entry)
        _add(found, clock, Line("move", entry.move, entry.player, entry.number))
        for outcome in entry.outcomes:
            clock.follow(outcome)
            _add(found, clock, _outcome_line(outcome, clock, before))
    return [section for section in found if section.lines]


def _add(found: list[Section], clock: _Clock, line: Line) -> None:
    if found[-1].title != clock.title():
        found.append(Section(clock.title()))
    found[-1].lines.append(line)


def _outcome_line(outcome: dict[str, Any], clock: _Clock, before: Game | None) -> Line:
    auto = _auto_notation(before, outcome) if outcome["kind"] == "auto" else ""
    words = outcome_words(outcome, clock.dice_season, auto)
    return Line(outcome["kind"], words, outcome.get("player", ""))


def _auto_notation(before: Game | None, outcome: dict[str, Any]) -> str:
    """An automatic move's notation, formatted in the position before the move that caused it."""
    if before is None:
        return ""
    action = Action(before.settings.players.index(outcome["player"]), outcome["action"]["kind"],
                    tuples(outcome["action"]["args"]))
    try:
        return format_action(before, action)
    except (LookupError, ValueError, TypeError):
        return ""


def _positions(record: GameRecord) -> Iterator[tuple[Any, Game]]:
    """Each history entry with the game as it was before the entry's move (a second replay)."""
    current = create(record.settings)
    for entry in record.history:
        yield entry, current.game
        action = Action(record.settings.players.index(entry.player), entry.action["kind"],
                        tuples(entry.action["args"]))
        current = play_action(current, action)
