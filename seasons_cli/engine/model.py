"""The game state as plain data.

The state is mutable inside the engine (one ``apply`` copies it once and then edits the copy),
which keeps self-play fast; from the outside ``apply(game, action)`` is a pure function that
returns a new ``Game``. Everything here is JSON-compatible through ``to_data``.
"""

from __future__ import annotations

from collections import deque
from itertools import repeat
from typing import TYPE_CHECKING, Any

from ..plain import Fields, Frozen, assign, setters
from .dice import SEASONS, season_at, year_and_space
from .energy import NONE, Energy
from .extra import Extra, Marks, extra_data, marks_data

if TYPE_CHECKING:
    from .fair import FairState
    from .sealed import SealedState

LEVELS = ("apprentice", "wizard", "archmage")


class Settings(Frozen):
    """Fixed when the game is created (R4.1, and the expansions' settings of G1)."""

    __slots__ = ("players", "level", "seed", "edition", "decks", "bots", "trust", "cards",
                 "expansions", "promos", "tokens", "enchantment", "_expanded")
    __match_args__ = __slots__[:-1]
    players: tuple[str, ...]
    level: str
    seed: str
    edition: int  # D7: second edition by default
    decks: tuple[int, ...] | None  # R5.1: apprentice decks by seat, else drawn from the seed
    # Seats played by the computer, as (name, strength) pairs in seat order. The rules ignore it
    # (a bot is a player like any other); it is part of the settings so the file records it.
    bots: tuple[tuple[str, str], ...]
    # What the players may trust (fair-play.md §1): "open", chance from ``seed``; "fair", chance
    # from the players' releases, given to the engine as events' seeds (``waiting.supply``);
    # "sealed", fair dice and cards hidden by masking (``sealed.py``, docs/engine.md).
    trust: str
    # G1: the card pool ("standard" or a tournament list, G3), the expansion card sets added to a
    # standard pool (G2), the promo cards, the ability-token setting (G4) and the enchantment
    # setting (G5): "none", "random-..." or an enchantment's slug. All at their defaults, the game
    # is the base game (X1) and nothing of the expansions is made or written.
    cards: str
    expansions: tuple[str, ...]
    promos: bool
    tokens: str
    enchantment: str

    def __init__(self, players: tuple[str, ...], level: str, seed: str, edition: int = 2,
                 decks: tuple[int, ...] | None = None,
                 bots: tuple[tuple[str, str], ...] = (), trust: str = "open",
                 cards: str = "standard", expansions: tuple[str, ...] = (), promos: bool = False,
                 tokens: str = "none", enchantment: str = "none") -> None:
        assign(self, "players", players)
        assign(self, "level", level)
        assign(self, "seed", seed)
        assign(self, "edition", edition)
        assign(self, "decks", decks)
        assign(self, "bots", bots)
        assign(self, "trust", trust)
        assign(self, "cards", cards)
        assign(self, "expansions", expansions)
        assign(self, "promos", promos)
        assign(self, "tokens", tokens)
        assign(self, "enchantment", enchantment)
        assign(self, "_expanded", cards != "standard" or bool(expansions) or promos
               or tokens != "none" or enchantment != "none")

    @property
    def expanded(self) -> bool:
        """Whether the game has any content of the expansions (X1.1): the base game if not."""
        return self._expanded


# Action, Decision and Task are made by the thousand per game: ``Frozen`` classes (plain.py)
# whose ``__init__`` sets the slots directly and whose equality and hash are written out, which
# makes them about twice as fast to make and compare as the frozen dataclasses they were.

_new = object.__new__  # makes an instance without calling its __init__ (the copies)
_NEW: Any = object()  # "not given": a new empty list or dict, as a dataclass default_factory


class Action(Frozen):
    """One move of one player: a kind and its arguments (card numbers, energy tuples, ...).

    ``player`` is a seat index (0-based). Actions are values: two equal actions are the same move.
    """

    __slots__ = ("player", "kind", "args")
    __match_args__ = ("player", "kind", "args")
    player: int
    kind: str
    args: tuple[Any, ...]

    def __init__(self, player: int, kind: str, args: tuple[Any, ...] = ()) -> None:
        _set_action_player(self, player)
        _set_action_kind(self, kind)
        _set_action_args(self, args)

    def __eq__(self, other: object) -> bool:
        # Field by field, the cheapest first, without building two tuples: the legality check
        # compares an action with a list of options, most of them of another card or kind.
        if other.__class__ is self.__class__:
            return self is other or (self.player == other.player and self.kind == other.kind  # type: ignore[attr-defined]
                                     and self.args == other.args)  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.player, self.kind, self.args))


_set_action_player, _set_action_kind, _set_action_args = setters(Action)


def actions_of(player: int, kind: str, args: list[tuple[Any, ...]]) -> tuple[Action, ...]:
    """``tuple(Action(player, kind, a) for a in args)``, each field set by one C loop (``map``)
    over all the actions: about a third faster for the long lists that are made anew in every
    game (the library splits: 84 groups per player)."""
    found = list(map(_new, repeat(Action, len(args))))
    deque(map(_set_action_player, found, repeat(player)), 0)
    deque(map(_set_action_kind, found, repeat(kind)), 0)
    deque(map(_set_action_args, found, args), 0)
    return tuple(found)


class Decision(Frozen):
    """A decision the game waits for: who, what kind, and the data its options come from.

    ``purpose`` names the effect that asked (for example ``"card:2"`` for Amulet of Fire) so the
    answer can be routed back to it; ``data`` holds JSON-compatible details (cards on offer, ...).
    """

    __slots__ = ("player", "kind", "purpose", "data")
    __match_args__ = ("player", "kind", "purpose", "data")
    player: int
    kind: str
    purpose: str
    data: dict[str, Any]

    def __init__(self, player: int, kind: str, purpose: str = "",
                 data: dict[str, Any] = _NEW) -> None:
        _set_decision_player(self, player)
        _set_decision_kind(self, kind)
        _set_decision_purpose(self, purpose)
        _set_decision_data(self, {} if data is _NEW else data)

    def __eq__(self, other: object) -> bool:
        # Field by field, the player first (as ``Action.__eq__``): taking an answered decision
        # out of the pending list compares it with the decisions before it, of other players.
        if other.__class__ is self.__class__:
            return self is other or (self.player == other.player and self.kind == other.kind  # type: ignore[attr-defined]
                                     and self.purpose == other.purpose  # type: ignore[attr-defined]
                                     and self.data == other.data)  # type: ignore[attr-defined]
        return NotImplemented

    __hash__ = Frozen.__hash__  # defining __eq__ alone would leave the class unhashable

    @property
    def held(self) -> list[int]:
        """Cards this decision holds outside every zone (drawn, not yet kept or discarded).

        By convention an effect that draws cards and then asks what to do with them puts them in
        ``data["held"]``; everything that counts cards (R21, the invariant tests) reads them here.
        """
        return self.data.get("held", [])


(_set_decision_player, _set_decision_kind, _set_decision_purpose,
 _set_decision_data) = setters(Decision)


class Task(Frozen):
    """A piece of engine work still to do; the engine keeps them on a stack (``Game.tasks``)."""

    __slots__ = ("op", "player", "data")
    __match_args__ = ("op", "player", "data")
    op: str
    player: int
    data: dict[str, Any]

    def __init__(self, op: str, player: int, data: dict[str, Any] = _NEW) -> None:
        _set_task_op(self, op)
        _set_task_player(self, player)
        _set_task_data(self, {} if data is _NEW else data)


_set_task_op, _set_task_player, _set_task_data = setters(Task)

# Tasks and decisions are values, never changed once made (their data included: the engine
# reads it and makes new ones), which is why games and their copies share them. The round flow
# makes the same few without data over and over (about 700 tasks and 250 decisions a game), so
# those are made once per (op or kind, seat) and shared by every game.
_PLAIN_TASKS: dict[tuple[str, int], Task] = {}
_PLAIN_DECISIONS: dict[tuple[int, str], Decision] = {}


def plain_task(op: str, player: int) -> Task:
    """``Task(op, player)``: a task without data, made once."""
    found = _PLAIN_TASKS.get((op, player))
    if found is None:
        found = _PLAIN_TASKS[op, player] = Task(op, player)
    return found


def seat_tasks(op: str) -> tuple[Task, ...]:
    """``plain_task(op, seat)`` for seats 0 to 7, by seat (a game has 2 to 4): the turn's tasks,
    read from the tuple without a call."""
    return tuple(plain_task(op, seat) for seat in range(8))


def seat_decisions(kind: str) -> tuple[Decision, ...]:
    """``plain_decision(seat, kind)`` for seats 0 to 7, by seat (as ``seat_tasks``)."""
    return tuple(plain_decision(seat, kind) for seat in range(8))


def seat_actions(kind: str) -> tuple[Action, ...]:
    """``plain_action(seat, kind)`` for seats 0 to 7, by seat (as ``seat_tasks``)."""
    return tuple(plain_action(seat, kind) for seat in range(8))


def plain_action(player: int, kind: str) -> Action:
    """``Action(player, kind)``: a move without arguments ("end", "go", "keep", ...), made once
    (actions are values too)."""
    found = _PLAIN_ACTIONS.get((player, kind))
    if found is None:
        found = _PLAIN_ACTIONS[player, kind] = Action(player, kind)
    return found


_PLAIN_ACTIONS: dict[tuple[int, str], Action] = {}


def made(player: int, kind: str, args: tuple[Any, ...]) -> Action:
    """``Action(player, kind, args)``, made once and shared (actions are values): the options a
    position lists (activations, a card's choices) come back in position after position, and a
    look-up costs about half of making one (``Action.__init__`` sets three slots through calls).
    ``args`` must be hashable, as every action's are (the replay's arguments are tuples)."""
    key = (player, kind, args)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MADE_LIMIT:  # bounded as the option caches are (core.CACHE_LIMIT)
            _MADE.clear()
        found = _MADE[key] = Action(player, kind, args)
    return found


_MADE: dict[tuple[int, str, tuple[Any, ...]], Action] = {}
_MADE_LIMIT = 8192


def plain_decision(player: int, kind: str) -> Decision:
    """``Decision(player, kind)``: a decision without purpose or data, made once."""
    found = _PLAIN_DECISIONS.get((player, kind))
    if found is None:
        found = _PLAIN_DECISIONS[player, kind] = Decision(player, kind)
    return found


class InPlay(Fields):
    """A power card in a play area (R2.7) with its activated mark and any tokens lying on it.

    A game and its copies share these objects (``Player.copy``), so the engine never changes one
    in place: it puts a changed card in its place (``change_card``).

    ``effect`` is the card number whose effects the card has: its own, but for a Raven the
    Usurper copying an item (X23.2) and a familiar under a Deadbolt (X22.2, none: 0). Every rule
    that looks for a card's effect in play reads ``effect``; kind and prestige stay ``number``'s.
    ``marks`` holds the expansions' marks (``extra.Marks``), None in a base game.
    """

    __slots__ = ("number", "activated", "tokens", "marks", "effect")
    __match_args__ = __slots__
    _derived = ("effect",)  # from number and marks (``__init__``): no field of its own
    number: int
    activated: bool
    tokens: Energy  # Amulet of Water (4), Glutton Cauldron (35), stored energy (X7)
    marks: Marks | None
    effect: int

    def __init__(self, number: int, activated: bool = False, tokens: Energy = NONE,
                 marks: Marks | None = None) -> None:
        self.number = number
        self.activated = activated
        self.tokens = tokens
        self.marks = marks
        self.effect = number if marks is None else marks.effect_of(number)


class Player(Fields):
    __slots__ = ("name", "crystals", "energy", "gauge", "bonuses", "hand", "library2", "library3",
                 "in_play", "packet", "chosen")
    __match_args__ = __slots__
    name: str
    crystals: int
    energy: Energy  # the reserve (R10.2); Grimoire tokens are part of it
    gauge: int
    bonuses: int
    hand: list[int]
    library2: list[int]
    library3: list[int]
    in_play: list[InPlay]
    # The draft's lists: the engine never changes them in place either (``player_for_change``)
    packet: list[int]  # draft (R6.1)
    chosen: list[int]  # draft picks, then the cards to split (R6.4)

    def __init__(self, name: str, crystals: int = 0, energy: Energy = NONE, gauge: int = 0,
                 bonuses: int = 0, hand: list[int] = _NEW, library2: list[int] = _NEW,
                 library3: list[int] = _NEW, in_play: list[InPlay] = _NEW,
                 packet: list[int] = _NEW, chosen: list[int] = _NEW) -> None:
        self.name = name
        self.crystals = crystals
        self.energy = energy
        self.gauge = gauge
        self.bonuses = bonuses
        self.hand = [] if hand is _NEW else hand
        self.library2 = [] if library2 is _NEW else library2
        self.library3 = [] if library3 is _NEW else library3
        self.in_play = [] if in_play is _NEW else in_play
        self.packet = [] if packet is _NEW else packet
        self.chosen = [] if chosen is _NEW else chosen

    def copy(self) -> Player:
        """A copy whose lists can change on their own but the libraries, which nobody changes in
        place (a new list replaces one); the cards in play are shared (they are never changed in
        place, see ``InPlay``): copying them was a third of ``apply``'s copy.
        The slots are set directly (no ``__init__`` call), the lists copied by ``list.copy``
        (faster than a slice): ``apply`` copies each player it changes
        (``Game.player_for_change``, which writes this copy out but for the draft's lists:
        change both together)."""
        new = _new(Player)
        new.name = self.name
        new.crystals = self.crystals
        new.energy = self.energy
        new.gauge = self.gauge
        new.bonuses = self.bonuses
        new.hand = self.hand.copy()
        new.library2 = self.library2  # never changed in place: replaced when it changes (R6.4,
        new.library3 = self.library3  # R18.5), so shared like the cards in play
        new.in_play = self.in_play.copy()
        new.packet = self.packet.copy()
        new.chosen = self.chosen.copy()
        return new

    def count(self, number: int) -> int:
        """How many of the player's cards in play have the effects of card ``number``: its
        copies, and a Raven copying it (X3.3), not one under a Deadbolt (X22.2)."""
        found = 0
        for card in self.in_play:  # a plain loop: the engine asks this many times per move
            if card.effect == number:
                found += 1
        return found


class RolledDie(Fields):
    """A die of this round: shared by a game and its copies like ``InPlay``, so the engine puts
    a changed die in its place instead of changing it."""

    __slots__ = ("die", "face", "owner")
    __match_args__ = __slots__
    die: int
    face: int
    owner: int | None

    def __init__(self, die: int, face: int, owner: int | None = None) -> None:
        self.die = die
        self.face = face
        self.owner = owner


class Game(Fields):
    """The whole state. ``apply``'s copy (``copy_sharing_players``) shares the ``Player``
    objects with the game it was given (copy on write): the engine changes a player only through
    ``player_for_change``, which copies a shared one first.

    It shares the draw pile, the discard pile and the dice the same way: the engine changes
    one of those lists in place only after ``piles_for_change``.

    The three last slots are bookkeeping, no fields (``plain.Fields`` leaves ``_`` names out of
    equality and repr): which players a game shares with its copies (``_shared``), whether it
    shares its piles and dice (``_piles``), and whether a reserve may have passed the limit since
    the game loop last tested it (``_grown``: ``flow.run``, ``core.gain_energy``)."""

    __slots__ = ("settings", "players", "phase", "position", "round", "first", "active", "step",
                 "dice_in_game", "dice_season", "dice", "transmute_ok", "transmute_bonuses",
                 "draw_pile", "discard", "top", "draft_pick", "tasks", "pending", "chance",
                 "fair", "sealed", "events", "extra", "_grown", "_shared", "_piles")
    __match_args__ = __slots__[:-3]
    settings: Settings
    players: list[Player]
    phase: str  # draft, split, play, over
    position: int  # the season token, p of R18.2
    round: int
    first: int  # seat of the round's first player
    active: int  # seat of the active player during turns
    step: str  # "dice", "A", "B", "C" (R9), "end"
    dice_in_game: dict[str, tuple[int, ...]]
    dice_season: str  # the season of this round's dice (R8.1)
    dice: list[RolledDie]
    transmute_ok: bool  # permission for this turn (R12.2)
    transmute_bonuses: int  # transmute +1 bonuses used this turn (R12.5)
    draw_pile: list[int]  # kept sorted: its order is chance (below)
    discard: list[int]
    top: int | None  # a card looked at and put back on top of the draw pile (Crystal Orb)
    draft_pick: int
    tasks: list[Task]
    pending: list[Decision]
    chance: int  # how many chance events have happened
    fair: FairState | None  # a fair game's chance (engine/fair.py); None in an open game
    sealed: SealedState | None  # a sealed game's handles (engine/sealed.py); None otherwise
    events: list[dict[str, Any]]  # what the last apply did; not state
    extra: Extra | None  # what the expansions add (extra.py); None in a base game (X1)

    # The draw pile is an unordered multiset: each draw takes a card uniformly at random from it,
    # which is the same distribution as shuffling and taking the top card, and keeps the file
    # free of a precomputed future order.

    def __init__(self, settings: Settings, players: list[Player], phase: str = "draft",
                 position: int = 1, round: int = 0, first: int = 0, active: int = 0,
                 step: str = "", dice_in_game: dict[str, tuple[int, ...]] = _NEW,
                 dice_season: str = "winter", dice: list[RolledDie] = _NEW,
                 transmute_ok: bool = False, transmute_bonuses: int = 0,
                 draw_pile: list[int] = _NEW, discard: list[int] = _NEW, top: int | None = None,
                 draft_pick: int = 0, tasks: list[Task] = _NEW, pending: list[Decision] = _NEW,
                 chance: int = 0, fair: FairState | None = None,
                 sealed: SealedState | None = None, events: list[dict[str, Any]] = _NEW,
                 extra: Extra | None = None) -> None:
        self.settings = settings
        self.players = players
        self.phase = phase
        self.position = position
        self.round = round
        self.first = first
        self.active = active
        self.step = step
        self.dice_in_game = {} if dice_in_game is _NEW else dice_in_game
        self.dice_season = dice_season
        self.dice = [] if dice is _NEW else dice
        self.transmute_ok = transmute_ok
        self.transmute_bonuses = transmute_bonuses
        self.draw_pile = [] if draw_pile is _NEW else draw_pile
        self.discard = [] if discard is _NEW else discard
        self.top = top
        self.draft_pick = draft_pick
        self.tasks = [] if tasks is _NEW else tasks
        self.pending = [] if pending is _NEW else pending
        self.chance = chance
        self.fair = fair
        self.sealed = sealed
        self.events = [] if events is _NEW else events
        self.extra = extra
        self._shared = 0  # a bit per seat whose Player another game may hold too
        self._piles = False  # whether another game may hold this one's piles and dice lists
        self._grown = True  # the game loop tests the reserves first (flow.run)

    def copy(self) -> Game:
        """A copy that can be changed without touching this game; values that are never changed
        in place (settings, tasks, decisions, the dice and the dice in game, cards in play) are
        shared."""
        new = self._copy_but_players()
        new.players = [player.copy() for player in self.players]
        return new

    def copy_sharing_players(self) -> Game:
        """``copy`` for the engine (``apply``): the players stay shared until one is changed
        through ``player_for_change`` (on either game), so a move pays for copying the one or
        two players it changes, not all four (~6 % of random self-play's instructions).

        The piles and the dice are shared too (``piles_for_change``): most moves draw, discard
        and take no die, and copying the draw pile was the largest part of the copy."""
        # ``_copy_but_players(share_piles=True)`` written out: every move makes this copy
        new = _new(Game)
        new.settings = self.settings
        players = new.players = self.players.copy()
        self._shared = new._shared = (1 << len(players)) - 1  # both now share every player
        self._piles = new._piles = True
        new.phase = self.phase
        new.position = self.position
        new.round = self.round
        new.first = self.first
        new.active = self.active
        new.step = self.step
        new.dice_in_game = self.dice_in_game
        new.dice_season = self.dice_season
        new.dice = self.dice
        new.transmute_ok = self.transmute_ok
        new.transmute_bonuses = self.transmute_bonuses
        new.draw_pile = self.draw_pile
        new.discard = self.discard
        new.top = self.top
        new.draft_pick = self.draft_pick
        new.tasks = self.tasks.copy()
        new.pending = self.pending.copy()
        new.chance = self.chance
        new.fair = self.fair  # never changed in place (fair.FairState)
        new.sealed = self.sealed  # nor this (sealed.SealedState)
        new.events = []
        new.extra = self.extra  # a value, never changed in place (extra.py)
        return new

    def _copy_but_players(self, share_piles: bool = False) -> Game:
        """A copy without its ``players`` (the slots set directly, as in ``Player.copy``); with
        ``share_piles``, holding the same piles and dice lists (``piles_for_change``)."""
        new = _new(Game)
        new.settings = self.settings
        new._shared = 0
        new._piles = share_piles
        new.phase = self.phase
        new.position = self.position
        new.round = self.round
        new.first = self.first
        new.active = self.active
        new.step = self.step
        new.dice_in_game = self.dice_in_game  # set once, by the setup (flow._choose_dice)
        new.dice_season = self.dice_season
        new.dice = self.dice if share_piles else self.dice.copy()
        new.transmute_ok = self.transmute_ok
        new.transmute_bonuses = self.transmute_bonuses
        if share_piles:
            new.draw_pile = self.draw_pile
            new.discard = self.discard
        else:
            new.draw_pile = self.draw_pile.copy()
            new.discard = self.discard.copy()
        new.top = self.top
        new.draft_pick = self.draft_pick
        new.tasks = self.tasks.copy()
        new.pending = self.pending.copy()
        new.chance = self.chance
        new.fair = self.fair  # never changed in place (fair.FairState)
        new.sealed = self.sealed  # nor this (sealed.SealedState)
        new.events = []
        new.extra = self.extra
        return new

    def player_for_change(self, seat: int) -> Player:
        """``players[seat]``, to be changed: a copy of it first if another game shares it.

        Every change the engine makes to a player (crystals, reserve, gauge, bonuses, any card
        zone, a card in play) goes through this: changing ``players[seat]`` directly could change
        the game ``apply`` was given, whose players the new game shares. The copy has its own
        ``hand`` and ``in_play`` lists but shares ``library2``, ``library3``, ``packet`` and
        ``chosen``: replace those lists, never change them in place."""
        bit = 1 << seat
        if self._shared & bit:
            self._shared &= ~bit
            # ``Player.copy``, inline (a call less for the ~290 players a game copies)
            old = self.players[seat]
            player = self.players[seat] = _new(Player)
            player.name = old.name
            player.crystals = old.crystals
            player.energy = old.energy
            player.gauge = old.gauge
            player.bonuses = old.bonuses
            player.hand = old.hand.copy()
            player.library2 = old.library2
            player.library3 = old.library3
            player.in_play = old.in_play.copy()
            # The draft's lists are shared too: the engine replaces them, never changes them in
            # place (decisions._draft, _library), so the copies ``apply`` makes need not copy
            # them (``Player.copy`` does, for ``Game.copy``, which a caller may change freely).
            player.packet = old.packet
            player.chosen = old.chosen
            return player
        return self.players[seat]

    def piles_for_change(self) -> None:
        """Make ``draw_pile``, ``discard`` and ``dice`` this game's own lists (copies, if another
        game may hold them: ``copy_sharing_players``) before one of them is changed in place.
        Putting a new list in their place needs no call."""
        if self._piles:
            self._piles = False
            self.draw_pile = self.draw_pile.copy()
            self.discard = self.discard.copy()
            self.dice = self.dice.copy()

    @property
    def draw_pile_size(self) -> int:
        if self.extra is not None:  # the cards whose place is known too (extra.py)
            return len(self.draw_pile) + len(self.extra.top) + len(self.extra.bottom)
        return len(self.draw_pile) + (self.top is not None)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def year(self) -> int:
        return (self.position - 1) // 12 + 1  # year_and_space(self.position)[0]

    @property
    def space(self) -> int:
        return year_and_space(self.position)[1]

    @property
    def season(self) -> str:
        return season_at(self.position)

    @property
    def finished(self) -> bool:
        return self.phase == "over"

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order starting with ``seat`` (R2.1)."""
        n = len(self.players)
        if 0 <= seat < n <= len(_SEATS):  # two slices of the seats in order, no loop
            order = _SEATS[n - 1]
            return order[seat:] + order[:seat]
        return [(seat + i) % n for i in range(n)]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % len(self.players)

    def opponents(self, seat: int) -> list[int]:
        """The other seats in turn order, starting with the player on the left (D23)."""
        return self.seats_from(seat)[1:]


_SEATS = [list(range(n)) for n in range(1, 9)]  # the seats of games of 1 to 8 players


def change_card(player: Player, index: int, *, activated: bool | None = None,
                tokens: Energy | None = None) -> InPlay:
    """Put a changed copy of ``player.in_play[index]`` in its place (cards in play are shared
    with the game's copies, see ``InPlay``) and return it."""
    card = player.in_play[index]
    card = player.in_play[index] = InPlay(card.number,
                                          card.activated if activated is None else activated,
                                          card.tokens if tokens is None else tokens, card.marks)
    return card


def with_marks(player: Player, index: int, marks: Marks) -> InPlay:
    """Put a copy of ``player.in_play[index]`` with these marks in its place (``change_card``)."""
    card = player.in_play[index]
    card = player.in_play[index] = InPlay(card.number, card.activated, card.tokens, marks)
    return card


def card_ref(player: Player, index: int) -> tuple[int, int]:
    """``(number, copy)`` naming ``player.in_play[index]``: copy counts earlier same-number cards."""
    number = player.in_play[index].number
    copy = sum(1 for card in player.in_play[:index] if card.number == number)
    return number, copy


def find_in_play(player: Player, number: int, copy: int) -> int:
    """The index in ``player.in_play`` of the ``copy``-th card numbered ``number``."""
    seen = 0
    for index, card in enumerate(player.in_play):
        if card.number == number:
            if seen == copy:
                return index
            seen += 1
    raise LookupError(f"{player.name} has no copy {copy + 1} of card {number} in play")


def to_data(game: Game) -> dict[str, Any]:
    """The state as JSON-compatible data, in a stable key order (the ``state`` of the game file).

    A sealed game's (the public state, with handles: ``sealed.py``) keeps the piles in order,
    the top of the draw pile first, and adds its handles' counters (``sealed.state_data``)."""
    if game.sealed is not None:
        from .sealed import state_data

        return state_data(game, _state_data(game))
    return _state_data(game)


def _state_data(game: Game) -> dict[str, Any]:
    data = {
        "phase": game.phase,
        "year": game.year,
        "season": game.season,
        "season_position": game.space,
        "round": game.round,
        "first_player": game.settings.players[game.first],
        "active_player": game.settings.players[game.active] if game.phase == "play" else None,
        "step": game.step,
        "dice_in_game": {season: list(game.dice_in_game.get(season, ())) for season in SEASONS},
        "dice_season": game.dice_season,
        "dice": [{"die": d.die, "face": d.face,
                  "taken_by": None if d.owner is None else game.settings.players[d.owner]}
                 for d in game.dice],
        "transmute_permission": game.transmute_ok,
        "transmute_bonuses": game.transmute_bonuses,
        "draw_pile": sorted(game.draw_pile),
        # X4: with expansion content the discard pile is an ordered stack, the top card last
        "discard_pile": sorted(game.discard) if game.extra is None else list(game.discard),
        "draw_pile_top": game.top,
        "draft_pick": game.draft_pick,
        "chance_count": game.chance,
        "players": [_player_data(player) for player in game.players],
        "tasks": [{"op": t.op, "player": t.player, "data": t.data} for t in game.tasks],
        "pending": [{"player": d.player, "kind": d.kind, "purpose": d.purpose, "data": d.data}
                    for d in game.pending],
    }
    if game.extra is not None:  # written only with expansion content: base files as before
        data["expansion"] = extra_data(game.extra)
    return data


def _player_data(player: Player) -> dict[str, Any]:
    from .energy import as_dict

    return {
        "name": player.name,
        "crystals": player.crystals,
        "energy": as_dict(player.energy),
        "summoning_gauge": player.gauge,
        "bonuses_used": player.bonuses,
        "hand": sorted(player.hand),
        "library_ii": sorted(player.library2),
        "library_iii": sorted(player.library3),
        "in_play": [_card_data(c) for c in player.in_play],
        "packet": sorted(player.packet),
        "chosen": sorted(player.chosen),
    }


def _card_data(card: InPlay) -> dict[str, Any]:
    from .energy import as_dict

    data = {"card": card.number, "activated": card.activated, "tokens": as_dict(card.tokens)}
    if card.marks is not None:  # an expansion game's card (extra.py)
        data["marks"] = marks_data(card.marks)
    return data
