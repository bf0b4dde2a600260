"""Sealed positions for the rule and card tests: an open position of ``tests.helpers`` made a
sealed game at a ``Table``, every card of a hidden place a handle the dealer knows."""

from __future__ import annotations

from itertools import count

from seasons_cli.engine import Game
from seasons_cli.engine.hidden import rewrite
from seasons_cli.engine.sealed import SealedState
from tests.engine.fair_games import fair
from tests.engine.sealed.table import Table
from tests.helpers import number


def seal(game: Game, draw: list | None = None, seed: int = 0) -> Table:
    """``game`` (an open position, at a decision) as a sealed game at a table: the same cards
    and decisions, each card of a hidden place a handle (-1, -2, ... in ``hidden.rewrite``'s
    order) that the dealer knows; the draw pile in the order ``draw`` gives (the top first; the
    same cards as the position's), else as it is. The setup and the rolls so far are fair events
    used (``fair_games.fair``). Each seat reads its own cards before its first move."""
    game = fair(game.copy())
    game.settings = game.settings.replace(trust="sealed")
    if draw is not None:
        order = [number(card) for card in draw]
        assert sorted(order) == sorted(game.draw_pile), "draw must order the draw pile"
        game.draw_pile = order
    cards: dict[int, int] = {}
    handles = count(1)

    def hide(card: int, owner: int | None) -> int:
        handle = -next(handles)
        cards[handle] = card
        return handle

    rewrite(game, hide)
    game.sealed = SealedState(made=len(cards), shuffles=1, used=1)
    return Table(game, seed, cards=cards)
