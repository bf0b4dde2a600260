"""Argos' Embrace (expansions.md EK-E6, X25.1): gaining cards into a hand costs 5 crystals.

Every place that puts a gained card into a hand calls ``core.gained`` (a base game never comes
here). The player then owes one payment for the effect: the payments of one effect wait in one
task, made once that step of the effect is done, player by player in turn order from the active
player (ruling, project decision). A player with 5 crystals or more pays 5 (no choice, ruling);
with 4 or fewer they sacrifice a card in play or discard one from the hand, the card just gained
allowed (a voluntary sacrifice when they could discard instead: Crystal Titan's toll; a Shield of
Zira may replace either).
"""

from __future__ import annotations

from . import core
from .core import ask, push
from .model import Action, Decision, Game, Task
from .registry import ENCHANTMENT_RULES, options, resolver, task

ARGOS_EMBRACE = "argos-embrace"
ENCHANTMENT_RULES[ARGOS_EMBRACE] = "core.gained (every card gained into a hand)"
PRICE = 5


def owe(game: Game, seat: int) -> None:
    """One payment per player and effect: joined to the payments waiting on top of the tasks."""
    tasks = game.tasks
    if tasks and tasks[-1].op == "embrace":
        seats = tasks[-1].data["seats"]
        if seat not in seats:
            tasks[-1] = Task("embrace", tasks[-1].player, {"seats": [*seats, seat]})
        return
    push(game, Task("embrace", game.active, {"seats": [seat]}))


@task("embrace")
def _embrace(game: Game, current: Task) -> None:
    owing = set(current.data["seats"])
    push(game, *(Task("embrace_pay", seat) for seat in game.seats_from(game.active)
                 if seat in owing))


@task("embrace_pay")
def _embrace_pay(game: Game, current: Task) -> None:
    seat = current.player
    player = game.players[seat]
    if player.crystals >= PRICE:
        core.lose_crystals(game, seat, PRICE)
    elif player.hand or player.in_play:
        ask(game, Decision(seat, "embrace", "argos_embrace"))


@options("embrace")
def _embrace_options(game: Game, decision: Decision) -> list[Action]:
    from .sacrifices import discard_or_sacrifice_options

    return discard_or_sacrifice_options(game, decision.player)


@resolver("argos_embrace")
def _argos_embrace(game: Game, decision: Decision, action: Action) -> None:
    from .sacrifices import discard_or_sacrifice

    discard_or_sacrifice(game, decision.player, action)
