"""Effects of the enchantment cards (expansions.md 4.6) that add an effect at a moment,
registered by slug; those that change a rule are read by that rule (``ENCHANTMENT_RULES``:
transmutation.py, summons.py, prelude.py, piles.py, ...).
"""

from __future__ import annotations

from .. import core
from .. import energy as en
from ..core import ask, log
from ..extra import with_seat
from ..flow import draw_one
from ..model import Action, Decision, Game, made, plain_action
from ..registry import (ENCHANTMENT_END_OF_ROUND, ENCHANTMENT_RULES, options, resolver, trigger,
                        turn_action)
from ..summons import summon, summons
from ..transmutation import AFTER_TRANSMUTATION

SEASONS_TURN, TAILWIND = "seasons-turn", "tailwind"
STAFF_OF_WINTER = 208


# PoD-E4 Season's Turn --------------------------------------------------------------------------

@trigger(ENCHANTMENT_END_OF_ROUND, SEASONS_TURN)  # type: ignore[arg-type]
def seasons_turn(game: Game, seat: int) -> None:
    """4 crystals with a token of each type in the reserve (only the reserve, X7.4); ruling
    (project decision): in winter with Staff of Winter every token also counts as earth."""
    reserve = game.players[seat].energy
    earth = reserve[3] or (game.season == "winter" and game.players[seat].count(STAFF_OF_WINTER)
                           and sum(reserve) > 3)
    if reserve[0] and reserve[1] and reserve[2] and earth:
        core.gain_crystals(game, seat, 4)


# PoD-E8 Tailwind -------------------------------------------------------------------------------

AIR = en.of_type(en.AIR)


@trigger(ENCHANTMENT_END_OF_ROUND, TAILWIND)  # type: ignore[arg-type]
def tailwind(game: Game, seat: int) -> None:
    """The player may discard 1 air (reserve or Amulet of Water, X7.4) to gain 4 crystals."""
    if core.payments(game.players[seat], AIR):
        ask(game, Decision(seat, "tailwind", "tailwind"))


@options("tailwind")
def _tailwind_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [*(made(seat, "discard", (payment,)) for payment in core.payments(game.players[seat], AIR)),
            plain_action(seat, "pass")]


@resolver("tailwind")
def _tailwind(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "discard":
        core.pay(game, decision.player, action.args[0])
        core.gain_crystals(game, decision.player, 4)  # 0 for a holder of Io's Minion (X19)


# EK-E8 Olaf's Knowledge ------------------------------------------------------------------------

OLAFS_KNOWLEDGE = "olafs-knowledge"


def _olaf_options(game: Game, seat: int) -> list[Action]:
    """A fifth bonus under the same marker (X8.5): while it is below 3; ruling (project
    decision): not when both piles are empty."""
    if game.extra.enchantment != OLAFS_KNOWLEDGE or game.players[seat].bonuses >= 3 \
            or not (game.draw_pile_size or game.discard):
        return []
    return [made(seat, "bonus", ("draw",))]


@turn_action("bonus", _olaf_options)
def olafs_knowledge(game: Game, seat: int, args: tuple) -> None:
    """The marker has moved (``actions.bonus``); draw 1 card, keep it or discard it."""
    draw_one(game, seat)


ENCHANTMENT_RULES[OLAFS_KNOWLEDGE] = "effects.enchantments (step C's bonus draw)"


# EK-E10 Vision of Destiny ----------------------------------------------------------------------

VISION = "vision-of-destiny"
VISION_COST = 5


def _vision_options(game: Game, seat: int) -> list[Action]:
    """Once per turn, 5 crystals: the first of the two shown cards goes to the discard pile."""
    extra = game.extra
    if extra.enchantment != VISION or "vision" in extra.turn or not extra.top \
            or game.players[seat].crystals < VISION_COST:
        return []
    return [plain_action(seat, "vision")]


@turn_action("vision", _vision_options)
def vision_of_destiny(game: Game, seat: int, args: tuple) -> None:
    """Not an activation (no Thieving Fairies toll); the next two cards are shown (piles.py)."""
    game.extra = game.extra.replace(turn=game.extra.turn | {"vision"})
    core.lose_crystals(game, seat, VISION_COST)
    core.discard_top(game)


ENCHANTMENT_RULES[VISION] = "piles.show_top (the top two cards face up)"


# PoD-E7 Fertile Grave --------------------------------------------------------------------------

FERTILE_GRAVE = "fertile-grave"


def _grave_options(game: Game, seat: int) -> list[Action]:
    """Once per game, in step C, with a card in the discard pile."""
    extra = game.extra
    if extra.enchantment != FERTILE_GRAVE or FERTILE_GRAVE in extra.once[seat] \
            or not game.discard:
        return []
    return [plain_action(seat, "grave")]


@turn_action("grave", _grave_options)
def fertile_grave(game: Game, seat: int, args: tuple) -> None:
    """Ruling (project decision): the declaration spends the right; the player then sees the
    whole discard pile privately and may summon one of its cards as if it were in their hand
    (X15: its cost, room, every summon rule)."""
    game.extra = game.extra.replace(once=with_seat(game.extra.once, seat,
                                                   game.extra.once[seat] | {FERTILE_GRAVE}))
    log(game, "looked_at_discard", player=core.name(game, seat), cards=list(game.discard))
    ask(game, Decision(seat, "grave", "fertile_grave"))


@options("grave")
def _grave_summons(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [*summons(game, seat, None, source="discard"), plain_action(seat, "pass")]


@resolver("fertile_grave")
def _fertile_grave(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "summon":
        summon(game, decision.player, action.args, source="discard")


ENCHANTMENT_RULES[FERTILE_GRAVE] = "effects.enchantments (step C's grave)"


# PoD-E3 Io's Mastery ---------------------------------------------------------------------------

IOS_MASTERY = "ios-mastery"
MASTERY = 15


def ios_mastery(game: Game, seat: int, gained: int) -> None:
    """15 crystals or more gained by one transmutation (after X19: a holder of Io's Minion never
    reaches it): the player may take the top card, look at it, keep it or discard it."""
    if game.extra.enchantment == IOS_MASTERY and gained >= MASTERY \
            and (game.draw_pile_size or game.discard):
        ask(game, Decision(seat, "mastery", "ios_mastery"))


AFTER_TRANSMUTATION[IOS_MASTERY] = ios_mastery
ENCHANTMENT_RULES[IOS_MASTERY] = "transmutation.after_transmutation"


@options("mastery")
def _mastery_options(game: Game, decision: Decision) -> list[Action]:
    return [plain_action(decision.player, "draw"), plain_action(decision.player, "pass")]


@resolver("ios_mastery")
def _ios_mastery(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "draw":
        draw_one(game, decision.player)
