"""Step C of a turn (R9.4): summon, activate, transmute, bonuses, end the turn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards.catalogue import summon_cost
from . import core
from . import energy as en
from .core import AMULET_OF_WATER, HAND_OF_FORTUNE, Payment, log, push
from .dice import TRANSMUTATION, season_at
from .energy import NONE as NO_TOKENS
from .flow import MAIN_TASKS, end_turn
from .model import (Action, Decision, Game, InPlay, Player, Task, actions_of, change_card,
                    find_in_play, made, seat_actions)
from .registry import (ACTIVATIONS, ON_ACTIVATE, ON_SUMMON, SUMMON_VARIANTS, TURN_ACTIONS, Activation, candidates,
                       options, resolver, several, single, task, turn_action_options)

PURSE_OF_IO = 8
_END = seat_actions("end")  # step C's "end" by seat: every step C lists it, without a call


@options("main")
def main_options(game: Game, decision: Decision) -> list[Action]:
    """Summons, activations, transmutations, bonuses, then "end" (the order players see).

    Built in one list, the summons', from the other parts' lists and cached tuples: every
    step C of every game lists this, ~25 % of random self-play."""
    seat = decision.player
    found = _summons(game, seat, None)
    if game.players[seat].in_play:  # no card in play, no activation: no call
        found += activation_options(game, seat, "C")
    if game.transmute_ok:  # without the permission ``_transmutes`` has none: no call
        found += _transmutes(game, seat)
    if game.players[seat].bonuses < 3:  # nor ``_bonuses`` once the three are used
        found += _bonuses(game, seat)
    if game.extra is not None:  # the expansions' actions (X14): tokens, enchantments, Otus
        found += turn_action_options(game, seat)
    found.append(_END[seat])
    return found


@candidates("main")
def main_candidates(game: Game, decision: Decision, action: Action) -> Sequence[Action]:
    """The options of step C of the same kind (and card) as ``action``."""
    seat = decision.player
    kind = action.kind
    if kind == "summon" and action.args:
        return _summons(game, seat, action.args[0])  # ``summon_options``, without its call
    if kind == "activate" and action.args:
        return _activation_candidates(game, seat, action.args)
    if kind == "transmute":
        return _transmute_candidates(game, seat, action.args)
    if kind == "bonus":
        return _bonus_candidates(game, seat, action.args)
    if kind in TURN_ACTIONS and game.extra is not None:
        return TURN_ACTIONS[kind][0](game, seat)
    return (_END[seat],)


@several("main")
def main_has_several(game: Game, decision: Decision) -> bool:
    """With a bonus left, "bonus transmute" and "end" are always there (R15.1, R15.3); with
    permission and a token, a transmutation is there too. In a sealed game's public state a
    hand that hides a card (a handle) may hold a summon: only its player can tell, so the
    decision is theirs, never made for them (docs/rulings.md P32)."""
    player = game.players[decision.player]
    if player.bonuses < 3:
        return True
    if game.transmute_ok and (any(player.energy) or core.amulet_tokens(player)):
        return True  # a token to spend: in the reserve, or on an Amulet of Water (spendable)
    if game.sealed is not None and any(card < 0 for card in player.hand):
        return True
    seat = decision.player  # ``can_summon``, inline: every step C asks
    return bool(_summons(game, seat, None, first=True)) or can_activate(game, seat, "C") \
        or (game.extra is not None and bool(turn_action_options(game, seat)))


@single("main")
def main_single(game: Game, decision: Decision) -> Action:
    """Without several options (``main_has_several``: no bonus left, no transmutation, summon or
    activation) step C has "end" alone: the loop ends the turn without listing the parts again
    (a sixth of the steps C of random self-play)."""
    return _END[decision.player]


@resolver("main")
def _main(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    if action.kind == "end":
        end_turn(game, seat)
        return
    # back to step C once this action is fully resolved (R20.6); ``push`` of one task, inline
    game.tasks.append(MAIN_TASKS[seat])
    ACTIONS[action.kind](game, seat, action.args)


# --- summon (R14.3-R14.5) ----------------------------------------------------------------------

def energy_to_pay(game: Game, seat: int, number: int) -> list[en.Energy]:
    """The energy part of a summoning cost after Hand of Fortune (D16): each Hand waives one
    token of the player's choice, never below 1 token."""
    cost = summon_cost(number, game.n, game.settings.edition).energy
    hands = game.players[seat].count(core.HAND_OF_FORTUNE)
    size = en.total(cost)
    if not hands or size <= 1:
        return [cost]
    return en.submultisets(cost, max(1, size - hands))


def summon_options(game: Game, seat: int, only: int | None = None) -> list[Action]:
    """Every way to summon a card from hand (only card ``only`` if given)."""
    return _summons(game, seat, only)


def can_summon(game: Game, seat: int) -> bool:
    """``bool(summon_options(game, seat))``, stopping at the first card that can be summoned:
    the game loop asks it before every step C to know whether the player has a choice
    (``main_has_several``)."""
    return bool(_summons(game, seat, None, first=True))


def _summons(game: Game, seat: int, only: int | None, first: bool = False) -> list[Action]:
    """The summons of ``summon_options`` in order (with ``first``: stopping after the first
    card that has some). A list filled by plain loops, no generator: every step C asks.

    The crystals left after the Leeches' tolls are counted (a walk of every opponent's cards in
    play) only once a card's energy cost can be paid: most steps C have no summon at all."""
    if game.extra is not None:  # X15: sources, Orb, Nature Spirit, Staff of Winter, one per turn
        from .summons import summons

        return summons(game, seat, only, first)
    found: list[Action] = []
    player = game.players[seat]
    if len(player.in_play) >= player.gauge:  # core.has_room, inline
        return found
    hand = player.hand
    if only is None:
        if not hand:
            return found
        numbers = sorted(set(hand))
        if numbers[0] < 0:  # handles (sealed games: a card drawn whose shares are awaited)
            numbers = [number for number in numbers if number > 0]
    elif only in hand and only > 0:  # a handle is no card to summon (sealed games: reveal it)
        numbers = [only]
    else:
        return found
    hands = 0  # ``core.hands_and_amulets(player)``, inline: every step C asks, some twice
    amulets: tuple[en.Energy, ...] = ()
    loaded = False
    for card in player.in_play:
        number = card.effect
        if number == HAND_OF_FORTUNE:
            hands += 1
        elif number == AMULET_OF_WATER:
            amulets += (card.tokens,)
            if card.tokens != NO_TOKENS:
                loaded = True
    if not loaded:
        amulets = ()
    key = (seat, len(game.players), game.settings.edition, hands)
    table = _SUMMON_TABLES.get(key)  # the player's summon costs (below)
    if table is None:
        table = _SUMMON_TABLES[key] = {}
    limit = None  # R14.3: the cost and every Leech toll must be payable (card 33)
    air, water, fire, earth = player.energy
    for number in numbers:
        costs = table.get(number)
        if costs is None:
            costs = table[number] = _summon_costs(game, seat, number)
        crystals, needs = costs
        if needs is not None and not amulets:  # the reserve pays alone: a summon per cost it holds
            for need, action in needs:
                if air >= need[0] and water >= need[1] and fire >= need[2] and earth >= need[3]:
                    if limit is None:
                        limit = player.crystals - core.toll_count(game, seat, core.ARCANO_LEECH)
                    if crystals > limit:
                        break
                    found.append(action)
        else:
            if limit is None:
                limit = player.crystals - core.toll_count(game, seat, core.ARCANO_LEECH)
            if crystals > limit:
                continue
            if needs is None:
                for variant in SUMMON_VARIANTS[number](game, seat):
                    found.append(made(seat, "summon", (number, *variant)))
            else:
                reserve = player.energy
                for need, _ in needs:
                    for payment in core.amulet_payments(reserve, amulets, need):
                        found.append(made(seat, "summon", (number, payment)))
        if first and found:
            break
    return found


# What summoning a card costs depends on the card, the game's size and edition and the player's
# Hands of Fortune only: computed once per (seat, size, edition, Hands), card by card, with the
# summon action that pays each energy cost from the reserve alone.
_SUMMON_TABLES: dict[tuple[int, int, int, int], dict[int, tuple[int, Any]]] = {}


def _summon_costs(game: Game, seat: int, number: int) -> tuple[int, Any]:
    """The crystal cost of card ``number`` and each of its energy costs (``energy_to_pay``) with
    the summon that pays it from the reserve; None in place of those for a card whose summons
    are listed by ``SUMMON_VARIANTS``."""
    crystals = summon_cost(number, len(game.players), game.settings.edition).crystals
    if number in SUMMON_VARIANTS:
        return crystals, None
    return crystals, tuple((need, Action(seat, "summon", (number, (need, ()))))
                           for need in energy_to_pay(game, seat, number))


def summon(game: Game, seat: int, args: tuple) -> None:
    """R14.4, D22: pay, enter play, "whenever you summon" effects, then the card's entry effect."""
    if game.extra is not None:  # X15.3, X15.4
        from .summons import summon as summon_expanded

        summon_expanded(game, seat, args)
        return
    number, payment, *extra = args
    player = game.player_for_change(seat)
    core.pay(game, seat, payment)
    player.crystals -= summon_cost(number, len(game.players), game.settings.edition).crystals
    core.pay_leech_tolls(game, seat)
    player.hand.remove(number)
    index = core.enter_play(game, seat, number)
    log(game, "summon", player=player.name, card=number)
    push(game, Task("summon_triggers", seat, {"index": index}),
         Task("entry", seat, {"index": index, "card": number, "free": False, "extra": list(extra),
                              "paid": core.payment_total(payment)}))


@task("summon_triggers")
def _summon_triggers(game: Game, current: Task) -> None:
    """R14.4 step 4: the summoner's Staffs of Spring and Vases, never the new card itself."""
    for index, card in enumerate(list(game.players[current.player].in_play)):
        if card.effect in ON_SUMMON and index != current.data["index"]:
            ON_SUMMON[card.effect](game, current.player)


# --- activate (R14.9-R14.11) -------------------------------------------------------------------

def activation_options(game: Game, seat: int, step: str, only: int | None = None) -> list[Action]:
    """Every way to activate a straight card of this step (only card ``only`` if given);
    identical copies are listed once."""
    found = []
    made = _ACTIVATIONS_MADE.get(seat)
    if made is None:
        made = _ACTIVATIONS_MADE[seat] = {}
    for index, number, copy, effect in _activatable(game, seat, step, only):
        variants = effect.variants(game, seat, index)
        if game.extra is not None:  # X20, X21 (``_variants``)
            variants = _variants(game, seat, index, effect)
        for variant in variants:
            args = (number, copy, *variant)
            action = made.get(args)  # ``model.made`` inline: every step C lists these
            if action is None:
                action = core.remember(made, args, Action(seat, "activate", args))
            found.append(action)
    return found


# The activations of each seat by their arguments, made once (``model.made``, by seat).
_ACTIVATIONS_MADE: dict[int, dict[tuple[Any, ...], Action]] = {}


def _activation_candidates(game: Game, seat: int, args: tuple) -> tuple[Action, ...]:
    """The activation of step C whose arguments equal ``args`` (a move's), if any: the options
    of that card are compared as argument tuples, without making an action of each."""
    for index, number, copy, effect in _activatable(game, seat, "C", args[0]):
        for variant in _variants(game, seat, index, effect):
            if (number, copy, *variant) == args:
                action = _ACTIVATIONS_MADE.get(seat, {}).get(args)  # listed already?
                return (Action(seat, "activate", args) if action is None else action,)
    return ()


def can_activate(game: Game, seat: int, step: str) -> bool:
    """``bool(activation_options(game, seat, step))``, without listing every way."""
    for index, _, _, effect in _activatable(game, seat, step, None):
        if (effect.variants(game, seat, index) if game.extra is None
                else _variants(game, seat, index, effect)):
            return True
    return False


def _variants(game: Game, seat: int, index: int, effect: Activation) -> list[tuple]:
    """An activation's variants; in an expansion game with Crystal Titan's tolls and Shield of
    Zira's replacements (``sacrifices.expanded_variants``)."""
    variants = effect.variants(game, seat, index)
    if game.extra is None:
        return variants
    from .sacrifices import expanded_variants

    return expanded_variants(game, seat, index, game.players[seat].in_play[index].effect,
                             variants)


def _activatable(game: Game, seat: int, step: str,
                 only: int | None) -> list[tuple[int, int, int, Activation]]:
    """``(index, number, copy, effect)`` of each straight card of this step whose effect may
    be activated, one per identical copy (same number and tokens); ``copy`` counts the earlier
    cards of the same number, as ``card_ref`` does. A list, not a generator: the few cards are
    cheaper to collect than to resume a generator for (every step C asks, some twice).

    In a base game copies are counted only for cards that have an activation of this step
    (whether one may be listed depends on its number alone), and identical copies are looked for
    only behind a second copy: every step C walks the cards in play here, most of them without
    activation. In an expansion game two copies of one number may have different effects (a
    Raven copying an item and one copying none, X23; a card under a Deadbolt, X22): every copy
    is counted."""
    found = []
    copies: dict[int, int] = {}
    in_play = game.players[seat].in_play
    for index, card in enumerate(in_play):
        number = card.number
        if only is not None and number != only:
            continue
        effect = ACTIVATIONS.get(card.effect)  # a Raven's copied item's (X23.2), none if locked
        if effect is None or effect.step != step:
            if card.marks is not None:  # an expansion game's card: its copy still counts
                copies[number] = copies.get(number, 0) + 1
            continue
        copy = copies.get(number, 0)
        copies[number] = copy + 1
        if card.activated:
            continue
        if copy and _listed_before(in_play, index, card):
            continue
        found.append((index, number, copy, effect))
    return found


def _listed_before(in_play: list[InPlay], index: int, card: InPlay) -> bool:
    """An identical straight copy (same number, effect and tokens) comes before
    ``in_play[index]``."""
    for earlier in in_play[:index]:
        if earlier.number == card.number and not earlier.activated \
                and earlier.tokens == card.tokens and earlier.effect == card.effect:
            return True
    return False


def activate(game: Game, seat: int, args: tuple) -> None:
    """R14.10: the Fairies' tolls, then the card is turned and pays its cost and resolves."""
    number, copy, *variant = args
    core.take_fairies_tolls(game, seat)
    index = find_in_play(game.players[seat], number, copy)
    card = change_card(game.player_for_change(seat), index, activated=True)
    log(game, "activate", player=core.name(game, seat), card=number)
    if game.extra is not None:  # tolls and Shields (X20, X21); "whenever you activate" (101)
        from .sacrifices import before_activation

        variant = list(before_activation(game, seat, index, card.effect, tuple(variant)))
        index = find_in_play(game.players[seat], number, copy)  # a Shield may have gone
        for other, holder in enumerate(list(game.players[seat].in_play)):
            if holder.effect in ON_ACTIVATE:
                ON_ACTIVATE[holder.effect](game, seat, other)
    ACTIVATIONS[card.effect].resolve(game, seat, index, tuple(variant))


# --- transmute (R12) ---------------------------------------------------------------------------

def transmute_extra(game: Game, seat: int) -> int:
    """R12.5, D6: +1 per transmute +1 bonus used this turn, +1 per Purse of Io in play; with
    expansion content T6 and Io's Bounty too (``transmutation.expansion_extra``)."""
    bonuses = game.transmute_bonuses if seat == game.active else 0
    if game.extra is not None:
        from .transmutation import expansion_extra

        bonuses += expansion_extra(game, seat)
    return bonuses + game.players[seat].count(PURSE_OF_IO)


def transmute_options(game: Game, seat: int) -> list[Action]:
    return list(_transmutes(game, seat))


def _transmutes(game: Game, seat: int) -> tuple[Action, ...]:
    """``transmute_options`` as the cached tuple itself (read-only: step C copies it once)."""
    if not game.transmute_ok:
        return ()
    player = game.players[seat]
    amulets = core.amulet_tokens(player)
    key = ("transmute", seat, player.energy, amulets)
    found = _BY_TOKENS.get(key)
    if found is None:
        found = core.remember(_BY_TOKENS, key, _transmute_actions(
            seat, core._spend_options(player.energy, amulets, None)))
    return found


def _transmute_candidates(game: Game, seat: int, args: tuple) -> Sequence[Action]:
    """The transmutation that may equal a move with these arguments: the one of the payment
    they name, found among the spends (a cached tuple) without making the list of actions,
    which a replay would make for every new reserve. Other shapes: the whole list."""
    if not game.transmute_ok:
        return ()
    player = game.players[seat]
    amulets = core.amulet_tokens(player)
    listed = _BY_TOKENS.get(("transmute", seat, player.energy, amulets))
    if listed is not None:  # listed already (by legal_actions, as in self-play): compare with it
        return listed
    if args.__class__ is not tuple or len(args) != 1:
        return _transmutes(game, seat)
    spends = core._spend_options(player.energy, amulets, None)
    try:
        payment = spends[spends.index(args[0])]
    except ValueError:
        return ()
    return (Action(seat, "transmute", (payment,)),)


def _bonus_candidates(game: Game, seat: int, args: tuple) -> Sequence[Action]:
    """The bonus that may equal a move with these arguments (as ``_transmute_candidates``):
    an exchange of a payment of 1-2 tokens among the spends for as many tokens, not pointless;
    "transmute"; "gauge" below 15. Other shapes: the whole list."""
    player = game.players[seat]
    if player.bonuses >= 3:
        return ()
    if game.extra is not None and args == ("draw",):  # Olaf's Knowledge's fifth bonus (EK-E8)
        return TURN_ACTIONS["bonus"][0](game, seat)
    amulets = core.amulet_tokens(player)
    listed = _BY_TOKENS.get(("bonus", seat, player.energy, amulets, player.gauge < 15))
    if listed is not None:
        return listed
    if args == ("transmute",):
        return (_bonus_action(seat, "transmute"),)
    if args == ("gauge",):
        return (_bonus_action(seat, "gauge"),) if player.gauge < 15 else ()
    if args.__class__ is not tuple or len(args) != 3 or args[0] != "exchange":
        return _bonuses(game, seat)
    spends = core._spend_options(player.energy, amulets, range(1, 3))
    try:
        payment = spends[spends.index(args[1])]
    except ValueError:
        return ()
    taken = args[2]
    return [action for action in _payment_exchanges(seat, payment) if action.args[2] == taken]


# Transmutations and bonuses depend only on the seat and the tokens the player can spend (and,
# for the gauge bonus, on a full gauge): computed once per such position.
_BY_TOKENS: dict[tuple, tuple[Action, ...]] = {}

# A position never seen lists payments most of which other positions listed before (the same
# few tokens): the action of each (a transmutation, a payment's exchanges) is made once per seat
# and payment and shared by every list, instead of made anew in each (~4 k instructions each).
_BY_PAYMENT: dict[tuple, Any] = {}


def _transmute_actions(seat: int, payments: tuple[Payment, ...]) -> tuple[Action, ...]:
    """``Action(seat, "transmute", (payment,))`` of each payment, each made once."""
    found = []
    shared = _BY_PAYMENT
    for payment in payments:
        key = (seat, payment)
        action = shared.get(key)
        if action is None:
            action = core.remember(shared, key, Action(seat, "transmute", (payment,)))
        found.append(action)
    return tuple(found)


def transmute(game: Game, seat: int, args: tuple) -> None:
    """R12.1, R12.4: chart value of the season the token is on now (D29) plus the extras."""
    payment: Payment = args[0]
    tokens = core.payment_total(payment)
    core.pay(game, seat, payment)
    if game.extra is not None:  # Natural Balance, Staff of Winter; Io's Mastery (transmutation.py)
        from .transmutation import transmute_expanded

        transmute_expanded(game, seat, tokens)
        return
    rates = TRANSMUTATION[season_at(game.position)]  # ``game.season``, without the property's call
    extra = transmute_extra(game, seat)
    core.gain_crystals(game, seat, tokens[0] * (rates[0] + extra) + tokens[1] * (rates[1] + extra)
                       + tokens[2] * (rates[2] + extra) + tokens[3] * (rates[3] + extra))


# --- bonuses (R15) -----------------------------------------------------------------------------

def _bonuses(game: Game, seat: int) -> tuple[Action, ...]:
    """The bonuses ``seat`` may take (R15), as a cached tuple (read-only: step C copies it once)."""
    player = game.players[seat]
    if player.bonuses >= 3:
        return ()
    key = ("bonus", seat, player.energy, core.amulet_tokens(player), player.gauge < 15)
    found = _BY_TOKENS.get(key)
    if found is None:
        found = core.remember(_BY_TOKENS, key, _bonus_options(player, seat))
    return found


def _bonus_options(player: Player, seat: int) -> tuple[Action, ...]:
    """Exchanges (R15.2), "transmute" (R15.3), then "gauge" (R15.4) if the gauge can grow.

    An exchange of reserve tokens that takes back a type it gives is pointless: a smaller
    exchange does the same, so it is not listed (docs/rulings.md). Amulet of Water tokens are
    exempt: exchanging them for the same type moves them into the reserve. The exchanges of
    each payment are made once per seat (``_BY_PAYMENT``): every position never seen lists them."""
    found: list[Action] = []
    for payment in core._spend_options(player.energy, core.amulet_tokens(player), range(1, 3)):
        found += _payment_exchanges(seat, payment)
    found.append(_bonus_action(seat, "transmute"))
    if player.gauge < 15:
        found.append(_bonus_action(seat, "gauge"))
    return tuple(found)


def _payment_exchanges(seat: int, payment: Payment) -> tuple[Action, ...]:
    """``_exchanges(seat, payment)``, made once per seat and payment (``_BY_PAYMENT``)."""
    key = (seat, "exchange", payment)
    exchanges = _BY_PAYMENT.get(key)
    if exchanges is None:
        exchanges = core.remember(_BY_PAYMENT, key, _exchanges(seat, payment))
    return exchanges


def _exchanges(seat: int, payment: Payment) -> tuple[Action, ...]:
    """The exchanges of the tokens of ``payment`` (R15.2), less the pointless ones."""
    reserve, cards = payment
    given = core.payment_total(payment)
    found = []
    for taken in en.multisets(given[0] + given[1] + given[2] + given[3]):
        if cards or not (reserve[0] and taken[0] or reserve[1] and taken[1]
                         or reserve[2] and taken[2] or reserve[3] and taken[3]):
            found.append(("exchange", payment, taken))
    return actions_of(seat, "bonus", found)


def _bonus_action(seat: int, kind: str) -> Action:
    """``Action(seat, "bonus", (kind,))`` for "transmute" and "gauge", made once per seat."""
    key = (seat, "bonus", kind)
    found = _BY_PAYMENT.get(key)
    if found is None:
        found = core.remember(_BY_PAYMENT, key, Action(seat, "bonus", (kind,)))
    return found


def bonus(game: Game, seat: int, args: tuple) -> None:
    """R15.2-R15.4: exchange 1-2 tokens, transmute +1, or summoning gauge +1."""
    player = game.player_for_change(seat)
    player.bonuses += 1
    kind = args[0]
    if kind == "exchange":
        core.pay(game, seat, args[1])
        core.gain_energy(game, seat, args[2])
    elif kind == "transmute":
        game.transmute_ok = True
        game.transmute_bonuses += 1
    elif kind == "gauge":
        core.raise_gauge(game, seat, 1)
    else:  # Olaf's Knowledge's fifth bonus (EK-E8)
        TURN_ACTIONS["bonus"][1](game, seat, args)


class _Actions(dict):  # type: ignore[type-arg]
    """Step C's actions by kind; the expansions' (``registry.TURN_ACTIONS``) are found when
    asked for, so the base game's look-up is the plain dict's."""

    def __missing__(self, kind: str):  # noqa: ANN204
        return TURN_ACTIONS[kind][1]


ACTIONS = _Actions(summon=summon, activate=activate, transmute=transmute, bonus=bonus)
