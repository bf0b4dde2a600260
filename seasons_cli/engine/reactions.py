"""Acting outside one's own turn (expansions.md X18, X25.2): Speedwall the Escaped.

When a player draws exactly one card and keeps it (``core.drew_one``), every opponent with a
Speedwall the Escaped in play (not under a Deadbolt) may take that card, after the draw is
complete and the effect that caused it has finished (a task), one after another in turn order
from the drawer's left; once one has taken it the others cannot. Using Speedwall is not an
activation (ruling BGA: no Thieving Fairies toll, no Heart of Argos earth).
"""

from __future__ import annotations

from . import core
from .core import ask, log, push
from .model import Action, Decision, Game, Task, made, plain_action
from .registry import REACTIONS, options, resolver, task

SPEEDWALL = 301


def after_single_draw(game: Game, seat: int, card: int) -> None:
    owners = [other for other in game.opponents(seat) if game.players[other].count(SPEEDWALL)]
    if owners:
        push(game, Task("speedwall", seat, {"drawn": card, "owners": owners}))


@task("speedwall")
def _speedwall(game: Game, current: Task) -> None:
    """The next owner who may still react (the card still in the drawer's hand, X18.3)."""
    owners = [o for o in current.data["owners"] if game.players[o].count(SPEEDWALL)]
    if not owners or current.data["drawn"] not in game.players[current.player].hand:
        return
    ask(game, Decision(owners[0], "speedwall", "speedwall",
                       {"from": current.player, "drawn": current.data["drawn"],
                        "owners": owners[1:], "card": SPEEDWALL}))


@options("speedwall")
def _speedwall_options(game: Game, decision: Decision) -> list[Action]:
    return [made(decision.player, "option", ("take",)), plain_action(decision.player, "pass")]


@resolver("speedwall")
def _speedwall_resolve(game: Game, decision: Decision, action: Action) -> None:
    """X17.2: the owner takes the card; Speedwall leaves their play area (neither a sacrifice
    nor a return to hand: no toll, no Shield) and joins the drawer's hand."""
    drawer, card = decision.data["from"], decision.data["drawn"]
    if action.kind == "pass":
        push(game, Task("speedwall", drawer, {"drawn": card, "owners": decision.data["owners"]}))
        return
    owner = decision.player
    game.player_for_change(drawer).hand.remove(card)
    game.player_for_change(owner).hand.append(card)
    core.gained(game, owner)  # the receiver of Speedwall pays nothing (ruling, 301)
    index = next(i for i, c in enumerate(game.players[owner].in_play) if c.effect == SPEEDWALL)
    from .links import place_left_card

    speedwall = game.player_for_change(owner).in_play.pop(index)
    place_left_card(game, owner, speedwall, True, sacrificed=False)  # to the owner's hand...
    game.player_for_change(owner).hand.remove(speedwall.number)  # ...then on to the drawer's
    game.player_for_change(drawer).hand.append(speedwall.number)
    log(game, "speedwall", player=core.name(game, owner), card=card)


REACTIONS[SPEEDWALL] = "reactions.after_single_draw"
