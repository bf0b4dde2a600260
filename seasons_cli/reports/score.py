"""The score table: ``seasons score`` (R19.3-R19.6, R15.7)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from ..engine.model import Game
from ..engine.scoring import score, winners


def scores(game: Game) -> dict[str, Any]:
    """Each player's score parts in seat order; the winners once the game is over.

    For an unfinished game the numbers are provisional: crystals so far, no end-of-game effects.
    A seat played by a bot has a ``bot`` key: its strength.
    """
    bots = dict(game.settings.bots)
    return {
        "card_edition": game.settings.edition,
        "finished": game.finished,
        "players": [{**asdict(row), **({"bot": bots[row.name]} if row.name in bots else {})}
                    for row in score(game)],
        "winners": winners(game) if game.finished else [],
    }
