"""Chance in fair games: events, their seeds and the numbers taken from them (fair-play.md §3-§5).

In a fair game nobody can foresee a chance outcome, so none comes from the settings' seed: each
belongs to an *event*, whose 32-byte seed the protocol computes from every player's released
links once the rules allow it. The engine never computes a seed. ``outcome`` takes a number from
the seed of the event it belongs to (``derive``, the rejection sampling of ``chance.uniform``), or raises ``Waiting`` when the game has not been given that
seed, and ``waiting.py`` makes the game wait there. Open games never come here (``core.chance``).

The classes of events (docs/engine.md, "Chance in fair games"), each numbered 1, 2, ...:

- ``setup``, one event (k = 1): the dice of the game (R4.2), the apprentice decks (R5.1) and the
  deal of the draft (R5.2);
- ``roll``, k = the round: the roll of that round (R8.1), one face per die;
- ``draw``: the draws and looks at the draw pile of one move (R16, Crystal Orb), in the order of
  the moves that draw;
- ``reroll``: the rerolls of one move (Die of Malice, R9.2), likewise.

A move is one ``apply`` (or the setup): nobody decides anything between two draws of one move, so
they can share an event, and a move that draws four cards costs the players one event, not four.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..hashes import sha256
from ..plain import Fields, Frozen, assign
from .chance import limit_of

if TYPE_CHECKING:
    from .model import Action, Decision, Game

SETUP, ROLL, DRAW, REROLL = "setup", "roll", "draw", "reroll"
CLASSES = (SETUP, ROLL, DRAW, REROLL)

# What a number is for (``core.chance``'s ``kind``, hashed with it) and its event's class.
KIND_CLASS = {"dice": SETUP, "decks": SETUP, "deal": SETUP, "roll": ROLL, "draw": DRAW,
              "look": DRAW, "discard": DRAW, "reroll": REROLL}

FAIR_TAG = b"seasons/fair-chance/v1"  # the domain of ``derive``'s hashes


def derive(seed: bytes, event_class: str, k: int, kind: str, index: int, n: int) -> int:
    """Number ``index`` (0, 1, ...) of event ``k`` of ``event_class`` in a fair game, in
    ``range(n)``, every value equally likely: fixed by the event's 32-byte ``seed``.

    The 64-bit words of ``SHA-256(FAIR_TAG || seed || class || k || kind || index || attempt)``
    (``derivation_input``) are tried in order, attempt 0, 1, ...; the first below the rejection
    limit gives the number, modulo ``n`` (as ``chance.uniform``'s). ``kind`` says what the number is
    for (``"roll"``, ``"draw"``, ``"look"``, ...), so that one event never gives the same number
    to two purposes."""
    limit = limit_of(n)
    attempt = 0
    while True:
        digest = sha256(derivation_input(seed, event_class, k, kind, index, attempt)).digest()
        for offset in (0, 8, 16, 24):
            word = int.from_bytes(digest[offset:offset + 8], "big")
            if word < limit:
                return word % n
        attempt += 1


def derivation_input(seed: bytes, event_class: str, k: int, kind: str, index: int,
                     attempt: int) -> bytes:
    """The bytes ``derive`` hashes: the tag, the seed (32 bytes), the class and the kind as one
    length byte and their ASCII letters, ``k``, ``index`` and ``attempt`` as 4-byte big-endian
    numbers."""
    if len(seed) != 32:
        raise ValueError(f"an event's seed has 32 bytes, not {len(seed)}")
    return b"".join((FAIR_TAG, seed, _text(event_class), k.to_bytes(4, "big"), _text(kind),
                     index.to_bytes(4, "big"), attempt.to_bytes(4, "big")))


def _text(name: str) -> bytes:
    data = name.encode("ascii")
    return bytes((len(data),)) + data


class Event(Frozen):
    """Event ``k`` of ``event_class``, and its owner, the seat that releases last (fair-play.md
    §4): for a draw or a reroll the active player when it comes (the drawer, the player whose
    Die of Malice rerolls, the summoner of a Demon of Argos whose opponents draw), whose turn
    goes on with the outcome; for a roll the first player of round k, who rolls (R8.1); None for
    the setup, and for a draw or reroll that has not come yet. Two events are the same event
    when their class and number are: the owner only describes it."""

    __slots__ = ("event_class", "k", "owner")
    __match_args__ = __slots__
    event_class: str
    k: int
    owner: int | None

    def __init__(self, event_class: str, k: int, owner: int | None = None) -> None:
        assign(self, "event_class", event_class)
        assign(self, "k", k)
        assign(self, "owner", owner)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self.k == other.k and self.event_class == other.event_class  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.event_class, self.k))

    def __str__(self) -> str:
        return f"{self.event_class} {self.k}"


class Waiting(Exception):
    """Raised by ``outcome`` when the game has no seed for the event a number belongs to;
    ``waiting.py`` catches it and makes the game wait for that event."""

    def __init__(self, event: Event) -> None:
        super().__init__(str(event))
        self.event = event


class Held(Frozen):
    """What a waiting game holds: the event it waits for, and the move whose consequences need
    it — the decision it answers, the action, and the decisions that were pending before it
    (the waiting game has none pending). ``decision`` and ``action`` are None for the setup."""

    __slots__ = ("event", "decision", "action", "pending")
    __match_args__ = __slots__
    event: Event
    decision: Decision | None
    action: Action | None
    pending: tuple[Decision, ...]

    def __init__(self, event: Event, decision: Decision | None, action: Action | None,
                 pending: tuple[Decision, ...]) -> None:
        assign(self, "event", event)
        assign(self, "decision", decision)
        assign(self, "action", action)
        assign(self, "pending", pending)


class FairState(Fields):
    """A fair game's chance, as part of its state (``Game.fair``).

    ``last``: per class, the number of the last event used (the rolls: the last round rolled).
    ``seeds``: the seeds given and not used yet, by event. ``used``: every event used, with its
    seed, in the order of use (what the file layer records). ``held``: the move a waiting game
    holds, else None. A state is never changed once made, but by the one move being carried out
    that owns it (``running``), which keeps there the events it has used so far; a state that
    is not running refuses to give numbers (``outcome``)."""

    __slots__ = ("last", "seeds", "used", "held", "_opened", "_batch")
    __match_args__ = __slots__[:4]
    last: dict[str, int]
    seeds: dict[Event, bytes]
    used: tuple[tuple[Event, bytes], ...]
    held: Held | None

    def __init__(self, last: dict[str, int] | None = None, seeds: dict[Event, bytes] | None = None,
                 used: tuple[tuple[Event, bytes], ...] = (), held: Held | None = None) -> None:
        self.last = dict.fromkeys(CLASSES, 0) if last is None else last
        self.seeds = {} if seeds is None else seeds
        self.used = used
        self.held = held
        # While a move is carried out (else None): event -> [seed, index of its next number]
        self._opened: dict[Event, list[Any]] | None = None
        self._batch: dict[str, int] = {}  # the draw and reroll events of the running move

    def running(self) -> FairState:
        """A copy for a move being carried out to use events in."""
        state = FairState(self.last, self.seeds, self.used, None)
        state._opened = {}
        return state

    def finished(self) -> FairState:
        """The state once the running move is carried out: the events it used are used."""
        if not self._opened:
            return FairState(self.last, self.seeds, self.used, None)
        last, seeds, used = dict(self.last), dict(self.seeds), list(self.used)
        for event, (seed, _) in self._opened.items():
            last[event.event_class] = event.k
            del seeds[event]
            used.append((event, seed))
        return FairState(last, seeds, tuple(used), None)

    def holding(self, held: Held | None) -> FairState:
        return FairState(self.last, self.seeds, self.used, held)

    def given(self, event: Event, seed: bytes) -> FairState:
        return FairState(self.last, {**self.seeds, event: seed}, self.used, self.held)

    def next_k(self, event_class: str) -> int:
        """The number of the next event of ``event_class`` that will be used."""
        return self.last[event_class] + 1


def outcome(game: Game, n: int, kind: str) -> int:
    """The next number in ``range(n)`` of the event that ``kind`` belongs to now, from its seed
    (``derive``): the numbers of an event are taken in order, 0, 1, ...

    Raises ``Waiting`` when the game has not been given the event's seed."""
    state = game.fair
    numbers = state._opened
    if numbers is None:
        raise AssertionError("a fair game's chance is asked outside a move (waiting.py)")
    event = _event(game, state, KIND_CLASS[kind])
    opened = numbers.get(event)
    if opened is None:
        seed = state.seeds.get(event)
        if seed is None:
            raise Waiting(event)
        opened = numbers[event] = [seed, 0]
    index = opened[1]
    opened[1] = index + 1
    return derive(opened[0], event.event_class, event.k, kind, index, n)


def _event(game: Game, state: FairState, event_class: str) -> Event:
    """The event a number of ``event_class`` belongs to at this point of the running move."""
    if event_class == SETUP:
        return Event(SETUP, 1)
    if event_class == ROLL:
        return Event(ROLL, game.round, game.first)  # the round has begun: its first player rolls
    k = state._batch.get(event_class)
    if k is None:
        k = state._batch[event_class] = state.next_k(event_class)
    return Event(event_class, k, game.active)
