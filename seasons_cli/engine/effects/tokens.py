"""Effects of the special ability tokens (expansions.md 4.5), registered by token number.

``variants(game, seat, 0)`` lists the argument tuples of the ways a token can be used now: none
when its precondition fails (X10.3). Tokens act for their owner, on their own turn (X10.1).
"""

from __future__ import annotations

from itertools import permutations

from .. import core
from .. import energy as en
from ..core import ask, log
from ..flow import draw_one
from ..model import Action, Decision, Game, RolledDie, find_in_play, made
from ..piles import discard_top_cards, look, put_on_top, take_from_discard
from ..registry import PASSIVE_TOKENS, options, resolver, step_a_action, token_use
from ..sacrifices import can_sacrifice_voluntarily, discard_from_hand, sacrifice
from ..tokens import mark_turn, token_options, use
from ..turns import REROLLED
from .common import in_play_choices

PASSIVE_TOKENS.add(5)  # T5: read by the final score (scoring.py, X29.3)


def _always(game: Game, seat: int, index: int) -> list[tuple]:
    return [()]


def _can_draw(game: Game) -> bool:
    return bool(game.draw_pile_size or game.discard)


# T1 Draw a card: draw 1, keep it or discard it ----------------------------------------------

@token_use(1, lambda game, seat, index: [()] if _can_draw(game) else [])
def t1_draw_a_card(game: Game, seat: int, index: int, args: tuple) -> None:
    """Ruling (project decision): only when a card can be drawn."""
    draw_one(game, seat)


# T2 Sacrifice or discard a card -------------------------------------------------------------

def _t2_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """A card of the hand to discard, or one in play to sacrifice (voluntary: only if Crystal
    Titan's toll can be paid, X20.3); ruling (BGA): needs one of them."""
    found: list[tuple] = [("discard", n) for n in sorted(set(game.players[seat].hand))]
    if can_sacrifice_voluntarily(game, seat):
        found += [("sacrifice", ref) for ref in in_play_choices(game, seat)]
    return found


@token_use(2, _t2_variants)
def t2_sacrifice_or_discard(game: Game, seat: int, index: int, args: tuple) -> None:
    if args[0] == "discard":
        discard_from_hand(game, seat, args[1])
    else:
        sacrifice(game, seat, find_in_play(game.players[seat], *args[1]), voluntary=True)


# T3 Two energy tokens -------------------------------------------------------------------------

@token_use(3, _always)
def t3_two_energy(game: Game, seat: int, index: int, args: tuple) -> None:
    count = min(2, core.reserve_limit(game, seat))  # as ``decisions.ask_gain`` (P12)
    if count:
        ask(game, Decision(seat, "gain", data={"count": count, "token": 3}))


# T4 Summoning gauge -1 ------------------------------------------------------------------------

@token_use(4, lambda game, seat, index: [()] if len(game.players[seat].in_play)
           < game.players[seat].gauge else [])
def t4_gauge_down(game: Game, seat: int, index: int, args: tuple) -> None:
    """Official: never below the cards in play, so only while they are fewer than the gauge."""
    core.lower_gauge(game, seat, 1)


# T6 Transmute with a bonus --------------------------------------------------------------------

@token_use(6, _always)
def t6_transmute_with_a_bonus(game: Game, seat: int, index: int, args: tuple) -> None:
    """Permission for the rest of the turn, and +1 crystal per token transmuted after it, as
    one more transmute +1 bonus (``actions.transmute_extra``) without the marker's move."""
    game.transmute_ok = True
    mark_turn(game, "t6")


# T7 Twelve crystals ---------------------------------------------------------------------------

@token_use(7, _always)
def t7_twelve_crystals(game: Game, seat: int, index: int, args: tuple) -> None:
    core.gain_crystals(game, seat, 12)  # 0 for a holder of Io's Minion (X19)


# T8 Discard four water, T15 Five fire for a card ----------------------------------------------

WATER4, FIRE5 = en.of_type(en.WATER, 4), en.of_type(en.FIRE, 5)


@token_use(8, lambda game, seat, index: [(p,) for p in core.payments(game.players[seat], WATER4)])
def t8_discard_four_water(game: Game, seat: int, index: int, args: tuple) -> None:
    """Official: Amulet of Water tokens may be used (X7.4)."""
    core.pay(game, seat, args[0])


@token_use(15, lambda game, seat, index: [(p,) for p in core.payments(game.players[seat], FIRE5)])
def t15_five_fire_for_a_card(game: Game, seat: int, index: int, args: tuple) -> None:
    """Ruling (project decision): Amulet of Water tokens may be used, as for T8; the card drawn
    is kept (a single-card draw, X25.2)."""
    core.pay(game, seat, args[0])
    card = core.draw(game, seat)
    if card is not None:
        game.player_for_change(seat).hand.append(card)
        core.gained(game, seat)
        core.drew_one(game, seat, card)


# T9 Summoning gauge +2 ------------------------------------------------------------------------

@token_use(9, _always)
def t9_gauge_up(game: Game, seat: int, index: int, args: tuple) -> None:
    core.raise_gauge(game, seat, 2)


# T10 Move the season token --------------------------------------------------------------------

@token_use(10, lambda game, seat, index: [(2,), (-2,)])
def t10_move_the_season_token(game: Game, seat: int, index: int, args: tuple) -> None:
    """X27.1: exactly 2 spaces, taking effect like a Temporal Boots move."""
    core.move_token(game, args[0], seat)


# T11 Look at the hands ------------------------------------------------------------------------

@token_use(11, _always)
def t11_look_at_the_hands(game: Game, seat: int, index: int, args: tuple) -> None:
    """The owner alone sees the other players' hands (X5.2)."""
    log(game, "hands", player=core.name(game, seat),
        hands={core.name(game, other): sorted(game.players[other].hand)
               for other in game.opponents(seat)})


# T12 Reorder the top three cards, T13 Take the top discarded card -----------------------------

@token_use(12, lambda game, seat, index: [()] if _can_draw(game) else [])
def t12_reorder_the_top_three(game: Game, seat: int, index: int, args: tuple) -> None:
    """As Arcane Telescope (116): look at the top 3 and put them back in any order."""
    reorder_top(game, seat, 3, 12)


def reorder_top(game: Game, seat: int, count: int, source: int) -> None:
    """Look at the top ``count`` cards (R16.2 if the draw pile runs short) and ask their order."""
    seen = look(game, seat, count)
    if seen:
        game.extra = game.extra.replace(top=game.extra.top[len(seen):])
        ask(game, Decision(seat, "arrange", "arrange_top", {"held": seen, "card": source}))


@options("arrange")
def _arrange_options(game: Game, decision: Decision) -> list[Action]:
    orders = dict.fromkeys(permutations(decision.data["held"]))
    return [made(decision.player, "arrange", order) for order in orders]


@resolver("arrange_top")
def _arrange_top(game: Game, decision: Decision, action: Action) -> None:
    put_on_top(game, list(action.args))


@token_use(13, lambda game, seat, index: [()] if game.discard else [])
def t13_take_the_top_discarded_card(game: Game, seat: int, index: int, args: tuple) -> None:
    """Ruling (BGA): not with an empty discard pile. Not a draw (X17.4)."""
    card = discard_top_cards(game, 1)[0]
    take_from_discard(game, card)
    game.player_for_change(seat).hand.append(card)
    core.gained(game, seat)
    log(game, "took", player=core.name(game, seat), card=card)


# T14 Bonus track one space back ---------------------------------------------------------------

@token_use(14, lambda game, seat, index: [()] if game.players[seat].bonuses else [])
def t14_bonus_back(game: Game, seat: int, index: int, args: tuple) -> None:
    """X8.1; ruling (BGA): not with the marker on 0."""
    game.player_for_change(seat).bonuses -= 1


# T17 Reroll the season die (step A, part A2) ---------------------------------------------------

@token_use(17, _always, step="A")
def t17_reroll(game: Game, seat: int, index: int, args: tuple) -> None:
    """X13 A2: the player's own die gets a new face, which must be used; no crystals; Die of
    Malice can no longer be used this turn."""
    index = next(i for i, d in enumerate(game.dice) if d.owner == seat)
    game.piles_for_change()
    die = game.dice[index] = RolledDie(game.dice[index].die, core.chance(game, 6, "reroll") + 1,
                                       seat)
    log(game, "reroll", player=core.name(game, seat), die=die.die, face=die.face)
    mark_turn(game, REROLLED)


step_a_action("use", lambda game, seat: token_options(game, seat, "A"))(use)


# T18 Take a library card ----------------------------------------------------------------------

def _t18_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """Official: not in year 3; ruling (project decision): while the year is 2 or less and a
    library holds a card."""
    if game.year > 2:
        return []
    player = game.players[seat]
    return [*(("library2", n) for n in sorted(set(player.library2))),
            *(("library3", n) for n in sorted(set(player.library3)))]


@token_use(18, _t18_variants)
def t18_take_a_library_card(game: Game, seat: int, index: int, args: tuple) -> None:
    library, number = args
    player = game.player_for_change(seat)
    cards = list(getattr(player, library))
    cards.remove(number)
    setattr(player, library, cards)  # a new list: libraries are never changed in place
    player.hand.append(number)
    core.gained(game, seat)
