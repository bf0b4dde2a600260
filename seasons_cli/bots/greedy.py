"""The random and greedy bots.

``RandomBot`` picks uniformly among the legal moves. ``GreedyBot`` ranks the legal moves and plays
the best: prelude choices and dice by the card and face worths of ``knowledge`` and ``value``,
everything else by a one-step lookahead — the move is made in a game sampled from the
observation (``determinize``) and the position after it is judged by ``value.margin``. Ending the
turn is judged as the position as it stands, so that an action is taken only when it improves on
stopping.
"""

from __future__ import annotations

import random

from ..engine import Action, Game
from ..engine.model import Decision
from .fast import after
from .observe import Observation, determinize
from .raters import RATERS
from .value import margin

Ranked = list[tuple[float, Action]]


class RandomBot:
    """Uniform over the legal moves (the baseline every other bot must beat)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation) -> Action:
        return self.rng.choice(observation.legal)


class GreedyBot:
    """The best move by the heuristic of docs/bots.md, looking one move ahead."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation) -> Action:
        if len(observation.legal) == 1:
            return observation.legal[0]
        return self.rank(observation)[0][1]

    def rank(self, observation: Observation) -> Ranked:
        """Every legal move with its worth, best first (ties keep the legal order)."""
        decision = own_decision(observation)
        rater = RATERS.get(decision.kind)
        if rater is not None:
            rated = [(rater(observation.game, decision, action), action) for action in observation.legal]
        else:
            rated = lookahead(determinize(observation, self.rng), observation.seat, observation.legal)
        order = {action: index for index, action in enumerate(observation.legal)}
        return sorted(rated, key=lambda pair: (-pair[0], order[pair[1]]))


def own_decision(observation: Observation) -> Decision:
    return next(d for d in observation.game.pending if d.player == observation.seat)


def lookahead(game: Game, seat: int, actions: tuple[Action, ...] | list[Action]) -> Ranked:
    """Each move made in ``game``, judged by the margin after it; ending the turn keeps the
    position as it is."""
    standing = margin(game, seat)
    return [(standing if action.kind == "end" else margin(after(game, action, random.Random(0)), seat),
             action) for action in actions]
