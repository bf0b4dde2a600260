"""The cards of a sealed game as its players' protocol holds them (fair-play.md §6.1-§6.4).

The engine knows each hidden card by a **handle** (``engine/hidden.py``) and numbers them in the
order they are made; the ``Deck`` holds the masked pair of each handle: handle k is the k-th
pair made, by a shuffle of the deck or the discard pile (every player in seat order) or a seat's
re-masking of one of its zones. Beside the pairs it keeps every share released for them:
public ones (``shares``) and those sent to one player alone (``sent``, verifiably encrypted).

A seat **reads** a pair when it has every other seat's share, public or sent to it, and adds its
own (``readable``); the shuffler of a re-masking knows its outputs without anyone's share, from
its own permutation, which it derives again (``Hedge`` with ``fresh`` derived from its identity
and the entry: ``fresh_bytes``). ``known_cards`` is what one seat can read of the game.

A card every player knows that enters a shuffle or a re-masking (a card sacrificed into the
discard pile, one Amsug Longneck returned, an apprentice deck's card) is masked publicly first
(``public_pair``): its identity is no secret, the shuffle hides where it goes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..plain import Fields, Frozen, assign
from .constants import (POINT_SIZE, PUBLIC_MASK_DOMAIN, SEALED_FRESH_TAG, SEALED_KEY_TAG,
                        SECRET_DIGEST_SIZE)
from .group import Point, Scalar, card_points, card_table
from ..hashes import sha512
from .identity import Identity, hkdf
from .masking import MaskedCard, initial_factor, joint_key, mask, read, share
from .proofs import Context, EncryptedShare, open_share
from .shuffle import shuffle_order
from .transcript import number, transcript


def masking_secret(identity: Identity, genesis: bytes, seat: int) -> Scalar:
    """``x_i``: the seat's secret scalar of the game (§6.1), derived from the identity, the
    genesis hash and the seat (64 bytes of HKDF, reduced mod L)."""
    data = hkdf(identity.secret, genesis, transcript(SEALED_KEY_TAG, ("seat", number(seat, 1))),
                SECRET_DIGEST_SIZE)
    return Scalar.from_digest(data)


def fresh_bytes(identity: Identity, context: Context) -> bytes:
    """The ``fresh`` bytes of every hedge a seat makes in one entry: derived from its identity
    and the entry's place (genesis, number, ``prev``), so that the seat can make its shuffles
    again (and learn its own permutations) and a write made again is the same bytes (the
    journal refuses two versions of one entry). Each hedge also hashes its whole statement, so
    two statements never share a nonce (docs/fair-play.md, sealed games: randomness)."""
    return identity.derive(context.genesis, SEALED_FRESH_TAG, ("move", number(context.move)),
                           ("prev", context.prev), ("seat", number(context.seat, 1)))


def public_factor(genesis: bytes, made: int, position: int) -> Scalar:
    """The public masking factor of a card known to all at ``position`` of the list a shuffle
    or re-masking takes when ``made`` handles have been made: the deck's initial factor
    (``masking.initial_factor``) for the deck (nothing made yet), else one that also names
    ``made``, so that no two public pairs of a game are the same."""
    if made == 0:
        return initial_factor(genesis, position)
    data = transcript(PUBLIC_MASK_DOMAIN, ("genesis", genesis), ("made", number(made, 4)),
                      ("position", number(position, 2)))
    return Scalar.from_digest(sha512(data).digest())


class Made(Frozen):
    """Who made a handle's pair: the entry, the seat (the last shuffler of a pile's shuffle),
    and how (``deck``, ``discard pile``, or the zone re-masked)."""

    __slots__ = ("entry", "seat", "how")
    entry: int
    seat: int
    how: str

    def __init__(self, entry: int, seat: int, how: str) -> None:
        assign(self, "entry", entry)
        assign(self, "seat", seat)
        assign(self, "how", how)


class Remasked(Frozen):
    """A seat's re-masking of one of its zones: where it was made (``context``), the pairs it
    took (``cards``: what its proof was checked against), the cards known to all among them
    (``items``: the zone's cards, a handle or a card's number) and its first new handle."""

    __slots__ = ("context", "cards", "items", "first")
    context: Context
    cards: tuple[MaskedCard, ...]
    items: tuple[int, ...]
    first: int

    def __init__(self, context: Context, cards: tuple[MaskedCard, ...], items: tuple[int, ...],
                 first: int) -> None:
        assign(self, "context", context)
        assign(self, "cards", cards)
        assign(self, "items", items)
        assign(self, "first", first)

    def outputs(self) -> range:
        return range(self.first, self.first - len(self.items), -1)


class Deck(Fields):
    """A sealed game's cards in its protocol: ``keys`` (each seat's ``X_i``, None until it
    joins), the ``joint`` key, the card ``points`` and their ``table``, ``pairs`` (handle ->
    pair) and who ``made`` each, ``shares`` (handle -> seat -> public share), ``sent`` (handle ->
    (from, to) -> encrypted share and its first point, for the recipient to open), ``shuffles``
    (shuffle k -> each seat's output so far, in seat order), ``piles`` (shuffle k -> the cards
    it took and its first new handle, once made), ``remasks`` (every re-masking, in
    order) and ``hands`` (each seat's hand as its last re-masking of it made it). Changed in
    place by the one replay that owns it; ``copy`` for another."""

    __slots__ = ("genesis", "keys", "joint", "points", "table", "pairs", "made", "shares", "sent",
                 "shuffles", "piles", "remasks", "hands")
    genesis: bytes
    keys: list[Point | None]
    joint: Point | None
    points: dict[int, Point]
    table: dict[Point, int]
    pairs: dict[int, MaskedCard]
    made: dict[int, Made]
    shares: dict[int, dict[int, Point]]
    sent: dict[int, dict[tuple[int, int], EncryptedShare]]
    shuffles: dict[int, list[tuple[MaskedCard, ...]]]
    piles: dict[int, tuple[tuple[int, ...], int]]
    remasks: list[Remasked]
    hands: dict[int, frozenset[int]]

    def __init__(self, genesis: bytes, keys: list[Point | None], numbers: Sequence[int] = (),
                 *, copied: tuple | None = None) -> None:
        self.genesis, self.keys = genesis, keys
        if copied is not None:
            (self.joint, self.points, self.table, self.pairs, self.made, self.shares, self.sent,
             self.shuffles, self.piles, self.remasks, self.hands) = copied
            return
        self.joint = None
        self.points = dict(card_points(genesis, sorted(set(numbers)))) if numbers else {}
        self.table = dict(card_table(self.points))
        self.pairs, self.made, self.shares, self.sent = {}, {}, {}, {}
        self.shuffles, self.piles, self.remasks, self.hands = {}, {}, [], {}

    def copy(self) -> Deck:
        return Deck(self.genesis, list(self.keys), copied=(
            self.joint, self.points, self.table, dict(self.pairs), dict(self.made),
            {handle: dict(by_seat) for handle, by_seat in self.shares.items()},
            {handle: dict(by_pair) for handle, by_pair in self.sent.items()},
            {k: list(outputs) for k, outputs in self.shuffles.items()}, dict(self.piles),
            list(self.remasks), dict(self.hands)))

    @property
    def n(self) -> int:
        return len(self.keys)

    # --- as plain values (the checked-file cache: ``gamefile.sealed.kept``) ---------------------

    def values(self) -> tuple:
        """The deck as plain values (bytes, ints, strings and their containers), for
        ``from_values``: every pair and share as the file's bytes, every handle, the cards
        known to all that entered a shuffle or a re-masking, and the card points (public:
        derived from the genesis hash). Nothing a seat's secret gives: what each seat reads
        is derived again from its secret (``known_cards``)."""
        return (self.genesis, [None if key is None else key.data for key in self.keys],
                None if self.joint is None else self.joint.data,
                {number: point.data for number, point in self.points.items()},
                {handle: bytes(found) for handle, found in self.pairs.items()},
                {handle: found._values() for handle, found in self.made.items()},
                {handle: {seat: point.data for seat, point in by_seat.items()}
                 for handle, by_seat in self.shares.items()},
                {handle: {seats: bytes(found) for seats, found in by_pair.items()}
                 for handle, by_pair in self.sent.items()},
                {k: [[bytes(found) for found in output] for output in outputs]
                 for k, outputs in self.shuffles.items()},
                dict(self.piles),
                [(found.context.move, found.context.prev, found.context.seat,
                  [bytes(card) for card in found.cards], found.items, found.first)
                 for found in self.remasks],
                dict(self.hands))

    @classmethod
    def from_values(cls, values: tuple) -> Deck:
        """The deck ``values`` gave, its points taken as they are: only ever values this code
        made from a deck it checked, kept under the cache's MAC (``gamefile.checked``)."""
        (genesis, keys, joint, points, pairs, made, shares, sent, shuffles, piles, remasks,
         hands) = values
        found: dict[bytes, MaskedCard] = {}  # one object for each pair, as the replay has it

        def pair(data: bytes) -> MaskedCard:
            card = found.get(data)
            if card is None:
                card = found[data] = MaskedCard(_point(data[:POINT_SIZE]),
                                                _point(data[POINT_SIZE:]))
            return card

        table_points = {number: _point(data) for number, data in points.items()}
        return cls(genesis, [None if key is None else _point(key) for key in keys], copied=(
            None if joint is None else _point(joint), table_points,
            dict(card_table(table_points)),
            {handle: pair(data) for handle, data in pairs.items()},
            {handle: Made(*fields) for handle, fields in made.items()},
            {handle: {seat: _point(data) for seat, data in by_seat.items()}
             for handle, by_seat in shares.items()},
            {handle: {seats: EncryptedShare(_point(data[:POINT_SIZE]), _point(data[POINT_SIZE:]))
                      for seats, data in by_pair.items()} for handle, by_pair in sent.items()},
            {k: [tuple(map(pair, output)) for output in outputs]
             for k, outputs in shuffles.items()},
            piles,
            [Remasked(Context(genesis, move, prev, seat), tuple(map(pair, cards)), items, first)
             for move, prev, seat, cards, items, first in remasks],
            hands))

    def join(self, seat: int, key: Point) -> None:
        """``seat``'s key ``X_i``; the joint key once every seat has joined (§6.1)."""
        self.keys[seat] = key
        if all(found is not None for found in self.keys):
            self.joint = joint_key(self.keys)  # type: ignore[arg-type]

    # --- pairs ---------------------------------------------------------------------------------

    def inputs(self, items: Sequence[int], made: int) -> tuple[MaskedCard, ...]:
        """The pairs of ``items`` (handles, or cards known to all, masked publicly), when
        ``made`` handles have been made: what a shuffle or a re-masking of them takes."""
        return tuple(self.pairs[item] if item < 0 else
                     mask(self.points[item], public_factor(self.genesis, made, position),
                          self.joint)  # type: ignore[arg-type]
                     for position, item in enumerate(items))

    def assign(self, first: int, pairs: Sequence[MaskedCard], made: Made) -> None:
        """The new handles ``first``, ``first - 1``, ... are ``pairs``, in order."""
        for offset, pair in enumerate(pairs):
            self.pairs[first - offset] = pair
            self.made[first - offset] = made

    # --- shares --------------------------------------------------------------------------------

    def has_given(self, handle: int, seat: int, reader: int) -> bool:
        """Whether ``seat`` has given its share of ``handle`` so that ``reader`` has it: in
        public, or sent to ``reader``."""
        return seat in self.shares.get(handle, {}) or (seat, reader) in self.sent.get(handle, {})

    def readable(self, handle: int, seat: int) -> bool:
        """Whether ``seat`` holds every other seat's share of ``handle`` (public or sent to it):
        with its own it reads the card."""
        return all(self.has_given(handle, other, seat) for other in range(self.n) if other != seat)

    def public(self, handle: int) -> bool:
        """Whether every seat's share of ``handle`` is public: everyone reads it."""
        return len(self.shares.get(handle, {})) == self.n

    def card(self, handle: int, shares: Sequence[Point]) -> int:
        """The card of ``handle`` from every seat's share (``masking.NotACard`` if none)."""
        return read(self.pairs[handle], shares, self.table)

    def public_card(self, handle: int) -> int:
        return self.card(handle, list(self.shares[handle].values()))

    def card_for(self, handle: int, seat: int, secret: Scalar,
                 opened: Callable[[EncryptedShare], Point]) -> int:
        """The card ``seat`` reads for ``handle`` with its own ``secret`` and the others'
        shares (``opened`` opens one sent to it); its own share too, once public (the one it
        would compute, its proof checked: a multiplication saved for every card revealed)."""
        public = self.shares.get(handle, {})
        own = public.get(seat)
        found = [own if own is not None else share(secret, self.pairs[handle])]
        sent = self.sent.get(handle, {})
        for other in range(self.n):
            if other == seat:
                continue
            given = public.get(other)
            found.append(given if given is not None else opened(sent[other, seat]))
        return self.card(handle, found)


def _point(data: bytes) -> Point:
    return Point(data, _checked=True)


def known_cards(deck: Deck, seat: int, secret: Scalar, fresh_of: Callable[[Context], bytes],
                handles: Iterable[int] | None = None) -> dict[int, int]:
    """Every handle ``seat`` can read (handle -> card): those whose shares it holds, and the
    outputs of its own re-maskings of cards it could read (``fresh_of`` gives the fresh bytes
    it made each with, from its identity); only those of ``handles`` (and what reading them
    reads) when given: a view needs the handles its game holds, not every pair ever made."""
    known: dict[int, int] = {}
    own = {}  # new handle -> (re-masking, its output index)
    for remasked in deck.remasks:
        if remasked.context.seat == seat:
            for index, handle in enumerate(remasked.outputs()):
                own[handle] = (remasked, index)
    orders: dict[int, list[int]] = {}

    def opened(encrypted: EncryptedShare) -> Point:
        return open_share(encrypted, secret)

    def card_of(item: int) -> int | None:
        if item > 0:
            return item
        if item in known:
            return known[item]
        found = None
        if item in own:
            remasked, index = own[item]
            key = remasked.first
            if key not in orders:
                orders[key] = shuffle_order(remasked.cards, deck.joint, remasked.context, secret,
                                            fresh_of(remasked.context))
            found = card_of(remasked.items[orders[key][index]])
        elif item in deck.pairs and deck.readable(item, seat):
            found = deck.card_for(item, seat, secret, opened)
        if found is not None:
            known[item] = found
        return found

    for handle in deck.pairs if handles is None else handles:
        card_of(handle)
    return known
