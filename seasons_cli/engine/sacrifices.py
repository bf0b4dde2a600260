"""Sacrifices and discards that an effect requires (expansions.md X20, X21): Crystal Titan's toll
before a voluntary sacrifice, and Shield of Zira's 10 crystals when it is the card given up.

An effect that asks a player to sacrifice one of their cards or to discard one from their hand
lists the cards it may be (their Shields of Zira among them) and calls ``sacrifice`` or
``discard_from_hand`` with the one chosen. A Shield given up this way gives its owner 10
crystals (X21.6): that is the whole of X21 wherever the effect does not read the card given up
(then sacrificing the Shield "instead" and choosing it are the same). The effects that read the
card or sacrifice themselves (the potions, Necrotic Kriss, Vampiric Crown, ...) replace it with
a Shield through ``replaceable`` (X21.4), by a variant of their own action.
"""

from __future__ import annotations

from . import core
from .model import Game

CRYSTAL_TITAN = 303
SHIELD_OF_ZIRA = 113
TOLL = 3  # X20.3
SHIELD_GAIN = 10  # X21.1


def titan_owners(game: Game, seat: int) -> list[int]:
    """X20.3: one entry per Crystal Titan in an opponent's play area, not under a Deadbolt (its
    ``effect`` is then none), in turn order from the player's left."""
    if game.extra is None:
        return []
    return core.toll_owners(game, seat, CRYSTAL_TITAN)


def can_sacrifice_voluntarily(game: Game, seat: int) -> bool:
    """X20.3: a voluntary sacrifice needs 3 crystals for each such Titan."""
    return game.players[seat].crystals >= TOLL * len(titan_owners(game, seat))


def pay_titan_tolls(game: Game, seat: int) -> None:
    """X20.3: before the voluntary sacrifice, 3 crystals to each Titan's owner, one at a time."""
    for owner in titan_owners(game, seat):
        core.give_crystals(game, seat, owner, TOLL)


def sacrifice(game: Game, seat: int, index: int, *, voluntary: bool) -> int:
    """The player's card at ``index`` is sacrificed to meet an effect's requirement: the toll
    first if the sacrifice is voluntary (X20.1), then +10 crystals if it is a Shield of Zira
    (X21.6). Returns the card's number."""
    if voluntary:
        pay_titan_tolls(game, seat)
    shield = game.players[seat].in_play[index].effect == SHIELD_OF_ZIRA
    number = core.leave_play(game, seat, index)
    if shield:
        core.gain_crystals(game, seat, SHIELD_GAIN)
    return number


def discard_from_hand(game: Game, seat: int, number: int) -> None:
    """The card goes from the player's hand to the top of the discard pile (X4.1)."""
    game.player_for_change(seat).hand.remove(number)
    core.discard_card(game, number)


def has_shield(game: Game, seat: int, besides: int = -1) -> int | None:
    """The index of one of the player's Shields of Zira in play other than ``besides``, if any:
    a Shield that may replace a discard or a sacrifice (X21.1)."""
    for index, card in enumerate(game.players[seat].in_play):
        if card.effect == SHIELD_OF_ZIRA and index != besides:
            return index
    return None


def replace_with_shield(game: Game, seat: int, *, voluntary: bool = True) -> None:
    """X21.1, X21.7: a Shield sacrificed instead of another card (a voluntary sacrifice: the
    toll applies), +10 crystals; the replaced card stays where it is."""
    index = has_shield(game, seat)
    assert index is not None, "the option was listed only with a Shield in play"
    if voluntary:
        pay_titan_tolls(game, seat)
    core.leave_play(game, seat, index)
    core.gain_crystals(game, seat, SHIELD_GAIN)
