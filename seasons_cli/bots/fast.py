"""The quick policy of the strong bot's simulations (every player, in a sampled game).

It must be cheap — a thousand positions are made or tried for one move of the strong bot. Step C
is a one-step lookahead by ``value.margin`` over a short list (one way to summon each card, to
activate each card, to transmute one token of each type; never a bonus); the other decisions
follow rules: the die face worth most, the energy the hand needs, keep a drawn card unless the
end is near, the card worth most. It reads the sampled game it plays in, never the real one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..cards.catalogue import CARDS
from ..engine import Action, Game
from ..engine.actions import activation_options, summon_options, transmute_options
from ..engine.dice import TRANSMUTATION
from ..engine.flow import apply_in_place
from ..engine.model import Decision
from ..engine.registry import OPTIONS
from .knowledge import card_worth, rounds_left
from .raters import RATERS
from .value import margin, needed

FOLLOW_UPS = 6  # own decisions a move leads to (an entry effect's gain, ...) made before judging


def step(game: Game, decision: Decision, action: Action) -> Game:
    """``engine.apply`` without its legality check, which lists every option again (the bonus
    exchanges are many): the simulations make only moves taken from the engine's own option
    lists (tests/bots check them with ``apply``). The real game always goes through ``apply``."""
    after = game.copy()
    apply_in_place(after, decision, action)
    return after


def play_out(game: Game, rng: random.Random, last_round: int) -> tuple[Game, int]:
    """Play with this policy until the game is over or round ``last_round`` is; the game
    reached and the number of positions looked at (moves made and moves tried)."""
    work = 0
    while not game.finished and game.round <= last_round:
        decision = game.pending[0]
        if decision.kind == "main":
            action, tried = main_by_lookahead(game, decision, rng)
            work += tried
        else:
            action = fast_move(game, decision, rng)
        game = step(game, decision, action)
        work += 1
    return game, work


def after(game: Game, action: Action, rng: random.Random) -> Game:
    """The game after ``action`` and the decisions it leads the same player to (the tokens an
    entry effect gives, the card kept of those drawn), made by this policy: a summon is judged
    with its effect, not halfway through it."""
    game = step(game, next(d for d in game.pending if d.player == action.player), action)
    for _ in range(FOLLOW_UPS):
        decision = game.pending[0] if game.pending else None
        if decision is None or decision.player != action.player or decision.kind == "main":
            break
        game = step(game, decision, fast_move(game, decision, rng))
    return game


def main_by_lookahead(game: Game, decision: Decision, rng: random.Random) -> tuple[Action, int]:
    """Step C by a one-step lookahead over a short list of moves (one way to summon each card,
    to activate each card, to transmute one token of each type); the move and the moves tried."""
    seat = decision.player
    best, best_margin = Action(seat, "end"), margin(game, seat)
    tried = short_list(game, seat)
    for action in tried:
        value = margin(after(game, action, rng), seat)
        if value > best_margin:
            best, best_margin = action, value
    return best, len(tried)


def short_list(game: Game, seat: int) -> list[Action]:
    firsts: dict[tuple, Action] = {}
    for action in summon_options(game, seat):
        firsts.setdefault(("summon", action.args[0]), action)
    for action in activation_options(game, seat, "C"):
        firsts.setdefault(("activate", *action.args[:2]), action)
    singles = [a for a in transmute_options(game, seat) if sum(a.args[0][0]) == 1 and not a.args[0][1]]
    return [*firsts.values(), *singles]


def fast_move(game: Game, decision: Decision, rng: random.Random) -> Action:
    handler = HANDLERS.get(decision.kind)
    if handler is not None:
        return handler(game, decision, rng)
    options = OPTIONS[decision.kind](game, decision)
    rater = RATERS.get(decision.kind)
    if rater is None:
        return rng.choice(options)
    return max(options, key=lambda action: rater(game, decision, action))


def _gain(game: Game, decision: Decision, rng: random.Random) -> Action:
    """The tokens the hand still needs, then the type that transmutes best this season."""
    player = game.players[decision.player]
    lacking = [max(0, n - t) for n, t in zip(needed(game, player), player.energy)]
    rates = TRANSMUTATION[game.season]
    order = sorted(range(4), key=lambda k: (-lacking[k], -rates[k]))
    tokens = [0, 0, 0, 0]
    for _ in range(decision.data["count"]):
        kind = next((k for k in order if lacking[k] > tokens[k]), order[0])
        tokens[kind] += 1
    return Action(decision.player, "gain", (tuple(tokens),))


def _overflow(game: Game, decision: Decision, rng: random.Random) -> Action:
    """Discard the tokens the hand does not need, the ones that transmute worst first."""
    player = game.players[decision.player]
    need = needed(game, player)
    rates = TRANSMUTATION[game.season]

    def kept(action: Action) -> float:
        left = [t - d for t, d in zip(player.energy, action.args[0])]
        return sum(2 * min(k, n) + k * r / 10 for k, n, r in zip(left, need, rates))

    return max(OPTIONS["overflow"](game, decision), key=kept)


def _keep(game: Game, decision: Decision, rng: random.Random) -> Action:
    return Action(decision.player, "keep" if rounds_left(game.position) > 3 else "discard")


def _choose(game: Game, decision: Decision, rng: random.Random) -> Action:
    rounds = rounds_left(game.position)
    best = max(decision.data["cards"], key=lambda n: (
        card_worth(n, game.n, game.settings.edition, rounds / 2), CARDS[n].prestige))
    return Action(decision.player, "choose", (best,))


def _step_a(game: Game, decision: Decision, rng: random.Random) -> Action:
    return Action(decision.player, "go")


HANDLERS: dict[str, Callable[[Game, Decision, random.Random], Action]] = {
    "gain": _gain, "overflow": _overflow, "keep_drawn": _keep, "choose": _choose,
    "step_a": _step_a, "draw": lambda game, d, rng: Action(d.player, "draw")}
