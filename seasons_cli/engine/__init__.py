"""The pure rules engine of Seasons: no I/O, no randomness of its own, no user interface.

Use ``new_game(settings)``, ``legal_actions(game)`` and ``apply(game, action)``; ``score(game)``
gives the final (or provisional) scores. Chance outcomes come from the game's seed and are
listed in ``game.events`` after each ``apply``.
"""

from . import actions, decisions, effects, prelude  # noqa: F401  (register the rules and the cards)
from .errors import IllegalAction, SeasonsError, SetupError
from .flow import apply, legal_actions, new_game
from .model import Action, Decision, Game, Settings

__all__ = ["Action", "Decision", "Game", "IllegalAction", "SeasonsError", "Settings", "SetupError",
           "apply", "legal_actions", "new_game"]
