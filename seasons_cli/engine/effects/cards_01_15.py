"""Effects of power cards 1-15 (cards.md), registered by card number."""


from __future__ import annotations

from ...cards.catalogue import edition_balance
from .. import core
from .. import energy as en
from ..actions import transmute_extra
from ..core import ask, log, push
from ..decisions import ask_gain
from ..model import Action, Decision, Game, RolledDie, Task, change_card, find_in_play, made
from ..registry import (
    END_OF_ROUND,
    ON_SUMMON,
    PASSIVE,
    SEASON_CHANGE,
    activation,
    on_enter,
    options,
    resolver,
    task,
    trigger,
)
from .common import draw_up_to, in_play_choices

PASSIVE.add(8)  # Purse of Io: read by the transmutation rules (R12.5)
STAFF_OF_WINTER = 208


# 1 Amulet of Air -------------------------------------------------------------------------------

@on_enter(1)
def amulet_of_air(game: Game, owner: int, index: int) -> None:
    core.raise_gauge(game, owner, 2)


# 2 Amulet of Fire ------------------------------------------------------------------------------

@on_enter(2)
def amulet_of_fire(game: Game, owner: int, index: int) -> None:
    """Draw 4, keep 1, discard the rest; keep 1 of fewer if the piles run out."""
    drawn = draw_up_to(game, owner, 4)
    if drawn:
        ask(game, Decision(owner, "choose", "keep_one", {"cards": drawn, "held": drawn, "card": 2}))


# 3 Amulet of Earth -----------------------------------------------------------------------------

@on_enter(3)
def amulet_of_earth(game: Game, owner: int, index: int) -> None:
    core.gain_crystals(game, owner, 9)


# 4 Amulet of Water -----------------------------------------------------------------------------

@on_enter(4)
def amulet_of_water(game: Game, owner: int, index: int) -> None:
    """4 tokens of the owner's choice go on the Amulet, not into the reserve (D17)."""
    ask(game, Decision(owner, "gain", "amulet_of_water", {"count": 4, "card": 4, "index": index}))


@resolver("amulet_of_water")
def _amulet_of_water(game: Game, decision: Decision, action: Action) -> None:
    player = game.player_for_change(decision.player)
    index = decision.data["index"]
    change_card(player, index, tokens=en.add(player.in_play[index].tokens, action.args[0]))


# 5 Balance of Ishtar ---------------------------------------------------------------------------

def _balance_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """Asked on every step C of its owner: a plain loop, payments only for a type that has
    enough tokens (rarely one)."""
    size = edition_balance(game.settings.edition)
    pool = core.spendable(game.players[seat])
    if game.extra is not None and game.season == "winter" \
            and game.players[seat].count(STAFF_OF_WINTER):  # any tokens are identical earth (208)
        return [(p,) for p in core.spend_options(game.players[seat], range(size, size + 1))]
    found = []
    for kind in range(4):
        if pool[kind] >= size:
            found.extend((payment,) for payment in core.payments(game.players[seat],
                                                                 en.of_type(kind, size)))
    return found


@activation(5, _balance_variants)
def balance_of_ishtar(game: Game, seat: int, index: int, args: tuple) -> None:
    """Discard 3 (1st edition: 4) identical tokens: 3 crystals each plus the extras (D6)."""
    payment = args[0]
    size = en.total(core.payment_total(payment))
    core.pay(game, seat, payment)
    gained = size * (3 + transmute_extra(game, seat))
    core.gain_crystals(game, seat, gained)
    if game.extra is not None:  # a conversion counted as a transmutation (PoD-E3)
        from ..transmutation import after_transmutation

        after_transmutation(game, seat, 0 if game.players[seat].count(core.IOS_MINION) else gained,
                            size)


# 6 Staff of Spring -----------------------------------------------------------------------------

@trigger(ON_SUMMON, 6)
def staff_of_spring(game: Game, owner: int) -> None:
    core.gain_crystals(game, owner, 3)


# 7 Temporal Boots ------------------------------------------------------------------------------

@on_enter(7)
def temporal_boots(game: Game, owner: int, index: int) -> None:
    ask(game, Decision(owner, "boots"))


@options("boots")
def _boots_options(game: Game, decision: Decision) -> list[Action]:
    return [made(decision.player, "move", (delta,)) for delta in (1, 2, 3, -1, -2, -3)]


@resolver("boots")
def _boots(game: Game, decision: Decision, action: Action) -> None:
    """R18.6, D15: the move takes effect at once, season-change effects from the owner."""
    core.move_token(game, action.args[0], decision.player)


# 9 Divine Chalice ------------------------------------------------------------------------------

@on_enter(9)
def divine_chalice(game: Game, owner: int, index: int) -> None:
    """Without room the chosen card would be discarded too, so all are, with no pointless choice."""
    drawn = draw_up_to(game, owner, 4)
    offered = [n for n in drawn if core.can_be_put_into_play(game, n)]  # never a Lantern (X16.2)
    if drawn and (not core.has_room(game, owner) or not offered):
        for number in drawn:
            core.discard_card(game, number)
        log(game, "no_room", player=core.name(game, owner), cards=len(drawn))
    elif drawn:
        ask(game, Decision(owner, "choose", "divine_chalice",
                           {"cards": offered, "held": drawn, "card": 9}))


@resolver("divine_chalice")
def _divine_chalice(game: Game, decision: Decision, action: Action) -> None:
    """The chosen card is put into play for free (not summoned, D10); the rest are discarded."""
    chosen = action.args[0]
    rest = list(decision.data["held"])
    rest.remove(chosen)
    for number in rest:
        core.discard_card(game, number)
    core.put_into_play_free(game, decision.player, chosen)


# 10 Syllas the Faithful ------------------------------------------------------------------------

@on_enter(10)
def syllas_the_faithful(game: Game, owner: int, index: int) -> None:
    """Each opponent with a card in play sacrifices one, from the owner's left (D23)."""
    push(game, *(Task("syllas", seat) for seat in game.opponents(owner)))


@task("syllas")
def _syllas_task(game: Game, current: Task) -> None:
    if game.players[current.player].in_play:
        ask(game, Decision(current.player, "sacrifice", "syllas"))


@options("sacrifice")
def _sacrifice_options(game: Game, decision: Decision) -> list[Action]:
    return [made(decision.player, "sacrifice", ref) for ref in in_play_choices(game, decision.player)]


@resolver("syllas")
def _syllas(game: Game, decision: Decision, action: Action) -> None:
    core.leave_play(game, decision.player, find_in_play(game.players[decision.player], *action.args))


# 11 Figrim the Avaricious ----------------------------------------------------------------------

@trigger(SEASON_CHANGE, 11)
def figrim_the_avaricious(game: Game, owner: int) -> None:
    for seat in game.opponents(owner):
        core.give_crystals(game, seat, owner, 1)


# 12 Naria the Prophetess -----------------------------------------------------------------------

@on_enter(12)
def naria_the_prophetess(game: Game, owner: int, index: int) -> None:
    """Draw one card per player; the owner keeps 1 first, then gives 1 to each opponent."""
    drawn = draw_up_to(game, owner, game.n)
    if drawn:
        ask(game, Decision(owner, "choose", "naria", {"cards": drawn, "held": drawn, "card": 12}))


@resolver("naria")
def _naria(game: Game, decision: Decision, action: Action) -> None:
    game.player_for_change(decision.player).hand.append(action.args[0])
    core.gained(game, decision.player)
    rest = list(decision.data["cards"])
    rest.remove(action.args[0])
    _naria_give(game, decision.player, rest, game.opponents(decision.player))


def _naria_give(game: Game, owner: int, cards: list[int], receivers: list[int]) -> None:
    if cards and receivers:
        ask(game, Decision(owner, "give", "naria_give", {"cards": cards, "held": cards, "to": receivers}))


@options("give")
def _give_options(game: Game, decision: Decision) -> list[Action]:
    to = decision.data["to"][0]
    return [made(decision.player, "give", (n, to)) for n in sorted(set(decision.data["cards"]))]


@resolver("naria_give")
def _naria_give_resolve(game: Game, decision: Decision, action: Action) -> None:
    number, receiver = action.args
    game.player_for_change(receiver).hand.append(number)
    core.gained(game, receiver)
    rest = list(decision.data["cards"])
    rest.remove(number)
    _naria_give(game, decision.player, rest, decision.data["to"][1:])


# 13 Wondrous Chest -----------------------------------------------------------------------------

@trigger(END_OF_ROUND, 13)
def wondrous_chest(game: Game, owner: int) -> None:
    if en.total(game.players[owner].energy) >= 4:
        core.gain_crystals(game, owner, 3)


# 14 Beggar's Horn ------------------------------------------------------------------------------

@trigger(END_OF_ROUND, 14)
def beggars_horn(game: Game, owner: int) -> None:
    if en.total(game.players[owner].energy) <= 1:
        ask_gain(game, owner, 1, 14)


# 15 Die of Malice ------------------------------------------------------------------------------

@activation(15, lambda game, seat, index: [()], step="A")
def die_of_malice(game: Game, seat: int, index: int, args: tuple) -> None:
    """R9.2: reroll the player's die (the new face replaces the old) and gain 2 crystals."""
    index = next(i for i, d in enumerate(game.dice) if d.owner == seat)
    game.piles_for_change()
    die = game.dice[index] = RolledDie(game.dice[index].die, core.chance(game, 6, "reroll") + 1, seat)
    log(game, "reroll", player=core.name(game, seat), die=die.die, face=die.face)
    core.gain_crystals(game, seat, 2)


