"""The legal moves of the pending decision(s), each with its notation: ``seasons moves``."""

from __future__ import annotations

from typing import Any

from ..engine.flow import legal_actions
from ..engine.model import Game
from ..notation import format_action


def moves(game: Game, seat: int | None = None) -> list[dict[str, Any]]:
    """Every legal move (of ``seat`` only, if given), in the engine's order."""
    names = game.settings.players
    return [{"player": names[action.player], "notation": format_action(game, action),
             "kind": action.kind} for action in legal_actions(game, seat)]
