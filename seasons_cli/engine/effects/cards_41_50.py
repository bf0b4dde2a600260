"""Effects of power cards 41-50 (cards.md), registered by card number."""

from __future__ import annotations

from ...cards.catalogue import CARDS
from .. import core
from .. import energy as en
from ..core import ask, log
from ..decisions import ask_gain
from ..model import Action, Decision, Game, InPlay, Player, find_in_play, made
from ..registry import (
    END_OF_GAME,
    END_OF_ROUND,
    ON_SACRIFICE,
    PASSIVE,
    activation,
    on_enter,
    options,
    resolver,
    trigger,
)
from .common import in_play_choices

PASSIVE.add(41)  # Thieving Fairies: every activation takes its toll first (core.take_fairies_tolls)


# 42 Cursed Treatise of Arus --------------------------------------------------------------------

@on_enter(42)
def cursed_treatise_of_arus(game: Game, owner: int, index: int) -> None:
    core.gain_crystals(game, owner, 10)
    core.raise_gauge(game, owner, 1)
    ask_gain(game, owner, 2, 42)


@trigger(ON_SACRIFICE, 42)
def cursed_treatise_sacrificed(game: Game, owner: int) -> None:
    """Only a sacrifice (not a return to hand) empties the reserve; Amulet of Water and Glutton
    Cauldron tokens are not in the reserve (R10.7), so they stay."""
    game.player_for_change(owner).energy = en.NONE


# 43 Idol of the Familiar -----------------------------------------------------------------------

@on_enter(43)
def idol_of_the_familiar(game: Game, owner: int, index: int) -> None:
    """D7: the 10 crystals on entry belong to the second edition only."""
    if game.settings.edition == 2:
        core.gain_crystals(game, owner, 10)


@activation(43, lambda game, seat, index: [()])
def idol_activation(game: Game, seat: int, index: int, args: tuple) -> None:
    """1 crystal per familiar the player has in play (a held Damned Soul of Onys counts)."""
    core.gain_crystals(game, seat, core.count_kind(game.players[seat], familiar=True))


# 44 Necrotic Kriss -----------------------------------------------------------------------------

def _familiars_in_hand(game: Game, seat: int) -> list[int]:
    """The familiars of the hand that the game can see (a sealed game's handles are not)."""
    return sorted({n for n in game.players[seat].hand if n > 0 and CARDS[n].is_familiar})


def _kriss_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """The cost: a familiar discarded from hand, or one of the player's familiars sacrificed.

    In a sealed game the activation names the familiar it discards, which the move reveals to
    everyone (docs/rulings.md P30): nobody else could check that the hand holds one."""
    found: list[tuple] = []
    if game.settings.trust == "sealed":
        found += [("discard", number) for number in _familiars_in_hand(game, seat)]
    elif _familiars_in_hand(game, seat):
        found.append(("discard",))
    if in_play_choices(game, seat, familiar=True):
        found.append(("sacrifice",))
    return found


@activation(44, _kriss_variants)
def necrotic_kriss(game: Game, seat: int, index: int, args: tuple) -> None:
    """The player first names where the familiar comes from, then which one (asked next); in a
    sealed game the activation names the familiar to discard (``_kriss_variants``)."""
    if args[0] == "discard" and len(args) == 2:
        _discard_familiar(game, seat, args[1])
    elif args[0] == "discard":
        data = {"cards": _familiars_in_hand(game, seat), "card": 44}
        if game.extra is not None:
            data["shield"] = True  # a Shield of Zira may replace the discard (X21)
        ask(game, Decision(seat, "choose", "kriss_discard", data))
    else:
        ask(game, Decision(seat, "sacrifice_familiar", "kriss_sacrifice", {"card": 44}))


@resolver("kriss_discard")
def _kriss_discard(game: Game, decision: Decision, action: Action) -> None:
    _discard_familiar(game, decision.player, action.args[0], action.kind == "shield")


def _discard_familiar(game: Game, seat: int, number: int, shield: bool = False) -> None:
    """The familiar discarded from hand is shown to everyone (logged), then 4 tokens; a Shield of
    Zira may go instead (X21.4: the familiar must still be one, listed so)."""
    if shield:
        from ..sacrifices import replace_with_shield

        replace_with_shield(game, seat)
    else:
        game.player_for_change(seat).hand.remove(number)
        core.discard_card(game, number)
    log(game, "reveal", player=core.name(game, seat), card=number)
    ask_gain(game, seat, 4, 44)


@options("sacrifice_familiar")
def _sacrifice_familiar_options(game: Game, decision: Decision) -> list[Action]:
    refs = in_play_choices(game, decision.player, familiar=True)
    found = [made(decision.player, "sacrifice", ref) for ref in refs]
    if game.extra is not None:  # a Shield of Zira may go instead of the familiar (X21)
        from ..sacrifices import shield_options

        found += shield_options(game, decision.player, refs)
    return found


@resolver("kriss_sacrifice")
def _kriss_sacrifice(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    if action.kind == "shield":
        from ..sacrifices import replace_with_shield

        replace_with_shield(game, seat, toll=False)  # the sacrifice's toll was paid (X20.3)
    else:
        core.leave_play(game, seat, find_in_play(game.players[seat], *action.args))
    ask_gain(game, seat, 4, 44)


# 45 Lantern of Xidit ---------------------------------------------------------------------------

@trigger(END_OF_GAME, 45)
def lantern_of_xidit(game: Game, owner: int) -> None:
    """3 crystals per reserve token (R10.7, R10.8); the tokens stay, no per-token extras."""
    core.gain_crystals(game, owner, 3 * en.total(game.players[owner].energy))


# 46 Sealed Chest of Urm ------------------------------------------------------------------------

@trigger(END_OF_GAME, 46)
def sealed_chest_of_urm(game: Game, owner: int) -> None:
    if not core.count_kind(game.players[owner], familiar=True):
        core.gain_crystals(game, owner, 20)


# 47 Mirror of the Seasons ----------------------------------------------------------------------

def _mirror_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """X identical tokens (reserve or Amulet of Water) for X crystals, into X of another type.

    X is bounded by the crystals left once the Fairies' tolls are taken (R14.9).
    """
    player = game.players[seat]
    pool = core.spendable(player)
    most = min(core.activation_crystals(game, seat), max(pool))
    if game.extra is not None and game.season == "winter" and player.count(STAFF_OF_WINTER):
        return _staff_exchanges(game, seat)
    key = (player.energy, core.amulet_tokens(player), most)
    found = _MIRROR.get(key)
    if found is None:
        found = core.remember(_MIRROR, key, _mirror_exchanges(player, pool, most))
    return list(found)


STAFF_OF_WINTER = 208


def _staff_exchanges(game: Game, seat: int) -> list[tuple]:
    """In winter with Staff of Winter any X tokens are X identical earth tokens (208, ruling
    BGA): they turn into X of another type than earth, or the same exchanges as without."""
    player = game.players[seat]
    most = min(core.activation_crystals(game, seat), en.total(core.spendable(player)))
    found = []
    for payment in core.spend_options(player, range(1, most + 1)):
        x = en.total(core.payment_total(payment))
        found += [(payment, each) for each in _x_of_each(x)[:3]]
    plain = _mirror_exchanges(player, core.spendable(player), min(most, max(core.spendable(player))))
    return list(dict.fromkeys([*found, *plain]))


# The exchanges depend on the tokens the player can spend and the crystals (capped by the
# largest type: no more can be exchanged) alone, and are listed on every step C: computed once.
_MIRROR: dict[tuple, tuple[tuple, ...]] = {}


def _mirror_exchanges(player: Player, pool: en.Energy, most: int) -> tuple[tuple, ...]:
    """Made on a cache miss (a position never seen): plain loops over the payments of each
    X tokens of a type, the tokens of each type made once per X (``_x_of_each``)."""
    found = []
    reserve = player.energy
    amulets = core.amulet_tokens(player)
    for kind in range(4):
        for x in range(1, min(most, pool[kind]) + 1):
            each = _x_of_each(x)
            need = each[kind]
            if amulets:
                payments = core.amulet_payments(reserve, amulets, need)
            else:  # ``core.payments`` from the reserve alone
                payments = ((need, ()),) if reserve[kind] >= x else ()
            for payment in payments:
                for new in range(4):
                    if new != kind:
                        found.append((payment, each[new]))
    return tuple(found)


def _x_of_each(x: int) -> tuple[en.Energy, ...]:
    """``en.of_type(kind, x)`` of the four types."""
    found = _X_OF_EACH.get(x)
    if found is None:
        found = _X_OF_EACH[x] = ((x, 0, 0, 0), (0, x, 0, 0), (0, 0, x, 0), (0, 0, 0, x))
    return found


_X_OF_EACH: dict[int, tuple[en.Energy, ...]] = {}


@activation(47, _mirror_variants)
def mirror_of_the_seasons(game: Game, seat: int, index: int, args: tuple) -> None:
    payment, new = args
    game.player_for_change(seat).crystals -= en.total(new)
    core.pay(game, seat, payment)
    core.gain_energy(game, seat, new)  # always into the reserve; the loop trims overflow


# 48 Pendant of Ragnor --------------------------------------------------------------------------

@on_enter(48)
def pendant_of_ragnor(game: Game, owner: int, index: int) -> None:
    others = core.count_kind(game.players[owner], familiar=False) - 1
    ask_gain(game, owner, others, 48)


# 49 Sid Nightshade -----------------------------------------------------------------------------

@on_enter(49)
def sid_nightshade(game: Game, owner: int, index: int) -> None:
    """Compared when the entry effect resolves: after the cost, tolls and Staff of Spring (D22)."""
    mine = game.players[owner].crystals
    if all(mine > game.players[seat].crystals for seat in game.opponents(owner)):
        for seat in game.opponents(owner):
            core.give_crystals(game, seat, owner, 5)


# 50 Damned Soul of Onys ------------------------------------------------------------------------

@on_enter(50)
def damned_soul_of_onys(game: Game, owner: int, index: int) -> None:
    core.gain_crystals(game, owner, 10)
    core.gain_energy(game, owner, en.of_type(en.WATER))


def _soul_variants(game: Game, seat: int, index: int) -> list[tuple]:
    return [(payment,) for payment in core.payments(game.players[seat], en.of_type(en.WATER))]


@activation(50, _soul_variants)
def pass_damned_soul(game: Game, seat: int, index: int, args: tuple) -> None:
    """R14.7: straight into the left neighbour's play area, ignoring the gauge; neither a summon
    nor a put-into-play, so no entry effect and no summon triggers."""
    core.pay(game, seat, args[0])
    card = game.player_for_change(seat).in_play.pop(index)
    game.player_for_change(game.left_of(seat)).in_play.append(InPlay(50, marks=card.marks))


@trigger(END_OF_ROUND, 50)
def damned_soul_end_of_round(game: Game, owner: int) -> None:
    core.lose_crystals(game, owner, 3)
