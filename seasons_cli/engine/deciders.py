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

With expansion content (version 3) the same rules read a card's effect where it has one (a
Raven's copied item, none under a Deadbolt), the table has the expansions' cards and
enchantments, a Dial of Colof still to come may change the season, and a season change under
an enchantment that acts at a year change may ask every seat.
"""

from __future__ import annotations

from .dice import FACES, season_at
from .fair import CLASSES, ROLL, SETUP, Event
from .model import Game, Settings, Task
from .registry import ENCHANTMENT_END_OF_ROUND, END_OF_ROUND, SEASON_CHANGE, SEASON_MOVE

# Of the rules and the table below: change it with either. 2: the roller is no longer counted in
# at the end of a round whenever anybody else is (a seat none of the end's tasks may ask has no
# decision before the roll, and rule 2 needs only the deciders to lack a link: §5's free rolls).
# 3: the expansions (expansions.md X26-X28): their cards' and enchantments' end-of-round,
# season-change and move effects, the tasks of their season moves, a card's effect read where
# it has one (a Raven's copied item, none under a Deadbolt), a Dial of Colof still to reroll the
# leftover die.
DECIDERS_VERSION = 3
# Version 3 answers a game without expansion content exactly as version 2 did: such a game is
# judged and signed as version 2 (``version_of``), so its files, and games begun before version 3
# existed, still verify.
BASE_VERSION = 2

NOBODY, OWNER, EVERY_SEAT = "nobody", "owner", "every seat"

# Whom each card's (or enchantment's, X11.3) end-of-round effect (R17.1, X26.1) may ask
# something (cards.md, expansions.md part 4). A card with such an effect that is missing here
# may ask every seat.
END_OF_ROUND_ASKS: dict[int | str, str] = {
    13: NOBODY,  # Wondrous Chest: 3 crystals
    14: OWNER,  # Beggar's Horn: the type of the token it gives (R10.5)
    39: NOBODY,  # Titus Deepgaze: each opponent gives 1 crystal; Titus may be sacrificed
    50: NOBODY,  # Damned Soul of Onys: its holder loses 3 crystals
    101: OWNER,  # Heart of Argos: its earth joins the reserve, which may overflow (R10.4)
    102: OWNER,  # Horn of Plenty: the token discarded
    103: OWNER,  # Fairy Monolith: a token onto it, or none
    106: NOBODY,  # Mesodae's Lantern: 3 crystals
    109: NOBODY,  # Io's Transmuter: 2 crystals
    205: NOBODY,  # Ethiel's Fountain: 3 crystals
    206: OWNER,  # Dial of Colof: reroll the leftover die or not (``_dial_still_to_come``)
    207: OWNER,  # Chalice of Eternity: a token onto it, or none
    214: EVERY_SEAT,  # Carnivora Strombosea: the card taken is a single draw (Speedwall, X18)
    "seasons-turn": NOBODY,  # PoD-E4: 4 crystals
    "tailwind": OWNER,  # PoD-E8: 1 air for 4 crystals, or not
}

# Whom each card's season-change effect (R17.4) may ask something. Missing: every seat.
SEASON_CHANGE_ASKS = {
    11: NOBODY,  # Figrim the Avaricious: each opponent gives 1 crystal
    27: OWNER,  # Hourglass of Time: the type of the token it gives, and an overflow (R10.4)
    107: OWNER,  # Statue of Eolis: 1 energy (its type, an overflow) or 2 crystals and a look
}

# Whom each card's move effect (X27.2: a single forward move of 3 or more) may ask. Missing:
# every seat.
SEASON_MOVE_ASKS = {
    212: OWNER,  # Chrono-Ring: 4 crystals or 1 energy
}

# Cards that, summoned in a turn, ask every opponent something: Syllas the Faithful (a card to
# sacrifice), Amsug Longneck (a magic item to take back). Both are basic cards (R5), in the
# pool of every level, so every seat may be asked while a turn is still to come.
TURN_ASKS_EVERY_SEAT = (10, 17)

# The expansions' pieces that, in a turn, ask other seats than the active player's (the answer
# is every seat then anyway): Warden of Argos (each player's discard), Magma Core (its owner's
# fire on an opponent's summon, an overflow), Servant of Ragfield (each player's draw), Crafty
# Nightshade's and Arus's Mimicry's cards given (Argos' Embrace's payment), Igramul the Banisher
# (the Shields of Zira that replace discards), Speedwall the Escaped (its owner, after another
# player's single draw), and the enchantment Argos' Embrace (whoever gains a card).
TURN_ASKS_OTHER_SEATS = (119, 202, 216, 220, 213, 221, 301, "argos-embrace")

# The tasks of the end of a round that ask nobody by themselves, and those that ask their own
# seat only: a gain's type, Statue of Eolis's choice, a payment of Argos' Embrace, Into the
# Void's sacrifice.
_SILENT_TASKS = {"end_check", "round_start", "end_of_game"}
_OWNER_TASKS = {"ask_gain", "statue", "embrace_pay", "into_the_void"}


def version_of(settings: Settings) -> int:
    """The version of this table a game's releases are judged by, which its entries are signed
    with: ``DECIDERS_VERSION`` with expansion content, else ``BASE_VERSION``."""
    return DECIDERS_VERSION if settings.expanded else BASE_VERSION


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
    if op in _OWNER_TASKS:
        return frozenset({seat})
    if op in _SILENT_TASKS:
        return frozenset()
    if op == "season_effects":
        return _asked_at_season_change(game, seat, task.data["delta"], task.data["changed"])
    if op == "embrace":  # Argos' Embrace: each seat owing a payment (EK-E6)
        return frozenset(task.data["seats"])
    if op == "speedwall":  # X18: the owners who may still take the card
        return frozenset(task.data["owners"])
    if op == "schemes":  # PoD-E2: every player with a card in hand, at once
        return frozenset(other for other in range(game.n) if game.players[other].hand)
    return _every_seat(game)  # a task this table does not know: when in doubt, yes


def _asked_in_sequence(game: Game, seat: int, remaining: list[int] | None) -> frozenset[int]:
    """A player's own end-of-round sequence (R17.1): the order of two different effects (D9),
    and whatever each effect may ask."""
    if remaining is None:
        remaining = [card.effect for card in game.players[seat].in_play
                     if card.effect in END_OF_ROUND]
        if game.extra is not None and game.extra.enchantment in ENCHANTMENT_END_OF_ROUND:
            remaining.append(game.extra.enchantment)  # X11.3: one of each player's effects
    found = frozenset({seat}) if len(set(remaining)) > 1 else frozenset()
    for number in set(remaining):
        found |= _asked_by_card(game, seat, number, END_OF_ROUND_ASKS)
    return found


def _asked_at_season_change(game: Game, seat: int, dots: int = 0,
                            changed: bool = True) -> frozenset[int]:
    """What ``seat``'s season-change effects may ask (with ``changed``), and their move effects
    after a forward move of ``dots`` (X27.2: 3 or more)."""
    found: frozenset[int] = frozenset()
    for card in game.players[seat].in_play:
        if changed and card.effect in SEASON_CHANGE:
            found |= _asked_by_card(game, seat, card.effect, SEASON_CHANGE_ASKS)
        if dots >= 3 and card.effect in SEASON_MOVE:
            found |= _asked_by_card(game, seat, card.effect, SEASON_MOVE_ASKS)
    return found


def _asked_by_advance(game: Game) -> frozenset[int]:
    """R17.2-R17.4: season-change effects come only if the leftover die's dots take the token
    into another season (R18.3). With expansion content (X26.3-X28) a Dial of Colof may still
    reroll the leftover die (any move then), a move of 3 has move effects, and a season change
    may be a year change or Drought's summer, whose enchantments may ask anybody."""
    leftover = next(die for die in game.dice if die.owner is None)
    dots = FACES[game.dice_season, leftover.die, leftover.face].dots
    if game.extra is not None and _dial_still_to_come(game):
        dots = 3
    elif season_at(game.position + dots) == season_at(game.position):
        return frozenset()
    if game.extra is not None and game.extra.enchantment in _AT_A_YEAR_CHANGE:
        return _every_seat(game)
    found: frozenset[int] = frozenset()
    for seat in range(game.n):
        found |= _asked_at_season_change(game, seat, dots if game.extra is not None else 0)
    return found


# The enchantments that act at a main year change or the first summer of a year (X28, EK-E9):
# Arus's Cunning Schemes, Into the Void, Drought.
_AT_A_YEAR_CHANGE = frozenset(("aruss-cunning-schemes", "into-the-void", "drought"))
DIAL_OF_COLOF = 206


def _dial_still_to_come(game: Game) -> bool:
    """Whether a Dial of Colof's end-of-round effect may still reroll the leftover die (X26.3):
    in a sequence still to resolve, or asked now."""
    if any(d.kind == "dial" or DIAL_OF_COLOF in d.data.get("remaining", ()) for d in game.pending):
        return True
    for task in game.tasks:
        if task.op == "end_of_round_effect" and task.data["card"] == DIAL_OF_COLOF:
            return True
        if task.op == "end_of_round_effects":
            remaining = task.data.get("remaining")
            if remaining is None:
                remaining = [card.effect for card in game.players[task.player].in_play]
            if DIAL_OF_COLOF in remaining:
                return True
    return False


def _asked_by_card(game: Game, seat: int, number: int | str,
                   table: dict[int, str] | dict[int | str, str]) -> frozenset[int]:
    asks = table.get(number, EVERY_SEAT)
    if asks == NOBODY:
        return frozenset()
    return frozenset({seat}) if asks == OWNER else _every_seat(game)
