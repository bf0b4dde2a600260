"""The strong bot: determinised flat Monte Carlo over its own moves.

The greedy ranking keeps the few most promising moves (``width``). Then, sample after sample, a
full game is drawn from the observation (``determinize``: the hidden cards shuffled, a fresh seed
for chance) and each kept move is made in it and followed by a simulation in which every player
uses the quick policy of ``fast`` up to the end of the game (or ``horizon`` moves, after which
``value.margin`` judges the position). All kept moves are tried on the same samples with the
same simulation seed, so that their difference is not drowned in luck. The move with the best
average margin (own score minus the best opponent's) is played.

The budget is a number of simulated moves, not a time: the same position and seed always give
the same move, on any machine. The default keeps a move under 2 seconds (docs/bots.md).
"""

from __future__ import annotations

import random

from ..engine import Action
from .fast import after, play_out
from .greedy import GreedyBot
from .observe import Observation, determinize
from .value import margin

BUDGET = 2000  # positions made or tried in simulations, per decision (under 2 s a move)
WIDTH = 4  # moves kept from the greedy ranking
HORIZON = 1  # rounds simulated after the current one


class StrongBot:
    def __init__(self, seed: int, budget: int = BUDGET, width: int = WIDTH,
                 horizon: int = HORIZON) -> None:
        self.rng = random.Random(seed)
        self.budget, self.width, self.horizon = budget, width, horizon

    def choose(self, observation: Observation) -> Action:
        if len(observation.legal) == 1:
            return observation.legal[0]
        ranked = GreedyBot(self.rng.getrandbits(64)).rank(observation)
        candidates = shortlist([action for _, action in ranked], self.width)
        if len(candidates) == 1:
            return candidates[0]
        totals = self.simulate(observation, candidates)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def simulate(self, observation: Observation, candidates: list[Action]) -> list[float]:
        """The summed margins of each candidate over as many samples as the budget allows."""
        totals = [0.0] * len(candidates)
        spent = 0
        while spent < self.budget:
            game = determinize(observation, self.rng)
            seed = self.rng.getrandbits(64)
            last_round = game.round + self.horizon
            for index, action in enumerate(candidates):
                start = after(game, action, random.Random(seed))
                end, work = play_out(start, random.Random(seed), last_round)
                totals[index] += margin(end, observation.seat)
                spent += work + 1
        return totals


def shortlist(ranked: list[Action], width: int) -> list[Action]:
    """The ``width`` best moves that differ in what they do, not only in how they pay (the best
    way to pay for each), and ending the turn whenever it is a choice: stopping is the move
    the greedy ranking misjudges most."""
    kept: dict[tuple, Action] = {}
    for action in ranked:
        kept.setdefault(what_it_does(action), action)
    chosen = list(kept.values())[:width]
    end = kept.get(("end",))
    if end is not None and end not in chosen:
        chosen[-1] = end
    return chosen


def what_it_does(action: Action) -> tuple:
    """An action without the way it is paid: the card summoned or activated, the bonus taken."""
    if action.kind == "summon" or (action.kind == "bonus" and action.args[0] == "exchange"):
        return action.kind, action.args[0]
    if action.kind == "activate":
        return action.kind, *action.args[:2]
    return action.kind, *action.args
