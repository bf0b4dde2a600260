"""Computer players: ``random``, ``greedy`` and ``strong`` (docs/bots.md).

A bot is a player like any other: it is given an ``Observation`` of what its seat may see
(``observe``), never the game itself, and it returns one of the legal moves listed there. Its
only randomness is its own ``random.Random``, seeded by the caller: the same position and seed
give the same move. This package depends on the engine only.
"""

from __future__ import annotations

import hashlib
from typing import Protocol

from ..engine import Action, Game
from .greedy import GreedyBot, RandomBot
from .observe import Observation, determinize, observe
from .strong import StrongBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}
STRENGTHS = tuple(BOTS)


class Bot(Protocol):
    def choose(self, observation: Observation) -> Action: ...


def make_bot(strength: str, seed: int) -> Bot:
    if strength not in BOTS:
        raise ValueError(f"unknown bot strength {strength!r}: choose one of {', '.join(STRENGTHS)}")
    return BOTS[strength](seed)


def bot_seed(game_seed: str, seat: int, moves: int) -> int:
    """The seed of a bot's move: fixed by the game, the seat and the number of moves made, so
    that replaying a bot's turn gives the same moves. A one-way hash: the bot cannot learn the
    game's seed (and so the dice and draws to come) from it."""
    digest = hashlib.sha256(f"seasons-bot/v1|{game_seed}|{seat}|{moves}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def bot_move(game: Game, seat: int, strength: str, seed: int) -> Action:
    """The move of a ``strength`` bot at ``seat``, from what the seat sees only."""
    return make_bot(strength, seed).choose(observe(game, seat))


__all__ = ["STRENGTHS", "Bot", "GreedyBot", "Observation", "RandomBot", "StrongBot",
           "bot_move", "bot_seed", "determinize", "make_bot", "observe"]
