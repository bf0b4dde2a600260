"""Effects of the Enchanted Kingdom power cards 101-120 (expansions.md 4.2), registered by card
number."""

from __future__ import annotations

from itertools import combinations

from ...cards.catalogue import summon_cost
from .. import core
from .. import energy as en
from ..core import ask, log, push
from ..decisions import ask_gain
from ..flow import die_face
from ..model import Action, Decision, Game, Task, change_card, find_in_play, made, plain_action
from ..piles import search
from ..registry import (END_OF_GAME, END_OF_ROUND, ON_ACTIVATE, PASSIVE, SEASON_CHANGE, activation,
                        on_enter, options, resolver, step_a_action, task, trigger)
from ..sacrifices import (AFTER_FORCED, discard_from_hand, forced_sacrifice,
                          replace_with_shield)
from ..turns import STEADFAST
from .common import draw_one_into_hand, draw_up_to, in_play_choices, options_named
from .tokens import reorder_top

EARTH = en.of_type(en.EARTH)


def _store(game: Game, seat: int, index: int, tokens: en.Energy) -> None:
    """X7: ``tokens`` go on the card (not in the reserve: never spent, never counted)."""
    player = game.player_for_change(seat)
    change_card(player, index, tokens=en.add(player.in_play[index].tokens, tokens))


def _copies(game: Game, seat: int, number: int) -> list[int]:
    """The indices of the player's cards with the effects of ``number`` (a Raven's too)."""
    return [i for i, card in enumerate(game.players[seat].in_play) if card.effect == number]


def _next_copy(game: Game, seat: int, number: int, flag: str) -> int | None:
    """The first of the player's copies of ``number`` whose end-of-round effect has not resolved
    this round (each copy is a separate effect, X26.1), marked as resolved."""
    extra = game.extra
    done = extra.rounds[seat]
    for index in _copies(game, seat, number):
        key = f"{flag}:{game.players[seat].in_play[index].marks.uid}"
        if key not in done:
            from ..extra import with_seat

            game.extra = extra.replace(rounds=with_seat(extra.rounds, seat, done | {key}))
            return index
    return None


# 101 Heart of Argos ----------------------------------------------------------------------------

@trigger(ON_ACTIVATE, 101)  # type: ignore[arg-type]
def heart_of_argos_feeds(game: Game, owner: int, index: int) -> None:
    """The first activation of the owner's turn while the Heart is in play puts 1 earth on it:
    a Heart holding its earth was fed this turn (each turn of its owner falls in one round, and
    the end of the round empties it)."""
    if owner == game.active and game.players[owner].in_play[index].tokens == en.NONE:
        _store(game, owner, index, EARTH)


@trigger(END_OF_ROUND, 101)
def heart_of_argos(game: Game, owner: int) -> None:
    """The earth lying on a Heart moves into the reserve (R10.4 applies)."""
    for index in _copies(game, owner, 101):
        tokens = game.players[owner].in_play[index].tokens
        if tokens != en.NONE:
            change_card(game.player_for_change(owner), index, tokens=en.NONE)
            core.gain_energy(game, owner, tokens)
            return


# 102 Horn of Plenty ----------------------------------------------------------------------------

STAFF_OF_WINTER = 208


@trigger(END_OF_ROUND, 102)
def horn_of_plenty(game: Game, owner: int) -> None:
    """Compulsory with a token (reserve or Amulet of Water, X7.4): one discarded; earth gives 5
    (in winter with Staff of Winter any token, ruling BGA)."""
    if core.spend_options(game.players[owner], range(1, 2)):
        ask(game, Decision(owner, "horn", "horn_of_plenty", {"card": 102}))


@options("horn")
def _horn_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [made(seat, "discard", (p,)) for p in core.spend_options(game.players[seat], range(1, 2))]


@resolver("horn_of_plenty")
def _horn_of_plenty(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    core.pay(game, seat, action.args[0])
    earth = core.payment_total(action.args[0])[3] or _winter_staff(game, seat)
    if earth:
        core.gain_crystals(game, seat, 5)


def _winter_staff(game: Game, seat: int) -> bool:
    return game.season == "winter" and bool(game.players[seat].count(STAFF_OF_WINTER))


# 103 Fairy Monolith ----------------------------------------------------------------------------

@trigger(END_OF_ROUND, 103)
def fairy_monolith(game: Game, owner: int) -> None:
    """The owner may move 1 token of the reserve (or an Amulet of Water) onto this Monolith."""
    index = _next_copy(game, owner, 103, "monolith")
    if index is not None and core.spend_options(game.players[owner], range(1, 2)):
        ask(game, Decision(owner, "store", "store_token",
                           {"card": 103, "uid": game.players[owner].in_play[index].marks.uid}))


@options("store")
def _store_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [*(made(seat, "discard", (p,)) for p in core.spend_options(game.players[seat],
                                                                       range(1, 2))),
            plain_action(seat, "pass")]


@resolver("store_token")
def _store_token(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "pass":
        return
    from .common import index_of_uid

    seat = decision.player
    core.pay(game, seat, action.args[0])
    index = index_of_uid(game, seat, decision.data["uid"])
    if index is not None:
        _store(game, seat, index, core.payment_total(action.args[0]))


def _monolith_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """Official: at least 1 of its tokens; not while it holds none."""
    return [(tokens,) for tokens in en.submultisets(game.players[seat].in_play[index].tokens)]


@activation(103, _monolith_variants)
def fairy_monolith_back(game: Game, seat: int, index: int, args: tuple) -> None:
    tokens = args[0]
    player = game.player_for_change(seat)
    change_card(player, index, tokens=en.sub(player.in_play[index].tokens, tokens))
    core.gain_energy(game, seat, tokens)


# 104 Selenia's Codex ---------------------------------------------------------------------------

NATURE_SPIRIT = "nature-spirit"


def _codex_choices(game: Game, seat: int, index: int) -> list[tuple[int, int]]:
    """Another magic item of theirs (not a Selenia's Codex) whose printed cost has energy (X3.4;
    the Elemental Amulet's names types); under Nature Spirit every magic item (104)."""
    everything = game.extra.enchantment == NATURE_SPIRIT
    found = []
    for ref in in_play_choices(game, seat, familiar=False):
        number = ref[0]
        if number == 104:
            continue
        cost = summon_cost(number, game.n, game.settings.edition)
        if everything or any(cost.energy) or number == 31:
            found.append(ref)
    return found


@on_enter(104)
def selenias_codex(game: Game, owner: int, index: int) -> None:
    """Ruling (BGA): compulsory when an item qualifies. Not a sacrifice (no toll, no Shield)."""
    if _codex_choices(game, owner, index):
        ask(game, Decision(owner, "codex", "selenias_codex", {"card": 104}))


@options("codex")
def _codex_options(game: Game, decision: Decision) -> list[Action]:
    return [made(decision.player, "return", ref) for ref in _codex_choices(game, decision.player, 0)]


@resolver("selenias_codex")
def _selenias_codex(game: Game, decision: Decision, action: Action) -> None:
    index = find_in_play(game.players[decision.player], *action.args)
    core.leave_play(game, decision.player, index, to_hand=True)


# 106 Mesodae's Lantern -------------------------------------------------------------------------

@trigger(END_OF_ROUND, 106)
def mesodaes_lantern(game: Game, owner: int) -> None:
    """+3 crystals; its reserve limit is read by ``core.reserve_limit`` (X6)."""
    core.gain_crystals(game, owner, 3)


# 107 Statue of Eolis ---------------------------------------------------------------------------

@trigger(SEASON_CHANGE, 107)
def statue_of_eolis(game: Game, owner: int) -> None:
    """Each season change: 1 energy of their choice, or 2 crystals and a private look at the top
    card (which stays); each copy separately. The limit is ``core.reserve_limit``'s (X6)."""
    push(game, Task("statue", owner, {}))


@task("statue")
def _statue_task(game: Game, current: Task) -> None:
    ask(game, Decision(current.player, "statue", "statue_of_eolis", {"card": 107}))


@options("statue")
def _statue_options(game: Game, decision: Decision) -> list[Action]:
    return options_named(decision.player, ["energy", "crystals"])


@resolver("statue_of_eolis")
def _statue_of_eolis(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    if action.args[0] == "energy":
        ask_gain(game, seat, 1, 107)
    else:
        core.gain_crystals(game, seat, 2)
        core.peek(game, seat)


# 109 Io's Transmuter ---------------------------------------------------------------------------

PASSIVE.add(109)  # the transmute permission: ``transmuter_permission`` (flow's step B5)
TRANSMUTED = "transmuted"  # Extra.rounds: transmuted in the own turn under a crystal face


def transmuter_permission(game: Game, seat: int, face) -> bool:  # noqa: ANN001 - a dice.Face
    """A face that gives crystals lets the owner of an Io's Transmuter transmute this turn."""
    return bool(face.crystals) and bool(game.players[seat].count(109))


def transmuted(game: Game, seat: int) -> None:
    """A transmute action of the active player under a face that gives crystals (after step A;
    not a face Steadfast Die replaced): the Transmuters' 2 crystals at the end of the round."""
    from ..extra import with_seat

    extra = game.extra
    if seat != game.active or STEADFAST in extra.turn or TRANSMUTED in extra.rounds[seat]:
        return
    if die_face(game, seat).crystals:
        game.extra = extra.replace(rounds=with_seat(extra.rounds, seat,
                                                    extra.rounds[seat] | {TRANSMUTED}))


@trigger(END_OF_ROUND, 109)
def ios_transmuter(game: Game, owner: int) -> None:
    if TRANSMUTED in game.extra.rounds[owner]:
        core.gain_crystals(game, owner, 2)


# 110 Throne of Renewal -------------------------------------------------------------------------

@on_enter(110)
def throne_of_renewal(game: Game, owner: int, index: int) -> None:
    """With a card in hand: discard one, then draw one (kept) and the marker 1 space back
    (never below 0); with an empty hand nothing happens."""
    hand = game.players[owner].hand
    if hand:
        ask(game, Decision(owner, "choose", "throne_of_renewal",
                           {"cards": sorted(set(hand)), "card": 110, "shield": True}))


@resolver("throne_of_renewal")
def _throne_of_renewal(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    discard_or_shield(game, seat, action)
    draw_one_into_hand(game, seat)
    player = game.player_for_change(seat)
    player.bonuses = max(0, player.bonuses - 1)


# 112 Jewel of the Ancients ---------------------------------------------------------------------

def _jewel_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """3 tokens of one type (reserve or Amulet of Water); in winter with Staff of Winter any 3
    (ruling BGA)."""
    player = game.players[seat]
    if _winter_staff(game, seat):
        return [(p,) for p in core.spend_options(player, range(3, 4))]
    found = []
    for kind in range(4):
        found += [(p,) for p in core.payments(player, en.of_type(kind, 3))]
    return found


@activation(112, _jewel_variants)
def jewel_of_the_ancients(game: Game, seat: int, index: int, args: tuple) -> None:
    """One of the 3 goes on the Jewel (X7), the other two are discarded."""
    paid = core.payment_total(args[0])
    core.pay(game, seat, args[0])
    kind = next(k for k in range(4) if paid[k])
    _store(game, seat, index, en.of_type(kind))


@trigger(END_OF_GAME, 112)
def jewel_at_the_end(game: Game, owner: int) -> None:
    """+35 with 3 tokens or more on it, else -10 (stopping at 0); each Jewel its own tokens,
    resolved last (X29.2: ``flow.END_OF_GAME_ORDER``)."""
    for index in _copies(game, owner, 112):
        key = f"jewel:{game.players[owner].in_play[index].marks.uid}"
        if key in game.extra.rounds[owner]:
            continue
        from ..extra import with_seat

        game.extra = game.extra.replace(rounds=with_seat(game.extra.rounds, owner,
                                                         game.extra.rounds[owner] | {key}))
        if en.total(game.players[owner].in_play[index].tokens) >= 3:
            core.gain_crystals(game, owner, 35)
        else:
            core.lose_crystals(game, owner, 10)
        return


# 114 Steadfast Die -----------------------------------------------------------------------------

STEADFAST_OPTIONS = ["gauge", "energy", "transmute"]
PASSIVE.add(114)  # read by step A (turns.step_a_extras, registry.STEP_A_ACTIONS)


def _steadfast_options(game: Game, seat: int) -> list[Action]:
    """X13 A3: with a Steadfast Die in play, once per turn however many (ruling BGA)."""
    if not game.players[seat].count(114):
        return []
    return options_named(seat, STEADFAST_OPTIONS)


@step_a_action("option", _steadfast_options)
def steadfast_die(game: Game, seat: int, args: tuple) -> None:
    """The whole face is ignored (``turns.die_ignored``); exactly one of gauge +1, 1 energy of
    their choice, permission to transmute. Not an activation."""
    game.extra = game.extra.replace(turn=game.extra.turn | {STEADFAST})
    log(game, "steadfast", player=core.name(game, seat), option=args[0])
    if args[0] == "gauge":
        core.raise_gauge(game, seat, 1)
    elif args[0] == "energy":
        ask_gain(game, seat, 1, 114)
    else:
        game.transmute_ok = True


# 115 Amulet of Time ----------------------------------------------------------------------------

@on_enter(115)
def amulet_of_time(game: Game, owner: int, index: int) -> None:
    """2 energy of their choice (R10.4), then X cards discarded from the hand and X drawn."""
    push(game, Task("amulet_of_time", owner, {}))
    ask_gain(game, owner, 2, 115)


@task("amulet_of_time")
def _amulet_of_time_task(game: Game, current: Task) -> None:
    if game.players[current.player].hand:
        ask(game, Decision(current.player, "renew", "amulet_of_time", {"card": 115}))


@options("renew")
def _renew_options(game: Game, decision: Decision) -> list[Action]:
    """Every sub-multiset of the hand, the empty one included (X = 0), in card-number order."""
    seat = decision.player
    hand = sorted(game.players[seat].hand)
    groups = dict.fromkeys(group for size in range(len(hand) + 1)
                           for group in combinations(hand, size))
    shields = _shields_for(game, seat)
    found = []
    for group in groups:
        found.append(made(seat, "renew", (group,)))
        for size in range(1, min(shields, len(group)) + 1):  # X21.5: one Shield per discard
            for replaced in dict.fromkeys(combinations(group, size)):
                found.append(made(seat, "renew", (group, replaced)))
    return found


def _shields_for(game: Game, seat: int) -> int:
    """How many discards the player's Shields of Zira can replace, the tolls paid (X21.5, X21.7)."""
    from ..sacrifices import TOLL, titan_owners

    shields = len(_copies(game, seat, 113))
    titans = len(titan_owners(game, seat))
    while shields and TOLL * titans * shields > game.players[seat].crystals:
        shields -= 1
    return shields


@resolver("amulet_of_time")
def _renew(game: Game, decision: Decision, action: Action) -> None:
    """Ruling (BGA): the discards go on top of the discard pile first (in the order listed,
    X4.1: card-number order), so a reshuffle during the draws takes them."""
    seat = decision.player
    group = action.args[0]
    replaced = list(action.args[1]) if len(action.args) > 1 else []
    for number in group:
        if number in replaced:  # a Shield of Zira instead; the card stays, the X draws still come
            replaced.remove(number)
            replace_with_shield(game, seat)
        else:
            discard_from_hand(game, seat, number)
    drawn = draw_up_to(game, seat, len(group))
    game.player_for_change(seat).hand.extend(drawn)
    if drawn:
        core.gained(game, seat)
    if len(drawn) == 1:  # X = 1: a single-card draw (X25.2)
        core.drew_one(game, seat, drawn[0])


# 116 Arcane Telescope --------------------------------------------------------------------------

@activation(116, lambda game, seat, index: [()] if core.activation_crystals(game, seat) >= 2
            and (game.draw_pile_size or game.discard) else [])
def arcane_telescope(game: Game, seat: int, index: int, args: tuple) -> None:
    """2 crystals (after the Fairies' tolls); the top 3 cards back in the order of their choice."""
    core.lose_crystals(game, seat, 2)
    reorder_top(game, seat, 3, 116)


# 117 Argos Hawk --------------------------------------------------------------------------------

@on_enter(117)
def argos_hawk(game: Game, owner: int, index: int) -> None:
    core.gain_crystals(game, owner, 10)
    core.raise_gauge(game, owner, 1)


@activation(117, lambda game, seat, index: [()])
def argos_hawk_sacrificed(game: Game, seat: int, index: int, args: tuple) -> None:
    """A voluntary sacrifice (X20.1: the toll and a Shield, ``sacrifices``). Each opponent:
    gauge -1 (not limited by their cards in play, R13.3) and 6 crystals (X19 applies)."""
    core.leave_play(game, seat, index)
    for other in game.opponents(seat):
        core.lower_gauge(game, other, 1)
        core.gain_crystals(game, other, 6)


# 119 Warden of Argos ---------------------------------------------------------------------------

@on_enter(119)
def warden_of_argos(game: Game, owner: int, index: int) -> None:
    ask(game, Decision(owner, "warden", "warden_of_argos", {"card": 119}))


@options("warden")
def _warden_options(game: Game, decision: Decision) -> list[Action]:
    return options_named(decision.player, ["energy", "card"])


@resolver("warden_of_argos")
def _warden_of_argos(game: Game, decision: Decision, action: Action) -> None:
    """Every player, the owner last, in turn order from the owner's left (ruling BGA)."""
    owner = decision.player
    op = "warden_energy" if action.args[0] == "energy" else "warden_card"
    push(game, *(Task(op, seat) for seat in [*game.opponents(owner), owner]))


@task("warden_energy")
def _warden_energy(game: Game, current: Task) -> None:
    """4 tokens of their reserve (all if fewer); tokens stored on cards are untouched (X7)."""
    seat = current.player
    count = min(4, en.total(game.players[seat].energy))
    if count:
        ask(game, Decision(seat, "overflow", data={"count": count}))


@task("warden_card")
def _warden_card(game: Game, current: Task) -> None:
    hand = game.players[current.player].hand
    if hand:
        ask(game, Decision(current.player, "choose", "discard_from_hand",
                           {"cards": sorted(set(hand)), "card": 119, "shield": True}))


@resolver("discard_from_hand")
def _discard_chosen(game: Game, decision: Decision, action: Action) -> None:
    discard_or_shield(game, decision.player, action)


def discard_or_shield(game: Game, seat: int, action: Action) -> None:
    """The card chosen is discarded, or a Shield of Zira goes instead (X21.1)."""
    if action.kind == "shield":
        replace_with_shield(game, seat)
    else:
        discard_from_hand(game, seat, action.args[0])


# 120 Ratty Nightshade --------------------------------------------------------------------------

@on_enter(120)
def ratty_nightshade(game: Game, owner: int, index: int) -> None:
    """Up to 2 tokens of the owner's choice from each opponent's reserve, from the left; the
    owner's overflow is checked after each opponent (the loop does, between the tasks)."""
    push(game, *(Task("ratty", owner, {"from": seat}) for seat in game.opponents(owner)))


@task("ratty")
def _ratty(game: Game, current: Task) -> None:
    reserve = game.players[current.data["from"]].energy
    count = min(2, en.total(reserve))
    if count:
        ask(game, Decision(current.player, "take", "ratty_nightshade",
                           {"from": current.data["from"], "count": count, "card": 120}))


@options("take")
def _take_options(game: Game, decision: Decision) -> list[Action]:
    reserve = game.players[decision.data["from"]].energy
    return [made(decision.player, "take", (tokens,))
            for tokens in en.submultisets(reserve, decision.data["count"])]


@resolver("ratty_nightshade")
def _ratty_nightshade(game: Game, decision: Decision, action: Action) -> None:
    victim = game.player_for_change(decision.data["from"])
    victim.energy = en.sub(victim.energy, action.args[0])
    core.gain_energy(game, decision.player, action.args[0])


# 105 Scroll of Ishtar, 108 Familiar Catcher: searches of the draw pile (X24) ------------------

TYPE_NAMES = ("air", "water", "fire", "earth")


def _matches(game: Game, spec: dict):  # noqa: ANN202 - a card -> bool test
    """What a search looks for: a familiar (108), or a magic item whose printed cost for this
    number of players has a token of the named type (105; never the Elemental Amulet)."""
    from ...cards.catalogue import CARDS

    if spec["match"] == "familiar":
        return lambda number: CARDS[number].is_familiar
    kind = spec["type"]
    return lambda number: (not CARDS[number].is_familiar and number != 31
                           and summon_cost(number, game.n, game.settings.edition).energy[kind] > 0)


@on_enter(105)
def scroll_of_ishtar(game: Game, owner: int, index: int) -> None:
    ask(game, Decision(owner, "name_type", "scroll_of_ishtar", {"card": 105, "second": False}))


@options("name_type")
def _name_type_options(game: Game, decision: Decision) -> list[Action]:
    return options_named(decision.player, list(TYPE_NAMES))


@resolver("scroll_of_ishtar")
def _scroll_of_ishtar(game: Game, decision: Decision, action: Action) -> None:
    spec = {"match": "type", "type": TYPE_NAMES.index(action.args[0]), "card": 105}
    _search_and_offer(game, decision.player, spec, decision.data["second"])


@on_enter(108)
def familiar_catcher(game: Game, owner: int, index: int) -> None:
    _search_and_offer(game, owner, {"match": "familiar", "card": 108}, False)


def _search_and_offer(game: Game, seat: int, spec: dict, second: bool) -> None:
    """Search (X24); a first find may be kept or discarded, a second must be kept."""
    found = search(game, seat, _matches(game, spec))
    if found is None:
        return
    if second:
        game.player_for_change(seat).hand.append(found)
        core.gained(game, seat)
        return
    ask(game, Decision(seat, "found", "found_card", {**spec, "held": [found]}))


@options("found")
def _found_options(game: Game, decision: Decision) -> list[Action]:
    return [plain_action(decision.player, "keep"), plain_action(decision.player, "discard")]


@resolver("found_card")
def _found_card(game: Game, decision: Decision, action: Action) -> None:
    """Declining is final; the second search (Scroll: naming any type) must be kept."""
    seat = decision.player
    card = decision.data["held"][0]
    if action.kind == "keep":
        game.player_for_change(seat).hand.append(card)
        core.gained(game, seat)
        return
    core.discard_card(game, card)
    if decision.data["card"] == 105:
        ask(game, Decision(seat, "name_type", "scroll_of_ishtar", {"card": 105, "second": True}))
    else:
        _search_and_offer(game, seat, {"match": "familiar", "card": 108}, True)


# 111 Potion of Resurrection --------------------------------------------------------------------

@activation(111, lambda game, seat, index: [()])
def potion_of_resurrection(game: Game, seat: int, index: int, args: tuple) -> None:
    """Ruling (BGA): the top 5 of the discard pile are taken before the Potion reaches it, then
    the Potion is sacrificed (voluntary: the toll first) and goes on top; one of the 5 to the
    hand, the others to the bottom, keeping their order (X4.2)."""
    from ..piles import discard_top_cards, take_from_discard

    taken = discard_top_cards(game, 5)
    for number in taken:
        take_from_discard(game, number)
    core.leave_play(game, seat, index)  # voluntary: the toll and a Shield, ``sacrifices``
    if taken:
        ask(game, Decision(seat, "choose", "potion_of_resurrection",
                           {"cards": sorted(set(taken)), "held": taken, "card": 111}))


@resolver("potion_of_resurrection")
def _potion_of_resurrection(game: Game, decision: Decision, action: Action) -> None:
    from ..piles import discard_at_bottom

    taken = list(decision.data["held"])  # top first
    taken.remove(action.args[0])
    game.player_for_change(decision.player).hand.append(action.args[0])
    core.gained(game, decision.player)
    discard_at_bottom(game, list(reversed(taken)))  # in their order in the pile, lowest first


# 118 Raven the Usurper -------------------------------------------------------------------------

def _raven_targets(game: Game, seat: int) -> list[Action]:
    """X23.1: a magic item in an opponent's play area, its printed cost paid in full (energy as
    in R10.6, with Staff of Winter's earth; crystals), or "pass". The Elemental Amulet: 1 to 4
    different types named, one token of each paid."""
    from ...cards.catalogue import CARDS
    from ..model import card_ref
    from ..summons import payments, printed_crystals

    player = game.players[seat]
    found: list[Action] = []
    for other in game.opponents(seat):
        for index, card in enumerate(game.players[other].in_play):
            number = card.number
            if CARDS[number].is_familiar:
                continue
            ref = card_ref(game.players[other], index)
            if number == 31:
                needs = [tuple(1 if k in types else 0 for k in range(4))
                         for size in range(1, 5) for types in combinations(range(4), size)]
                crystals = 0
            else:
                needs = [summon_cost(number, game.n, game.settings.edition).energy]
                crystals = printed_crystals(game, seat, number)
            if crystals > player.crystals:
                continue
            for need in needs:
                for payment in payments(game, seat, need):
                    found.append(made(seat, "copy", (other, *ref, payment)))
    return [*dict.fromkeys(found), plain_action(seat, "pass")]


@on_enter(118)
def raven_the_usurper(game: Game, owner: int, index: int) -> None:
    """Ruling (BGA): copying is optional. Its uid names it in the decision (cards may move)."""
    ask(game, Decision(owner, "usurp", "raven_the_usurper",
                       {"card": 118, "uid": game.players[owner].in_play[index].marks.uid}))


@options("usurp")
def _usurp_options(game: Game, decision: Decision) -> list[Action]:
    return _raven_targets(game, decision.player)


@resolver("raven_the_usurper")
def _raven_the_usurper(game: Game, decision: Decision, action: Action) -> None:
    """X23.2: pay (not a summon: no Hand of Fortune, Orb, Nature Spirit, Leech, Staff of Spring,
    Vase or Magma Core), then the Raven has the item's effects: its entry effect at once."""
    from ..model import with_marks
    from ..registry import ENTRY, ENTRY_DETAILED
    from ..summons import printed_crystals
    from .common import index_of_uid

    if action.kind == "pass":
        return
    seat = decision.player
    other, number, copy, payment = action.args
    index = index_of_uid(game, seat, decision.data["uid"])
    item = game.players[other].in_play[find_in_play(game.players[other], number, copy)]
    core.pay(game, seat, payment)
    if number != 31:
        core.lose_crystals(game, seat, printed_crystals(game, seat, number))
    if index is None:  # the Raven left play meanwhile (a trap): nothing more
        return
    raven = game.players[seat].in_play[index]
    marks = raven.marks.replace(copies=number, copy_uid=item.marks.uid, armed=number == 215)
    with_marks(game.player_for_change(seat), index, marks)
    log(game, "copies", player=core.name(game, seat), card=number)
    if number in ENTRY:
        ENTRY[number](game, seat, index)
    elif number in ENTRY_DETAILED:
        ENTRY_DETAILED[number](game, seat, index, {"free": False, "extra": [],
                                                   "paid": core.payment_total(payment)})


@task("raven_left")
def _raven_left(game: Game, current: Task) -> None:
    """X23.4: the copied item left play: the Raven is sacrificed (forced: no toll)."""
    from .common import index_of_uid

    index = index_of_uid(game, current.player, current.data["uid"])
    if index is not None:
        forced_sacrifice(game, current.player, index, "raven", {"uid": current.data["uid"]})


def _raven_kept(game: Game, seat: int, data: dict, replaced: bool) -> None:
    """X21.4: a Raven that a Shield saved stays in play without any copied effect."""
    from ..model import with_marks
    from .common import index_of_uid

    index = index_of_uid(game, seat, data["uid"])
    if replaced and index is not None:
        marks = game.players[seat].in_play[index].marks
        with_marks(game.player_for_change(seat), index, marks.replace(copies=0, copy_uid=0))


AFTER_FORCED["raven"] = _raven_kept


# 113 Shield of Zira ----------------------------------------------------------------------------

PASSIVE.add(113)  # X21: read where a card is discarded or sacrificed (sacrifices.py, links.py)
