"""Summoning and putting into play with expansion content (expansions.md X15, X16): where a card
is summoned from, what it costs, and the order of what follows.

``actions._summons`` and ``actions.summon`` hand an expansion game's summons here (one test of
``game.extra``); the base game's summons, cached by cost, stay as they were.

The amount to pay (X15.3), in this order: the printed cost for this number of players (X3.4;
Speedwall the Escaped: its summoner's gauge in crystals); Orb of Ragfield (exactly 5 crystals for
a card from the hand or the discard pile worth less than 12 PP, not the Elemental Amulet); Nature
Spirit (1 energy token more, of the summoner's choice); Hand of Fortune (1 token less per Hand,
never fewer than 1 when there was 1); then the payment, in winter with Staff of Winter any token
paying for an earth token. The sequence (X15.4): pay, Arcano Leech's tolls, the card enters
play, the summoner's "whenever you summon" effects, the opponents' "whenever an opponent
summons" (Magma Core), every armed Urmian Psychic Cage, and the card's entry effect if it is
still in play.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..cards.catalogue import CARDS, summon_cost
from . import core
from . import energy as en
from .core import log, push
from .model import Action, Game, Task, made
from .registry import ENCHANTMENT_RULES, SUMMON_VARIANTS, task

ENTANGLING_ROOTS, NATURE_SPIRIT = "entangling-roots", "nature-spirit"
ENCHANTMENT_RULES[ENTANGLING_ROOTS] = "summons.summons (one summon per turn)"
ENCHANTMENT_RULES[NATURE_SPIRIT] = "summons.energy_needs (1 token more)"
ELEMENTAL_AMULET, SPEEDWALL, ORB_OF_RAGFIELD = 31, 301, 302
STAFF_OF_WINTER = 208
MESODAES_LANTERN = 106
SUMMONED = "summoned"  # Extra.turn: the active player has summoned this turn (EK-E4)
ORB_COST = 5


def summons(game: Game, seat: int, only: int | None, first: bool = False,
            source: str = "hand") -> list[Action]:
    """Every summon of ``seat`` now from ``source`` ("hand", "discard" under Fertile Grave, or
    "centre", an Otus row), of card ``only`` if given; with ``first``, those of the first card
    that has some (``actions._summons``' contract)."""
    player = game.players[seat]
    if len(player.in_play) >= player.gauge:  # R13.2
        return []
    if game.extra.enchantment == ENTANGLING_ROOTS and SUMMONED in game.extra.turn:
        return []  # EK-E4: one summon per turn, from any source (ruling, project decision)
    kind = "centre" if source == "centre" else "summon"
    found: list[Action] = []
    for number in _candidates(game, seat, source, only):
        crystals_limit = player.crystals - core.toll_count(game, seat, core.ARCANO_LEECH)
        for args in _ways(game, seat, number, source):
            if args[-1] <= crystals_limit:  # the crystals to pay, last (dropped below)
                found.append(made(seat, kind, args[:-1]))
        if first and found:
            break
    return found


def _candidates(game: Game, seat: int, source: str, only: int | None) -> list[int]:
    if source == "hand":
        cards = game.players[seat].hand
    elif source == "discard":
        cards = game.discard
    else:
        cards = [n for _, row in game.extra.rows for n in row]
    numbers = sorted(set(cards))
    return numbers if only is None else [n for n in numbers if n == only]


def printed_crystals(game: Game, seat: int, number: int) -> int:
    if number == SPEEDWALL:
        return game.players[seat].gauge  # 301: X crystals, X the summoner's gauge
    return summon_cost(number, game.n, game.settings.edition).crystals


def cost_of(game: Game, seat: int, number: int, source: str) -> tuple[en.Energy, int]:
    """X15.3 steps 1-2: the energy and crystals before Nature Spirit and Hand of Fortune."""
    if source != "centre" and number != ELEMENTAL_AMULET and CARDS[number].prestige < 12 \
            and game.players[seat].count(ORB_OF_RAGFIELD):
        return en.NONE, ORB_COST  # 302: exactly 5 crystals and nothing else
    return summon_cost(number, game.n, game.settings.edition).energy, \
        printed_crystals(game, seat, number)


def energy_needs(game: Game, seat: int, energy: en.Energy) -> list[en.Energy]:
    """X15.3 steps 3-4: Nature Spirit's token of any type, then each Hand of Fortune waives one
    token of the summoner's choice (the added one may be it), never below 1 token (D16)."""
    needs = [energy]
    if game.extra.enchantment == NATURE_SPIRIT:
        needs = [en.add(energy, en.of_type(kind)) for kind in range(4)]
    hands = game.players[seat].count(core.HAND_OF_FORTUNE)
    if hands:
        waived = []
        for need in needs:
            size = en.total(need)
            waived += [need] if size <= 1 else en.submultisets(need, max(1, size - hands))
        needs = waived
    return list(dict.fromkeys(needs))


def payments(game: Game, seat: int, need: en.Energy) -> list[core.Payment]:
    """X15.3 step 5: the ways to pay ``need``; in winter with Staff of Winter any token may pay
    for an earth token (208)."""
    player = game.players[seat]
    if not need[3] or game.season != "winter" or not player.count(STAFF_OF_WINTER):
        return core.payments(player, need)
    fixed = (need[0], need[1], need[2], 0)
    pool = core.spendable(player)
    if not en.contains(pool, fixed):
        return []
    found: list[core.Payment] = []
    for earth in en.submultisets(en.sub(pool, fixed), need[3]):
        found += core.payments(player, en.add(fixed, earth))
    return list(dict.fromkeys(found))


def _ways(game: Game, seat: int, number: int, source: str) -> list[tuple[Any, ...]]:
    """The argument tuples of every way to summon ``number``, each ending with the crystals it
    costs."""
    if number == ELEMENTAL_AMULET:
        return [(*variant, 0) for variant in _amulet_ways(game, seat, source)]
    energy, crystals = cost_of(game, seat, number, source)
    found = []
    for need in energy_needs(game, seat, energy):
        for payment in payments(game, seat, need):
            found.append((number, payment, crystals))
    return list(dict.fromkeys(found))


def _amulet_ways(game: Game, seat: int, source: str) -> list[tuple[Any, ...]]:
    """Card 31 keeps its own cost rule (X15.3); under Nature Spirit 1 token more of any type is
    paid on top of the named types, and a Hand's waiver may fall on it (EK-E5). Without Nature
    Spirit the base game's variants (``SUMMON_VARIANTS``)."""
    if game.extra.enchantment != NATURE_SPIRIT:
        return [(ELEMENTAL_AMULET, *variant) for variant in SUMMON_VARIANTS[ELEMENTAL_AMULET](
            game, seat)]
    hands = game.players[seat].count(core.HAND_OF_FORTUNE)
    found = []
    for size in range(1, 5):
        for types in combinations(range(4), size):
            named = tuple(1 if kind in types else 0 for kind in range(4))
            for need in energy_needs(game, seat, named) if hands else \
                    [en.add(named, en.of_type(k)) for k in range(4)]:
                for payment in payments(game, seat, need):
                    found.append((ELEMENTAL_AMULET, payment, named))
    return list(dict.fromkeys(found))


def summon(game: Game, seat: int, args: tuple, source: str = "hand") -> None:
    """X15.4: pay, the Leeches' tolls, the card enters play, then (as tasks) the summoner's
    triggers, the opponents', the traps and the entry effect of a card still in play."""
    number, payment, *extra = args
    energy, crystals = cost_of(game, seat, number, source)
    player = game.player_for_change(seat)
    core.pay(game, seat, payment)
    player.crystals -= crystals
    core.pay_leech_tolls(game, seat)
    take_from_source(game, seat, number, source)
    index = core.enter_play(game, seat, number)
    if game.extra.enchantment == ENTANGLING_ROOTS:
        game.extra = game.extra.replace(turn=game.extra.turn | {SUMMONED})
    if source == "hand":
        log(game, "summon", player=player.name, card=number)
    else:
        log(game, "summon", player=player.name, card=number, source=source)
    uid = player.in_play[index].marks.uid
    push(game, Task("summon_triggers", seat, {"index": index}),
         Task("opponents_summon_triggers", seat, {}),
         Task("traps", seat, {"uid": uid}),
         Task("entry", seat, {"index": index, "uid": uid, "card": number, "free": False,
                              "extra": list(extra), "paid": core.payment_total(payment)}))


def take_from_source(game: Game, seat: int, number: int, source: str) -> None:
    if source == "hand":
        game.player_for_change(seat).hand.remove(number)
    elif source == "discard":
        from .piles import take_from_discard

        take_from_discard(game, number)
    else:
        rows = [(uid, list(row)) for uid, row in game.extra.rows]
        for _, row in rows:
            if number in row:
                row.remove(number)
                break
        game.extra = game.extra.replace(rows=tuple((uid, tuple(row)) for uid, row in rows))


# Opponents' "whenever an opponent summons a card" effects (Magma Core, 202), by card number:
# (game, owner seat), resolved player by player from the summoner's left (X15.4 step 5).
ON_OPPONENT_SUMMON: dict[int, Any] = {}


@task("opponents_summon_triggers")
def _opponents_summon_triggers(game: Game, current: Task) -> None:
    for other in game.opponents(current.player):
        for card in list(game.players[other].in_play):
            if card.effect in ON_OPPONENT_SUMMON:
                ON_OPPONENT_SUMMON[card.effect](game, other)


# Traps that spring when a card enters a play area (Urmian Psychic Cage, 215): set by its
# effect module, (game, seat who brought the card in, uid of the card) -> None.
TRAPS: dict[str, Any] = {}


@task("traps")
def _traps(game: Game, current: Task) -> None:
    for spring in TRAPS.values():
        spring(game, current.player, current.data["uid"])


def put_into_play(game: Game, seat: int, number: int) -> None:
    """X16: room is needed (R13.2), else the card is discarded; no amount is paid and no summon
    trigger; the armed traps spring, then the card's entry effect if it is still in play.
    Mesodae's Lantern can never be put into play this way (X16.2): callers never offer it."""
    if not core.has_room(game, seat):
        core.discard_card(game, number)
        log(game, "no_room", player=core.name(game, seat), card=number)
        return
    index = core.enter_play(game, seat, number)
    uid = game.players[seat].in_play[index].marks.uid
    push(game, Task("traps", seat, {"uid": uid}),
         Task("entry", seat, {"index": index, "uid": uid, "card": number, "free": True}))
