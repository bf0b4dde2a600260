"""Releases and the release rule (fair-play.md §4), and the public record they build up.

A **release** is what a seat contributes to chance: in a fair game, the link of its dice chain
for one event (``Release``; sealed games will add decryption shares beside it). The ``Ledger``
is what every player knows of the protocol so far: each seat's pinned keys and chain tips (its
join), and every link released, by event. ``may_release`` is §4's rule, judged on the engine's
public state alone, the same way by the writer (the honest client attaches every allowed
release) and by every reader (who refuses a release the rule does not allow):

1. A release for a **due** event (the one the game awaits) may always be made, but the event's
   owner (the drawer, the roller) releases last, so that no bystander learns it first.
2. A release for an event not yet due may be made only if, after it, every seat that could
   still decide before the event (``deciders.could_decide_before``) lacks some *other* seat's
   release for it. The owner never releases early; an event without an owner yet (a draw
   nobody has triggered) gets no early release at all.
"""

from __future__ import annotations

from typing import Any

from ..engine.deciders import could_decide_before
from ..engine.fair import Event
from ..engine.model import Game
from ..engine.waiting import awaited, upcoming
from ..plain import Fields, Frozen, assign
from .chains import event_seed, follows, generation_of
from .constants import EVENT_CLASSES


class Seat(Frozen):
    """A seat's join: its signing key, its encryption key and the tip of each of its chains."""

    __slots__ = ("key", "box_key", "tips")
    key: bytes
    box_key: bytes
    tips: tuple[bytes, ...]  # by class, in ``EVENT_CLASSES`` order

    def __init__(self, key: bytes, box_key: bytes, tips: tuple[bytes, ...]) -> None:
        assign(self, "key", key)
        assign(self, "box_key", box_key)
        assign(self, "tips", tips)

    def to_data(self) -> dict[str, Any]:
        """The join as the file holds it."""
        return {"key": self.key.hex(), "box_key": self.box_key.hex(),
                "tips": {name: tip.hex() for name, tip in zip(EVENT_CLASSES, self.tips)}}


class Release(Frozen):
    """One release: the ``link`` of the author's chain for event ``k`` of ``event_class``; with
    the first link of a chain, ``next_tip``, the tip of the chain after it (``chains``)."""

    __slots__ = ("kind", "event_class", "k", "link", "next_tip")
    kind: str
    event_class: str
    k: int
    link: bytes
    next_tip: bytes | None

    def __init__(self, kind: str, event_class: str, k: int, link: bytes,
                 next_tip: bytes | None = None) -> None:
        assign(self, "kind", kind)
        assign(self, "event_class", event_class)
        assign(self, "k", k)
        assign(self, "link", link)
        assign(self, "next_tip", next_tip)

    def to_data(self) -> dict[str, Any]:
        data = {"kind": self.kind, "class": self.event_class, "k": self.k, "link": self.link.hex()}
        if self.next_tip is not None:
            data["next_tip"] = self.next_tip.hex()
        return data


class Ledger(Fields):
    """The public record of a fair game's protocol: ``seats`` (each seat's ``Seat``, None until
    it joins), ``links`` (by event ``(class, k)``, each seat's released link) and ``tips`` (the
    tips of later generations of chains, by ``(seat, class, generation)``). Changed in place by
    the one replay that owns it; ``copy`` for another."""

    __slots__ = ("genesis", "seats", "links", "tips")
    genesis: bytes
    seats: list[Seat | None]
    links: dict[tuple[str, int], dict[int, bytes]]
    tips: dict[tuple[int, str, int], bytes]

    def __init__(self, genesis: bytes, seats: list[Seat | None],
                 links: dict[tuple[str, int], dict[int, bytes]] | None = None,
                 tips: dict[tuple[int, str, int], bytes] | None = None) -> None:
        self.genesis, self.seats = genesis, seats
        self.links = {} if links is None else links
        self.tips = {} if tips is None else tips

    def copy(self) -> Ledger:
        return Ledger(self.genesis, list(self.seats),
                      {event: dict(by_seat) for event, by_seat in self.links.items()},
                      dict(self.tips))

    @property
    def started(self) -> bool:
        """Whether every seat has joined: only then may anyone release (§5)."""
        return all(seat is not None for seat in self.seats)

    def released(self, event: Event) -> dict[int, bytes]:
        return self.links.get((event.event_class, event.k), {})

    def last_link(self, seat: int, event_class: str, k: int) -> bytes | None:
        """What ``seat``'s link for event k of ``event_class`` must follow: its link for event
        k - 1, or for the first link of a chain its tip (the join's, or the one its release of
        the first link of the chain before committed to); None if it has not released that."""
        generation, j = generation_of(k)
        if j != 1:
            return self.links.get((event_class, k - 1), {}).get(seat)
        if generation:
            return self.tips.get((seat, event_class, generation))
        joined = self.seats[seat]
        return None if joined is None else joined.tips[EVENT_CLASSES.index(event_class)]

    def record(self, seat: int, release: Release) -> bytes | None:
        """Keep ``seat``'s release; the event's seed once every seat has released, else None."""
        if release.next_tip is not None:
            generation = generation_of(release.k)[0] + 1
            self.tips[(seat, release.event_class, generation)] = release.next_tip
        by_seat = self.links.setdefault((release.event_class, release.k), {})
        by_seat[seat] = release.link
        if len(by_seat) < len(self.seats):
            return None
        links = [by_seat[other] for other in range(len(self.seats))]
        return event_seed(self.genesis, release.event_class, release.k, links)


def may_release(game: Game, ledger: Ledger, seat: int, event: Event) -> bool:
    """§4's rule: whether ``seat`` may release its link for ``event`` now."""
    have = ledger.released(event)
    if seat in have or not ledger.started:
        return False
    seats = range(len(ledger.seats))
    due = awaited(game) == event
    if event.owner == seat:
        return due and all(other in have for other in seats if other != seat)
    if due:
        return True
    if event.owner is None:
        return False
    after = {*have, seat}
    return all(any(other not in after for other in seats if other != decider)
               for decider in could_decide_before(game, event))


def awaited_event(game: Game) -> Event | None:
    """The event a waiting game needs, if what it waits for is an event (a sealed game may
    wait for a shuffle or a reveal instead: ``protocol.shares``)."""
    waiting = awaited(game)
    return waiting if isinstance(waiting, Event) else None


def candidates(game: Game) -> tuple[Event, ...]:
    """The events a release may be for now: the awaited one first, then the upcoming ones."""
    waiting = awaited_event(game)
    found = tuple(event for event in upcoming(game) if event != waiting)
    return found if waiting is None else (waiting, *found)


def allowed(game: Game, ledger: Ledger, seat: int) -> Event | None:
    """The first event ``seat`` may release for now, if any (``candidates`` order)."""
    for event in candidates(game):
        if may_release(game, ledger, seat, event):
            return event
    return None


def event_of(game: Game, event_class: str, k: int) -> Event | None:
    """The candidate event ``(event_class, k)`` with its owner; None when it is none."""
    for event in candidates(game):
        if event.event_class == event_class and event.k == k:
            return event
    return None


def awaited_seats(game: Game, ledger: Ledger) -> list[int]:
    """The seats whose write the game waits for: those whose release the awaited event lacks,
    the owner last (in turn order after the owner), or none when nothing is awaited."""
    event = awaited_event(game)
    if event is None or not ledger.started:
        return []
    have, count = ledger.released(event), len(ledger.seats)
    start = 0 if event.owner is None else event.owner + 1
    missing = [seat % count for seat in range(start, start + count) if seat % count not in have]
    others = [seat for seat in missing if seat != event.owner]
    return others or missing


def check_link(ledger: Ledger, seat: int, release: Release) -> str | None:
    """Why ``seat``'s ``release`` is no link of its chain, or None when it is."""
    first = generation_of(release.k)[1] == 1
    if first != (release.next_tip is not None):
        which = "the first link of a chain" if first else "a link that is not a chain's first"
        return (f"releases {which} for {release.event_class} {release.k} "
                f"{'without' if first else 'with'} the tip of the next chain")
    before = ledger.last_link(seat, release.event_class, release.k)
    if before is None:
        return (f"releases a link for {release.event_class} {release.k} before its link for "
                f"{release.event_class} {release.k - 1}")
    if not follows(release.link, before):
        return (f"releases a link for {release.event_class} {release.k} that does not follow "
                "its chain (a forged link)")
    return None
