"""The pure rules engine of Seasons: no I/O, no randomness of its own, no user interface.

Use ``new_game(settings)``, ``legal_actions(game)`` and ``apply(game, action)``; ``score(game)``
gives the final (or provisional) scores. Chance outcomes come from the game's seed and are
listed in ``game.events`` after each ``apply``. A fair game's chance comes from its events'
seeds instead (``waiting.supply``, ``deciders.could_decide_before``; docs/engine.md), which
open games never import; a sealed game's cards are handles, replayed from one seat's point of
view (``hidden``, ``sealed``, ``viewpoint``).
"""

from . import actions, decisions, effects  # noqa: F401  (register the rules and the cards)
from .errors import IllegalAction, SealedError, SeasonsError, SeedError, SetupError
from .flow import apply, legal_actions, new_game
from .model import Action, Decision, Game, Settings

__all__ = ["Action", "Decision", "Game", "IllegalAction", "SealedError", "SeasonsError",
           "SeedError", "Settings", "SetupError", "apply", "legal_actions", "new_game"]
