"""Effects of the Path of Destiny power cards 201-222 (expansions.md 4.3), registered by card
number."""

from __future__ import annotations

from ...cards.catalogue import CARDS
from .. import core
from .. import energy as en
from ..core import ask, log, push
from ..decisions import ask_gain
from ..flow import draw_one
from ..model import (Action, Decision, Game, InPlay, RolledDie, Task, card_ref, change_card,
                     find_in_play, made, plain_action)
from ..piles import (discard_top_cards, look, put_at_bottom, put_on_top, remove_from_game,
                     take_from_discard)
from ..prelude import TWIST_OF_FATE
from ..registry import (END_OF_ROUND, NO_EFFECT, PASSIVE, PRELUDE, SEASON_MOVE, activation,
                        on_enter, options, resolver, task, trigger, turn_action)
from ..summons import ON_OPPONENT_SUMMON
from .common import draw_up_to, in_play_choices, options_named

NO_EFFECT.add(222)  # the Replica: prestige only (its removal when it leaves play is X17.3's)


# 203 Twist of Fate -----------------------------------------------------------------------------

def twist_of_fate(game: Game, holder: int) -> None:
    """X12.2 step 2: the Twist is removed from the game; the holder draws 2 cards, keeps one
    among their chosen cards and discards the other (one card kept if only one could be drawn)."""
    player = game.player_for_change(holder)
    chosen = player.chosen.copy()
    chosen.remove(TWIST_OF_FATE)
    player.chosen = chosen
    remove_from_game(game, [TWIST_OF_FATE])
    drawn = draw_up_to(game, holder, 2)
    if len(drawn) == 2:
        ask(game, Decision(holder, "choose", "twist_of_fate",
                           {"cards": drawn, "held": drawn, "card": TWIST_OF_FATE}))
    elif drawn:
        player.chosen = [*chosen, *drawn]


PRELUDE[TWIST_OF_FATE] = twist_of_fate


@resolver("twist_of_fate")
def _twist_of_fate(game: Game, decision: Decision, action: Action) -> None:
    kept = action.args[0]
    player = game.player_for_change(decision.player)
    player.chosen = [*player.chosen, kept]
    rest = list(decision.data["cards"])
    rest.remove(kept)
    for number in rest:
        core.discard_card(game, number)


# 201 Dragonsoul --------------------------------------------------------------------------------

def _dragonsoul_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """1 crystal (after the Fairies' tolls): one of the owner's activated cards, not a Dragonsoul
    nor a copy of one (X3.3; ruling BGA: refused without a target)."""
    if core.activation_crystals(game, seat) < 1:
        return []
    player = game.players[seat]
    found = []
    for other, card in enumerate(player.in_play):
        if card.activated and card.effect != 201 and other != index:
            ref = card_ref(player, other)
            if ((ref,),) not in found:
                found.append(((ref,),))  # a list of one card, as notation names cards in play
    return found


@activation(201, _dragonsoul_variants)
def dragonsoul(game: Game, seat: int, index: int, args: tuple) -> None:
    core.lose_crystals(game, seat, 1)
    change_card(game.player_for_change(seat), find_in_play(game.players[seat], *args[0][0]),
                activated=False)


# 202 Magma Core --------------------------------------------------------------------------------

FIRE = en.of_type(en.FIRE)


def magma_core_fire(game: Game, owner: int) -> None:
    """X15.4 step 5: each time an opponent summons (not puts into play), 1 fire per Core."""
    core.gain_energy(game, owner, FIRE)


ON_OPPONENT_SUMMON[202] = magma_core_fire


@activation(202, lambda game, seat, index: [()])
def magma_core(game: Game, seat: int, index: int, args: tuple) -> None:
    """Sacrifice it (voluntary: the toll and a Shield, ``sacrifices``): 3 fire."""
    core.leave_play(game, seat, index)
    core.gain_energy(game, seat, en.of_type(en.FIRE, 3))


# 204 Potion of the Ancients --------------------------------------------------------------------

ANCIENT_OPTIONS = ("a", "b", "c", "d")


@activation(204, lambda game, seat, index: [(first, second) for first in ANCIENT_OPTIONS
                                            for second in ANCIENT_OPTIONS if first != second])
def potion_of_the_ancients(game: Game, seat: int, index: int, args: tuple) -> None:
    """Sacrifice it; two different options in the chosen order: (a) every reserve token gives 4
    crystals plus the per-token extras (as Potion of Life), (b) draw 2 keep 1, (c) gauge +2,
    (d) 4 energy. The second waits for the first's decisions (a task)."""
    core.leave_play(game, seat, index)
    push(game, Task("ancients", seat, {"option": args[1]}))
    _ancient_option(game, seat, args[0])


@task("ancients")
def _ancients_task(game: Game, current: Task) -> None:
    _ancient_option(game, current.player, current.data["option"])


def _ancient_option(game: Game, seat: int, option: str) -> None:
    from ..actions import transmute_extra
    from ..transmutation import after_transmutation

    if option == "a":
        player = game.player_for_change(seat)
        tokens = en.total(player.energy)
        player.energy = en.NONE
        gained = tokens * (4 + transmute_extra(game, seat))
        core.gain_crystals(game, seat, gained)
        after_transmutation(game, seat, 0 if player.count(core.IOS_MINION) else gained, tokens)
    elif option == "b":
        drawn = draw_up_to(game, seat, 2)
        if len(drawn) == 2:
            ask(game, Decision(seat, "choose", "keep_one", {"cards": drawn, "held": drawn,
                                                            "card": 204}))
        elif drawn:
            game.player_for_change(seat).hand.extend(drawn)
            core.gained(game, seat)
    elif option == "c":
        core.raise_gauge(game, seat, 2)
    else:
        ask_gain(game, seat, 4, 204)


# 205 Ethiel's Fountain -------------------------------------------------------------------------

@trigger(END_OF_ROUND, 205)
def ethiels_fountain(game: Game, owner: int) -> None:
    if not game.players[owner].hand:
        core.gain_crystals(game, owner, 3)


# 206 Dial of Colof -----------------------------------------------------------------------------

@on_enter(206)
def dial_of_colof(game: Game, owner: int, index: int) -> None:
    core.raise_gauge(game, owner, 2)


@trigger(END_OF_ROUND, 206)
def dial_of_colof_reroll(game: Game, owner: int) -> None:
    """With more cards in play than at least one opponent, the owner may reroll the leftover die
    (before the token moves, X26.3)."""
    mine = len(game.players[owner].in_play)
    if any(mine > len(game.players[other].in_play) for other in game.opponents(owner)):
        ask(game, Decision(owner, "dial", "dial_of_colof", {"card": 206}))


@options("dial")
def _dial_options(game: Game, decision: Decision) -> list[Action]:
    return [plain_action(decision.player, "reroll"), plain_action(decision.player, "pass")]


@resolver("dial_of_colof")
def _dial_of_colof(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "pass":
        return
    game.piles_for_change()
    index = next(i for i, die in enumerate(game.dice) if die.owner is None)
    die = game.dice[index] = RolledDie(game.dice[index].die,
                                       core.chance(game, 6, "reroll") + 1, None)
    log(game, "reroll", player=core.name(game, decision.player), die=die.die, face=die.face)


# 207 Chalice of Eternity -----------------------------------------------------------------------

@trigger(END_OF_ROUND, 207)
def chalice_of_eternity(game: Game, owner: int) -> None:
    """As the Fairy Monolith's: 1 token of the reserve (or an Amulet of Water) may go on it."""
    from .cards_101_120 import _next_copy

    index = _next_copy(game, owner, 207, "chalice")
    if index is not None and core.spend_options(game.players[owner], range(1, 2)):
        ask(game, Decision(owner, "store", "store_token",
                           {"card": 207, "uid": game.players[owner].in_play[index].marks.uid}))


@activation(207, lambda game, seat, index: [
    (tokens,) for tokens in en.submultisets(game.players[seat].in_play[index].tokens, 4)])
def chalice_of_eternity_activated(game: Game, seat: int, index: int, args: tuple) -> None:
    """4 of its tokens discarded; of the top 4 cards one is put into play (X16: room needed,
    never a Lantern; ruling BGA: else all discarded), the others discarded."""
    player = game.player_for_change(seat)
    change_card(player, index, tokens=en.sub(player.in_play[index].tokens, args[0]))
    seen = look(game, seat, 4)
    game.extra = game.extra.replace(top=game.extra.top[len(seen):])
    offered = [n for n in seen if core.can_be_put_into_play(game, n)]
    if seen and (not core.has_room(game, seat) or not offered):
        for number in seen:
            core.discard_card(game, number)
    elif seen:
        ask(game, Decision(seat, "choose", "divine_chalice",
                           {"cards": offered, "held": seen, "card": 207}))


# 208 Staff of Winter ---------------------------------------------------------------------------

PASSIVE.add(208)  # winter's earth: summons.payments, transmutation.rates, Balance, Horn, Jewel


def _staff_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """A magic item of the hand discarded (a Shield of Zira may replace it, X21), for 3 energy."""
    items = sorted({n for n in game.players[seat].hand if not CARDS[n].is_familiar})
    found: list[tuple] = [(n,) for n in items]
    from ..sacrifices import can_sacrifice_voluntarily, has_shield

    if items and has_shield(game, seat) is not None and can_sacrifice_voluntarily(game, seat):
        found += [("shield", n) for n in items]
    return found


@activation(208, _staff_variants)
def staff_of_winter(game: Game, seat: int, index: int, args: tuple) -> None:
    from ..sacrifices import discard_from_hand, replace_with_shield

    if args[0] == "shield":
        replace_with_shield(game, seat)
    else:
        discard_from_hand(game, seat, args[0])
    ask_gain(game, seat, 3, 208)


# 209 Sepulchral Amulet -------------------------------------------------------------------------

@on_enter(209)
def sepulchral_amulet(game: Game, owner: int, index: int) -> None:
    """The top 3 of the discard pile, looked at privately: one to the hand, one on top of the
    draw pile, one at its bottom (with fewer, in this order as far as they go)."""
    taken = discard_top_cards(game, 3)
    for number in taken:
        take_from_discard(game, number)
    _sepulchral_step(game, owner, taken, 0)


SEPULCHRAL_PLACES = ("hand", "top", "bottom")


def _sepulchral_step(game: Game, seat: int, cards: list[int], step: int) -> None:
    if not cards:
        return
    if len(cards) == 1 or len(set(cards)) == 1:
        for number in cards:
            _sepulchral_place(game, seat, number, step)
            step += 1
        return
    ask(game, Decision(seat, "choose", "sepulchral_amulet",
                       {"cards": sorted(set(cards)), "held": cards, "step": step, "card": 209}))


def _sepulchral_place(game: Game, seat: int, number: int, step: int) -> None:
    place = SEPULCHRAL_PLACES[step]
    if place == "hand":
        game.player_for_change(seat).hand.append(number)
        core.gained(game, seat)
    elif place == "top":
        put_on_top(game, [number])
    else:
        put_at_bottom(game, number)


@resolver("sepulchral_amulet")
def _sepulchral_amulet(game: Game, decision: Decision, action: Action) -> None:
    cards = list(decision.data["held"])
    cards.remove(action.args[0])
    _sepulchral_place(game, decision.player, action.args[0], decision.data["step"])
    _sepulchral_step(game, decision.player, cards, decision.data["step"] + 1)


# 210 Eolis's Replicator ------------------------------------------------------------------------

WATER = en.of_type(en.WATER)


def _replicator_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """1 water (reserve or Amulet of Water), room for the Replica and one left in the stack."""
    if not game.extra.replicas or not core.has_room(game, seat):
        return []
    return [(payment,) for payment in core.payments(game.players[seat], WATER)]


@activation(210, _replicator_variants)
def eoliss_replicator(game: Game, seat: int, index: int, args: tuple) -> None:
    """A Replica from the stack is put into play (X16: traps spring; not a summon)."""
    from ..summons import put_into_play

    core.pay(game, seat, args[0])
    game.extra = game.extra.replace(replicas=game.extra.replicas - 1)
    put_into_play(game, seat, 222)


# 211 Estorian Harp -----------------------------------------------------------------------------

def _harp_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """2 tokens of the same type (reserve or Amulet of Water); any 2 in winter with Staff of
    Winter (ruling BGA)."""
    player = game.players[seat]
    if game.season == "winter" and player.count(208):
        return [(p,) for p in core.spend_options(player, range(2, 3))]
    found = []
    for kind in range(4):
        found += [(p,) for p in core.payments(player, en.of_type(kind, 2))]
    return found


@activation(211, _harp_variants)
def estorian_harp(game: Game, seat: int, index: int, args: tuple) -> None:
    core.pay(game, seat, args[0])
    core.raise_gauge(game, seat, 1)
    core.gain_crystals(game, seat, 3)


# 212 Chrono-Ring -------------------------------------------------------------------------------

def chrono_ring(game: Game, owner: int, delta: int) -> None:
    """X27.2: a single forward move of 3 or more: 4 crystals, or 1 energy of their choice."""
    push(game, Task("chrono_ring", owner, {}))


SEASON_MOVE[212] = chrono_ring


@task("chrono_ring")
def _chrono_ring_task(game: Game, current: Task) -> None:
    ask(game, Decision(current.player, "chrono", "chrono_ring", {"card": 212}))


@options("chrono")
def _chrono_options(game: Game, decision: Decision) -> list[Action]:
    return options_named(decision.player, ["crystals", "energy"])


@resolver("chrono_ring")
def _chrono_ring(game: Game, decision: Decision, action: Action) -> None:
    if action.args[0] == "crystals":
        core.gain_crystals(game, decision.player, 4)
    else:
        ask_gain(game, decision.player, 1, 212)


# 214 Carnivora Strombosea ----------------------------------------------------------------------

@trigger(END_OF_ROUND, 214)
def carnivora_strombosea(game: Game, owner: int) -> None:
    """With an empty reserve (stored tokens do not count), look at the top card: take it (gauge
    -1, only with room: never below the cards in play) or leave it on top."""
    if game.players[owner].energy != en.NONE:
        return
    seen = core.peek(game, owner)
    if seen is not None:
        ask(game, Decision(owner, "carnivora", "carnivora_strombosea", {"seen": seen,
                                                                        "card": 214}))


@options("carnivora")
def _carnivora_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    take = [plain_action(seat, "keep")] if core.has_room(game, seat) else []
    return [*take, plain_action(seat, "back")]


@resolver("carnivora_strombosea")
def _carnivora_strombosea(game: Game, decision: Decision, action: Action) -> None:
    if action.kind == "back":
        return
    seat = decision.player
    card = core.take_top(game, "draw")
    game.player_for_change(seat).hand.append(card)
    core.gained(game, seat)
    core.lower_gauge(game, seat, 1)
    core.drew_one(game, seat, card)


# 216 Servant of Ragfield -----------------------------------------------------------------------

@on_enter(216)
def servant_of_ragfield(game: Game, owner: int, index: int) -> None:
    """Each player with 10 crystals or more, in turn order from the owner, checked in turn: draw
    1 (keep or discard) and gauge +1 whatever they decide (ruling BGA)."""
    push(game, *(Task("servant", seat) for seat in game.seats_from(owner)))


@task("servant")
def _servant(game: Game, current: Task) -> None:
    seat = current.player
    if game.players[seat].crystals >= 10:
        core.raise_gauge(game, seat, 1)
        draw_one(game, seat)


# 218 Io's Minion -------------------------------------------------------------------------------

AIR = en.of_type(en.AIR)


@on_enter(218)
def ios_minion(game: Game, owner: int, index: int) -> None:
    """+1 air and gauge +1; its holder gains no crystals (``core.gain_crystals``, X19)."""
    core.gain_energy(game, owner, AIR)
    core.raise_gauge(game, owner, 1)


@activation(218, lambda game, seat, index: [(p,) for p in core.payments(game.players[seat], AIR)])
def pass_ios_minion(game: Game, seat: int, index: int, args: tuple) -> None:
    """X17.1: straightened into the left neighbour's play area, whatever their gauge; not a
    summon nor a put-into-play: no entry effect, no trap."""
    core.pay(game, seat, args[0])
    card = game.player_for_change(seat).in_play.pop(index)
    game.player_for_change(game.left_of(seat)).in_play.append(
        InPlay(card.number, False, card.tokens, card.marks))


# 213 Arus's Mimicry ----------------------------------------------------------------------------

@on_enter(213)
def aruss_mimicry(game: Game, owner: int, index: int) -> None:
    """Compulsory (ruling BGA): discard a card from the hand or sacrifice a card in play (the
    Mimicry itself allowed), then 12 crystals."""
    ask(game, Decision(owner, "mimicry", "aruss_mimicry", {"card": 213}))


@options("mimicry")
def _mimicry_options(game: Game, decision: Decision) -> list[Action]:
    """A card of the hand discarded or one in play sacrificed (X20.2, X21)."""
    from ..sacrifices import discard_or_sacrifice_options

    return discard_or_sacrifice_options(game, decision.player)


@resolver("aruss_mimicry")
def _aruss_mimicry(game: Game, decision: Decision, action: Action) -> None:
    from ..sacrifices import discard_or_sacrifice

    discard_or_sacrifice(game, decision.player, action)
    core.gain_crystals(game, decision.player, 12)


# 215 Urmian Psychic Cage -----------------------------------------------------------------------

PASSIVE.add(215)  # its trap springs when a card enters a play area (summons.TRAPS)


def spring_cages(game: Game, bringer: int, uid: int) -> None:
    """X15.4 step 6, X16.3: every armed Cage (a Raven copying one too) but the entering card
    itself springs, one after the other, in turn order from the player who brought it in."""
    cages = []
    for seat in game.seats_from(bringer):
        for card in game.players[seat].in_play:
            if card.effect == 215 and card.marks is not None and card.marks.armed \
                    and card.marks.uid != uid:
                cages.append(Task("cage", bringer, {"cage": card.marks.uid, "owner": seat,
                                                    "card": uid}))
    push(game, *cages)


def _register_trap() -> None:
    from ..summons import TRAPS

    TRAPS["urmian-psychic-cage"] = spring_cages


_register_trap()


@task("cage")
def _cage(game: Game, current: Task) -> None:
    """The Trap token is removed for good; if the entering card is still in play, its bringer
    chooses: (a) discard it without its entry effect, or (b) sacrifice another card of theirs."""
    from ..model import with_marks
    from .common import index_of_uid

    owner = current.data["owner"]
    cage = index_of_uid(game, owner, current.data["cage"])
    if cage is None or not game.players[owner].in_play[cage].marks.armed:
        return
    marks = game.players[owner].in_play[cage].marks
    with_marks(game.player_for_change(owner), cage, marks.replace(armed=False))
    if index_of_uid(game, current.player, current.data["card"]) is not None:
        ask(game, Decision(current.player, "trap", "urmian_trap",
                           {"uid": current.data["card"], "card": 215}))


@options("trap")
def _trap_options(game: Game, decision: Decision) -> list[Action]:
    """(a) always; (b) a voluntary sacrifice of another card (the toll), the Cage allowed."""
    from ..sacrifices import can_sacrifice_voluntarily
    from .common import index_of_uid

    seat = decision.player
    entering = index_of_uid(game, seat, decision.data["uid"])
    found = [made(seat, "option", ("discard",))]
    if can_sacrifice_voluntarily(game, seat):
        player = game.players[seat]
        for ref in in_play_choices(game, seat):
            if find_in_play(player, *ref) != entering:
                found.append(made(seat, "sacrifice", ref))
    return found


@resolver("urmian_trap")
def _urmian_trap(game: Game, decision: Decision, action: Action) -> None:
    """(a) is not a sacrifice (no toll, no Cursed Treatise, no Shield): the card goes from play
    to the discard pile (a Replica is removed from the game); its cost stays paid."""
    from ..links import place_left_card
    from ..sacrifices import sacrifice
    from .common import index_of_uid

    seat = decision.player
    if action.kind == "sacrifice":
        sacrifice(game, seat, find_in_play(game.players[seat], *action.args), voluntary=True)
        return
    index = index_of_uid(game, seat, decision.data["uid"])
    card = game.player_for_change(seat).in_play.pop(index)
    place_left_card(game, seat, card, False, sacrificed=False)
    log(game, "trapped", player=core.name(game, seat), card=card.number)


# 217 Argosian Tangleweed -----------------------------------------------------------------------

def _tangleweed_targets(game: Game, seat: int) -> list[Action]:
    found = []
    for other in game.opponents(seat):
        player = game.players[other]
        for index, card in enumerate(player.in_play):
            if CARDS[card.number].is_familiar:
                action = made(seat, "lock", (other, *card_ref(player, index)))
                if action not in found:
                    found.append(action)
    return found


@on_enter(217)
def argosian_tangleweed(game: Game, owner: int, index: int) -> None:
    """Ruling (BGA): compulsory when an opponent has a familiar; else nothing."""
    if _tangleweed_targets(game, owner):
        ask(game, Decision(owner, "lock", "argosian_tangleweed",
                           {"card": 217, "uid": game.players[owner].in_play[index].marks.uid}))


@options("lock")
def _lock_options(game: Game, decision: Decision) -> list[Action]:
    return _tangleweed_targets(game, decision.player)


@resolver("argosian_tangleweed")
def _argosian_tangleweed(game: Game, decision: Decision, action: Action) -> None:
    """X22: the familiar has no effect while a Deadbolt lies on it (its ``effect`` none); a
    locked Tangleweed's own Deadbolt is removed for good (X22.4)."""
    from ..model import with_marks

    other, number, copy = action.args
    index = find_in_play(game.players[other], number, copy)
    target = game.players[other].in_play[index]
    with_marks(game.player_for_change(other), index,
               target.marks.replace(bolts=(*target.marks.bolts, decision.data["uid"])))
    log(game, "locked", player=core.name(game, decision.player), card=number)
    if number == 217:
        _free_what_it_locks(game, target.marks.uid)


def _free_what_it_locks(game: Game, tangleweed: int) -> None:
    from ..model import with_marks

    for seat, player in enumerate(game.players):
        for index, card in enumerate(player.in_play):
            if card.marks is not None and tangleweed in card.marks.bolts:
                with_marks(game.player_for_change(seat), index, card.marks.replace(
                    bolts=tuple(b for b in card.marks.bolts if b != tangleweed)))


PASSIVE.add(217)  # "a familiar carrying a Deadbolt has no effect": InPlay.effect (X22.2)


# 219 Otus the Oracle ---------------------------------------------------------------------------

@on_enter(219)
def otus_the_oracle(game: Game, owner: int, index: int) -> None:
    """One card per player, drawn and laid face up in this Otus's centre row (fewer if the
    piles run dry, D13)."""
    drawn = draw_up_to(game, owner, game.n)
    uid = game.players[owner].in_play[index].marks.uid
    game.extra = game.extra.replace(rows=(*game.extra.rows, (uid, tuple(drawn))))
    log(game, "centre", player=core.name(game, owner), cards=drawn)


def _centre_options(game: Game, seat: int) -> list[Action]:
    """In step C of their own turn, any player may summon one card of any centre row (X15)."""
    from ..summons import summons

    if not game.extra.rows or "centre" in game.extra.turn:
        return []
    return summons(game, seat, None, source="centre")


@turn_action("centre", _centre_options)
def centre_summon(game: Game, seat: int, args: tuple) -> None:
    """Ruling (project decision): centre cards are in nobody's hand (Orb of Ragfield keeps their
    cost, Potion of Dreams cannot use them)."""
    from ..summons import summon

    game.extra = game.extra.replace(turn=game.extra.turn | {"centre"})
    summon(game, seat, args, source="centre")


# 220 Crafty Nightshade -------------------------------------------------------------------------

@on_enter(220)
def crafty_nightshade(game: Game, owner: int, index: int) -> None:
    """The top 2 cards into the hand, then one card of the hand to the opponent with the fewest
    cards in play (the owner chooses among tied ones); compulsory."""
    drawn = draw_up_to(game, owner, 2)
    game.player_for_change(owner).hand.extend(drawn)
    if drawn:
        core.gained(game, owner)
    if game.players[owner].hand:
        ask(game, Decision(owner, "gift", "crafty_nightshade", {"card": 220}))


@options("gift")
def _gift_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    counts = {other: len(game.players[other].in_play) for other in game.opponents(seat)}
    fewest = min(counts.values())
    return [made(seat, "give", (n, other)) for other in game.opponents(seat)
            if counts[other] == fewest for n in sorted(set(game.players[seat].hand))]


@resolver("crafty_nightshade")
def _crafty_nightshade(game: Game, decision: Decision, action: Action) -> None:
    number, receiver = action.args
    game.player_for_change(decision.player).hand.remove(number)
    game.player_for_change(receiver).hand.append(number)
    core.gained(game, receiver)


# 221 Igramul the Banisher ----------------------------------------------------------------------

@on_enter(221)
def igramul_the_banisher(game: Game, owner: int, index: int) -> None:
    ask(game, Decision(owner, "banish", "igramul_the_banisher", {"card": 221}))


@options("banish")
def _banish_options(game: Game, decision: Decision) -> list[Action]:
    """Ruling (BGA): any power card of this game's card list."""
    from ..content import game_cards

    return [made(decision.player, "name", (n,)) for n in sorted(set(game_cards(game.settings)))]


@resolver("igramul_the_banisher")
def _igramul_the_banisher(game: Game, decision: Decision, action: Action) -> None:
    """Each opponent, from the owner's left, shows their hand and discards every copy of the
    named card; the owner then gains the named card's printed energy once (X3.4)."""
    named = action.args[0]
    tasks = [Task("banish", other, {"named": named, "owner": decision.player})
             for other in game.opponents(decision.player)]
    push(game, *tasks, Task("banished", decision.player, {"named": named}))


@task("banish")
def _banish(game: Game, current: Task) -> None:
    from ..sacrifices import discard_from_hand, has_shield

    seat, named = current.player, current.data["named"]
    hand = game.players[seat].hand
    log(game, "shown_hand", player=core.name(game, seat), cards=sorted(hand))
    copies = hand.count(named)
    if copies and has_shield(game, seat) is not None:
        ask(game, Decision(seat, "banished_copies", "banished_copies",
                           {"named": named, "copies": copies, "card": 221}))
        return
    for _ in range(copies):
        discard_from_hand(game, seat, named)
    _count_banished(game, copies)


def _count_banished(game: Game, copies: int) -> None:
    if copies:
        game.extra = game.extra.replace(turn=game.extra.turn | {"banished"})


@options("banished_copies")
def _banished_copies_options(game: Game, decision: Decision) -> list[Action]:
    """How many of the copies Shields of Zira replace (X21.5: one Shield each; X21.7: tolls)."""
    from ..sacrifices import TOLL, titan_owners

    seat = decision.player
    shields = sum(1 for card in game.players[seat].in_play if card.effect == 113)
    titans = len(titan_owners(game, seat))
    most = min(decision.data["copies"], shields)
    while most and TOLL * titans * most > game.players[seat].crystals:
        most -= 1
    return options_named(seat, [f"{k}" for k in range(most + 1)])


@resolver("banished_copies")
def _banished_copies(game: Game, decision: Decision, action: Action) -> None:
    from ..sacrifices import discard_from_hand, replace_with_shield

    seat, named = decision.player, decision.data["named"]
    replaced = int(action.args[0])
    for _ in range(replaced):
        replace_with_shield(game, seat)
    for _ in range(decision.data["copies"] - replaced):
        discard_from_hand(game, seat, named)
    _count_banished(game, decision.data["copies"])  # a replaced copy counts as discarded


@task("banished")
def _banished(game: Game, current: Task) -> None:
    """Once, if a copy was discarded (or replaced): the energy of the named card's printed cost;
    crystals ignored, nothing for a free card, a Replica or the Elemental Amulet."""
    from ...cards.catalogue import summon_cost

    if "banished" not in game.extra.turn:
        return
    game.extra = game.extra.replace(turn=game.extra.turn - {"banished"})
    energy = summon_cost(current.data["named"], game.n, game.settings.edition).energy
    if any(energy):
        core.gain_energy(game, current.player, energy)
