"""The legal moves of the pending decision(s), each with its notation: ``seasons moves``."""

from __future__ import annotations

from typing import Any

from ..engine.dice import FACES
from ..engine.flow import legal_actions
from ..engine.model import Action, Game
from ..notation import format_action
from .words import face_words


def moves(game: Game, seat: int | None = None) -> list[dict[str, Any]]:
    """Every legal move (of ``seat`` only, if given), in the engine's order; a die's move also
    says what taking that die gives (its face, R9.3)."""
    names = game.settings.players
    return [{"player": names[action.player], "notation": format_action(game, action),
             "kind": action.kind, **_about(game, action)} for action in legal_actions(game, seat)]


def _about(game: Game, action: Action) -> dict[str, str]:
    if action.kind != "die":
        return {}
    rolled = next(die for die in game.dice if die.die == action.args[0])
    face = FACES[game.dice_season, rolled.die, rolled.face]
    return {"face": face.id, "gives": face_words(face, dots=False)}
