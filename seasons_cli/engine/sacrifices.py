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

from typing import Any

from . import core
from .model import Action, Game, find_in_play, made

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
    first if the sacrifice is voluntary (X20.1); a Shield of Zira gives 10 crystals as it goes
    (X21.6, ``links.place_left_card``). Returns the card's number."""
    if voluntary:
        pay_titan_tolls(game, seat)
    return core.leave_play(game, seat, index)


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


def replace_with_shield(game: Game, seat: int, *, toll: bool = True, besides: int = -1) -> None:
    """X21.1, X21.7: a Shield sacrificed instead of another card (a voluntary sacrifice: the
    toll applies, unless it was paid for the sacrifice it replaces), +10 crystals as it goes;
    the replaced card stays where it is."""
    index = has_shield(game, seat, besides)
    assert index is not None, "the option was listed only with a Shield in play"
    if toll:
        pay_titan_tolls(game, seat)
    core.leave_play(game, seat, index)


def shield_options(game: Game, seat: int, choices: list) -> list[Action]:
    """``shield CARD``: a Shield of Zira sacrificed instead of discarding or sacrificing CARD (a
    card of the hand, or ``(number, copy)`` in play), while the effect goes on as if CARD had
    gone (X21.4); a voluntary sacrifice (X21.7): only if Crystal Titan's toll can be paid."""
    if game.extra is None or has_shield(game, seat) is None \
            or not can_sacrifice_voluntarily(game, seat):
        return []
    return [made(seat, "shield", choice if isinstance(choice, tuple) else (choice,))
            for choice in choices
            if not (isinstance(choice, tuple) and choice[0] == SHIELD_OF_ZIRA)]


def discard_or_sacrifice_options(game: Game, seat: int) -> list[Action]:
    """A card of the hand to discard or a card in play to sacrifice (Arus's Mimicry, Argos'
    Embrace): with a card in hand the sacrifice is voluntary (X20.2: Crystal Titan's toll), with
    an empty hand forced; a Shield of Zira may replace either (X21)."""
    from .effects.common import in_play_choices

    hand = sorted(set(game.players[seat].hand))
    found = [made(seat, "discard", (n,)) for n in hand]
    if not hand or can_sacrifice_voluntarily(game, seat):
        found += [made(seat, "sacrifice", ref) for ref in in_play_choices(game, seat)]
    return [*found, *shield_options(game, seat, hand)]


def discard_or_sacrifice(game: Game, seat: int, action: Action) -> None:
    """The move of ``discard_or_sacrifice_options`` made."""
    if action.kind == "discard":
        discard_from_hand(game, seat, action.args[0])
    elif action.kind == "shield":
        replace_with_shield(game, seat)
    else:
        sacrifice(game, seat, find_in_play(game.players[seat], *action.args),
                  voluntary=bool(game.players[seat].hand))


# --- activations whose cost is a sacrifice (X20.1 item 1, X21) ---------------------------------

# The activations that sacrifice the card itself (the potions, Argos Hawk, Magma Core, Crystal
# Titan, or a Raven copying one), and Dragon Skull's three cards: how many sacrifices each makes.
SELF_SACRIFICE = frozenset((23, 24, 25, 26, 111, 117, 202, 204, 303))
SACRIFICES = {**{number: 1 for number in SELF_SACRIFICE}, 37: 3}
NECROTIC_KRISS = 44
SHIELD_WORD = "shield"  # an activation variant's last word: a Shield replaces the card (X21)


def expanded_variants(game: Game, seat: int, index: int, effect: int,
                      variants: list[tuple]) -> list[tuple]:
    """An activation's variants in an expansion game: those whose sacrifices Crystal Titan's toll
    allows (X20.3: 3 crystals per Titan and sacrifice, after the Fairies' tolls), and for a card
    sacrificing itself the same with a Shield of Zira sacrificed instead (X21.1)."""
    titans = len(titan_owners(game, seat))
    if effect not in SACRIFICES and effect != NECROTIC_KRISS:
        return variants
    left = core.activation_crystals(game, seat)
    found = []
    for variant in variants:
        count = SACRIFICES.get(effect, 1 if variant[:1] == ("sacrifice",) else 0)
        if TOLL * titans * count <= left:
            found.append(variant)
    if effect in SELF_SACRIFICE:
        shields = sum(1 for i, card in enumerate(game.players[seat].in_play)
                      if card.effect == SHIELD_OF_ZIRA and i != index)
        found += [(*variant, SHIELD_WORD) for variant in found
                  if _shields_kept(effect, variant) < shields]  # one Shield per card (X21.5)
    return found


def _shields_kept(effect: int, variant: tuple) -> int:
    """Crystal Titan's hand cards that Shields keep (``cards_301_303``): Shields already spoken
    for by the variant."""
    return len(variant[2]) if effect == CRYSTAL_TITAN and len(variant) == 3 else 0


def before_activation(game: Game, seat: int, index: int, effect: int,
                      variant: tuple) -> tuple:
    """Pay the tolls of the activation's voluntary sacrifices (X20.3); with a Shield replacing
    the card, the card's own sacrifice will sacrifice the Shield instead (``links.leave_play``)."""
    count = SACRIFICES.get(effect, 1 if effect == NECROTIC_KRISS and variant[:1] ==
                           ("sacrifice",) else 0)
    for _ in range(count):
        pay_titan_tolls(game, seat)
    if variant[-1:] == (SHIELD_WORD,):
        uid = game.players[seat].in_play[index].marks.uid
        game.extra = game.extra.replace(turn=game.extra.turn | {f"{SHIELD_WORD}:{uid}"})
        return variant[:-1]
    return variant


# --- forced sacrifices of a card by its own effect (X20.2, X21) --------------------------------

# What follows a forced sacrifice, by name: (game, seat, data, replaced) once the card went or a
# Shield went instead (Titus Deepgaze, the Glutton Cauldron's payoff, a Raven whose item left).
AFTER_FORCED: dict[str, Any] = {}


def forced_sacrifice(game: Game, seat: int, index: int, then: str, data: dict | None = None) -> None:
    """The card's own effect sacrifices it (no toll, X20.2); with a Shield of Zira the owner may
    sacrifice the Shield instead (X21.1), which is voluntary (X21.7: the toll, if payable)."""
    from .model import Decision, card_ref

    data = dict(data or {})
    ref = card_ref(game.players[seat], index)
    if game.extra is not None and shield_options(game, seat, [ref]):
        core.ask(game, Decision(seat, "replace", "forced_sacrifice",
                                {**data, "uid": game.players[seat].in_play[index].marks.uid,
                                 "then": then, "card": ref[0]}))
        return
    core.leave_play(game, seat, index)
    AFTER_FORCED.get(then, _nothing)(game, seat, data, False)


def _nothing(game: Game, seat: int, data: dict, replaced: bool) -> None:
    return None


def replace_options(game: Game, seat: int, uid: int) -> list[Action]:
    from .effects.common import index_of_uid
    from .model import card_ref

    index = index_of_uid(game, seat, uid)
    if index is None:
        return []
    ref = card_ref(game.players[seat], index)
    return [made(seat, "sacrifice", ref), *shield_options(game, seat, [ref])]


def resolve_replace(game: Game, seat: int, data: dict, action: Action) -> None:
    from .effects.common import index_of_uid

    index = index_of_uid(game, seat, data["uid"])
    replaced = action.kind == "shield"
    if replaced:
        replace_with_shield(game, seat)
    elif index is not None:
        core.leave_play(game, seat, index)
    AFTER_FORCED.get(data["then"], _nothing)(game, seat, data, replaced)
