"""Where engine steps and card effects are registered, by task op, decision kind and card number.

The game loop knows nothing of individual cards: it pops ``Task``s and runs the handler registered
for their op, lists the options registered for a ``Decision``'s kind, and hands a chosen action to
the resolver registered for the decision's purpose. Card effects register themselves under their
card number, so catalogue data and behaviour meet by id (and a test can find a card without one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..plain import Frozen, assign
from .model import Action, Decision, Game, Task

TaskHandler = Callable[[Game, Task], None]
OptionsFn = Callable[[Game, Decision], list[Action]]
Resolver = Callable[[Game, Decision, Action], None]

TASKS: dict[str, TaskHandler] = {}
OPTIONS: dict[str, OptionsFn] = {}
RESOLVERS: dict[str, Resolver] = {}
# Speed-ups for decisions with long option lists (step C), built from the same generators as
# OPTIONS so that they can never disagree with it:
# CANDIDATES[kind](game, decision, action) lists the options that could equal ``action``;
# SEVERAL[kind](game, decision) is True when the decision surely has two options or more.
CANDIDATES: dict[str, Callable[[Game, Decision, Action], list[Action]]] = {}
SEVERAL: dict[str, Callable[[Game, Decision], bool]] = {}
# SINGLE[kind](game, decision) is the one option of a decision that always has one at least,
# once SEVERAL[kind] has said it has no two: the game loop takes it without listing them.
SINGLE: dict[str, Callable[[Game, Decision], Action]] = {}


def task(op: str) -> Callable[[TaskHandler], TaskHandler]:
    def register(fn: TaskHandler) -> TaskHandler:
        TASKS[op] = fn
        return fn
    return register


def options(kind: str) -> Callable[[OptionsFn], OptionsFn]:
    """Register the options function of decisions of ``kind``. It returns a new list on every
    call: ``flow.legal_actions`` hands it to its caller as it is, who may change it."""
    def register(fn: OptionsFn) -> OptionsFn:
        OPTIONS[kind] = fn
        return fn
    return register


def candidates(kind: str) -> Callable[[Callable[..., list[Action]]], Callable[..., list[Action]]]:
    def register(fn: Callable[..., list[Action]]) -> Callable[..., list[Action]]:
        CANDIDATES[kind] = fn
        return fn
    return register


def several(kind: str) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
    def register(fn: Callable[..., bool]) -> Callable[..., bool]:
        SEVERAL[kind] = fn
        return fn
    return register


def single(kind: str) -> Callable[[Callable[..., Action]], Callable[..., Action]]:
    def register(fn: Callable[..., Action]) -> Callable[..., Action]:
        SINGLE[kind] = fn
        return fn
    return register


def resolver(purpose: str) -> Callable[[Resolver], Resolver]:
    def register(fn: Resolver) -> Resolver:
        RESOLVERS[purpose] = fn
        return fn
    return register


# --- card effects -----------------------------------------------------------------------------

EntryFn = Callable[[Game, int, int], None]  # (game, owner seat, index in play)
TriggerFn = Callable[[Game, int], None]  # (game, owner seat)


class Activation(Frozen):
    """A card's activation effect (R14.9-R14.10).

    ``variants(game, seat, index)`` lists the argument tuples of every payable way to activate it
    (cost choices such as which tokens to discard); ``resolve(game, seat, index, args)`` pays that
    cost and applies the effect. ``step`` is "A" only for Die of Malice (R9.2).
    """

    __slots__ = ("variants", "resolve", "step")
    __match_args__ = __slots__
    variants: Callable[[Game, int, int], list[tuple[Any, ...]]]
    resolve: Callable[[Game, int, int, tuple[Any, ...]], None]
    step: str

    def __init__(self, variants: Callable[[Game, int, int], list[tuple[Any, ...]]],
                 resolve: Callable[[Game, int, int, tuple[Any, ...]], None],
                 step: str = "C") -> None:
        assign(self, "variants", variants)
        assign(self, "resolve", resolve)
        assign(self, "step", step)


ENTRY: dict[int, EntryFn] = {}
# Entry effects that need to know how the card entered: (game, owner, index, details), where
# details holds "free" (put into play for free, R14.6), any extra summon arguments ("extra") and,
# for a summon, the tokens paid ("paid": Elemental Amulet names its types by paying them).
ENTRY_DETAILED: dict[int, Callable[[Game, int, int, dict[str, Any]], None]] = {}
# Cards whose summoning cost is chosen by the player (Elemental Amulet, card 31): the argument
# tuples ``(payment, *extra)`` of every legal way to summon the card.
SUMMON_VARIANTS: dict[int, Callable[[Game, int], list[tuple[Any, ...]]]] = {}
ACTIVATIONS: dict[int, Activation] = {}
ON_SUMMON: dict[int, TriggerFn] = {}  # "whenever you summon a card" (R14.4 step 4)
SEASON_CHANGE: dict[int, TriggerFn] = {}  # R17.4, R18.6
END_OF_ROUND: dict[int, TriggerFn] = {}  # R17.1
END_OF_GAME: dict[int, TriggerFn] = {}  # R19.2
ON_SACRIFICE: dict[int, TriggerFn] = {}  # Cursed Treatise of Arus
# "whenever you activate one of your cards" (Heart of Argos, 101): (game, owner, index of the card
# that holds the effect), after the activated card is turned; read only in expansion games.
ON_ACTIVATE: dict[int, EntryFn] = {}
# "Whenever the season token moves" (Chrono-Ring, 212): (game, owner, delta), with the owner's
# season-change effects (X27.3; read by ``years``).
SEASON_MOVE: dict[int, Callable[[Game, int, int], None]] = {}
# Effects used outside their owner's turn (X18: Speedwall the Escaped), by card number: where
# the rule reads them.
REACTIONS: dict[int, str] = {}
NO_EFFECT: set[int] = set()  # cards marked as having no effect at all (Runic Cube of Eolis)
PASSIVE: set[int] = set()  # permanent effects the engine reads where they apply (Purse, Hand, ...)


def on_enter(number: int) -> Callable[[EntryFn], EntryFn]:
    def register(fn: EntryFn) -> EntryFn:
        ENTRY[number] = fn
        return fn
    return register


def on_enter_detailed(number: int) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        ENTRY_DETAILED[number] = fn
        return fn
    return register


def activation(number: int, variants: Callable[..., list[tuple[Any, ...]]],
               step: str = "C") -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        ACTIVATIONS[number] = Activation(variants, fn, step)
        return fn
    return register


def trigger(table: dict[int, TriggerFn], number: int) -> Callable[[TriggerFn], TriggerFn]:
    def register(fn: TriggerFn) -> TriggerFn:
        table[number] = fn
        return fn
    return register


PRELUDE: dict[int, Callable[[Game, int], None]] = {}  # Twist of Fate (X12.2): (game, holder)


def implemented(number: int) -> bool:
    """True when card ``number`` has effect code, or is explicitly marked as having none."""
    if number in NO_EFFECT or number in PASSIVE:
        return True
    for table in (ENTRY, ENTRY_DETAILED, ACTIVATIONS, ON_SUMMON, SEASON_CHANGE, END_OF_ROUND,
                  END_OF_GAME, ON_SACRIFICE, PRELUDE, ON_ACTIVATE, REACTIONS,
                  SEASON_MOVE):  # a plain loop, no generator: every new game asks
        if number in table:
            return True
    return False


# --- the expansions' actions of step C (X14) ----------------------------------------------------

# By action kind: the options of that kind ``seat`` has in step C of an expansion game (a new list
# each time), and how one is carried out (``actions.ACTIONS``' signature). The step's listing,
# candidates and check read this table only when ``game.extra`` is set.
TURN_ACTIONS: dict[str, tuple[Callable[[Game, int], list[Action]],
                              Callable[[Game, int, tuple[Any, ...]], None]]] = {}


def turn_action(kind: str, options_fn: Callable[[Game, int], list[Action]]
                ) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        TURN_ACTIONS[kind] = (options_fn, fn)
        return fn
    return register


# The same for step A's parts A2 and A3 (X13): T17, Steadfast Die.
STEP_A_ACTIONS: dict[str, tuple[Callable[[Game, int], list[Action]],
                                Callable[[Game, int, tuple[Any, ...]], None]]] = {}


def step_a_action(kind: str, options_fn: Callable[[Game, int], list[Action]]
                  ) -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        STEP_A_ACTIONS[kind] = (options_fn, fn)
        return fn
    return register


def turn_action_options(game: Game, seat: int) -> list[Action]:
    found: list[Action] = []
    for options_fn, _ in TURN_ACTIONS.values():
        found += options_fn(game, seat)
    return found


# --- ability tokens (X9, X10) -------------------------------------------------------------------

# A token's use, by token number (T1 is 1): an ``Activation`` whose ``variants(game, seat, 0)``
# lists the argument tuples of every way it can be used now (none: its precondition fails,
# X10.3) and ``resolve(game, seat, 0, args)`` carries it out; ``step`` is "C", or "A" for T17.
TOKEN_USES: dict[int, Activation] = {}
PASSIVE_TOKENS: set[int] = set()  # tokens read where they apply, never used (T5, read by scoring)


def token_use(number: int, variants: Callable[..., list[tuple[Any, ...]]],
              step: str = "C") -> Callable[[Callable[..., None]], Callable[..., None]]:
    def register(fn: Callable[..., None]) -> Callable[..., None]:
        TOKEN_USES[number] = Activation(variants, fn, step)
        return fn
    return register


def token_implemented(number: int) -> bool:
    return number in TOKEN_USES or number in PASSIVE_TOKENS


# --- enchantments (X11) -------------------------------------------------------------------------

# Enchantments are no cards: they belong to nobody and change a rule for every player. Those
# that add an effect at a moment register it here by slug; those that change a rule are read by
# that rule and listed in ENCHANTMENT_RULES with where (``Game.extra.enchantment``).
ENCHANTMENT_END_OF_ROUND: dict[str, TriggerFn] = {}  # one of each player's effects (X11.3)
ENCHANTMENT_RULES: dict[str, str] = {}  # slug -> the rule that reads it


def enchantment_implemented(slug: str) -> bool:
    return slug in ENCHANTMENT_RULES or slug in ENCHANTMENT_END_OF_ROUND
