"""A game record: settings, setup outcomes, the full history and the current state.

The record is the game file's content. Its state is always the result of replaying the history
from the settings: ``create`` and ``play`` build it that way, and ``from_data`` (used by ``load``)
replays a file's history and refuses the file when a move, a chance outcome or the stored state
does not match.
"""

from __future__ import annotations

import json
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from ..engine import Action, Game, IllegalAction, Settings, apply, new_game
from ..engine.errors import SeasonsError
from ..engine.flow import apply_in_place, check_action
from ..engine.model import to_data
from ..hashes import sha256
from ..notation import format_action, parse_action
from ..plain import Frozen, assign, setters
from .codec import jsonable, tuples

FORMAT_VERSION = 1
SEAT = "seat"  # the action kind of a seat change, an entry that is no move (``seats``)
RULES_EDITION = "seasons-base-2012/r1"  # the rules specification the engine implements
R = TypeVar("R", bound="GameRecord")  # a kind of record: open, fair or sealed (``created``)


class FileProblem(SeasonsError):
    """A game file that cannot be used: ``path`` is a JSON path into it (``$.history[3].move``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


# json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False), with one encoder
# for every call (a load hashes every history entry).
_canonical = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode
if c_make_encoder is not None:
    # The C encoder ``JSONEncoder.encode`` makes anew for every call, made once with the same
    # settings (no circular check: the engine's data has no cycles): the same text, and a
    # replayed entry is hashed ~30 % faster. ``"".join(_chunks(data, 0))`` is the text.
    _chunks = c_make_encoder(None, json.JSONEncoder().default, encode_basestring, None, ":", ",",
                             True, False, True)

    def _canonical(data: Any) -> str:  # noqa: F811
        return "".join(_chunks(data, 0))
else:  # pragma: no cover - a Python without json's C speedups
    def _chunks(data: Any, level: int) -> tuple[str]:
        return (_canonical(data),)


_string = encode_basestring  # a str's JSON text, as the canonical encoder writes it


def digest(data: Any) -> str:
    """SHA-256 of the canonical JSON encoding (sorted keys, no spaces, UTF-8) of ``data``."""
    return sha256(_canonical(data).encode("utf-8")).hexdigest()


def head_id(moves: int, last_hash: str) -> str:
    """The head identifier: the move count and the hash of the last history entry."""
    return f"{moves}-{last_hash}"


class Entry(Frozen):
    """One move of the history: who, what (notation and structure), when, and what chance gave.

    ``prev`` is the hash of the previous entry (of the settings and setup for the first one), so
    the history is a hash chain: editing, removing or reordering a move breaks it.
    """

    __slots__ = ("prev", "number", "player", "move", "action", "year", "season", "round",
                 "phase", "outcomes")
    __match_args__ = __slots__
    prev: str
    number: int
    player: str
    move: str
    action: dict[str, Any]
    year: int
    season: str
    round: int
    phase: str
    outcomes: list[dict[str, Any]]

    def __init__(self, prev: str, number: int, player: str, move: str, action: dict[str, Any],
                 year: int, season: str, round: int, phase: str,
                 outcomes: list[dict[str, Any]]) -> None:
        # the slots' own setters, as model.Action does: a load makes one entry per move
        _set_prev(self, prev)
        _set_number(self, number)
        _set_player(self, player)
        _set_move(self, move)
        _set_action(self, action)
        _set_year(self, year)
        _set_season(self, season)
        _set_round(self, round)
        _set_phase(self, phase)
        _set_outcomes(self, outcomes)

    def to_data(self) -> dict[str, Any]:
        return {"n": self.number, "player": self.player, "move": self.move, "action": self.action,
                "phase": self.phase, "year": self.year, "season": self.season, "round": self.round,
                "outcomes": self.outcomes, "prev": self.prev}

    def hash(self) -> str:
        """``digest(self.to_data())``, the hash the next entry's ``prev`` holds. The canonical
        text is written with the keys in their sorted order, so only the action and the outcomes
        go through the sorting encoder: a load hashes every entry, and this halves the cost."""
        return _entry_hash(self, _Quoted(), "".join(_chunks(self.action, 0)))


(_set_prev, _set_number, _set_player, _set_move, _set_action, _set_year, _set_season, _set_round,
 _set_phase, _set_outcomes) = setters(Entry)


def entry_action(settings: Settings, entry: Entry) -> Action:
    """The engine's action of a history entry (of a record that was checked: its player is one
    of ``settings``')."""
    return Action(settings.players.index(entry.player), entry.action["kind"],
                  tuples(entry.action["args"]))


class GameRecord(Frozen):
    """Settings, setup outcomes, history and the current game. Equality leaves out ``game``
    (the replay of the rest), as the dataclass's ``field(compare=False)`` did."""

    __slots__ = ("settings", "setup", "history", "game", "last_hash")
    __match_args__ = __slots__
    settings: Settings
    setup: list[dict[str, Any]]
    history: tuple[Entry, ...]
    game: Game
    last_hash: str  # the hash of the last history entry (of the genesis with no move)

    def __init__(self, settings: Settings, setup: list[dict[str, Any]],
                 history: tuple[Entry, ...], game: Game, last_hash: str = "") -> None:
        assign(self, "settings", settings)
        assign(self, "setup", setup)
        assign(self, "history", history)
        assign(self, "game", game)
        assign(self, "last_hash", last_hash)

    def _compared(self) -> tuple[Any, ...]:
        return (self.settings, self.setup, self.history, self.last_hash)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._compared() == other._compared()  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._compared())

    @property
    def head(self) -> str:
        return head_id(len(self.history), self.last_hash)

    def unwritten(self, since: int) -> None:
        """The write of this record failed before its rename, so its entries from ``since`` on
        are in no file. An open game keeps nothing of them (a fair one does: ``FairRecord``)."""

    def kept(self) -> Any:
        """What the checked-file cache keeps beside the game for ``checked_before`` (plain
        values): nothing for an open game, whose entries hold the rest (a sealed one's deck:
        ``FairRecord``)."""
        return None

    def state_data(self) -> dict[str, Any]:
        """The file's ``state``: the game as JSON data."""
        return jsonable(to_data(self.game))

    def to_data(self) -> dict[str, Any]:
        return {
            "format_version": FORMAT_VERSION,
            "rules_edition": RULES_EDITION,
            "settings": settings_data(self.settings),
            "setup": {"outcomes": self.setup},
            "head": self.head,
            "history": [entry.to_data() for entry in self.history],
            "state": self.state_data(),
        }


def genesis(settings: Settings, setup: list[dict[str, Any]]) -> str:
    """The hash the chain starts from: the format, the rules, the settings and the setup."""
    return digest({"format_version": FORMAT_VERSION, "rules_edition": RULES_EDITION,
                   "settings": settings_data(settings), "setup": {"outcomes": setup}})


def settings_data(settings: Settings) -> dict[str, Any]:
    """The ``settings`` object of the file. ``bots`` is written only when some seat is a bot, and
    the expansions' settings (G1) only when they are not at their defaults, so files of the base
    game between people read (and hash) exactly as before they existed."""
    data = {"players": list(settings.players), "level": settings.level, "seed": settings.seed,
            "card_edition": settings.edition,
            "decks": None if settings.decks is None else list(settings.decks)}
    if settings.bots:
        data["bots"] = dict(settings.bots)
    if settings.trust != "open":  # an open game's settings read and hash as before kinds existed
        data["trust"] = settings.trust
    if settings.expanded:
        if settings.cards != "standard":
            data["cards"] = settings.cards
        if settings.expansions:
            data["expansions"] = list(settings.expansions)
        if settings.promos:
            data["promos"] = True
        if settings.tokens != "none":
            data["tokens"] = settings.tokens
        if settings.enchantment != "none":
            data["enchantment"] = settings.enchantment
    return data


def create(settings: Settings) -> GameRecord:
    """A new game: setup done, its chance outcomes recorded, the prelude's first decisions
    pending; a fair game waits for its players instead (``fair.create``)."""
    if settings.trust != "open":
        from .fair import create as create_fair

        return create_fair(settings)
    game = new_game(settings)
    setup = jsonable(game.events)
    return GameRecord(settings, setup, (), game, genesis(settings, setup))


def play(record: GameRecord, text: str, seat: int | None = None) -> GameRecord:
    """The record after the move ``text`` (notation) by ``seat``, or by the only player to decide."""
    game = record.game
    action = parse_action(game, text, seat)
    return _append(record, action, format_action(game, action))


def play_action(record: GameRecord, action: Action) -> GameRecord:
    return _append(record, action, format_action(record.game, action))


def change_seat(record: GameRecord, seat: int, strength: str | None) -> GameRecord:
    """The record after ``seat`` is handed to a ``strength`` bot (None: to a person): an entry of
    the history that is no move (``seats``); ``SeatError`` when nothing would change."""
    from .seats import changed_bots, reseated, seat_text  # only for a seat change

    before = record.game
    after = reseated(before, changed_bots(before, seat, strength))
    action = {"kind": SEAT, "args": [] if strength is None else [strength]}
    entry = Entry(record.last_hash, len(record.history) + 1, before.settings.players[seat],
                  seat_text(strength), action, before.year, before.season, before.round,
                  before.phase, [])
    return GameRecord(record.settings, record.setup, (*record.history, entry), after,
                      entry.hash())


def advance(game: Game, action: Action) -> Game:
    """The game after the action of an entry of a checked history: its move applied, or its
    seat change made."""
    if action.kind == SEAT:
        from .seats import changed_bots, reseated, strength_of

        return reseated(game, changed_bots(game, action.player, strength_of(action)))
    return apply(game, action)


def append(record: GameRecord, action: Action) -> GameRecord:
    """The record after the action of a history entry: a move (``play_action``) or a seat
    change (``change_seat``)."""
    if action.kind == SEAT:
        from .seats import strength_of

        return change_seat(record, action.player, strength_of(action))
    return play_action(record, action)


def _append(record: GameRecord, action: Action, notation: str) -> GameRecord:
    before = record.game
    after = apply(before, action)
    entry = Entry(record.last_hash, len(record.history) + 1, before.settings.players[action.player],
                  notation, {"kind": action.kind, "args": jsonable(action.args)}, before.year,
                  before.season, before.round, before.phase, jsonable(after.events))
    return GameRecord(record.settings, record.setup, (*record.history, entry), after,
                      entry.hash())


# --- reading a file's data back ----------------------------------------------------------------

def from_data(data: dict[str, Any], checked_head: Callable[[str, str], bool] | None = None) \
        -> GameRecord:
    """Replay a schema-valid file's history; refuse it where the replay and the file part.
    (``checked_head``: for a fair or sealed file, as ``fair.from_data`` takes it.)

    ``data`` may also be valid but for the strings of its entries that the replay proves as it
    reads them (``fastcheck.PROVED_BY_REPLAY``: what ``schema.sound_keys`` leaves to it): an
    entry whose ``prev`` or ``player`` is not what the schema wants is refused by the replay at
    the latest there (``_replay_in_place``'s first two tests), and any refusal then gives the
    schema's error when the schema has one, as a file checked against the schema first does."""
    try:
        if "trust" in data["settings"]:
            from .fair import from_data as fair_from_data

            return fair_from_data(data, checked_head)
        return _from_data(data)
    except FileProblem:
        from .schema import schema_problem  # a refused file only

        problem = schema_problem(data)
        if problem is not None:
            raise FileProblem(*problem) from None
        raise


def _from_data(data: dict[str, Any]) -> GameRecord:
    """``from_data``, for data the schema accepts."""
    record = created(data, create, "the setup outcomes are not what the settings and the seed "
                     "give (were the settings or the setup edited?)")
    game, entries, last_hash = record.game, [], record.last_hash  # the new game is ours to change
    quoted = _Quoted()
    for index, item in enumerate(data["history"]):
        entry = _replay_in_place(game, index, item, last_hash)
        entries.append(entry)
        last_hash = _entry_hash(entry, quoted)
    record = GameRecord(record.settings, record.setup, tuple(entries), game, last_hash)
    if data["head"] != record.head:
        raise FileProblem("$.head", f"the head {short_head(data['head'])} does not match the "
                          f"history, which ends at {short_head(record.head)}")
    _compare_state(record, data["state"])
    return record


def checked_before(data: dict[str, Any], game: Game, kept: Any = None) -> GameRecord:
    """The record of a file whose exact bytes were checked in full before (``gamefile.checked``)
    and whose replay gave ``game`` (and the record's ``kept()``, ``kept``): what ``from_data``
    gives, without the replay. Each entry is the file's own, as the replay checked it to be."""
    if "trust" in data["settings"]:
        from .fair import checked_before as fair_checked_before

        return fair_checked_before(data, game, kept)
    history = tuple(Entry(item["prev"], item["n"], item["player"], item["move"],
                          {"kind": item["action"]["kind"], "args": item["action"]["args"]},
                          item["year"], item["season"], item["round"], item["phase"],
                          item["outcomes"])
                    for item in data["history"])
    last_hash = data["head"].partition("-")[2]
    return GameRecord(_settings(data["settings"]), data["setup"]["outcomes"], history, game,
                      last_hash)


def created(data: dict[str, Any], create: Callable[[Settings], R], other_setup: str) -> R:
    """The new record that ``create`` makes from the file ``data``'s settings, before its
    history is replayed; a ``FileProblem`` if those settings make no game, or if the file's setup
    outcomes are not the new record's (``other_setup`` says why that is wrong)."""
    try:
        record = create(_settings(data["settings"]))
    except SeasonsError as error:
        raise FileProblem("$.settings", str(error)) from None
    if record.setup != data["setup"]["outcomes"]:
        raise FileProblem("$.setup.outcomes", other_setup)
    return record


def _settings(data: dict[str, Any]) -> Settings:
    decks = data.get("decks")
    return Settings(tuple(data["players"]), data["level"], data["seed"], data["card_edition"],
                    None if decks is None else tuple(decks),
                    bots_in_seat_order(data["players"], data.get("bots", {}).items()),
                    data.get("trust", "open"), cards=data.get("cards", "standard"),
                    expansions=tuple(data.get("expansions", ())),
                    promos=data.get("promos", False), tokens=data.get("tokens", "none"),
                    enchantment=data.get("enchantment", "none"))


def bots_in_seat_order(players: Sequence[str],
                       bots: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """The (name, strength) pairs in seat order, as ``Settings.bots`` keeps them; a name that is
    no player is kept (last) so that the setup refuses it."""
    order = {name: seat for seat, name in enumerate(players)}
    return tuple(sorted(bots, key=lambda item: order.get(item[0], len(players))))


def _replay_entry(record: GameRecord, index: int, item: dict[str, Any]) -> GameRecord:
    """The record after the history entry ``item`` (at ``index``), replayed and checked."""
    game = record.game.copy()
    entry = _replay_in_place(game, index, item, record.last_hash)
    return GameRecord(record.settings, record.setup, (*record.history, entry), game,
                      entry.hash())


def _replay_in_place(game: Game, index: int, item: dict[str, Any], last_hash: str) -> Entry:
    """Check the history entry ``item`` against the replay, applying its move to ``game`` in
    place, and return the entry the replay gives (which then equals ``item``)."""
    players = game.settings.players
    if item["prev"] != last_hash:
        what = "the settings or the setup" if index == 0 else f"move {index}"
        raise FileProblem(f"$.history[{index}].prev", f"move {index + 1} does not follow {what}: "
                          "the hash chain is broken (a move or the settings were edited, removed "
                          "or reordered)")
    if item["n"] != index + 1:
        raise FileProblem(f"$.history[{index}].n",
                          f"move {item['n']} stands where move {index + 1} belongs")
    if item["player"] not in players:
        raise FileProblem(f"$.history[{index}].player",
                          f"{item['player']!r} is not a player of this game")
    given = item["action"]
    if given["kind"] == SEAT:
        return _replay_seat(game, index, item, last_hash)
    args = given["args"]
    action = Action(players.index(item["player"]), given["kind"],
                    tuples(args) if args else ())  # a third of the moves have no arguments
    try:
        decision = check_action(game, action)
    except IllegalAction as error:
        raise FileProblem(f"$.history[{index}].action",
                          f"{_label(index, item, played=False)} is not legal here: {error}") \
            from None
    # The entry's action is the file's own (``jsonable(tuples(args)) == args`` for JSON data).
    notation = format_action(game, action)
    year, season, round_, phase = game.year, game.season, game.round, game.phase
    apply_in_place(game, decision, action)
    events = game.events
    entry = Entry(last_hash, index + 1, players[action.player], notation,
                  {"kind": action.kind, "args": args}, year, season, round_, phase,
                  _outcomes(events) if events else [])  # most moves have no events
    if notation != item["move"] or entry.outcomes != item["outcomes"] or phase != item["phase"] \
            or year != item["year"] or season != item["season"] or round_ != item["round"]:
        _differences(entry, index, item)  # raises: which one, in the order the file is read
    return entry


def _replay_seat(game: Game, index: int, item: dict[str, Any], last_hash: str) -> Entry:
    """``_replay_in_place`` for a seat change (``seats``): its strength known and a change."""
    from .seats import SeatError, changed_bots, seat_text, with_bots

    players, args = game.settings.players, item["action"]["args"]
    seat = players.index(item["player"])
    try:
        if len(args) > 1 or not all(isinstance(arg, str) for arg in args):
            raise SeatError("a seat change's args are [] (a person) or [STRENGTH] (a bot)")
        bots = changed_bots(game, seat, args[0] if args else None)
    except SeatError as error:
        raise FileProblem(f"$.history[{index}].action",
                          f"{_label(index, item)} is not a seat change that can be made here: "
                          f"{error}") from None
    entry = Entry(last_hash, index + 1, players[seat], seat_text(args[0] if args else None),
                  {"kind": SEAT, "args": args}, game.year, game.season, game.round, game.phase, [])
    game.settings = with_bots(game.settings, bots)
    game.events = []
    if entry.move != item["move"] or item["outcomes"] or entry.phase != item["phase"] \
            or entry.year != item["year"] or entry.season != item["season"] \
            or entry.round != item["round"]:
        _differences(entry, index, item)
    return entry


class _Quoted(dict):  # type: ignore[type-arg]
    """``_string`` of each str asked for, kept: the few names, phases, seasons and kinds a
    replay's hashes write again and again (a dict lookup costs half an encoder call). One per
    load, so that it holds only that file's texts."""

    def __missing__(self, key: str) -> str:
        self[key] = text = _string(key)
        return text


def _entry_hash(entry: Entry, quoted: dict[str, str], action: str | None = None) -> str:
    """SHA-256 of the canonical text of ``entry.to_data()``, written with the keys in their
    sorted order, so only the arguments and the outcomes go through the encoder, which then
    sorts no dict (~10 % of a load's hashing), and empty ones and one card's number not at all.
    ``action`` is the action's text, or None for an entry ``_replay_in_place`` made (its action
    ``{"kind": a str, "args": a list}``, written here). ``quoted`` (a ``_Quoted``, one per
    load) holds the texts of the strings that repeat from entry to entry."""
    if action is None:
        args = entry.action["args"]
        if not args:  # a third of the moves
            args_text = "[]"
        elif len(args) == 1 and type(args[0]) is int:  # a card: another third (repr's text)
            args_text = f"[{args[0]}]"
        else:
            args_text = "".join(_chunks(args, 0))
        action = f'{{"args":{args_text},"kind":{quoted[entry.action["kind"]]}}}'
    outcomes = entry.outcomes
    text = (f'{{"action":{action},"move":{_string(entry.move)},"n":{entry.number},'
            f'"outcomes":{"".join(_chunks(outcomes, 0)) if outcomes else "[]"},'
            f'"phase":{quoted[entry.phase]},"player":{quoted[entry.player]},'
            f'"prev":{_string(entry.prev)},"round":{entry.round},'
            f'"season":{quoted[entry.season]},"year":{entry.year}}}')
    return sha256(text.encode("utf-8")).hexdigest()


_PLAIN = frozenset((str, int, bool, type(None)))


def _outcomes(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``jsonable(events)`` for the engine's events (dicts with str keys, made by ``core.log``),
    without a call per plain value: most of them are, and most events hold only plain values
    (then a copy of the event is its JSON data)."""
    outcomes = []
    for event in events:
        if _PLAIN.issuperset(map(type, event.values())):
            outcomes.append(event.copy())
        else:
            outcomes.append({key: value if type(value) in _PLAIN else jsonable(value)
                             for key, value in event.items()})
    return outcomes


# Kinds of move whose notation names a card that only their player (and, for a gift, its
# receiver) may know (R21.2). Whoever reads an error is not that player, so an error names such a
# move by its kind alone. A move refused as illegal is named so too when it would summon: the card
# never entered play, so the text may name a card in its player's hand.
HIDDEN_KINDS = {"pick": "a draft pick", "library": "a library split", "choose": "a choice of card",
                "give": "a card given"}
UNPLAYED_KINDS = {**HIDDEN_KINDS, "summon": "a summon"}


def hidden_move(kind: str, *, played: bool = True) -> str | None:
    """``a draft pick``: how an error names a move of ``kind`` whose text names a hidden card
    (of a move the replay refused, ``played`` False: a summon too); None for any other move."""
    return (HIDDEN_KINDS if played else UNPLAYED_KINDS).get(kind)


def _label(index: int, item: dict[str, Any], *, played: bool = True) -> str:
    """How an error names the move: ``move 12 (bob: 'die 3')``, ``move 2 (bob: a draft pick)``."""
    hidden = hidden_move(item["action"]["kind"], played=played)
    return f"move {index + 1} ({item['player']}: {hidden or repr(item['move'])})"


def _differences(entry: Entry, index: int, item: dict[str, Any]) -> None:
    """Refuse the file at the first part of ``item`` that the replay's ``entry`` does not give."""
    where, label = f"$.history[{index}]", _label(index, item)
    if entry.move != item["move"]:
        reads = "" if entry.action["kind"] in HIDDEN_KINDS \
            else f" (the action reads {entry.move!r})"
        raise FileProblem(f"{where}.move",
                          f"{label}: the notation does not match the action{reads}")
    if entry.outcomes != item["outcomes"]:
        raise FileProblem(f"{where}.outcomes", f"{label}: the recorded outcomes are not what the "
                          "seed and the rules give")
    for key in ("phase", "year", "season", "round"):
        if getattr(entry, key) != item[key]:
            raise FileProblem(f"{where}.{key}", f"{label}: {key} is {item[key]!r}, "
                              f"the replay gives {getattr(entry, key)!r}")


def _compare_state(record: GameRecord, stored: dict[str, Any]) -> None:
    replayed = jsonable(to_data(record.game))
    path = _first_difference(replayed, stored, "$.state")
    if path is not None:
        moves = len(record.history)
        raise FileProblem(path[0], f"the stored state differs from the replay after move {moves} "
                          f"(the file says {_shown(path[2])}, the replay gives {_shown(path[1])})")


SHOWN = 200  # the most of a value an error line shows


def _shown(value: Any) -> str:
    """``repr(value)``, cut to ``SHOWN`` characters: a value of a file can be megabytes (a
    task's data of a million keys, issue #16). One of more than a thousand parts is written by
    ``reprlib``, which writes only the first items of each container (and so costs no time)."""
    if _parts(value, 1000) < 1000:
        text = repr(value)
    else:
        import reprlib

        brief = reprlib.Repr()
        brief.maxlevel, brief.maxstring, brief.maxother = 4, SHOWN, SHOWN
        brief.maxdict = brief.maxlist = brief.maxtuple = brief.maxset = 20
        text = brief.repr(value)
    return text if len(text) <= SHOWN else text[:SHOWN - 3] + "..."


def _parts(value: Any, most: int) -> int:
    """How many values ``value`` is made of, counted up to ``most``."""
    count, stack = 0, [value]
    while stack and count < most:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return count


def _first_difference(a: Any, b: Any, path: str) -> tuple[str, Any, Any] | None:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if a.get(key, ...) != b.get(key, ...):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}")
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
        return None
    return None if a == b else (path, a, b)


class StaleFile(SeasonsError):
    """The file has moved on since the copy the player looked at (``--expect HEAD``)."""


def short_head(head: str) -> str:
    """``12-3fa9c2d1e0b4``: enough of the hash to quote in an email or a commit message."""
    moves, _, digest_ = head.partition("-")
    return f"{moves}-{digest_[:12]}"


def expect_head(record: GameRecord, expected: str) -> None:
    """Refuse unless the record's head is ``expected`` (a move count, a dash and at least 8 hex
    digits of the last entry's hash, as ``seasons show`` prints it)."""
    moves, _, prefix = expected.strip().lower().partition("-")
    if not moves.isdigit() or len(prefix) < 8 or any(c not in "0123456789abcdef" for c in prefix):
        raise StaleFile(f"--expect {expected!r} is not a head: write it as seasons show prints it, "
                        "like 12-3fa9c2d1e0b4")
    if int(moves) != len(record.history) or not record.last_hash.startswith(prefix):
        raise StaleFile(f"the file has moved on: its head is {short_head(record.head)}, not "
                        f"{expected.strip()} (someone moved since your copy; get the newest one)")
