"""Who could still decide before a chance event of a fair game (fair-play.md §4, rule 2).

A client may release its link for an event that is not due yet only if every seat that could
still face a decision before that event then lacks some other seat's release. ``could_decide_
before`` answers "could still face a decision" as an **over-approximation computed from public
state only** — never from a seat's hidden cards: a client that consulted its own hand would
reveal it by when it releases — by the rules and the card table below, whose version
(``DECIDERS_VERSION``) the protocol signs into every game. When in doubt, the answer is yes: it
costs at most one more pass of the file, never a leak.

By class of event (docs/engine.md, "Who could decide before an event"):

- **setup**: nobody (nothing is decided before it);
- an event **already used**, or the one a waiting game **awaits**: nobody (it is due);
- **draw**, **reroll**: every seat: any decision may lead to the next one (a B4 draw, Crystal Orb,
  Die of Malice, a card that draws for the opponents);
- **roll k**: every seat while some turn of a round before k is still to come (the prelude
  included): a turn may summon Syllas the Faithful or Amsug Longneck (``TURN_ASKS_EVERY_SEAT``),
  basic cards and so in every level's pool, which ask every opponent (R20.2.3). Once the last
  turn of round k - 1 is over (its end, R17): every seat that has a decision pending, or whose
  end-of-round effects still to resolve may ask them something (``END_OF_ROUND_ASKS``, and the
  order of two different ones, D9), or whose season-change effects may (``SEASON_CHANGE_ASKS``,
  if the leftover die's move changes the season, R17.4). The roller (round k's first player)
  is one of them only as such: with nothing left to decide it may hold every other link (it
  can compute the roll then, but nothing it could do with it comes before the roll).
"""

from __future__ import annotations

from .dice import FACES, season_at
from .fair import CLASSES, ROLL, SETUP, Event
from .model import Game, Task
from .registry import END_OF_ROUND, SEASON_CHANGE

# Of the rules and the table below: change it with either. 2: the roller is no longer counted in
# at the end of a round whenever anybody else is (a seat none of the end's tasks may ask has no
# decision before the roll, and rule 2 needs only the deciders to lack a link: §5's free rolls).
DECIDERS_VERSION = 2

NOBODY, OWNER, EVERY_SEAT = "nobody", "owner", "every seat"

# Whom each card's end-of-round effect (R17.1) may ask something (cards.md). A card with such an
# effect that is missing here may ask every seat.
END_OF_ROUND_ASKS = {
    13: NOBODY,  # Wondrous Chest: 3 crystals
    14: OWNER,  # Beggar's Horn: the type of the token it gives (R10.5)
    39: NOBODY,  # Titus Deepgaze: each opponent gives 1 crystal; Titus may be sacrificed
    50: NOBODY,  # Damned Soul of Onys: its holder loses 3 crystals
}

# Whom each card's season-change effect (R17.4) may ask something. Missing: every seat.
SEASON_CHANGE_ASKS = {
    11: NOBODY,  # Figrim the Avaricious: each opponent gives 1 crystal
    27: OWNER,  # Hourglass of Time: the type of the token it gives, and an overflow (R10.4)
}

# Cards that, summoned in a turn, ask every opponent something: Syllas the Faithful (a card to
# sacrifice), Amsug Longneck (a magic item to take back). Both are basic cards (R5), in the
# pool of every level, so every seat may be asked while a turn is still to come.
TURN_ASKS_EVERY_SEAT = (10, 17)

# The tasks of the end of a round that ask nobody by themselves.
_SILENT_TASKS = {"end_check", "round_start", "end_of_game"}


def could_decide_before(game: Game, event: Event) -> frozenset[int]:
    """The seats that could still face a decision before ``event`` (an over-approximation from
    public state: see the module's docstring). Open games number only their rolls."""
    if event.event_class not in CLASSES:
        raise ValueError(f"unknown class of event {event.event_class!r}")
    if game.finished or event.event_class == SETUP or _is_due(game, event):
        return frozenset()
    if event.event_class != ROLL:
        return _every_seat(game)  # a draw or a reroll: any decision may lead to it
    if event.k > game.round + 1 or game.phase != "play" or game.step != "end":
        return _every_seat(game)  # a turn is still to come before it
    return _end_of_round_deciders(game)


def _is_due(game: Game, event: Event) -> bool:
    """Used already, or awaited: every decision before it is made."""
    fair = game.fair
    if fair is None:
        return event.event_class == ROLL and event.k <= game.round
    held = fair.held
    return event.k < fair.next_k(event.event_class) or (held is not None and held.event == event)


def _every_seat(game: Game) -> frozenset[int]:
    return frozenset(range(game.n))


def _end_of_round_deciders(game: Game) -> frozenset[int]:
    """After the last turn of the round (R17): who has a decision pending, and whom the work
    still on the stack may ask something."""
    found = {decision.player for decision in game.pending}
    for task in game.tasks:
        found |= _asked_by(game, task)
    return frozenset(found)


def _asked_by(game: Game, task: Task) -> frozenset[int]:
    """The seats a task of the end of a round may ask something."""
    seat, op = task.player, task.op
    if op == "end_of_round_effects":
        return _asked_in_sequence(game, seat, task.data.get("remaining"))
    if op == "end_of_round_effect":
        return _asked_by_card(game, seat, task.data["card"], END_OF_ROUND_ASKS)
    if op == "season_change":
        return _asked_at_season_change(game, seat)
    if op == "advance":
        return _asked_by_advance(game)
    if op == "ask_gain":
        return frozenset({seat})
    if op in _SILENT_TASKS:
        return frozenset()
    return _every_seat(game)  # a task this table does not know: when in doubt, yes


def _asked_in_sequence(game: Game, seat: int, remaining: list[int] | None) -> frozenset[int]:
    """A player's own end-of-round sequence (R17.1): the order of two different effects (D9),
    and whatever each effect may ask."""
    if remaining is None:
        remaining = [card.number for card in game.players[seat].in_play
                     if card.number in END_OF_ROUND]
    found = frozenset({seat}) if len(set(remaining)) > 1 else frozenset()
    for number in set(remaining):
        found |= _asked_by_card(game, seat, number, END_OF_ROUND_ASKS)
    return found


def _asked_at_season_change(game: Game, seat: int) -> frozenset[int]:
    found: frozenset[int] = frozenset()
    for card in game.players[seat].in_play:
        if card.number in SEASON_CHANGE:
            found |= _asked_by_card(game, seat, card.number, SEASON_CHANGE_ASKS)
    return found


def _asked_by_advance(game: Game) -> frozenset[int]:
    """R17.2-R17.4: season-change effects come only if the leftover die's dots take the token
    into another season (R18.3)."""
    leftover = next(die for die in game.dice if die.owner is None)
    dots = FACES[game.dice_season, leftover.die, leftover.face].dots
    if season_at(game.position + dots) == season_at(game.position):
        return frozenset()
    found: frozenset[int] = frozenset()
    for seat in range(game.n):
        found |= _asked_at_season_change(game, seat)
    return found


def _asked_by_card(game: Game, seat: int, number: int, table: dict[int, str]) -> frozenset[int]:
    asks = table.get(number, EVERY_SEAT)
    if asks == NOBODY:
        return frozenset()
    return frozenset({seat}) if asks == OWNER else _every_seat(game)
