"""Transmutation with expansion content (expansions.md T6, EK-E7, PoD-E9, PoD-E3, 208, 109): the
rate of each token, the per-token extras, and what a transmutation may trigger.

A token's value (EK-E7): the chart rate (R12.4), or 2 under Natural Balance, or 3 for every token
of a Staff of Winter's owner in winter (earth's rate); + Purse of Io + transmute +1 bonuses and T6
+ Io's Bounty. ``actions.transmute`` hands an expansion game's transmutation here.
"""

from __future__ import annotations

from . import core
from .dice import TRANSMUTATION, season_at
from .energy import Energy, total
from .model import Game
from .registry import ENCHANTMENT_RULES

NATURAL_BALANCE, IOS_BOUNTY = "natural-balance", "ios-bounty"
STAFF_OF_WINTER = 208
ENCHANTMENT_RULES[NATURAL_BALANCE] = "transmutation.rates"
ENCHANTMENT_RULES[IOS_BOUNTY] = "transmutation.expansion_extra"
# What a transmutation that gives crystals triggers (Io's Mastery, Io's Transmuter), by name:
# (game, seat, crystals gained) after the transmutation is complete (X11.3).
AFTER_TRANSMUTATION: dict[str, object] = {}


def rates(game: Game, seat: int) -> tuple[int, int, int, int]:
    """PoD-E9: 2 for every token in every season; else, in winter, a Staff of Winter makes every
    token of its owner also an earth token, transmuted at earth's 3 (208); else the chart."""
    if game.extra.enchantment == NATURAL_BALANCE:
        return (2, 2, 2, 2)
    chart = TRANSMUTATION[season_at(game.position)]
    if game.season == "winter" and game.players[seat].count(STAFF_OF_WINTER):
        return (chart[3],) * 4
    return chart


def expansion_extra(game: Game, seat: int) -> int:
    """The per-token extras of the expansions: T6 for the rest of its turn (as one more
    transmute +1 bonus, without the marker's move), Io's Bounty for every player."""
    extra = 1 if seat == game.active and "t6" in game.extra.turn else 0
    return extra + (game.extra.enchantment == IOS_BOUNTY)


def transmute_expanded(game: Game, seat: int, tokens: Energy) -> None:
    """R12.1 with the rates and extras above; then what the transmutation triggers."""
    from .actions import transmute_extra

    value = rates(game, seat)
    extra = transmute_extra(game, seat)
    gained = sum(count * (rate + extra) for count, rate in zip(tokens, value))
    before = game.players[seat].crystals
    core.gain_crystals(game, seat, gained)
    from .effects.cards_101_120 import transmuted

    transmuted(game, seat)  # Io's Transmuter (109)
    after_transmutation(game, seat, game.players[seat].crystals - before, total(tokens))


def after_transmutation(game: Game, seat: int, gained: int, tokens: int) -> None:
    """A transmutation (or a conversion counted as one, PoD-E3) is complete: its triggers."""
    for trigger in AFTER_TRANSMUTATION.values():
        trigger(game, seat, gained)  # type: ignore[operator]
