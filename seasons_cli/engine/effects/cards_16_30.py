"""Effects of power cards 16-30 (cards.md), registered by card number."""


from __future__ import annotations

from .. import core
from .. import energy as en
from ..actions import transmute_extra
from ..core import ask, push
from ..decisions import ask_gain, queue_gain
from ..model import Action, Decision, Game, Task, find_in_play, made
from ..registry import (
    END_OF_GAME,
    NO_EFFECT,
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
from .common import draw_one_into_hand, in_play_choices

PASSIVE.add(20)  # Hand of Fortune: read by the summon rules (D16)
NO_EFFECT.add(22)  # Runic Cube of Eolis: prestige only


# 16 Kairn the Destroyer ------------------------------------------------------------------------

@activation(16, lambda game, seat, index: [(p,) for p in core.spend_options(game.players[seat], range(1, 2))])
def kairn_the_destroyer(game: Game, seat: int, index: int, args: tuple) -> None:
    core.pay(game, seat, args[0])
    for opponent in game.opponents(seat):
        core.lose_crystals(game, opponent, 4)


# 17 Amsug Longneck -----------------------------------------------------------------------------

@on_enter(17)
def amsug_longneck(game: Game, owner: int, index: int) -> None:
    """Each player with a magic item returns one to hand: opponents from the left, owner last."""
    push(game, *(Task("amsug", seat) for seat in [*game.opponents(owner), owner]))


@task("amsug")
def _amsug_task(game: Game, current: Task) -> None:
    if in_play_choices(game, current.player, familiar=False):
        ask(game, Decision(current.player, "return", "amsug"))


@options("return")
def _return_options(game: Game, decision: Decision) -> list[Action]:
    return [made(decision.player, "return", ref)
            for ref in in_play_choices(game, decision.player, familiar=False)]


@resolver("amsug")
def _amsug(game: Game, decision: Decision, action: Action) -> None:
    index = find_in_play(game.players[decision.player], *action.args)
    core.leave_play(game, decision.player, index, to_hand=True)


# 18 Bespelled Grimoire -------------------------------------------------------------------------

@on_enter(18)
def bespelled_grimoire(game: Game, owner: int, index: int) -> None:
    """The limit is already 10 (core.reserve_limit); then 2 tokens of the owner's choice."""
    ask_gain(game, owner, 2, 18)


# 19 Ragfield's Helm ----------------------------------------------------------------------------

@trigger(END_OF_GAME, 19)
def ragfields_helm(game: Game, owner: int) -> None:
    mine = len(game.players[owner].in_play)
    if all(mine > len(game.players[seat].in_play) for seat in game.opponents(owner)):
        core.gain_crystals(game, owner, 20)


# 21 Lewis Greyface -----------------------------------------------------------------------------

@on_enter(21)
def lewis_greyface(game: Game, owner: int, index: int) -> None:
    ask(game, Decision(owner, "copy_reserve", "lewis_greyface"))


@options("copy_reserve")
def _copy_options(game: Game, decision: Decision) -> list[Action]:
    return [made(decision.player, "copy", (seat,)) for seat in game.opponents(decision.player)]


@resolver("lewis_greyface")
def _lewis(game: Game, decision: Decision, action: Action) -> None:
    core.gain_energy(game, decision.player, game.players[action.args[0]].energy)


# 23-26 Potions: the activation cost is sacrificing the potion itself ---------------------------

def _always(game: Game, seat: int, index: int) -> list[tuple]:
    return [()]


@activation(23, _always)
def potion_of_power(game: Game, seat: int, index: int, args: tuple) -> None:
    core.leave_play(game, seat, index)
    draw_one_into_hand(game, seat)
    core.raise_gauge(game, seat, 2)


def _dreams_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """Ruling (BGA): needs a card in hand, and room once the Potion has left play."""
    player = game.players[seat]
    if game.extra is not None and not any(core.can_be_put_into_play(game, n) for n in player.hand):
        return []  # only Mesodae's Lantern in hand (X16.2)
    return [()] if player.hand and len(player.in_play) - 1 < player.gauge else []


@activation(24, _dreams_variants)
def potion_of_dreams(game: Game, seat: int, index: int, args: tuple) -> None:
    core.leave_play(game, seat, index)
    game.player_for_change(seat).energy = en.NONE
    ask(game, Decision(seat, "choose", "potion_of_dreams",
                       {"cards": sorted(n for n in set(game.players[seat].hand)
                                        if core.can_be_put_into_play(game, n)), "card": 24}))


@resolver("potion_of_dreams")
def _potion_of_dreams(game: Game, decision: Decision, action: Action) -> None:
    game.player_for_change(decision.player).hand.remove(action.args[0])
    core.put_into_play_free(game, decision.player, action.args[0])


@activation(25, _always)
def potion_of_knowledge(game: Game, seat: int, index: int, args: tuple) -> None:
    core.leave_play(game, seat, index)
    ask_gain(game, seat, 5, 25)


@activation(26, _always)
def potion_of_life(game: Game, seat: int, index: int, args: tuple) -> None:
    """Every reserve token becomes 4 crystals plus the extras (D6); needs no permission."""
    core.leave_play(game, seat, index)
    player = game.player_for_change(seat)
    tokens = en.total(player.energy)
    player.energy = en.NONE
    gained = tokens * (4 + transmute_extra(game, seat))
    core.gain_crystals(game, seat, gained)
    if game.extra is not None:  # a conversion counted as a transmutation (PoD-E3)
        from ..transmutation import after_transmutation

        after_transmutation(game, seat, 0 if game.players[seat].count(core.IOS_MINION) else gained,
                            tokens)


# 27 Hourglass of Time --------------------------------------------------------------------------

@trigger(SEASON_CHANGE, 27)
def hourglass_of_time(game: Game, owner: int) -> None:
    queue_gain(game, owner, 1, 27)


# 28 Scepter of Greatness -----------------------------------------------------------------------

@on_enter(28)
def scepter_of_greatness(game: Game, owner: int, index: int) -> None:
    others = core.count_kind(game.players[owner], familiar=False) - 1
    core.gain_crystals(game, owner, 3 * others)


# 29 Olaf's Blessed Statue ----------------------------------------------------------------------

@on_enter(29)
def olafs_blessed_statue(game: Game, owner: int, index: int) -> None:
    core.gain_crystals(game, owner, 20)


# 30 Yjang's Forgotten Vase ---------------------------------------------------------------------

@trigger(ON_SUMMON, 30)
def yjangs_forgotten_vase(game: Game, owner: int) -> None:
    queue_gain(game, owner, 1, 30)
