"""Effects of power cards 31-40 (cards.md), registered by card number."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...cards.catalogue import CARDS
from .. import core
from .. import energy as en
from ..core import ask, log, push
from ..decisions import ask_gain
from ..model import (
    Action,
    Decision,
    Game,
    Player,
    Task,
    card_ref,
    change_card,
    find_in_play,
    made,
    plain_action,
)
from ..registry import (
    END_OF_ROUND,
    PASSIVE,
    SUMMON_VARIANTS,
    activation,
    on_enter,
    on_enter_detailed,
    options,
    resolver,
    task,
    trigger,
)
from .common import draw_one_into_hand, draw_up_to

PASSIVE.add(33)  # Arcano Leech: its toll is taken by every summon from hand (core.pay_leech_tolls)

ALL_TYPES: en.Energy = (1, 1, 1, 1)


# 31 Elemental Amulet ---------------------------------------------------------------------------

def _type_sets(types: tuple[int, ...], size_limit: int, empty: bool = False) -> list[tuple[int, ...]]:
    """Every set of at most ``size_limit`` of ``types``, the empty set only if ``empty``."""
    return [group for size in range(0 if empty else 1, min(size_limit, len(types)) + 1)
            for group in combinations(types, size)]


def _as_energy(types: tuple[int, ...]) -> en.Energy:
    return tuple(1 if kind in types else 0 for kind in range(4))  # type: ignore[return-value]


def _amulet_variants(game: Game, seat: int) -> list[tuple[Any, ...]]:
    """Pay 1 token of each of 1-4 types; each Hand of Fortune names one more type unpaid (card 31
    ruling). ``(payment,)`` when every named type is paid, else ``(payment, named types)``.

    They depend on the reserve, the Amulets of Water's tokens and the Hands alone, and are
    listed on every step C while the card is in hand: computed once per such position."""
    player = game.players[seat]
    hands, amulets = core.hands_and_amulets(player)
    key = (player.energy, amulets, hands)
    found = _AMULET_VARIANTS.get(key)
    if found is None:
        found = core.remember(_AMULET_VARIANTS, key, tuple(_amulet_payments(player, key[2])))
    return list(found)


_AMULET_VARIANTS: dict[tuple, tuple[tuple[Any, ...], ...]] = {}


def _amulet_payments(player: Player, hands: int) -> list[tuple[Any, ...]]:
    pool = core.spendable(player)
    found: list[tuple[Any, ...]] = []
    for paid in _type_sets(tuple(k for k in range(4) if pool[k]), 4):
        others = tuple(k for k in range(4) if k not in paid)
        for payment in core.payments(player, _as_energy(paid)):
            found.extend((payment,) if not unpaid else (payment, _as_energy(paid + unpaid))
                         for unpaid in _type_sets(others, hands, empty=True))
    return found


SUMMON_VARIANTS[31] = _amulet_variants


@on_enter_detailed(31)
def elemental_amulet(game: Game, owner: int, index: int, details: dict[str, Any]) -> None:
    """One bonus per named type, in the order A, W, F, E; all four when put into play for free.
    The fire and earth bonuses wait (as a task) until the water tokens are chosen, so the card
    drawn for fire is not seen before that choice."""
    if details.get("free"):
        named = ALL_TYPES
    else:
        named = tuple(details["extra"][0] if details.get("extra") else details["paid"])
    if named[en.AIR]:
        core.raise_gauge(game, owner, 1)
    push(game, Task("elemental_amulet_fire_earth", owner,
                    {"fire": bool(named[en.FIRE]), "earth": bool(named[en.EARTH])}))
    if named[en.WATER]:
        ask_gain(game, owner, 2, 31)


@task("elemental_amulet_fire_earth")
def _elemental_amulet_fire_earth(game: Game, current: Task) -> None:
    if current.data["fire"]:
        draw_one_into_hand(game, current.player)
    if current.data["earth"]:
        core.gain_crystals(game, current.player, 5)


# 32 Tree of Light ------------------------------------------------------------------------------

def _tree_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """(a) 3 crystals for 1 energy, if payable after the Fairies' tolls; (b) 1 token discarded."""
    buy = [("energy",)] if core.activation_crystals(game, seat) >= 3 else []
    return buy + [("transmute", payment)
                  for payment in core.spend_options(game.players[seat], range(1, 2))]


@activation(32, _tree_variants)
def tree_of_light(game: Game, seat: int, index: int, args: tuple) -> None:
    """One option per activation; (b) is a transmute permission for the rest of the turn (D1)."""
    if args[0] == "energy":
        core.lose_crystals(game, seat, 3)
        ask_gain(game, seat, 1, 32)
    else:
        core.pay(game, seat, args[1])
        game.transmute_ok = True


# 34 Crystal Orb --------------------------------------------------------------------------------

ORB_TOKENS = 4


def _orb_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """Both options need a card to look at or discard (a reshuffle may provide it, R16.2)."""
    if not game.draw_pile_size and not game.discard:
        return []
    pay = [("discard",)] if core.activation_crystals(game, seat) >= 3 else []
    return [("look",), *pay]


@activation(34, _orb_variants)
def crystal_orb(game: Game, seat: int, index: int, args: tuple) -> None:
    """(a) the owner alone sees the top card, which stays in the draw pile (game.top) until they
    decide; (b) 3 crystals: the top card is discarded unseen."""
    if args[0] == "discard":
        core.lose_crystals(game, seat, 3)
        core.discard_top(game)
        return
    seen = core.peek(game, seat)
    ask(game, Decision(seat, "orb", "crystal_orb", {"card": 34, "seen": seen}))


@options("orb")
def _orb_options(game: Game, decision: Decision) -> list[Action]:
    """Put the card into play for 4 tokens (needs room, ruling BGA), or put it back on top."""
    seat = decision.player
    player = game.players[seat]
    pay = []
    if core.has_room(game, seat) and en.total(core.spendable(player)) >= ORB_TOKENS \
            and core.can_be_put_into_play(game, decision.data["seen"]):
        pay = [made(seat, "discard", (payment,))
               for payment in core.spend_options(player, range(ORB_TOKENS, ORB_TOKENS + 1))]
    return [*pay, plain_action(seat, "back")]


@resolver("crystal_orb")
def _crystal_orb(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "back":
        return  # the card stays on top, known to the owner only (R21.2)
    core.pay(game, decision.player, action.args[0])
    card = core.take_top(game, "draw")  # the card looked at: no chance (``_take_top``)
    core.put_into_play_free(game, decision.player, card)


# 35 Glutton Cauldron ---------------------------------------------------------------------------

CAULDRON_FULL = 7


@activation(35, lambda game, seat, index: [
    (payment,) for payment in core.spend_options(game.players[seat], range(1, 2))])
def glutton_cauldron(game: Game, seat: int, index: int, args: tuple) -> None:
    """1 token onto the Cauldron (out of the reserve, R10.2); the payoff comes with the 7th."""
    core.pay(game, seat, args[0])
    player = game.player_for_change(seat)
    card = change_card(player, index, tokens=en.add(player.in_play[index].tokens,
                                                    core.payment_total(args[0])))
    if en.total(card.tokens) >= CAULDRON_FULL:
        _cauldron_payoff(game, seat, index)


def _cauldron_payoff(game: Game, seat: int, index: int) -> None:
    """Sacrificed; its 7 tokens go into the reserve (overflow follows) and 15 crystals, no extras."""
    tokens = game.players[seat].in_play[index].tokens
    change_card(game.player_for_change(seat), index, tokens=en.NONE)
    if game.extra is not None:  # a Shield of Zira may go instead (X21)
        from ..sacrifices import forced_sacrifice

        forced_sacrifice(game, seat, index, "cauldron", {"tokens": tokens})
        return
    core.leave_play(game, seat, index)
    _cauldron_reward(game, seat, {"tokens": tokens}, False)


def _cauldron_reward(game: Game, seat: int, data: dict, replaced: bool) -> None:
    """The 7 tokens into the reserve and 15 crystals, whether the Cauldron or a Shield went
    (``sacrifices.AFTER_FORCED["cauldron"]``, set by ``engine.expansions``)."""
    core.gain_energy(game, seat, tuple(data["tokens"]))  # type: ignore[arg-type]
    core.gain_crystals(game, seat, 15)


# 36 Vampiric Crown -----------------------------------------------------------------------------

@on_enter(36)
def vampiric_crown(game: Game, owner: int, index: int) -> None:
    """Discard a card from hand or draw one; with an empty hand the owner draws."""
    if game.players[owner].hand:
        ask(game, Decision(owner, "crown", "vampiric_crown", {"card": 36}))
    else:
        _crown_draw(game, owner)


@options("crown")
def _crown_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    hand = sorted(set(game.players[seat].hand))
    shields: list[Action] = []
    if game.extra is not None:  # a Shield of Zira may replace the discard (X21)
        from ..sacrifices import shield_options

        shields = shield_options(game, seat, hand)
    return [*[made(seat, "choose", (number,)) for number in hand], *shields,
            plain_action(seat, "draw")]


@resolver("vampiric_crown")
def _vampiric_crown(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    if action.kind == "draw":
        _crown_draw(game, seat)
        return
    if action.kind == "shield":  # X21.4: the replaced card's prestige still counts
        from ..sacrifices import replace_with_shield

        replace_with_shield(game, seat)
        _crown_gain(game, seat, action.args[0])
        return
    game.player_for_change(seat).hand.remove(action.args[0])
    core.discard_card(game, action.args[0])
    _crown_gain(game, seat, action.args[0])


def _crown_draw(game: Game, seat: int) -> None:
    """The drawn card is kept; with both piles empty nothing is drawn and nothing gained (D13)."""
    for number in draw_up_to(game, seat, 1):
        game.player_for_change(seat).hand.append(number)
        core.gained(game, seat)
        _crown_gain(game, seat, number)
        core.drew_one(game, seat, number)


def _crown_gain(game: Game, seat: int, number: int) -> None:
    """The card is shown to all; its printed PP in tokens, nothing for 0 or less (P12 caps).
    A sealed game's drawn card is a handle until revealed to all (``sealed.identity``)."""
    if number < 0:
        from ..sealed import identity

        number = identity(game, number)
    log(game, "reveal", player=core.name(game, seat), card=number)
    ask_gain(game, seat, max(0, CARDS[number].prestige), 36)


# 37 Dragon Skull -------------------------------------------------------------------------------

def _skull_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """Every set of 3 of the owner's cards in play, the Skull allowed (ruling BGA); sets that
    differ only by identical copies are listed once."""
    player = game.players[seat]
    state = [(c.number, c.activated or i == index, c.tokens) for i, c in enumerate(player.in_play)]
    seen, found = set(), []
    for trio in combinations(range(len(player.in_play)), 3):
        key = tuple(sorted(state[i] for i in trio))
        if key not in seen:
            seen.add(key)
            found.append((tuple(card_ref(player, i) for i in trio),))
    return found


@activation(37, _skull_variants)
def dragon_skull(game: Game, seat: int, index: int, args: tuple) -> None:
    """Sacrifice the 3 cards (their own sacrifice effects apply), then 15 crystals, no extras."""
    player = game.players[seat]
    indices = sorted((find_in_play(player, *ref) for ref in args[0]), reverse=True)
    for position in indices:
        core.leave_play(game, seat, position)
    core.gain_crystals(game, seat, 15)


# 38 Demon of Argos -----------------------------------------------------------------------------

@on_enter(38)
def demon_of_argos(game: Game, owner: int, index: int) -> None:
    """Each opponent from the owner's left: gauge -1, then 1 card into hand (R13.3: none lost)."""
    for seat in game.opponents(owner):
        core.lower_gauge(game, seat, 1)
        draw_one_into_hand(game, seat)


# 39 Titus Deepgaze -----------------------------------------------------------------------------

@trigger(END_OF_ROUND, 39)
def titus_deepgaze(game: Game, owner: int) -> None:
    """Each opponent gives 1 crystal; if one had none, Titus is sacrificed afterwards."""
    given = [core.give_crystals(game, seat, owner, 1) for seat in game.opponents(owner)]
    if 0 in given:
        index = find_in_play(game.players[owner], 39, 0)
        if game.extra is not None:  # a Shield of Zira may go instead (X21)
            from ..sacrifices import forced_sacrifice

            forced_sacrifice(game, owner, index, "titus")
            return
        core.leave_play(game, owner, index)


# 40 Air Elemental ------------------------------------------------------------------------------

@on_enter(40)
def air_elemental(game: Game, owner: int, index: int) -> None:
    """Each opponent's reserve (Grimoire tokens included, R10.2) turns to air, token for token."""
    for seat in game.opponents(owner):
        player = game.player_for_change(seat)
        player.energy = en.of_type(en.AIR, en.total(player.energy))
