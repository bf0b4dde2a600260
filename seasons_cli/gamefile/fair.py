"""A fair game's file (fair-play.md §2-§5): signed entries, dice chains, the release rule.

A fair game's history holds **entries**, each signed by its author (``FairEntry``): first one
join per seat (its keys and the tips of its dice chains: commitments only, no release), then the
players' writes. A write is one entry per move — the releases its author may make at that point
(``releases.allowed``), then the move — and, when the last move makes more releases allowed, one
more entry of releases alone; ``seasons sync`` writes such an entry for a seat the game awaits.
When the last link of an event is in, its seed (``chains.event_seed``) goes to the engine
(``waiting.supply``), which carries on; every outcome is recorded in the entry as in an open
game, and checked by every reader.

``from_data`` replays a file and refuses it at the first entry that is not what its author's
honest client would have written: a signature that is not the pinned key's, a move not legal (or
not that seat's to make), a link that does not follow its chain or that §4 does not allow yet, a
release-only entry by a seat nobody waited for. ``join``, ``play`` and ``sync`` are that honest
client: they make and sign the entries, and never sign two versions of one move (``journal``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..engine import Action, Game, IllegalAction, Settings, new_game
from ..engine.deciders import version_of
from ..engine.fair import Event
from ..engine.flow import check_action
from ..engine.waiting import awaited, supply
from ..notation import format_action, parse_action
from ..plain import Frozen, assign
from ..protocol import journal
from ..protocol.chains import event_link, tips
from ..protocol.constants import EVENT_CLASSES, HASH_SIZE, KEY_SIZE, SIGNATURE_SIZE
from ..protocol.entries import statement, verified
from ..protocol.errors import ProtocolError
from ..protocol.identity import Identity, from_hex
from ..protocol.releases import (Ledger, Release, Seat, allowed, awaited_seats, check_link,
                                 event_of, may_release)
from .codec import jsonable, tuples
from .record import (SEAT, FileProblem, GameRecord, _compare_state, _settings, advance,
                     created, digest, entry_action, genesis, short_head)

_MOVE_KEYS = ("move", "action", "phase", "year", "season", "round")


class FairEntry(Frozen):
    """One entry of a fair game's history: a join (``join``), or a write: ``releases``, then a
    move (``move`` and the fields of an open game's entry) or none (releases alone)."""

    __slots__ = ("number", "player", "join", "releases", "move", "action", "phase", "year",
                 "season", "round", "outcomes", "prev", "signature")
    number: int
    player: str
    join: Seat | None
    releases: tuple[Release, ...]
    move: str | None
    action: dict[str, Any] | None
    phase: str | None
    year: int | None
    season: str | None
    round: int | None
    outcomes: list[dict[str, Any]]
    prev: str
    signature: bytes

    def __init__(self, number: int, player: str, join: Seat | None,
                 releases: tuple[Release, ...], move: str | None, action: dict[str, Any] | None,
                 phase: str | None, year: int | None, season: str | None, round: int | None,
                 outcomes: list[dict[str, Any]], prev: str, signature: bytes = b"") -> None:
        for name, value in zip(FairEntry.__slots__, (number, player, join, releases, move, action,
                                                phase, year, season, round, outcomes, prev,
                                                signature)):
            assign(self, name, value)

    def to_data(self) -> dict[str, Any]:
        """The entry as the file holds it, in the order it is written."""
        data: dict[str, Any] = {"n": self.number, "player": self.player}
        if self.join is not None:
            data["join"] = self.join.to_data()
        if self.releases:
            data["releases"] = [release.to_data() for release in self.releases]
        if self.move is not None:
            data.update(move=self.move, action=self.action, phase=self.phase, year=self.year,
                        season=self.season, round=self.round)
        if self.join is None:
            data["outcomes"] = self.outcomes
        data["prev"] = self.prev
        if self.signature:
            data["signature"] = self.signature.hex()
        return data

    def hash(self) -> str:
        """What the next entry's ``prev`` holds: the digest of the whole entry, signature too."""
        return digest(self.to_data())

    def signed(self, signature: bytes) -> FairEntry:
        values = list(self._values())
        values[-1] = signature
        return FairEntry(*values)


class FairRecord(GameRecord):
    """A fair game's record: a ``GameRecord`` whose history holds ``FairEntry`` values, and the
    ``ledger`` of its protocol (the seats' keys and tips, every link released)."""

    __slots__ = ("ledger",)
    ledger: Ledger

    def __init__(self, settings: Settings, setup: list[dict[str, Any]],
                 history: tuple[FairEntry, ...], game: Game, last_hash: str,
                 ledger: Ledger) -> None:
        super().__init__(settings, setup, history, game, last_hash)  # type: ignore[arg-type]
        assign(self, "ledger", ledger)

    @property
    def genesis(self) -> str:
        return self.ledger.genesis.hex()

    def kept(self) -> Any:
        """A sealed game's ledger and deck (``sealed.kept``); nothing for a fair game, whose
        ledger its entries give at no cost (``checked_before``)."""
        if self.settings.trust != "sealed":
            return None
        from .sealed import kept

        return kept(self.ledger)  # type: ignore[arg-type]

    def unwritten(self, since: int) -> None:
        """The journal forgets the entries from ``since`` on that this write signed
        (``journal.withdraw_signed``): they are in no file."""
        journal.withdraw_signed(self.genesis, [entry.to_data() for entry in self.history[since:]],
                                digest)

    def seats_of(self, key: bytes) -> list[int]:
        """The seats that joined with the signing key ``key``."""
        return [seat for seat, joined in enumerate(self.ledger.seats)
                if joined is not None and joined.key == key]

    def unjoined(self) -> list[str]:
        return [name for name, joined in zip(self.settings.players, self.ledger.seats)
                if joined is None]


def is_fair(record: GameRecord) -> bool:
    return isinstance(record, FairRecord)


def create(settings: Settings) -> FairRecord:
    """A new fair game: it waits for its players, then for its setup event. A sealed game's
    record holds its cards' protocol too (``sealed.create``)."""
    if settings.trust == "sealed":
        from .sealed import create as create_sealed

        return create_sealed(settings)
    game = new_game(settings)
    setup = jsonable(game.events)
    start = genesis(settings, setup)
    ledger = Ledger(bytes.fromhex(start), [None] * len(settings.players))
    return FairRecord(settings, setup, (), game, start, ledger)


# --- reading a file ----------------------------------------------------------------------------

def from_data(data: dict[str, Any], checked_head: Callable[[str, str], bool] | None = None) \
        -> FairRecord:
    """Replay a schema-valid fair game's history, checking every signature, link, release and
    move; refuse it (``FileProblem``) at the first entry its author's honest client would not
    have written, and where the head or the state do not match.

    ``checked_head(genesis, last_hash)`` says whether this seasons checked in full (or wrote) a
    history of the game ``genesis`` ending at that link of the hash chain
    (``checked.checked_heads``: one reading of the cache per game). The file's first entries
    up to the last such link are then told again without checking a signature or a proof again
    (``trusted``, as ``checked_before`` does), every entry after it checked in full: the file
    received after a round of the table costs the round's entries (issue 18 item 7, S6). The
    chain is checked all along, so those first entries are the very ones checked before. A file
    this refuses is checked again in full, so that the refusal names the first entry at fault
    (an entry changed before a link the file gives unchanged breaks the chain only after it)."""
    record = created(data, create, "a fair game's setup is an event of its history: its "
                     "outcomes here must be empty")
    told = 0
    if checked_head is not None:
        told = _checked_prefix(data["history"], data["head"],
                               lambda link: checked_head(record.genesis, link))
    if told:
        try:
            return _replayed(record, data, told)
        except FileProblem:
            pass  # refused: the full check names the first entry at fault
    return _replayed(record, data, 0)


def _replayed(record: FairRecord, data: dict[str, Any], told: int) -> FairRecord:
    """``from_data``'s replay of ``data`` from the new ``record``, its first ``told`` entries
    told again (``trusted``), the rest checked in full; the head and the state compared."""
    replay = replay_for(record)
    for index, item in enumerate(data["history"]):
        replay.trusted = index < told
        replay.check(index, item)
    record = replay.record()
    if data["head"] != record.head:
        raise FileProblem("$.head", f"the head {short_head(data['head'])} does not match the "
                          f"history, which ends at {short_head(record.head)}")
    _compare_state(record, data["state"])
    return record


def _checked_prefix(history: list[dict[str, Any]], head: str,
                    checked_head: Callable[[str], bool]) -> int:
    """How many first entries of ``history`` end at a link ``checked_head`` knows (0: none),
    by the links the file gives: each entry's ``prev``, and its ``head`` for the last. The
    replay then proves them to be the chain's (``_Replay.check``, the head compared last)."""
    links = [item["prev"] for item in history[1:]] + [head.partition("-")[2]]
    for count in range(len(history), 0, -1):
        if checked_head(links[count - 1]):
            return count
    return 0


def parse_join(given: dict[str, Any]) -> Seat:
    """A join's keys and tips, each read into bytes of its size (``ValueError`` if not)."""
    return Seat(from_hex(given["key"], KEY_SIZE, "the key"),
                from_hex(given["box_key"], KEY_SIZE, "the box key"),
                tuple(from_hex(given["tips"][name], HASH_SIZE, f"the {name} tip")
                      for name in EVENT_CLASSES))


def parse_release(given: dict[str, Any]) -> Release:
    """A release of a fair game: a link (``ValueError`` for a value not of its size)."""
    return Release(given["kind"], given["class"], given["k"],
                   from_hex(given["link"], HASH_SIZE, "a link"),
                   from_hex(given["next_tip"], HASH_SIZE, "a tip") if "next_tip" in given else None)


def parse_entry(item: dict[str, Any], where: str, join_of: Any = parse_join,
                release_of: Any = parse_release) -> FairEntry:
    """The entry of the file's ``item`` (schema-valid), every key, tip, link and signature read
    into bytes of the right size once, and its shape checked: a join, or a write. A sealed
    game reads its joins and releases with its own ``join_of`` and ``release_of``."""
    try:
        join = join_of(item["join"]) if "join" in item else None
        releases = tuple(release_of(given) for given in item.get("releases", ()))
        signature = from_hex(item["signature"], SIGNATURE_SIZE, "the signature")
    except ValueError as error:
        raise FileProblem(where, str(error)) from None
    present = [key for key in _MOVE_KEYS if key in item]
    if present and len(present) != len(_MOVE_KEYS):
        missing = [key for key in _MOVE_KEYS if key not in item]
        raise FileProblem(where, f"a move needs {', '.join(missing)} too")
    if join is not None and (releases or present or "outcomes" in item):
        raise FileProblem(where, "a join makes no release and no move: it only commits (§5)")
    if join is None and "outcomes" not in item:
        raise FileProblem(where, "'outcomes' is a required property")
    if join is None and not releases and not present:
        raise FileProblem(where, "an entry that is no join must release or move")
    move = {key: item[key] for key in present}
    return FairEntry(item["n"], item["player"], join, releases, move.get("move"),
                     move.get("action"), move.get("phase"), move.get("year"), move.get("season"),
                     move.get("round"), item.get("outcomes", []), item["prev"], signature)


class _Replay:
    """A fair history replayed entry by entry: the game and the ledger it owns (changed as it
    goes), and the entries accepted so far."""

    def __init__(self, record: FairRecord) -> None:
        self.settings = record.settings
        self.setup = record.setup
        self.game = record.game
        self.ledger = record.ledger.copy()
        self.entries: list[FairEntry] = list(record.history)
        self.last_hash = record.last_hash
        self.trusted = False  # True: a checked history, told again (no proof, no signature
        # and no rule of the releases checked again)

    def record(self) -> FairRecord:
        return FairRecord(self.settings, self.setup, tuple(self.entries), self.game,
                          self.last_hash, self.ledger)

    def check(self, index: int, item: dict[str, Any]) -> None:
        """Accept the file's entry ``item`` at ``index``, or refuse it (``FileProblem``)."""
        where = f"$.history[{index}]"
        players = self.settings.players
        if item["prev"] != self.last_hash:
            what = "the settings or the setup" if index == 0 else f"entry {index}"
            raise FileProblem(f"{where}.prev", f"entry {index + 1} does not follow {what}: the "
                              "hash chain is broken (an entry or the settings were edited, "
                              "removed or reordered)")
        if item["n"] != index + 1:
            raise FileProblem(f"{where}.n", f"entry {item['n']} stands where entry {index + 1} "
                              "belongs")
        if item["player"] not in players:
            raise FileProblem(f"{where}.player", f"{item['player']!r} is not a player of this game")
        entry = self.parse(item, where)
        seat = players.index(entry.player)
        key = entry.join.key if entry.join is not None else None
        if key is None:
            joined = self.ledger.seats[seat]
            if joined is None:
                raise FileProblem(f"{where}.player", f"{_label(index, entry)}: {entry.player} "
                                  "has not joined, so cannot write")
            key = joined.key
        if not self.trusted and not verified(
                key, statement(self.ledger.genesis, version_of(self.settings), item),
                entry.signature):
            raise FileProblem(f"{where}.signature", f"{_label(index, entry)} is not signed by "
                              f"{entry.player}'s key (forged, or changed after it was signed)")
        expected = self.take(entry, where)
        if expected.to_data() != entry.to_data():
            _differences(expected, entry, index)

    def parse(self, item: dict[str, Any], where: str) -> FairEntry:
        return parse_entry(item, where)

    def enter(self, entry: FairEntry) -> None:
        """Before an entry's releases are made: nothing in a fair game (a sealed game's proofs
        are bound to the entry: ``sealed.SealedReplay``)."""

    def before_move(self, entry: FairEntry, action: Action, where: str) -> None:
        """What comes between an entry's releases and its move: nothing in a fair game (a
        sealed game's move reveals the cards it shows first)."""

    def take(self, entry: FairEntry, where: str) -> FairEntry:
        """Carry ``entry`` out (its join, or its releases then its move) and return the entry
        it should be: the same but for what the replay says (the notation, the outcomes, where
        the game stood). Refuses what its author had no right to do."""
        seat = self.settings.players.index(entry.player)
        self.enter(entry)
        if entry.join is not None:
            self._join(seat, entry.join, entry, where)
            expected = entry
        else:
            expected = self._write(seat, entry, where)
        self.entries.append(entry)
        self.last_hash = entry.hash()
        return expected

    def _join(self, seat: int, joined: Seat, entry: FairEntry, where: str) -> None:
        problem = join_problem(self.settings, self.ledger, seat, joined.key)
        if problem is not None:
            raise FileProblem(f"{where}.join", problem)
        self.ledger.seats[seat] = joined

    def _write(self, seat: int, entry: FairEntry, where: str) -> FairEntry:
        name = entry.player
        if not self.ledger.started:
            raise FileProblem(where, f"{name} writes before every player has joined "
                              f"({', '.join(self._unjoined())} must join first)")
        if entry.move is None:
            problem = self.sync_problem(seat)
            if problem is not None:
                raise FileProblem(where, f"{name} writes releases alone, but {problem}")
        outcomes: list[dict[str, Any]] = []
        for number, release in enumerate(entry.releases):
            problem = self.release(seat, release, outcomes)
            if problem is not None:
                raise FileProblem(f"{where}.releases[{number}]", f"{name} {problem}")
        if entry.move is None:
            return FairEntry(entry.number, name, None, entry.releases, None, None, None, None,
                             None, None, jsonable(outcomes), entry.prev, entry.signature)
        given = entry.action or {}
        args = given.get("args")
        action = Action(seat, given.get("kind", ""), tuples(args) if args else ())
        if action.kind == SEAT:
            problem = seat_problem(self.game, action)
            if problem is not None:
                raise FileProblem(f"{where}.action", f"{_label_move(entry)} is not a seat change "
                                  f"that can be made here: {problem}")
            return self.move(entry, action, outcomes)
        self.before_move(entry, action, where)
        try:
            check_action(self.game, action)
        except IllegalAction as error:
            raise FileProblem(f"{where}.action", f"{_label_move(entry)} is not legal here: "
                              f"{self._why_not(error)}") from None
        return self.move(entry, action, outcomes)

    def move(self, entry: FairEntry, action: Action, outcomes: list[dict[str, Any]]) -> FairEntry:
        """The entry ``entry`` should be once ``action`` (legal) is carried out after its
        releases (whose ``outcomes`` came first)."""
        before = self.game
        self.game = advance(before, action)  # a move, or a seat change (P27)
        outcomes.extend(self.game.events)
        return FairEntry(entry.number, entry.player, None, entry.releases,
                         _notation(before, action),
                         {"kind": action.kind, "args": jsonable(action.args)}, before.phase,
                         before.year, before.season, before.round, jsonable(outcomes),
                         entry.prev, entry.signature)

    def release(self, seat: int, release: Release, outcomes: list[dict[str, Any]]) -> str | None:
        """Make ``seat``'s ``release`` (and give the engine the seed it completes), or say why
        its author could not make it: it is no link of its chain, or §4 does not allow it."""
        if release.kind != "link":
            return f"makes a release of kind {release.kind!r}: a fair game has links only"
        event = event_of(self.game, release.event_class, release.k)
        if event is None:
            return (f"releases a link for {release.event_class} {release.k}, which is no event "
                    "a release may be made for now")
        problem = check_link(self.ledger, seat, release)
        if problem is not None:
            return problem
        if not may_release(self.game, self.ledger, seat, event):
            return (f"releases its link for {event} before the release rule allows it "
                    "(fair-play.md §4: someone who may still decide before it could compute it)")
        seed = self.ledger.record(seat, release)
        if seed is not None:
            self.game = supply(self.game, event, seed)
            outcomes.extend(self.game.events)
        return None

    def sync_problem(self, seat: int) -> str | None:
        """Why ``seat`` may not write releases alone now: only a seat the game awaits may
        (so that a file mailed to two people does not fork), or the author of the move just
        made, finishing its write."""
        last = self.entries[-1] if self.entries else None
        if last is not None and last.move is not None \
                and last.player == self.settings.players[seat]:
            return None
        if seat in awaited_seats(self.game, self.ledger):
            return None
        return (f"the game does not wait for them "
                f"({waiting_words(self.game, self.ledger, self.settings.players)})")

    def _unjoined(self) -> list[str]:
        return [name for name, joined in zip(self.settings.players, self.ledger.seats)
                if joined is None]

    def _why_not(self, error: IllegalAction) -> str:
        if awaited(self.game) is not None:
            return waiting_words(self.game, self.ledger, self.settings.players)
        return str(error)


def seat_problem(game: Game, action: Action) -> str | None:
    """Why the seat change ``action`` cannot be made (``seats.changed_bots``), or None. Its
    entry is signed by the seat's own key, like its moves: the seat's agreement (P27)."""
    from .seats import SeatError, changed_bots

    args = action.args
    try:
        if len(args) > 1 or not all(isinstance(arg, str) for arg in args):
            raise SeatError("a seat change's args are [] (a person) or [STRENGTH] (a bot)")
        changed_bots(game, action.player, args[0] if args else None)
    except SeatError as error:
        return str(error)
    return None


def _notation(game: Game, action: Action) -> str:
    if action.kind == SEAT:
        from .seats import seat_text

        return seat_text(action.args[0] if action.args else None)
    return format_action(game, action)


def join_problem(settings: Settings, ledger: Ledger, seat: int, key: bytes) -> str | None:
    """Why the key ``key`` may not join at ``seat``: the seat is taken, or the key already sits
    at a seat of a person (one person may hold several seats only for bots, which the docs say
    makes them a coalition of those seats)."""
    name = settings.players[seat]
    if ledger.seats[seat] is not None:
        return f"{name} has joined already"
    bots = {bot for bot, _ in settings.bots}
    for other, joined in enumerate(ledger.seats):
        if joined is not None and joined.key == key and name not in bots \
                and settings.players[other] not in bots:
            return (f"{name}'s key is the one {settings.players[other]} joined with: one person "
                    "holds one seat (and the bots they run)")
    return None


def waiting_words(game: Game, ledger: Ledger, players: tuple[str, ...]) -> str:
    """What the game waits for, in words: who must write, and for which event."""
    unjoined = [name for name, joined in zip(players, ledger.seats) if joined is None]
    if unjoined:
        return f"the game waits for {_names(unjoined)} to join (seasons join FILE --as NAME)"
    event = awaited(game)
    if event is None:
        return "the game waits for nobody's releases"
    seats = awaited_seats(game, ledger)
    named = event_named(event, players)
    names = [players[seat] for seat in seats]
    if seats == [event.owner]:
        return f"{named} waits for {players[event.owner]}'s own release"
    return f"{_names(names)} must run seasons sync: {named} waits for them"


def event_named(event: Event, players: tuple[str, ...], reader: str | None = None) -> str:
    """``alice's roll of round 3``, ``bob's draw``, ``the setup (the dice and the cards dealt)``;
    ``your draw`` when ``reader`` owns it."""
    what = {"setup": "setup (the dice and the cards dealt)", "roll": f"roll of round {event.k}",
            "draw": "draw", "reroll": "reroll"}[event.event_class]
    if event.owner is None:
        return f"the {what}"
    owner = players[event.owner]
    return f"your {what}" if owner == reader else f"{owner}'s {what}"


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _label(index: int, entry: FairEntry) -> str:
    if entry.join is not None:
        return f"entry {index + 1} ({entry.player} joins)"
    if entry.move is None:
        return f"entry {index + 1} ({entry.player}'s releases)"
    return f"entry {index + 1} ({entry.player}: {entry.move!r})"


def _label_move(entry: FairEntry) -> str:
    return f"entry {entry.number} ({entry.player}: {entry.move!r})"


def _differences(expected: FairEntry, entry: FairEntry, index: int) -> None:
    """Refuse the file at the first field of ``entry`` that the replay's ``expected`` does not
    give (in the order the file is written)."""
    where, label = f"$.history[{index}]", _label(index, entry)
    if expected.move != entry.move:
        raise FileProblem(f"{where}.move", f"{label}: the notation does not match the action "
                          f"(the action reads {expected.move!r})")
    for key in ("phase", "year", "season", "round"):
        if getattr(expected, key) != getattr(entry, key):
            raise FileProblem(f"{where}.{key}", f"{label}: {key} is {getattr(entry, key)!r}, "
                              f"the replay gives {getattr(expected, key)!r}")
    raise FileProblem(f"{where}.outcomes", f"{label}: the recorded outcomes are not what the "
                      "players' links and the rules give")


# --- the honest client -------------------------------------------------------------------------

def seat_for(record: FairRecord, identity: Identity, seat: int | None) -> int:
    """The seat ``identity`` writes for: ``seat`` if it holds it, else its only seat."""
    held = record.seats_of(identity.public_key)
    players = record.settings.players
    if seat is not None:
        if seat not in held:
            raise ProtocolError(f"you cannot write for {players[seat]}: your key "
                                f"({identity.fingerprint}) is not the one {players[seat]} joined "
                                "with" if record.ledger.seats[seat] is not None else
                                f"{players[seat]} has not joined yet")
        return seat
    if len(held) != 1:
        raise ProtocolError("say which of your seats writes with --player" if held else
                            f"your key ({identity.fingerprint}) holds no seat in this game: "
                            "join it first (seasons join FILE --as NAME)")
    return held[0]


def join(record: FairRecord, identity: Identity, seat: int) -> FairRecord:
    """``record`` with ``identity`` joined at ``seat``: its keys and the tips of its chains,
    signed; no release (§5). A sealed game's join has the seat's key share too (``sealed``)."""
    if record.settings.trust == "sealed":
        from .sealed import join as join_sealed

        return join_sealed(record, identity, seat)
    problem = join_problem(record.settings, record.ledger, seat, identity.public_key)
    if problem is not None:
        raise ProtocolError(problem)
    joined = Seat(identity.public_key, identity.box_key,
                  tuple(tips(identity, record.ledger.genesis, seat).values()))
    entry = FairEntry(len(record.history) + 1, record.settings.players[seat], joined, (), None,
                      None, None, None, None, None, [], record.last_hash)
    replay = _Replay(record)
    signed = _signed(identity, record, entry)
    replay.take(signed, "")
    _remember(record.ledger, [signed])
    return replay.record()


def replay_for(record: FairRecord, trusted: bool = False) -> _Replay:
    """The replay of ``record``'s kind of game: a fair one's, or a sealed one's
    (``sealed.SealedReplay``); ``trusted`` for a checked history told again."""
    if record.settings.trust == "sealed":
        from .sealed import SealedReplay

        replay: _Replay = SealedReplay(record)
    else:
        replay = _Replay(record)
    replay.trusted = trusted
    return replay


class _Client(_Replay):
    """The replay, writing: the entries of one write by ``seat``, made and signed by
    ``identity``."""

    def __init__(self, record: FairRecord, identity: Identity, seat: int) -> None:
        super().__init__(record)
        self.identity, self.seat = identity, seat
        self.written = len(record.history)  # the entries before this write

    def releases(self) -> tuple[tuple[Release, ...], list[dict[str, Any]]]:
        """Every release the seat may make now, made one by one (each may change what the next
        may be), with the outcomes of the events they complete."""
        made: list[Release] = []
        outcomes: list[dict[str, Any]] = []
        while (event := allowed(self.game, self.ledger, self.seat)) is not None:
            found, next_tip = event_link(self.identity, self.ledger.genesis, self.seat,
                                         event.event_class, event.k)
            release = Release("link", event.event_class, event.k, found, next_tip)
            problem = self.release(self.seat, release, outcomes)
            if problem is not None:  # pragma: no cover - the rule allowed it just now
                raise ProtocolError(problem)
            made.append(release)
        return tuple(made), outcomes

    def append(self, entry: FairEntry) -> None:
        signed = _signed(self.identity, self, entry)
        self.entries.append(signed)
        self.last_hash = signed.hash()

    def signed_record(self) -> FairRecord:
        """The record after the write, once the journal knows every entry it signed."""
        record = self.record()
        _remember(self.ledger, list(record.history[self.written:]))
        return record

    def play(self, text: str) -> None:
        """One entry: the releases allowed now, then the move ``text`` (notation)."""
        releases, outcomes = self.releases()
        game = self.game
        if awaited(game) is not None:
            raise ProtocolError(f"no move can be made now: "
                                f"{waiting_words(game, self.ledger, self.settings.players)}")
        action = parse_action(game, text, self.seat)
        blank = FairEntry(len(self.entries) + 1, self.settings.players[self.seat], None,
                          releases, None, None, None, None, None, None, [], self.last_hash)
        self.append(self.move(blank, action, outcomes))

    def change_seat(self, strength: str | None) -> None:
        """One entry: the releases allowed now, then the seat handed to a ``strength`` bot
        (None: to a person), signed by the seat (P27)."""
        from .seats import SeatError

        releases, outcomes = self.releases()
        action = Action(self.seat, SEAT, () if strength is None else (strength,))
        problem = seat_problem(self.game, action)
        if problem is not None:
            raise SeatError(problem)
        blank = FairEntry(len(self.entries) + 1, self.settings.players[self.seat], None,
                          releases, None, None, None, None, None, None, [], self.last_hash)
        self.append(self.move(blank, action, outcomes))

    def finish(self, alone: bool) -> bool:
        """An entry of the releases allowed now, if any (the end of a write, or ``sync``);
        whether there was one. ``alone``: a write of releases only, which the game must await."""
        if alone:
            problem = self.sync_problem(self.seat)
            if problem is not None:
                raise ProtocolError(f"{self.settings.players[self.seat]} may not sync: {problem}")
        releases, outcomes = self.releases()
        if not releases:
            return False
        self.append(FairEntry(len(self.entries) + 1, self.settings.players[self.seat], None,
                              releases, None, None, None, None, None, None, jsonable(outcomes),
                              self.last_hash))
        return True


def client_for(record: FairRecord, identity: Identity, seat: int) -> _Client:
    """The honest client of ``record``'s kind of game (``sealed.SealedClient`` for a sealed one)."""
    if record.settings.trust == "sealed":
        from .sealed import SealedClient

        return SealedClient(record, identity, seat)
    return _Client(record, identity, seat)


def play(record: FairRecord, identity: Identity, seat: int, moves: list[str]) -> FairRecord:
    """One write by ``seat``: each of ``moves`` after the releases allowed before it, then the
    releases its last move allowed (an entry of their own)."""
    client = client_for(record, identity, seat)
    for text in moves:
        client.play(text)
    client.finish(alone=False)
    return client.signed_record()


def change_seat(record: FairRecord, identity: Identity, seat: int,
                strength: str | None) -> FairRecord:
    """A write by ``seat`` handing itself to a ``strength`` bot (None: back to a person): the
    releases allowed, the seat change, then the releases it allowed."""
    client = client_for(record, identity, seat)
    client.change_seat(strength)
    client.finish(alone=False)
    return client.signed_record()


def sync(record: FairRecord, identity: Identity, seat: int) -> FairRecord:
    """A write of releases alone by ``seat``, which the game must await (§2)."""
    client = client_for(record, identity, seat)
    if not client.finish(alone=True):
        raise ProtocolError(f"{record.settings.players[seat]} has nothing to release now")
    return client.signed_record()


def preview(record: FairRecord, identity: Identity, seat: int) -> Game:
    """The game as ``seat`` may see it before writing: after the releases it may make now
    (nothing is signed or kept), so that the roller sees the roll and the drawer the card."""
    client = client_for(record, identity, seat)
    client.releases()
    return client.game


def _signed(identity: Identity, game: FairRecord | _Replay, entry: FairEntry) -> FairEntry:
    """``entry`` of ``game`` signed by ``identity`` (Ed25519 is deterministic: the same entry,
    the same signature)."""
    return entry.signed(identity.sign(statement(game.ledger.genesis, version_of(game.settings),
                                                entry.to_data())))


def _remember(ledger: Ledger, entries: list[FairEntry]) -> None:
    """Keep ``entries`` in the journal as signed by this person, before anyone can see them;
    refused if this person signed another version of one of those moves before (§2: an honest
    client never publishes two)."""
    journal.record_signed(ledger.genesis.hex(), [entry.to_data() for entry in entries], digest)


def check_journal(record: FairRecord, file: str) -> None:
    """Refuse ``record`` (read from ``file``) if it rewrites or drops an entry this person has
    seen of the game; else keep what it adds (``journal``). The history this person accepted
    already, as the journal's mark tells (most files a command reads), costs neither the entries'
    data nor the journal's reading."""
    if journal.accepted_already(record.genesis, len(record.history), record.last_hash):
        return
    journal.check_and_record(record.genesis, [entry.to_data() for entry in record.history],
                             digest, file)


def checked_before(data: dict[str, Any], game: Game, kept: Any = None) -> FairRecord:
    """The record of a fair file whose exact bytes were checked in full before (signatures
    included: ``gamefile.checked`` keeps only what a full check or a save gave) and whose replay
    gave ``game``: its entries and ledger read again, nothing verified again. A sealed game's
    ledger and deck are ``kept`` (``FairRecord.kept``)."""
    settings = _settings(data["settings"])
    if settings.trust == "sealed":
        from .sealed import checked_before as sealed_checked_before

        return sealed_checked_before(settings, data, game, kept)
    ledger = Ledger(bytes.fromhex(genesis(settings, data["setup"]["outcomes"])),
                    [None] * len(settings.players))
    entries = []
    for index, item in enumerate(data["history"]):
        entry = parse_entry(item, f"$.history[{index}]")
        seat = settings.players.index(entry.player)
        if entry.join is not None:
            ledger.seats[seat] = entry.join
        for release in entry.releases:
            ledger.record(seat, release)
        entries.append(entry)
    return FairRecord(settings, data["setup"]["outcomes"], tuple(entries), game,
                      data["head"].partition("-")[2], ledger)


class Told(Frozen):
    """A move of a fair game as a replay tells it, read like an open game's: ``entry`` holds the
    outcomes of the whole move — those of the events that later releases completed included,
    as an open game's entry holds them; ``before`` is the game just before the move (after the
    entry's own releases), ``after`` the game once the move is carried out in full (still
    waiting, when ``completed`` is None), ``completed`` the number of the entry whose release
    let it finish (the move's own, when it needed no event). The setup is told as a move with
    no ``action``, by the entry that completed it."""

    __slots__ = ("entry", "action", "before", "after", "completed")
    entry: FairEntry
    action: Action | None
    before: Game
    after: Game
    completed: int | None

    def __init__(self, entry: FairEntry, action: Action | None, before: Game, after: Game,
                 completed: int | None) -> None:
        for name, value in zip(self.__slots__, (entry, action, before, after, completed)):
            assign(self, name, value)


def told(record: FairRecord, start: FairRecord | None = None) -> Iterator[Told]:
    """The setup and every move of ``record`` (a checked history), in the order they finish
    (``Told``): what ``replay``, ``score`` and the digest tell of a fair game. From ``start``
    (a record ``record`` extends), only the moves that finish after it."""
    replay = replay_for(start or create(record.settings), trusted=True)
    held = _held(replay.game, start)
    last: FairEntry | None = None
    for entry in record.history[len(replay.entries):]:
        if entry.join is not None:
            replay.take(entry, "")
            continue
        seat = record.settings.players.index(entry.player)
        replay.enter(entry)
        for release in entry.releases:
            replay.release(seat, release, [])
            if held is not None and awaited(replay.game) is None:
                yield _told(held[0] or entry, held[1], held[2], replay.game, entry.number)
                held = None
        if entry.move is not None:
            action = entry_action(record.settings, entry)  # type: ignore[arg-type]
            replay.before_move(entry, action, "")
            before = replay.game
            replay.game = advance(before, action)
            held = (entry, action, before) if awaited(replay.game) is not None else None
            if held is None:
                yield _told(entry, action, before, replay.game, entry.number)
        replay.entries.append(entry)
        last = entry
    if held is not None and last is not None:
        yield Told(held[0] or last, held[1], held[2], replay.game, None)


def _held(game: Game, start: FairRecord | None) -> tuple[FairEntry | None, Action | None, Game] | None:
    """The move ``game`` holds while it waits, as ``told`` keeps it: its entry (None for the
    setup; else the last move entry of ``start``'s history, which made it), its action and the
    game before it (the waiting game, its decisions given back)."""
    held = game.fair.held if game.fair is not None else None
    if held is None:
        return None
    if held.action is None or start is None:
        return None, None, game
    entry = next(entry for entry in reversed(start.history) if entry.move is not None)
    before = game.copy_sharing_players()
    before.pending = list(held.pending)
    return entry, held.action, before


def _told(entry: FairEntry, action: Action | None, before: Game, after: Game,
          completed: int) -> Told:
    values = list(entry._values())
    values[10] = jsonable(after.events)  # the outcomes: the whole move's, as in an open game
    return Told(entry.__class__(*values), action, before, after, completed)


def game_at(record: FairRecord, entries: int) -> Game:
    """The game after the first ``entries`` entries of ``record``'s (checked) history."""
    return prefix(record, entries).game


def prefix(record: FairRecord, entries: int) -> FairRecord:
    """The record of the first ``entries`` entries of ``record``'s (checked) history."""
    replay = replay_for(create(record.settings), trusted=True)
    for entry in record.history[:entries]:
        replay.take(entry, "")
    return replay.record()


def situation(record: FairRecord) -> tuple[list[int], str] | None:
    """Whom a fair game waits for, and why in words, when it waits for a join or a release;
    None when it waits for decisions, as an open game does."""
    if record.settings.trust == "sealed":
        from .sealed import situation as sealed_situation

        return sealed_situation(record)
    ledger, players = record.ledger, record.settings.players
    if not ledger.started:
        return [seat for seat, joined in enumerate(ledger.seats) if joined is None], \
            waiting_words(record.game, ledger, players)
    if awaited(record.game) is not None:
        return awaited_seats(record.game, ledger), waiting_words(record.game, ledger, players)
    return None


class Fork(Frozen):
    """Two versions of one entry: ``number``, what ``seen`` (the journal, or another file) and
    ``found`` (the file) hold there (None: that history ends before it), and, when one player
    signed both with the key they joined with, that player: a proof of cheating (§2)."""

    __slots__ = ("number", "seen", "found", "signer")
    number: int
    seen: dict[str, Any] | None
    found: dict[str, Any] | None
    signer: str | None

    def __init__(self, number: int, seen: dict[str, Any] | None, found: dict[str, Any] | None,
                 signer: str | None) -> None:
        assign(self, "number", number)
        assign(self, "seen", seen)
        assign(self, "found", found)
        assign(self, "signer", signer)


def fork(settings: Settings, seen: list[dict[str, Any]],
         found: list[dict[str, Any]]) -> Fork | None:
    """Where two histories of one game part, if they do; the signer when one player signed both
    versions of that entry (each signature checked with the key that player joined with)."""
    index = journal.first_difference(seen, found, digest)
    if index is None:
        return None
    one = seen[index] if index < len(seen) else None
    two = found[index] if index < len(found) else None
    if one is None or two is None or one.get("player") != two.get("player"):
        return Fork(index + 1, one, two, None)
    start = bytes.fromhex(genesis(settings, []))
    keys = {item["player"]: item["join"]["key"] for item in seen[:index] if "join" in item}
    signer = one["player"]
    key = keys.get(signer)
    if key is None and "join" in one and "join" in two and one["join"]["key"] == two["join"]["key"]:
        key = one["join"]["key"]
    both = key is not None and all(
        verified(bytes.fromhex(key), statement(start, version_of(settings), item),
                 bytes.fromhex(item.get("signature", "")))
        for item in (one, two))
    return Fork(index + 1, one, two, signer if both else None)
