"""Moves the bots judge without playing them: draft picks, the library split, dice, step A.

Each rater gives the worth of one option of a decision, from the decision's owner's point of
view and from what that player sees (their own cards, the dice on the table).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action, Game
from ..engine.dice import FACES
from ..engine.flow import die_face
from ..engine.model import Decision
from .knowledge import card_worth, earliness, rounds_left, synergy
from .value import face_worth


def _draft(game: Game, decision: Decision, action: Action) -> float:
    """R6.1: the card's worth over the whole game, plus its synergy with the cards already picked."""
    number = action.args[0]
    rounds = rounds_left(game.position) / 2
    chosen = game.players[decision.player].chosen
    return card_worth(number, game.n, game.settings.edition, rounds) + synergy(number, chosen)


def _library(game: Game, decision: Decision, action: Action) -> float:
    """R6.4: the three earliest cards stay in hand, the next three go to Library II, the last
    three to Library III: a group is better the closer its cards rank to the middle three."""
    cards = sorted(game.players[decision.player].chosen, key=lambda n: (-earliness(n), n))
    return -sum(abs(cards.index(number) - 4) for number in action.args[1])


def _die(game: Game, decision: Decision, action: Action) -> float:
    die = next(d for d in game.dice if d.die == action.args[0])
    return face_worth(game, decision.player, FACES[game.dice_season, die.die, die.face])


def _step_a(game: Game, decision: Decision, action: Action) -> float:
    """R9.2, card 15: reroll with a Die of Malice when a new face plus 2 crystals is worth more
    on average than the face the player has."""
    seat = decision.player
    current = die_face(game, seat)
    if action.kind == "go":
        return face_worth(game, seat, current)
    faces = [FACES[game.dice_season, current.die, number] for number in range(1, 7)]
    return 2 + sum(face_worth(game, seat, face) for face in faces) / 6


RATERS: dict[str, Callable[[Game, Decision, Action], float]] = {
    "draft": _draft, "library": _library, "die": _die, "step_a": _step_a}
