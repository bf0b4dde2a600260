"""The expansions' rules and effects, loaded only by a game that has expansion content.

A base game's commands import what they always did (issue #5, P1: ~20 M instructions, some
5 ms of every command's start-up, for twenty modules a base game never uses); the engine loads
these when it creates, replays or recalls a game with expansion content (``new_game``,
``gamefile.files``); the docs' generators and the tests load them to ask what is implemented.
"""

from __future__ import annotations

_LOADED = False


def load() -> None:
    """Import (once) every module that registers the expansions' tasks, decisions, cards,
    tokens and enchantments."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    from . import embrace, prelude, reactions, summons, tokens, transmutation, years  # noqa: F401
    from .effects import (cards_101_120, cards_201_222, cards_301_303,  # noqa: F401
                          enchantments)
    from .effects import tokens as token_effects  # noqa: F401
    from .effects.cards_31_40 import _cauldron_reward
    from .sacrifices import AFTER_FORCED

    AFTER_FORCED["cauldron"] = _cauldron_reward  # a base card's payoff, a Shield instead (X21)
