"""What the expansions change in a round and a turn (expansions.md X13, X14): what a turn and a
round remember, and the parts A2 and A3 of step A. Base games never come here: the round's and
the turn's tasks test ``game.extra`` once.
"""

from __future__ import annotations

from .core import ask
from .model import Action, Game, plain_decision
from .registry import STEP_A_ACTIONS

DIE_OF_MALICE = 15
STEADFAST = "steadfast"  # the face was replaced by Steadfast Die's option (X13 A3)
REROLLED = "rerolled"  # T17 was used: step A's part A1 is over (X13 A2)


def begin_round(game: Game) -> None:
    extra = game.extra
    if any(extra.rounds):
        game.extra = extra.replace(rounds=(frozenset(),) * game.n)


def begin_turn(game: Game, seat: int) -> bool:
    """Forget the last turn's limits; ask step A when the player has something to do in it: a
    straight Die of Malice (A1), or an option of A2 or A3. True when it was asked."""
    extra = game.extra
    if extra.turn:
        game.extra = extra.replace(turn=frozenset())
    malice = any(card.effect == DIE_OF_MALICE and not card.activated
                 for card in game.players[seat].in_play)
    if malice or step_a_extras(game, seat):
        ask(game, plain_decision(seat, "step_a"))
        return True
    return False


def step_a_extras(game: Game, seat: int) -> list[Action]:
    """The options of parts A2 (T17) and A3 (Steadfast Die), in that order; none once the face
    has been replaced."""
    if STEADFAST in game.extra.turn:
        return []
    found: list[Action] = []
    for options_fn, _ in STEP_A_ACTIONS.values():
        found += options_fn(game, seat)
    return found


def malice_allowed(game: Game) -> bool:
    """X13: once the player has moved on to A2 or A3, Die of Malice can no longer be used."""
    return not ({REROLLED, STEADFAST} & game.extra.turn)


def die_ignored(game: Game) -> bool:
    """Steadfast Die replaced the whole face (114): step B gives nothing."""
    return STEADFAST in game.extra.turn
