"""The history of a game, as data (``replay --json``) and in words grouped by round (``replay``).

Every move is told in the words of ``narrate`` (the same as ``seasons move`` prints), with what
followed it: chance outcomes, automatic moves, other players' changes. Cards hidden from the
reader (``viewer``) stay hidden (R21.2); ``--as`` reveals one player's own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.errors import SeasonsError
from ..engine.model import Game, Settings
from ..gamefile import GameRecord, create
from ..gamefile.record import Entry, head_id, settings_data, short_head
from ..plain import Fields, Frozen, assign
from .events import Event, event_words
from .steps import history_steps, setup_outcomes, steps, tell


class NoSuchMove(SeasonsError):
    """``--at N`` beyond the history."""


class Filter(Frozen):
    """Which moves to tell: those of one round, one year, one player (None: any)."""

    __slots__ = ("round", "year", "player")
    round: int | None
    year: int | None
    player: str | None

    def __init__(self, round: int | None = None, year: int | None = None,
                 player: str | None = None) -> None:
        assign(self, "round", round)
        assign(self, "year", year)
        assign(self, "player", player)

    @property
    def empty(self) -> bool:
        return self.round is None and self.year is None and self.player is None

    def keeps(self, entry: Entry) -> bool:
        return self.at(entry.phase, entry.round, entry.year) \
            and (self.player is None or entry.player == self.player)

    def at(self, phase: str, round_: int, year: int) -> bool:
        """True when a moment of the game is in the round and year asked for."""
        in_play = phase == "play"
        return ((self.round is None or in_play and round_ == self.round)
                and (self.year is None or in_play and year == self.year))


def history(record: GameRecord, only: Filter = Filter()) -> dict[str, Any]:
    """The settings, the setup's chance outcomes and the entries of the history (those ``only``
    keeps), as in the file."""
    found = {"settings": settings_data(record.settings), "setup": record.setup,
             "history": [entry.to_data() for entry in record.history if only.keeps(entry)]}
    return found if record.settings.trust == "open" else {**found, "trust": _trust(record)}


def _trust(record: GameRecord) -> dict[str, Any]:
    from .fair import trust_data

    return trust_data(record)  # type: ignore[arg-type]


def record_at(record: GameRecord, moves: int) -> tuple[Game, str]:
    """The game after the first ``moves`` moves, with the head the file had then (shortened)."""
    total = len(record.history)
    if not 0 <= moves <= total:
        raise NoSuchMove(f"there is no move {moves}: the history has moves 1 to {total} "
                         "(0 is the position after the setup)")
    if record.settings.trust != "open":
        from ..gamefile.fair import game_at  # a fair game's N counts its entries

        game = game_at(record, moves)  # type: ignore[arg-type]
    else:
        game = create(record.settings).game
        for step in steps(game, record.history[:moves]):
            game = step.after
    last = record.history[moves].prev if moves < total else record.last_hash
    return game, short_head(head_id(moves, last))


class Line(Frozen):
    """One thing that happened: a move (``number`` set), a chance outcome or a consequence."""

    __slots__ = ("kind", "text", "player", "number", "notation")
    kind: str  # "move", or the outcome's kind ("roll", "draw", "auto", "change", ...)
    text: str
    player: str
    number: int
    notation: str | None

    def __init__(self, kind: str, text: str, player: str = "", number: int = 0,
                 notation: str | None = None) -> None:
        assign(self, "kind", kind)
        assign(self, "text", text)
        assign(self, "player", player)
        assign(self, "number", number)
        assign(self, "notation", notation)


class Section(Fields):
    """The lines of one stretch of the game: the setup, the draft, the split or one round."""

    __slots__ = ("title", "lines")
    title: str
    lines: list[Line]

    def __init__(self, title: str, lines: list[Line] | None = None) -> None:
        self.title = title
        self.lines = [] if lines is None else lines


class _Clock(Fields):
    """Where the game is while the history is read, for the section titles.

    Moves carry their phase, year, season and round; a dice roll starts a round. A season move
    inside a round (Temporal Boots, the end of the round) shows in the title of the next section.
    """

    __slots__ = ("phase", "year", "season", "round", "dice_season", "year_now")

    def __init__(self) -> None:
        self.phase = "setup"
        self.year = 1
        self.season = "winter"
        self.round = 0
        self.dice_season = "winter"
        self.year_now = 1  # the year after the last season move: the year of the next roll

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


def sections(record: GameRecord, viewer: str | None = None,
             only: Filter = Filter()) -> list[Section]:
    """The history in words, a new section whenever the phase, year, season or round changes."""
    clock, found = _Clock(), [Section("Setup")]
    if only.empty:  # the setup, bot seats included, is told only with the whole history
        for name, strength in record.settings.bots:
            found[0].lines.append(Line("bot", f"{name} is played by a bot ({strength})", name))
        found[0].lines += _content_lines(record.settings)
    for outcome in setup_outcomes(record):
        if only.empty:
            _add(found, clock, Line(outcome["kind"], event_words(outcome, viewer, clock.dice_season)))
        clock.follow(outcome)
    for step in history_steps(record):
        clock.enter(step.entry)
        kept = only.keeps(step.entry)
        if not kept and only.player is not None:  # nothing of it is shown (``_then``): the
            _then(found, clock, step.entry.outcomes, (), False, only)  # clock follows, unworded
            continue
        told = tell(step, viewer, detailed=True)
        if kept:
            _add(found, clock, Line("move", told.line, told.player, step.entry.number, told.notation))
        _then(found, clock, step.entry.outcomes, told.then, kept, only)
    return [section for section in found if section.lines]


def _content_lines(settings: Settings) -> list[Line]:
    """With expansion content (G1): what the game is played with, and a named enchantment by
    its name (a random one is the setup's outcome, told in its place)."""
    if not settings.expanded:
        return []
    from ..cards.abilities import ENCHANTMENTS
    from .words import content_words

    lines = [Line("content", f"played with {', '.join(content_words(settings.as_dict()))}")]
    enchantment = ENCHANTMENTS.get(settings.enchantment)
    if enchantment is not None:
        lines.append(Line("enchantment", f"the enchantment: {enchantment.name} "
                                         f"({enchantment.code}): {enchantment.text}"))
    return lines


def _then(found: list[Section], clock: _Clock, outcomes: list[dict[str, Any]],
          events: Iterable[Event], kept: bool, only: Filter) -> None:
    """What followed a move, each line in the section of the outcome it tells (a roll opens the
    next round). Shown for a move kept by the filter, within the round or year asked for; the
    roll that opens a round asked for is shown whoever's move it followed."""
    followed = 0
    for event in events:
        while event.index is not None and followed <= event.index:
            clock.follow(outcomes[followed])
            followed += 1
        opens = event.kind == "roll" and only.player is None
        if (kept or opens) and only.at(clock.phase, clock.round, clock.year):
            _add(found, clock, Line(event.kind, event.text))
    for outcome in outcomes[followed:]:
        clock.follow(outcome)


def _add(found: list[Section], clock: _Clock, line: Line) -> None:
    if found[-1].title != clock.title():
        found.append(Section(clock.title()))
    found[-1].lines.append(line)


def stepped(record: GameRecord, viewer: str | None = None) -> list[dict[str, Any]]:
    """The game move by move, for the replay page: for the setup (step 0) and after each move
    its words (``sections``' lines, each under its section's title) and the board as ``viewer``
    sees it then (``reports.board``: other players' hidden cards are counts)."""
    from .board import board

    seat = None if viewer is None else record.settings.players.index(viewer)
    total = len(record.history)
    found: list[dict[str, Any]] = [{"number": 0, "lines": []}]
    for section in sections(record, viewer):
        for line in section.lines:
            if line.kind == "move":
                found.append({"number": line.number, "lines": []})
            found[-1]["lines"].append({"title": section.title, "kind": line.kind, "text": line.text,
                                       "player": line.player, "notation": line.notation})
    game = create(record.settings).game
    positions = [game, *(step.after for step in steps(game, record.history))]
    for number, (step, position) in enumerate(zip(found, positions, strict=True)):
        last = record.history[number].prev if number < total else record.last_hash
        step["board"] = board(position, seat, short_head(head_id(number, last)))
        step["round"] = position.round if position.phase == "play" or position.finished else None
    return found
