"""A sealed game's file (fair-play.md §6; docs/fair-play.md, "Sealed games"): a fair game whose
cards are masked pairs nobody can read alone.

A sealed game's history is a fair game's (``fair.py``: signed entries, dice chains, the release
rule for links) with more in it:

- a **join** carries the seat's key share ``X_i`` and its Schnorr proof (§6.1);
- a write's **releases** may also be a **shuffle** of the deck or the discard pile (every seat
  in seat order, each with its proof, §6.2), the author's **re-masking** of one of its zones
  (its packet before a pick, its chosen cards before its split, its hand at its die choice), or
  a **share** of a pair (public, or **sent** to one player alone, verifiably encrypted, §6.3);
- a **move** that shows a card (a summon, P33) carries its **reveal**: the holder's own share,
  and its opening of any share that was sent to it alone, each with a proof.

Every reader checks every proof when the entry arrives, after the signature and the sizes and
before the next entry, and judges every release by the rule of ``protocol.shares`` on the
public state; the engine replays the public state (``engine/viewpoint.py``: handles for every
hidden card), the ``Deck`` holds the pair of each handle. ``SealedReplay`` is that reader,
``SealedClient`` the honest client, ``view_of`` what one seat can read.
"""

from __future__ import annotations

from typing import Any

from ..cards.catalogue import CARDS, LEVEL_CARDS
from ..engine import Action, Game, new_game
from ..engine.errors import SealedError as EngineSealedError
from ..engine.flow import check_action
from ..engine.hidden import handles_in
from ..engine import IllegalAction
from ..engine.sealed import RevealNeed, ShuffleNeed
from ..engine.viewpoint import materialize, read, recorded, remask, revealed_place, reveal, shuffled
from ..engine.waiting import awaited
from ..notation import parse_action
from ..plain import Frozen, assign
from ..protocol.constants import (ENCRYPTED_SHARE_PROOF_SIZE, ENCRYPTED_SHARE_SIZE,
                                  KEY_PROOF_SIZE, MASKED_CARD_SIZE, POINT_SIZE, SHARE_PROOF_SIZE)
from ..protocol.deck import Deck, Made, Remasked, fresh_bytes, known_cards, masking_secret
from ..protocol.errors import ProtocolError
from ..protocol.group import Point, ProofError, SealedError, base
from ..protocol.identity import Identity, from_hex
from ..protocol.masking import MaskedCard, parse_cards
from ..protocol.proofs import (Context, EncryptedShare, EncryptedShareProof, KeyProof, ShareProof,
                               check_encrypted_share, check_key, check_share, encrypt_share,
                               prove_key, prove_share)
from ..protocol.releases import Ledger, Seat, awaited_seats
from ..protocol.shares import (awaited_writers, gifts, may_give, owing, reader, remask_zone,
                                shuffle_due)
from ..protocol.shuffle import ShuffleProof, check_shuffle, shuffle, shuffle_proof_size
from ..english import noun
from .codec import jsonable
from .fair import (FairEntry, FairRecord, _Client, _Replay, _remember, _signed, join_problem,
                   parse_entry, parse_join as parse_fair_join, parse_release as parse_link)
from .record import FileProblem, genesis


# --- what a sealed entry holds --------------------------------------------------------------

class SealedSeat(Seat):
    """A sealed game's join: a fair join's keys and tips, and the seat's key share ``X_i`` with
    its Schnorr proof (§6.1), bound to the game, the entry and the seat."""

    __slots__ = ("sealed_key", "key_proof")
    sealed_key: bytes
    key_proof: bytes

    def __init__(self, key: bytes, box_key: bytes, tips: tuple[bytes, ...], sealed_key: bytes,
                 key_proof: bytes) -> None:
        super().__init__(key, box_key, tips)
        assign(self, "sealed_key", sealed_key)
        assign(self, "key_proof", key_proof)

    def to_data(self) -> dict[str, Any]:
        return {**super().to_data(), "sealed_key": self.sealed_key.hex(),
                "key_proof": self.key_proof.hex()}


class ShareRelease(Frozen):
    """A seat's decryption share of the pair of ``handle`` (§6.3): ``share`` kind, in public
    (the share, 32 bytes, and its Chaum-Pedersen proof, 96); or ``sent`` kind, to the player
    ``to`` alone (the encrypted share, 64 bytes, and its proof, 160)."""

    __slots__ = ("kind", "handle", "to", "share", "proof")
    kind: str
    handle: int
    to: str | None
    share: bytes
    proof: bytes

    def __init__(self, kind: str, handle: int, to: str | None, share: bytes,
                 proof: bytes) -> None:
        for name, value in zip(self.__slots__, (kind, handle, to, share, proof)):
            assign(self, name, value)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "handle": self.handle}
        if self.to is not None:
            data["to"] = self.to
        data.update(share=self.share.hex(), proof=self.proof.hex())
        return data


class ShuffleRelease(Frozen):
    """A seat's shuffle of a pile (``shuffle`` kind: the game's shuffle ``k``) or re-masking of
    its own ``zone`` (``remask`` kind): the output pairs, 64 bytes each, and the proof."""

    __slots__ = ("kind", "k", "zone", "cards", "proof")
    kind: str
    k: int | None
    zone: str | None
    cards: tuple[bytes, ...]
    proof: bytes

    def __init__(self, kind: str, k: int | None, zone: str | None, cards: tuple[bytes, ...],
                 proof: bytes) -> None:
        for name, value in zip(self.__slots__, (kind, k, zone, cards, proof)):
            assign(self, name, value)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        data.update({"k": self.k} if self.kind == "shuffle" else {"zone": self.zone})
        data.update(cards=[card.hex() for card in self.cards], proof=self.proof.hex())
        return data


class Opened(Frozen):
    """The revealer's opening of a share ``player`` sent to it alone: its own share of the
    encrypted share (``x·C_1``, 32 bytes) and the proof (96), from which every reader computes
    the sender's share ``C_2 − x·C_1``."""

    __slots__ = ("player", "share", "proof")
    player: str
    share: bytes
    proof: bytes

    def __init__(self, player: str, share: bytes, proof: bytes) -> None:
        assign(self, "player", player)
        assign(self, "share", share)
        assign(self, "proof", proof)

    def to_data(self) -> dict[str, Any]:
        return {"from": self.player, "share": self.share.hex(), "proof": self.proof.hex()}


class Reveal(Frozen):
    """What a move that shows a card carries (§6.3, "revealing"): the holder's own share of the
    pair of ``handle`` and its proof, and the opening of each share sent to it alone."""

    __slots__ = ("handle", "share", "proof", "opened")
    handle: int
    share: bytes
    proof: bytes
    opened: tuple[Opened, ...]

    def __init__(self, handle: int, share: bytes, proof: bytes,
                 opened: tuple[Opened, ...] = ()) -> None:
        assign(self, "handle", handle)
        assign(self, "share", share)
        assign(self, "proof", proof)
        assign(self, "opened", opened)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"handle": self.handle, "share": self.share.hex(),
                                "proof": self.proof.hex()}
        if self.opened:
            data["opened"] = [opened.to_data() for opened in self.opened]
        return data


class SealedEntry(FairEntry):
    """A fair entry whose move may carry ``reveals``."""

    __slots__ = ("reveals",)
    reveals: tuple[Reveal, ...]

    def __init__(self, number: int, player: str, join: Seat | None,
                 releases: tuple[Any, ...], move: str | None, action: dict[str, Any] | None,
                 phase: str | None, year: int | None, season: str | None, round: int | None,
                 outcomes: list[dict[str, Any]], prev: str, signature: bytes = b"",
                 reveals: tuple[Reveal, ...] = ()) -> None:
        super().__init__(number, player, join, releases, move, action, phase, year, season,
                         round, outcomes, prev, signature)
        assign(self, "reveals", reveals)

    def to_data(self) -> dict[str, Any]:
        data = super().to_data()
        if not self.reveals:
            return data
        ordered: dict[str, Any] = {}
        for key, value in data.items():
            if key == "outcomes":
                ordered["reveals"] = [item.to_data() for item in self.reveals]
            ordered[key] = value
        return ordered

    def signed(self, signature: bytes) -> SealedEntry:
        values = list(self._values())
        values[-2] = signature
        return SealedEntry(*values)


def sealed_entry(entry: FairEntry, reveals: tuple[Reveal, ...] = ()) -> SealedEntry:
    """``entry`` (a fair entry's fields) with ``reveals``."""
    values = list(entry._values())[:13]
    return SealedEntry(*values, reveals=reveals)


class SealedLedger(Ledger):
    """A fair game's ledger and the ``deck``: the pairs, shares and shuffles (``Deck``)."""

    __slots__ = ("deck",)
    deck: Deck

    def __init__(self, genesis: bytes, seats: list[Seat | None], deck: Deck,
                 links: dict | None = None, tips: dict | None = None) -> None:
        super().__init__(genesis, seats, links, tips)
        self.deck = deck

    def copy(self) -> SealedLedger:
        base_copy = super().copy()
        return SealedLedger(self.genesis, base_copy.seats, self.deck.copy(), base_copy.links,
                            base_copy.tips)


def is_sealed(record: Any) -> bool:
    return record.settings.trust == "sealed"


def create(settings: Any) -> FairRecord:
    """A new sealed game: it waits for its players, then for its setup event and its deck.

    Refused at apprentice level: its decks are pre-built, known to everybody (R5.1), and its
    split is made over those cards by name, so the file would show each library."""
    if settings.level == "apprentice":
        raise ProtocolError("a sealed game is played at wizard or archmage level (--level): an "
                            "apprentice's pre-built deck is known to all, so the file would "
                            "show each player's library split")
    game = new_game(settings)
    setup = jsonable(game.events)
    start = bytes.fromhex(genesis(settings, setup))
    seats: list[Seat | None] = [None] * len(settings.players)
    deck = Deck(start, [None] * len(settings.players), LEVEL_CARDS[settings.level])
    return FairRecord(settings, setup, (), game, start.hex(), SealedLedger(start, seats, deck))


# --- reading the file's entries -----------------------------------------------------------

def parse_join(given: dict[str, Any]) -> SealedSeat:
    seat = parse_fair_join(given)
    return SealedSeat(seat.key, seat.box_key, seat.tips,
                      from_hex(given["sealed_key"], POINT_SIZE, "the key share"),
                      from_hex(given["key_proof"], KEY_PROOF_SIZE, "the key proof"))


def parse_release(given: dict[str, Any]) -> Any:
    """A release of a sealed game, each value read into bytes of its size (``ValueError``)."""
    kind = given["kind"]
    if kind == "link":
        return parse_link(given)
    if kind in ("share", "sent"):
        public = kind == "share"
        return ShareRelease(kind, given["handle"], None if public else given["to"],
                            from_hex(given["share"], POINT_SIZE if public else
                                     ENCRYPTED_SHARE_SIZE, "a share"),
                            from_hex(given["proof"], SHARE_PROOF_SIZE if public else
                                     ENCRYPTED_SHARE_PROOF_SIZE, "a share's proof"))
    cards = tuple(from_hex(card, MASKED_CARD_SIZE, "a pair") for card in given["cards"])
    return ShuffleRelease(kind, given.get("k"), given.get("zone"), cards,
                          from_hex(given["proof"], shuffle_proof_size(max(len(cards), 1)),
                                   f"the proof of a shuffle of {len(cards)} cards"))


def parse_reveal(given: dict[str, Any]) -> Reveal:
    return Reveal(given["handle"], from_hex(given["share"], POINT_SIZE, "a share"),
                  from_hex(given["proof"], SHARE_PROOF_SIZE, "a share's proof"),
                  tuple(Opened(item["from"], from_hex(item["share"], POINT_SIZE, "a share"),
                               from_hex(item["proof"], SHARE_PROOF_SIZE, "a share's proof"))
                        for item in given.get("opened", ())))


def parse_sealed_entry(item: dict[str, Any], where: str) -> SealedEntry:
    entry = parse_entry(item, where, parse_join, parse_release)
    try:
        reveals = tuple(parse_reveal(given) for given in item.get("reveals", ()))
    except ValueError as error:
        raise FileProblem(f"{where}.reveals", str(error)) from None
    if reveals and entry.move is None:
        raise FileProblem(f"{where}.reveals", "only a move reveals a card")
    return sealed_entry(entry, reveals)


# --- the reader -----------------------------------------------------------------------------

class SealedReplay(_Replay):
    """A sealed history replayed entry by entry (``fair._Replay``), every shuffle, re-masking,
    share and reveal checked against the ``Deck`` and the rule of ``protocol.shares``."""

    context: Context

    @property
    def deck(self) -> Deck:
        return self.ledger.deck  # type: ignore[attr-defined]

    def parse(self, item: dict[str, Any], where: str) -> SealedEntry:
        return parse_sealed_entry(item, where)

    def enter(self, entry: FairEntry) -> None:
        """Every proof of an entry is bound to it: the game, its number, ``prev``, its author."""
        self.context = Context(self.ledger.genesis, entry.number, bytes.fromhex(entry.prev),
                               self.settings.players.index(entry.player))

    def point(self, data: bytes, what: str) -> Point:
        """A point of the file: checked (``Point.parse``), or, replaying a checked history,
        taken as it is."""
        return Point(data, _checked=True) if self.trusted else Point.parse(data, what)

    def _join(self, seat: int, joined: Seat, entry: FairEntry, where: str) -> None:
        super()._join(seat, joined, entry, where)
        if not isinstance(joined, SealedSeat):  # pragma: no cover - parse_join makes them
            raise FileProblem(f"{where}.join", "a sealed game's join has a key share")
        try:
            key = self.point(joined.sealed_key, "the key share")
            if not self.trusted:
                check_key(key, KeyProof.parse(joined.key_proof), self.context)
            self.deck.join(seat, key)
        except SealedError as error:
            why = " (a key chosen to cancel the others' has no proof)" \
                if isinstance(error, ProofError) else ""
            raise FileProblem(f"{where}.join.key_proof", f"{entry.player}'s key share is refused: "
                              f"{error}{why}") from None

    def release(self, seat: int, release: Any, outcomes: list[dict[str, Any]]) -> str | None:
        """Make ``seat``'s ``release`` of any kind, or say why its author could not."""
        try:
            if release.kind == "link":
                problem = super().release(seat, release, outcomes)
            elif release.kind in ("share", "sent"):
                problem = self.give(seat, release)
            elif release.kind == "shuffle":
                problem = self.shuffle(seat, release)
            else:
                problem = self.remask(seat, release)
            if problem is None:
                self.settle(outcomes)
            return problem
        except SealedError as error:
            return f"makes a {_RELEASE_WORDS[release.kind]} that is refused: {error}"
        except EngineSealedError as error:
            return f"makes a {_RELEASE_WORDS[release.kind]} the game cannot take: {error}"

    def give(self, seat: int, release: ShareRelease) -> str | None:
        """A share, public or sent to one player alone (§6.3), if the rule allows it now."""
        deck, handle = self.deck, release.handle
        players = self.settings.players
        if handle not in deck.pairs:
            return f"gives a share of handle {handle}, which is no pair of this game"
        if release.to is not None and release.to not in players:
            return f"sends its share of handle {handle} to {release.to}, who is not a player of " \
                "this game"
        to = None if release.to is None else players.index(release.to)
        if to == seat:
            return f"sends its share of handle {handle} to itself"
        if not self.trusted and not may_give(self.game, deck, seat, handle, to):
            whom = "in public" if to is None else f"to {release.to}"
            return (f"releases its share of handle {handle} {whom} before the release rule "
                    "allows it (fair-play.md §4, §6.3: nobody may read a card before the rules "
                    "let them)")
        pair = deck.pairs[handle]
        if to is None:
            share = self.point(release.share, "the share")
            if not self.trusted:
                check_share(deck.keys[seat], pair, share, ShareProof.parse(release.proof),
                            self.context, deck.joint)
            deck.shares.setdefault(handle, {})[seat] = share
            return None
        encrypted = EncryptedShare(self.point(release.share[:POINT_SIZE], "the share"),
                                   self.point(release.share[POINT_SIZE:], "the share"))
        if not self.trusted:
            check_encrypted_share(deck.keys[seat], deck.keys[to], pair, encrypted,
                                  EncryptedShareProof.parse(release.proof), self.context,
                                  deck.joint)
        deck.sent.setdefault(handle, {})[seat, to] = encrypted
        return None

    def shuffle(self, seat: int, release: ShuffleRelease) -> str | None:
        """A seat's shuffle of the deck or the discard pile (§6.2), in seat order."""
        due = shuffle_due(self.game, self.deck)
        if due is None or due[0] != release.k:
            return f"makes shuffle {release.k}, which the game does not wait for"
        k, items, made, turn = due
        if turn != seat:
            return (f"shuffles before {self.settings.players[turn]}, whose shuffle comes first "
                    "(every player shuffles in seat order)")
        done = self.deck.shuffles.get(k, [])
        output = self.pairs_of(release, len(items))
        if not self.trusted:  # what it took: the last output, or the pile (masked publicly)
            cards = done[-1] if done else self.deck.inputs(items, made)
            check_shuffle(cards, output, ShuffleProof.parse(release.proof, len(items)),
                          self.deck.joint, self.context)
        self.deck.shuffles[k] = [*done, output]
        return None

    def remask(self, seat: int, release: ShuffleRelease) -> str | None:
        """A seat's re-masking of its own zone (§6.2), only where the rules place one."""
        zone = release.zone
        if remask_zone(self.game, seat) != zone:
            return (f"re-masks its {zone} where no re-masking can be made (a packet before a "
                    "pick, the chosen cards before the split, the hand at the die choice)")
        items = tuple(getattr(self.game.players[seat], zone))
        made = self.game.sealed.made
        cards = self.deck.inputs(items, made)
        output = self.pairs_of(release, len(items))
        if not self.trusted:
            check_shuffle(cards, output, ShuffleProof.parse(release.proof, len(items)),
                          self.deck.joint, self.context)
        self.game = remask(self.game, seat, zone)
        first = -(made + 1)
        self.deck.assign(first, output, Made(self.context.move, seat, zone))
        self.deck.remasks.append(Remasked(self.context, cards, items, first))
        if zone == "hand":
            self.deck.hands[seat] = frozenset(range(first, first - len(items), -1))
        return None

    def pairs_of(self, release: ShuffleRelease, count: int) -> tuple[MaskedCard, ...]:
        """The output pairs of a shuffle of ``count`` cards, the count checked first (§6.9)."""
        if self.trusted:
            return tuple(MaskedCard(Point(card[:POINT_SIZE], _checked=True),
                                    Point(card[POINT_SIZE:], _checked=True))
                         for card in release.cards)
        return parse_cards(list(release.cards), count, "the shuffled pairs")

    def settle(self, outcomes: list[dict[str, Any]]) -> None:
        """Give the game what the releases so far complete: a shuffle every seat has made
        (its output the new handles, in order), a card every seat's share reveals."""
        deck = self.deck
        while True:
            need = awaited(self.game)
            if isinstance(need, ShuffleNeed) and len(deck.shuffles.get(need.k, ())) == deck.n:
                self.game = shuffled(self.game)
                deck.piles[need.k] = (need.cards, need.first)
                how = "deck" if need.k == 1 else "discard pile"
                deck.assign(need.first, deck.shuffles[need.k][-1],
                            Made(self.context.move, deck.n - 1, how))
            elif isinstance(need, RevealNeed) and deck.public(need.handle):
                self.game = reveal(self.game, need.handle, deck.public_card(need.handle))
            else:
                return
            outcomes.extend(self.game.events)

    def before_move(self, entry: FairEntry, action: Action, where: str) -> None:
        """The move's reveals (§6.3): each card it shows, read from every seat's share and
        checked to be the card the move names, at the place it takes it from."""
        reveals = getattr(entry, "reveals", ())
        seat = action.player
        place = revealed_place(self.game, action)
        hidden = place is not None and (place[1] is None or place[1] not in place[0]) \
            and any(card < 0 for card in place[0])
        if len(reveals) != (1 if hidden else 0):
            what = "shows a hidden card" if hidden else "shows no hidden card"
            raise FileProblem(f"{where}.reveals", f"entry {entry.number} ({entry.player}: "
                              f"{entry.move or action.kind!r}) {what}, so it reveals "
                              f"{'one' if hidden else 'none'}, not {len(reveals)}")
        for index, item in enumerate(reveals):
            try:
                card = self.revealed(seat, item, place)  # type: ignore[arg-type]
                self.game = reveal(self.game, item.handle, card)
            except (SealedError, EngineSealedError, ProtocolError) as error:
                raise FileProblem(f"{where}.reveals[{index}]", f"entry {entry.number} "
                                  f"({entry.player}): {error}") from None

    def revealed(self, seat: int, item: Reveal, place: tuple[list[int], int | None]) -> int:
        """The card ``item`` reveals, every share checked; refused (``ProtocolError``) if the
        handle is not the mover's to show from that place or the card is not the one named."""
        deck, handle, players = self.deck, item.handle, self.settings.players
        if handle not in place[0] or handle not in deck.pairs or reader(self.game, handle) != seat:
            raise ProtocolError(f"shows handle {handle}, which is not a card of theirs the move "
                                "takes from its place")
        pair = deck.pairs[handle]
        own = self.point(item.share, "the share")
        if not self.trusted:
            check_share(deck.keys[seat], pair, own, ShareProof.parse(item.proof), self.context,
                        deck.joint)
        shares = {seat: own}
        opened = {players.index(found.player): found for found in item.opened
                  if found.player in players}
        sent_to_seat = {other for other, to in deck.sent.get(handle, {}) if to == seat
                        and other not in deck.shares.get(handle, {})}
        if len(opened) != len(item.opened) or not set(opened) <= sent_to_seat:
            raise ProtocolError(f"shows handle {handle} with an opening of a share that was "
                                "not sent to them")
        for other in range(deck.n):
            if other == seat:
                continue
            public = deck.shares.get(handle, {}).get(other)
            if public is not None:
                shares[other] = public
                continue
            sent = deck.sent.get(handle, {}).get((other, seat))
            if sent is None or other not in opened:
                raise ProtocolError(f"shows handle {handle} without {players[other]}'s share, "
                                    "which nobody has given")
            mine = self.point(opened[other].share, "an opened share")
            if not self.trusted:
                check_share(deck.keys[seat], MaskedCard(sent.c1, sent.c2), mine,
                            ShareProof.parse(opened[other].proof), self.context, deck.joint)
            shares[other] = sent.c2 - mine
        card = deck.card(handle, list(shares.values()))
        named = place[1]
        if named is not None and card != named:
            raise ProtocolError(f"shows handle {handle}, which is {CARDS[card].slug}, with a "
                                f"move that names {_slug(named)}")
        deck.shares[handle] = shares
        return card

    def move(self, entry: FairEntry, action: Action, outcomes: list[dict[str, Any]]) -> FairEntry:
        expected = super().move(entry, action, outcomes)
        return sealed_entry(expected, getattr(entry, "reveals", ()))

    def sync_problem(self, seat: int) -> str | None:
        """As a fair game's, with the seats a sealed game awaits (``writers``)."""
        last = self.entries[-1] if self.entries else None
        if last is not None and last.move is not None \
                and last.player == self.settings.players[seat]:
            return None
        if seat in writers(self.game, self.ledger):  # type: ignore[arg-type]
            return None
        return f"the game does not wait for them ({waiting_words(self.record())})"


# What each kind of release is called in an error line.
_RELEASE_WORDS = {"link": "link", "share": "share", "sent": "sent share", "shuffle": "shuffle",
                  "remask": "re-masking"}


def _slug(card: int) -> str:
    return CARDS[card].slug if card in CARDS else f"card {card}"


def writers(game: Game, ledger: SealedLedger) -> list[int]:
    """The seats whose releases a sealed game waits for: a fair event's (``awaited_seats``),
    or a shuffle's, a reveal's, a decision's shares, the last shares (``awaited_writers``)."""
    if not ledger.started:
        return []
    return awaited_seats(game, ledger) or awaited_writers(game, ledger.deck)


def visiting(seats: list[int], record: FairRecord) -> list[int]:
    """``seats`` in the order the file should visit them: from the seat on the right of the
    last entry's author, against the passing direction (§6.5: every share is then in place when
    its receiver must pick, and each pick round is one pass of the table), the author last."""
    count = len(record.settings.players)
    last = record.history[-1].player if record.history else record.settings.players[0]
    author = record.settings.players.index(last)
    return sorted(seats, key=lambda seat: (author - seat - 1) % count)


def next_writers(record: FairRecord) -> list[int]:
    """Whose write a sealed game needs next, in visiting order: the seats whose releases it
    waits for, else the seats with a decision; [] once the game is over and every last share
    is in."""
    game = record.game
    seats = writers(game, record.ledger)  # type: ignore[arg-type]
    if seats:
        return seats if awaited(game) is not None and not isinstance(awaited(game), RevealNeed) \
            else visiting(seats, record)
    return visiting(list(dict.fromkeys(d.player for d in game.pending)), record)


# --- the honest client ----------------------------------------------------------------------

class SealedClient(_Client, SealedReplay):
    """The honest client of a sealed game (``fair._Client``): every release allowed, made with
    the seat's masking secret and proved; the re-maskings §6.2 asks for before the moves that
    need them; a move's cards named as the seat reads them, recorded over handles, its reveals
    made."""

    def __init__(self, record: FairRecord, identity: Identity, seat: int) -> None:
        super().__init__(record, identity, seat)
        self.secret = masking_secret(identity, record.ledger.genesis, seat)

    def begin(self) -> None:
        """The context of the entry being made: its number and ``prev``."""
        self.context = Context(self.ledger.genesis, len(self.entries) + 1,
                               bytes.fromhex(self.last_hash), self.seat)
        self.fresh = fresh_bytes(self.identity, self.context)

    def releases(self) -> tuple[tuple[Any, ...], list[dict[str, Any]]]:
        """Every release the seat may make now: links (``fair``), then its shuffle when its
        turn comes, then every share it may give; each may allow more."""
        self.begin()
        made: list[Any] = []
        outcomes: list[dict[str, Any]] = []
        while True:
            links, found = super().releases()
            made += links
            outcomes += found
            due = shuffle_due(self.game, self.deck)
            if due is not None and due[3] == self.seat:
                self.make(self.shuffle_release(*due[:3]), made, outcomes)
                continue
            given = gifts(self.game, self.deck, self.seat)
            if not given:
                return tuple(made), outcomes
            for handle, to in given:
                self.make(self.share_release(handle, to), made, outcomes)

    def make(self, release: Any, made: list[Any], outcomes: list[dict[str, Any]]) -> None:
        problem = self.release(self.seat, release, outcomes)
        if problem is not None:  # pragma: no cover - the rule allowed it just now
            raise ProtocolError(problem)
        made.append(release)

    def shuffle_release(self, k: int, items: tuple[int, ...], made: int) -> ShuffleRelease:
        done = self.deck.shuffles.get(k, [])
        cards = done[-1] if done else self.deck.inputs(items, made)
        found = shuffle(cards, self.deck.joint, self.context, self.secret, self.fresh)
        return ShuffleRelease("shuffle", k, None, tuple(map(bytes, found.output)),
                              bytes(found.proof))

    def remask_release(self, zone: str) -> ShuffleRelease:
        items = tuple(getattr(self.game.players[self.seat], zone))
        cards = self.deck.inputs(items, self.game.sealed.made)
        found = shuffle(cards, self.deck.joint, self.context, self.secret, self.fresh)
        return ShuffleRelease("remask", None, zone, tuple(map(bytes, found.output)),
                              bytes(found.proof))

    def share_release(self, handle: int, to: int | None) -> ShareRelease:
        deck, pair = self.deck, self.deck.pairs[handle]
        if to is None:
            share, proof = prove_share(self.secret, pair, self.context, deck.joint, self.fresh)
            return ShareRelease("share", handle, None, bytes(share), bytes(proof))
        encrypted, proof = encrypt_share(self.secret, pair, deck.keys[to], self.context,  # type: ignore[arg-type]
                                         deck.joint, self.fresh)
        return ShareRelease("sent", handle, self.settings.players[to], bytes(encrypted),
                            bytes(proof))

    def reveal_of(self, handle: int) -> Reveal:
        """The reveal of the seat's card of ``handle``: its share, and its opening of each
        share sent to it alone; refused while another seat's share is missing."""
        deck, players = self.deck, self.settings.players
        share, proof = prove_share(self.secret, deck.pairs[handle], self.context, deck.joint,
                                   self.fresh)
        opened = []
        for other in range(deck.n):
            if other == self.seat or other in deck.shares.get(handle, {}):
                continue
            sent = deck.sent.get(handle, {}).get((other, self.seat))
            if sent is None:
                raise ProtocolError(f"this move shows a card that waits for {players[other]}'s "
                                    f"share: {players[other]} must run seasons sync first")
            mine, found = prove_share(self.secret, MaskedCard(sent.c1, sent.c2), self.context,
                                      deck.joint, self.fresh)
            opened.append(Opened(players[other], bytes(mine), bytes(found)))
        return Reveal(handle, bytes(share), bytes(proof), tuple(opened))

    def known(self, handles: Any = None) -> dict[int, int]:
        """What the seat reads (``deck.known_cards``): of every pair, or of ``handles``."""
        return known_cards(self.deck, self.seat, self.secret,
                           lambda context: fresh_bytes(self.identity, context), handles)

    def view(self) -> Game:
        """The game as the seat sees it: the public state and every card it can read."""
        return view_with(self.game, self.known())

    def play(self, text: str) -> None:
        """One entry: the releases allowed now, the re-masking the move needs, then the move
        ``text`` (its cards named as the seat reads them), recorded over handles, with its
        reveals."""
        releases, outcomes = self.releases()
        reason = self.no_move()
        if reason is not None:
            raise ProtocolError(f"no move can be made now: {reason}")
        view = self.view()
        action = _parsed(view, text, self.seat)
        zone = remask_zone(self.game, self.seat)
        if zone is not None and self.needs_remask(zone):
            made = list(releases)
            self.make(self.remask_release(zone), made, outcomes)
            releases = tuple(made)
            view = self.view()
        move = recorded(view, action)
        reveals = tuple(self.reveal_of(handle) for handle, _ in move.reveals)
        blank = SealedEntry(len(self.entries) + 1, self.settings.players[self.seat], None,
                            releases, None, None, None, None, None, None, [], self.last_hash,
                            reveals=reveals)
        self.before_move(blank, move.action, "")
        try:
            check_action(self.game, move.action)
        except IllegalAction as error:  # pragma: no cover - parsed against the legal moves
            raise ProtocolError(str(error)) from None
        self.append(self.move(blank, move.action, outcomes))

    def no_move(self) -> str | None:
        """Why the seat cannot move now (after its releases), or None: the game waits, or its
        decision's cards wait for others' shares (a move of step C waits only if it shows a
        card: ``reveal_of``)."""
        game, players = self.game, self.settings.players
        if awaited(game) is not None:
            return _waited_words(self, game)
        if not any(decision.player == self.seat for decision in game.pending):
            return None
        missing = owing(game, self.deck, self.seat)
        if not missing or any(decision.kind == "main" for decision in game.pending
                              if decision.player == self.seat):
            return None
        names = _names_of([players[seat] for seat in missing])
        return (f"{players[self.seat]}'s cards to choose from wait for the shares of {names}: "
                f"{names} must run seasons sync")

    def no_move_after_releases(self) -> str | None:
        self.releases()
        return self.no_move()

    def needs_remask(self, zone: str) -> bool:
        """A packet and the chosen cards are always re-masked before the pick or the split; the
        hand at the die choice only if it changed since its last re-masking (§6.2)."""
        if zone != "hand":
            return True
        last = self.deck.hands.get(self.seat, frozenset())
        return any(card not in last for card in self.game.players[self.seat].hand)


def _names_of(names: list[str]) -> str:
    from .fair import _names

    return _names(names)


def _waited_words(client: SealedClient, game: Game) -> str:
    record = client.record()
    return waiting_words(FairRecord(record.settings, record.setup, record.history, game,
                                    record.last_hash, client.ledger))


def moves_for(record: FairRecord, seat: int | None) -> tuple[Game, int | None, str | None]:
    """What ``seasons moves`` shows in a sealed game: the game as the person running it sees
    it (``seen_by``), the seat whose moves to list (``seat``, or the only one they hold) and,
    when that seat cannot move now, why (after the releases it may make)."""
    from ..protocol.errors import IdentityError
    from ..protocol.identity import load_identity

    try:
        identity = load_identity()
    except IdentityError:
        return record.game, seat, None
    held = record.seats_of(identity.public_key)
    if seat is None and len(held) == 1:
        seat = held[0]
    game = seen_by(record, identity, held)
    if seat is None or seat not in held or not record.ledger.started:
        return game, seat, None
    return game, seat, SealedClient(record, identity, seat).no_move_after_releases()


def bot_view(record: FairRecord, identity: Identity, seat: int) -> Game | None:
    """The game a bot at ``seat`` decides in (its holder runs ``seasons bot``, fair-play.md §1):
    after the releases it may make now, every card it can read named, every other a handle;
    None when it cannot move now (the game waits, or its cards wait for others' shares): then
    its write is its releases alone."""
    client = SealedClient(record, identity, seat)
    client.releases()
    if client.no_move() is not None:
        return None
    return materialize(client.view())


def _parsed(view: Game, text: str, seat: int) -> Action:
    """The action ``text`` names: with the cards named as the seat reads them (``pick
    amulet-of-air``), or as recorded (``pick h57``)."""
    from ..notation import NotationError

    try:
        return parse_action(materialize(view), text, seat)
    except NotationError:
        try:
            return parse_action(view, text, seat)
        except NotationError:
            pass
        raise


def view_with(game: Game, known: dict[int, int]) -> Game:
    """``game`` (the public state) with the cards of ``known`` read (``viewpoint.read``)."""
    present = set(handles_in(game))
    view = game
    for handle, card in known.items():
        if handle in present:
            view = read(view, handle, card)
    return view


def view_of(record: FairRecord, identity: Identity, seat: int) -> Game:
    """The game as ``seat`` (held by ``identity``) sees it, after the releases it may make now
    (nothing signed or kept), so that it reads what those releases let it read."""
    client = SealedClient(record, identity, seat)
    client.releases()
    return client.view()


def seen_by(record: FairRecord, identity: Identity, held: list[int]) -> Game:
    """The game as the person of ``identity`` may see it, their seats ``held``: each seat's
    cards they may read named (after the releases it may make now), every other card a
    handle; whatever seat a command is asked to show (``show --as`` names whose side to show,
    never what its runner may read). The public state for a person with no seat."""
    if not record.ledger.started or not held:
        return record.game
    clients = [SealedClient(record, identity, seat) for seat in held]
    for client in clients:
        client.releases()
    game = clients[-1].game
    shown = handles_in(game)  # what the view shows: each seat reads those, not every pair
    known: dict[int, int] = {}
    for client in clients:
        known.update(client.known(shown))
    return materialize(view_with(game, known))


def join(record: FairRecord, identity: Identity, seat: int) -> FairRecord:
    """``record`` with ``identity`` joined at ``seat``: a fair join's keys and tips, and the
    seat's key share with its Schnorr proof (§6.1), signed; no release (§5)."""
    from ..protocol.chains import tips

    problem = join_problem(record.settings, record.ledger, seat, identity.public_key)
    if problem is not None:
        raise ProtocolError(problem)
    genesis_hash = record.ledger.genesis
    context = Context(genesis_hash, len(record.history) + 1, bytes.fromhex(record.last_hash),
                      seat)
    secret = masking_secret(identity, genesis_hash, seat)
    proof = prove_key(secret, context, fresh_bytes(identity, context))
    joined = SealedSeat(identity.public_key, identity.box_key,
                        tuple(tips(identity, genesis_hash, seat).values()), bytes(base(secret)),
                        bytes(proof))
    entry = SealedEntry(len(record.history) + 1, record.settings.players[seat], joined, (),
                        None, None, None, None, None, None, [], record.last_hash)
    replay = SealedReplay(record)
    signed = _signed(identity, record, entry)
    replay.take(signed, "")
    _remember(record.ledger, [signed])
    return replay.record()


# --- a file checked before, told again (the checked-file cache) -------------------------------

def kept(ledger: SealedLedger) -> tuple[Any, ...]:
    """What the checked-file cache keeps of a sealed game beside its game (``checked.remember``)
    so that ``checked_before`` need not replay it: the ledger's links and tips, and the deck
    (``Deck.values``). Only what the file itself holds, as the file's bytes: masked pairs,
    public and encrypted shares, handles and public facts (tests/sealed/test_leaks.py)."""
    return ledger.links, ledger.tips, ledger.deck.values()


def checked_before(settings: Any, data: dict[str, Any], game: Game,
                   kept: tuple[Any, ...]) -> FairRecord:
    """``fair.checked_before`` of a sealed file whose exact bytes were checked in full before,
    whose replay gave ``game`` and the ledger and deck ``kept`` (``kept``): its entries read
    again, nothing replayed or checked again (~15 ms for a finished 4-player archmage game,
    against ~60-75 ms for a replay that checks nothing, ``trusted``, and ~2 s for the full
    check)."""
    players = settings.players
    history = tuple(parse_sealed_entry(item, f"$.history[{index}]")
                    for index, item in enumerate(data["history"]))
    seats: list[Seat | None] = [None] * len(players)
    for entry in history:
        if entry.join is not None:
            seats[players.index(entry.player)] = entry.join
    links, tips, deck = kept
    ledger = SealedLedger(bytes.fromhex(genesis(settings, data["setup"]["outcomes"])), seats,
                          Deck.from_values(deck), links, tips)
    return FairRecord(settings, data["setup"]["outcomes"], history, game,
                      data["head"].partition("-")[2], ledger)


# --- whom the game waits for, in words --------------------------------------------------------

def situation(record: FairRecord) -> tuple[list[int], str] | None:
    """``fair.situation`` of a sealed game: whom it waits for (in visiting order), and why in
    words, when it waits for a join or a release; None when it waits for decisions."""
    ledger = record.ledger
    if not ledger.started:
        return [seat for seat, joined in enumerate(ledger.seats) if joined is None], \
            waiting_words(record)
    seats = writers(record.game, ledger)  # type: ignore[arg-type]
    if not seats:
        return None
    return next_writers(record), waiting_words(record)


def waiting_words(record: FairRecord) -> str:
    """What a sealed game waits for, in words: who must write, and for what."""
    from .fair import _names, waiting_words as fair_words

    game, ledger, players = record.game, record.ledger, record.settings.players
    need = awaited(game)
    if not ledger.started or (need is not None and hasattr(need, "event_class")):
        return fair_words(game, ledger, players)
    seats = writers(game, ledger)  # type: ignore[arg-type]
    if not seats:
        return "the game waits for nobody's releases"
    names = _names([players[seat] for seat in seats])
    if isinstance(need, ShuffleNeed):
        return f"{names} must shuffle {'the deck' if need.k == 1 else 'the discard pile'} next " \
               "(seasons sync)"
    if isinstance(need, RevealNeed):
        return f"{names} must run seasons sync: a card put into play waits for their shares"
    if game.finished:
        return f"{names} must run seasons sync: the game is over and waits for their last " \
               "shares (seasons verify --final)"
    deciders = [players[d.player] for d in game.pending
                if any(seat != d.player for seat in seats)]
    deciders = list(dict.fromkeys(deciders))
    whose = _names(deciders) if deciders else "the next move"
    return f"{names} must run seasons sync: {whose} {noun(len(deciders) or 1, 'waits', 'wait')} " \
           "for their shares"
