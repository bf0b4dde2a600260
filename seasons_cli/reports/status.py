"""One line for prompts and scripts: whose turn it is, and an exit code saying whether to act.

``seasons status`` exits 0 when the player asked about must act (or, without a player, when
anybody must), 3 when that player is waiting on others, 4 when the game is over.
"""

from __future__ import annotations

from typing import Any

from ..describe import describe_pending
from ..engine.model import Game
from ..engine.scoring import winners
from .board import pending_data
from .words import winners_words

EXIT_CODES = {"act": 0, "wait": 3, "over": 4}


def status(game: Game, seat: int | None, head: str) -> dict[str, Any]:
    """The state (``act``, ``wait`` or ``over``) for ``seat`` (None: anybody), and its line."""
    names = game.settings.players
    deciding = list(dict.fromkeys(d.player for d in game.pending))
    state = "over" if game.finished else "act" if seat is None or seat in deciding else "wait"
    won = winners(game) if game.finished else []
    return {
        "state": state,
        "exit_code": EXIT_CODES[state],
        "player": None if seat is None else names[seat],
        "deciding": [names[s] for s in deciding],
        "pending": pending_data(game, seat),
        "winners": won,
        "head": head,
        "line": status_line(game, seat, state, won),
    }


def status_line(game: Game, seat: int | None, state: str, won: list[str]) -> str:
    """``alice must take one of the season dice``; ``waiting: bob must ...``; ``game over: ...``."""
    if state == "over":
        return f"game over: {winners_words(won)}"
    line = "; ".join(describe_pending(game, seat))
    return f"waiting: {line}" if state == "wait" else line
