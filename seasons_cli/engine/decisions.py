"""The general decisions of the game: their options and how an answer is carried out.

Card-specific decisions (Temporal Boots' move, Lewis Greyface's target, ...) are registered next
to their card in ``effects``; the ones here belong to the rules themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, repeat

from . import core
from . import energy as en
from .core import ask, push
from .flow import draw_one
from .model import (
    Action,
    Decision,
    Game,
    RolledDie,
    Task,
    actions_of,
    find_in_play,
    made,
    plain_action,
    plain_decision,
    plain_task,
)
from .registry import (
    ACTIVATIONS,
    ENTRY,
    ENTRY_DETAILED,
    STEP_A_ACTIONS,
    candidates,
    options,
    resolver,
    several,
)

# --- prelude (R6) ------------------------------------------------------------------------------


@options("draft")
def _draft_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return list(_draft_picks(seat, tuple(sorted(game.players[seat].packet))))


@lru_cache(maxsize=512)
def _draft_picks(seat: int, packet: tuple[int, ...]) -> tuple[Action, ...]:
    """The picks of a (sorted) packet: every player's packet is listed again after each pick,
    and each pick's check lists it once more."""
    return tuple(map(_pick_action, repeat(seat), dict.fromkeys(packet)))  # a C loop


@candidates("draft")
def _draft_candidates(game: Game, decision: Decision, action: Action) -> tuple[Action, ...]:
    """The option that may equal ``action``: the card of the packet its arguments name (as
    ``_die_candidates``)."""
    args = action.args
    for number in game.players[decision.player].packet:
        if (number,) == args:
            return (_pick_action(decision.player, number),)
    return ()


@lru_cache(maxsize=512)
def _pick_action(seat: int, number: int) -> Action:
    """Every player's packet is listed again after each pick: the actions are made once."""
    return Action(seat, "pick", (number,))


@several("draft")
def _draft_has_several(game: Game, decision: Decision) -> bool:
    packet = game.players[decision.player].packet
    return len(packet) > 1 and len(set(packet)) > 1


@resolver("draft")
def _draft(game: Game, decision: Decision, action: Action) -> None:
    """R6.1-R6.2: a pick is final; packets pass once every player has picked (D34)."""
    player = game.player_for_change(decision.player)
    number = action.args[0]
    packet = player.packet.copy()  # new lists, never changed in place: copies share them
    packet.remove(number)
    player.packet = packet
    player.chosen = [*player.chosen, number]
    for waiting in game.pending:  # a plain loop, no generator: every pick asks
        if waiting.kind == "draft":
            return
    push(game, plain_task("draft_pass", 0))  # made once (tasks are values)


@options("library")
def _library_options(game: Game, decision: Decision) -> list[Action]:
    return list(_library_groups(decision.player, decision.data["library"],
                                tuple(sorted(game.players[decision.player].chosen)),
                                decision.data.get("size", 3)))


@several("library")
def _library_has_several(game: Game, decision: Decision) -> bool:
    """More cards than a group, not all the same: two different groups at least (groups of 3,
    of 4 under Extended Experience: the decision's ``size``)."""
    chosen = game.players[decision.player].chosen
    return len(chosen) > decision.data.get("size", 3) and len(set(chosen)) > 1


@candidates("library")
def _library_candidates(game: Game, decision: Decision, action: Action) -> Sequence[Action]:
    """The option that may equal ``action`` (as ``_draft_candidates``): a group of 3 whole
    numbers is one of ``_library_groups`` when it is in sorted order and the chosen cards hold
    it (``combinations`` of the sorted cards makes each such group and only those). A move's
    check then makes no list of up to 84 groups: replaying a file never lists them. Arguments
    of any other shape are compared with the whole list, as before."""
    args = action.args
    group = args[1] if args.__class__ is tuple and len(args) == 2 else None
    if group.__class__ is not tuple or len(group) != 3 or "size" in decision.data \
            or not all(number.__class__ is int for number in group):
        return _library_options(game, decision)
    first, second, third = group
    if first > second or second > third:
        return ()
    left = list(game.players[decision.player].chosen)
    for number in group:
        if number not in left:
            return ()
        left.remove(number)
    return (Action(decision.player, "library", (decision.data["library"], group)),)


@lru_cache(maxsize=256)
def _library_groups(seat: int, library: int, chosen: tuple[int, ...],
                    size: int = 3) -> tuple[Action, ...]:
    """Every group of ``size`` of ``chosen`` (sorted): the split is asked of every player at
    once, and each of them is listed again after every other player's answer."""
    # The first time each group comes is in sorted order: ``combinations`` of a sorted tuple
    # meets a group first at its leftmost indices, in the order of the groups' values.
    groups = dict.fromkeys(combinations(chosen, size))
    return actions_of(seat, "library", list(zip(repeat(library), groups)))


@resolver("library")
def _library(game: Game, decision: Decision, action: Action) -> None:
    """R6.4: 3 cards to Library II, then 3 to Library III; the last 3 are the starting hand."""
    seat = decision.player
    player = game.player_for_change(seat)
    library, group = action.args
    rest = player.chosen.copy()  # a new list: ``chosen`` is never changed in place (copies share it)
    for number in group:
        rest.remove(number)
    if library == 2:
        player.library2 = list(group)
        player.chosen = rest
        ask(game, Decision(seat, "library", data={**decision.data, "library": 3}))
        return
    player.library3 = list(group)
    player.hand = rest
    player.chosen = []
    for waiting in game.pending:  # as ``_draft``
        if waiting.kind == "library":
            return
    push(game, plain_task("start_tournament", 0))  # made once (tasks are values)


# --- dice and step A (R8, R9.2) ----------------------------------------------------------------

@options("die")
def _die_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    found = []
    for die in game.dice:  # a plain loop, no comprehension: every die choice lists these
        if die.owner is None:
            found.append(_die_action(seat, die.die))
    return found


@lru_cache(maxsize=64)
def _die_action(seat: int, die: int) -> Action:
    """Actions are values: the few "take die N" ones are made once."""
    return Action(seat, "die", (die,))


@candidates("die")
def _die_candidates(game: Game, decision: Decision, action: Action) -> tuple[Action, ...]:
    """The option that may equal ``action``: the free die its arguments name (the same test
    as ``Action.__eq__``'s of the arguments), without making and comparing every option."""
    args = action.args
    for die in game.dice:
        if die.owner is None and (die.die,) == args:
            return (_die_action(decision.player, die.die),)
    return ()


@several("die")
def _die_has_several(game: Game, decision: Decision) -> bool:
    free = 0
    for die in game.dice:
        if die.owner is None:
            free += 1
    return free > 1


@resolver("die")
def _die(game: Game, decision: Decision, action: Action) -> None:
    number = action.args[0]
    for index, die in enumerate(game.dice):
        if die.die == number:
            game.piles_for_change()
            game.dice[index] = RolledDie(die.die, die.face, decision.player)  # shared with copies
            return
    raise AssertionError(f"no season die {number}")  # ``apply`` checked that it is free


@options("step_a")
def _step_a_options(game: Game, decision: Decision) -> list[Action]:
    from .actions import activation_options

    seat = decision.player
    if game.extra is not None:  # X13: A1 while allowed, then A2 and A3
        from .turns import malice_allowed, step_a_extras

        malice = activation_options(game, seat, step="A") if malice_allowed(game) else []
        return [*malice, *step_a_extras(game, seat), plain_action(seat, "go")]
    return [*activation_options(game, seat, step="A"), plain_action(seat, "go")]


@resolver("step_a")
def _step_a(game: Game, decision: Decision, action: Action) -> None:
    """R9.2, D32: activate a Die of Malice (and be asked again), or go on to the die's actions."""
    from .actions import activate

    if action.kind == "go":
        push(game, plain_task("die_actions", decision.player))
        return
    if action.kind != "activate":  # A2 or A3 of an expansion game (X13)
        STEP_A_ACTIONS[action.kind][1](game, decision.player, action.args)
        ask(game, plain_decision(decision.player, "step_a"))
        return
    activate(game, decision.player, action.args)
    ask(game, plain_decision(decision.player, "step_a"))


# --- the die's draw (R9.3 B4, R15.5) -----------------------------------------------------------

@options("draw")
def _draw_options(game: Game, decision: Decision) -> list[Action]:
    return [plain_action(decision.player, "draw"), Action(decision.player, "bonus", ("draw2",))]


@several("draw")
@several("keep_drawn")
def _always_two(game: Game, decision: Decision) -> bool:
    """Drawing offers "draw" and "bonus draw2", a drawn card "keep" and "discard", always."""
    return True


@resolver("draw")
def _draw(game: Game, decision: Decision, action: Action) -> None:
    """B4: draw 1 and keep or discard it, or use the bonus "draw 2, keep 1" instead (D26)."""
    seat = decision.player
    if action.kind == "draw":
        draw_one(game, seat)
        return
    game.player_for_change(seat).bonuses += 1
    drawn = [card for card in (core.draw(game, seat), core.draw(game, seat)) if card is not None]
    if len(drawn) == 2:
        ask(game, Decision(seat, "choose", "keep_one", {"cards": drawn, "held": drawn}))
    else:
        game.player_for_change(seat).hand.extend(drawn)
        core.gained(game, seat)


@options("keep_drawn")
def _keep_drawn_options(game: Game, decision: Decision) -> list[Action]:
    return [plain_action(decision.player, "keep"), plain_action(decision.player, "discard")]


@resolver("keep_drawn")
def _keep_drawn(game: Game, decision: Decision, action: Action) -> None:
    card = decision.data["held"][0]
    if action.kind == "keep":
        game.player_for_change(decision.player).hand.append(card)
        core.gained(game, decision.player)
        core.drew_one(game, decision.player, card)  # X25.2: the die's, T1's, Olaf's, ... draws
    else:
        core.discard_card(game, card)


# --- choosing among drawn cards ----------------------------------------------------------------

@options("choose")
def _choose_options(game: Game, decision: Decision) -> list[Action]:
    cards = sorted(set(decision.data["cards"]))
    found = [made(decision.player, "choose", (n,)) for n in cards]
    if "shield" in decision.data:  # a discard that a Shield of Zira may replace (X21)
        from .sacrifices import shield_options

        found += shield_options(game, decision.player, cards)
    return found


@resolver("keep_one")
def _keep_one(game: Game, decision: Decision, action: Action) -> None:
    """Keep the chosen card in hand and discard the others (draw 2 keep 1, Amulet of Fire)."""
    kept = action.args[0]
    game.player_for_change(decision.player).hand.append(kept)
    core.gained(game, decision.player)
    rest = list(decision.data["cards"])
    rest.remove(kept)
    for number in rest:
        core.discard_card(game, number)


@options("replace")
def _replace_options(game: Game, decision: Decision) -> list[Action]:
    from .sacrifices import replace_options

    return replace_options(game, decision.player, decision.data["uid"])


@resolver("forced_sacrifice")
def _forced_sacrifice(game: Game, decision: Decision, action: Action) -> None:
    from .sacrifices import resolve_replace

    resolve_replace(game, decision.player, decision.data, action)


# --- energy decisions (R10.4, R10.5) ------------------------------------------------------------

@options("overflow")
def _overflow_options(game: Game, decision: Decision) -> list[Action]:
    return list(_discards(decision.player, game.players[decision.player].energy,
                          decision.data["count"]))


@lru_cache(maxsize=256)
def _discards(seat: int, reserve: en.Energy, count: int) -> tuple[Action, ...]:
    """The ways to discard ``count`` tokens of ``reserve`` depend on these alone; the decision
    lists them three times (is it automatic? the legal moves, the check of the move)."""
    return tuple(Action(seat, "discard", (tokens,)) for tokens in en.submultisets(reserve, count))


@resolver("overflow")
def _overflow(game: Game, decision: Decision, action: Action) -> None:
    player = game.player_for_change(decision.player)
    player.energy = en.sub(player.energy, action.args[0])


@options("gain")
def _gain_options(game: Game, decision: Decision) -> list[Action]:
    return list(_gain_actions(decision.player, decision.data["count"]))


@lru_cache(maxsize=64)
def _gain_actions(seat: int, count: int) -> tuple[Action, ...]:
    """A gain's choices depend on the seat and the count alone (up to 120 of them for 7
    tokens, listed by every random self-play move and again by its check): made once."""
    return tuple(Action(seat, "gain", (tokens,)) for tokens in en.multisets(count))


@resolver("gain")
def _gain(game: Game, decision: Decision, action: Action) -> None:
    core.gain_energy(game, decision.player, action.args[0])


def ask_gain(game: Game, seat: int, count: int, card: int) -> None:
    """R10.5: the receiving player chooses the types of ``count`` tokens (given by ``card``).

    A gain larger than the reserve limit is asked as a gain of exactly the limit (docs/rulings.md
    P12): every reserve reachable by gaining more and discarding down (R10.4) is reachable so,
    and the list of choices stays short (Vampiric Crown can give 30 tokens).
    """
    count = min(count, core.reserve_limit(game, seat))
    if count > 0:
        ask(game, Decision(seat, "gain", data={"count": count, "card": card}))


def queue_gain(game: Game, seat: int, count: int, card: int) -> None:
    """Like ``ask_gain``, but after whatever is already scheduled to happen now."""
    push(game, Task("ask_gain", seat, {"count": count, "card": card}))


from .registry import task  # noqa: E402


@task("ask_gain")
def _ask_gain_task(game: Game, current: Task) -> None:
    ask_gain(game, current.player, current.data["count"], current.data["card"])


# --- end-of-round order (R17.1, D9) ------------------------------------------------------------

# cards.md "End of round": choices are listed in Board Game Arena's fixed order (Damned Soul of
# Onys, Beggar's Horn, Titus Deepgaze, Wondrous Chest); any other card after them.
# X26.2 extends it with the expansions' effects (the base game's four keep their order).
SUGGESTED_ORDER = (206, 50, 205, 214, 14, 101, 39, 13, 106, 109, 103, 207, 102, "seasons-turn",
                   "tailwind")


def _suggested(number: int | str) -> tuple[int, int]:
    if number in SUGGESTED_ORDER:
        return SUGGESTED_ORDER.index(number), 0
    return len(SUGGESTED_ORDER), number  # type: ignore[return-value]


@options("order")
def _order_options(game: Game, decision: Decision) -> list[Action]:
    remaining = sorted(set(decision.data["remaining"]), key=_suggested)
    return [made(decision.player, "resolve", (n,)) for n in remaining]


@resolver("order")
def _order(game: Game, decision: Decision, action: Action) -> None:
    number = action.args[0]
    remaining = list(decision.data["remaining"])
    remaining.remove(number)
    push(game, Task("end_of_round_effect", decision.player, {"card": number}),
         Task("end_of_round_effects", decision.player, {"remaining": remaining}))


# --- entering play -----------------------------------------------------------------------------

@task("entry")
def _entry(game: Game, current: Task) -> None:
    """R14.4 step 5 / R14.6: the card's own entry effect; in an expansion game (X15.4 step 7)
    only if the card is still in play (a trap may have discarded it): found by its uid."""
    number = current.data["card"]
    index = current.data["index"]
    if "uid" in current.data:
        from .links import find_uid

        found = find_uid(game, current.data["uid"])
        if found is None or found[0] != current.player:
            return
        index = found[1]
    if number in ENTRY:
        ENTRY[number](game, current.player, index)
    elif number in ENTRY_DETAILED:
        ENTRY_DETAILED[number](game, current.player, index, current.data)


def card_index(game: Game, seat: int, args: tuple) -> int:
    """The play-area index named by ``(number, copy)`` at the start of an action's args."""
    return find_in_play(game.players[seat], args[0], args[1])


__all__ = ["ACTIVATIONS", "ask_gain", "queue_gain", "card_index"]
