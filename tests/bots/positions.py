"""Positions for the bot tests: real games played by bots to a chosen moment, hidden cards
swapped consistently, and rule-test positions made consistent with the cards of the level."""

from __future__ import annotations

from collections.abc import Callable

from seasons_cli.bots import StrongBot, bot_seed, make_bot, observe
from seasons_cli.engine import Game, Settings, apply, new_game
from tests.helpers import NAMES

SMALL_BUDGET = 150  # simulated positions per strong move in tests: quick, and still a search


def bot_for(strength: str, seed: int):  # noqa: ANN201 - a Bot
    """The bot of that strength; the strong one with a small budget, so tests stay quick."""
    return StrongBot(seed, budget=SMALL_BUDGET) if strength == "strong" else make_bot(strength, seed)


def bot_game(level: str, players: int, seed: str, until: Callable[[Game], bool]) -> Game:
    """A game greedy bots play from the start until ``until(game)`` holds."""
    game = new_game(Settings(NAMES[:players], level, seed))
    moves = 0
    while not until(game):
        seat = game.pending[0].player
        game = apply(game, make_bot("greedy", bot_seed(seed, seat, moves)).choose(observe(game, seat)))
        moves += 1
    return game


def deciding(seat: int, kind: str, round_: int = 1) -> Callable[[Game], bool]:
    """``until`` for ``bot_game``: ``seat`` must make a ``kind`` decision, in round >= ``round_``."""
    return lambda game: game.round >= round_ and any(
        d.player == seat and d.kind == kind for d in game.pending)


def swap_hidden(game: Game, seat: int) -> Game:
    """The same game as ``seat`` sees it, with hidden cards exchanged: an opponent's first hand
    (or packet) card with a different card of the draw pile, and the piles' contents mixed."""
    other = game.copy()
    opponent = next(p for s, p in enumerate(other.players) if s != seat and (p.hand or p.packet))
    zone = opponent.hand if opponent.hand else opponent.packet
    mine, pile = zone[0], next(n for n in other.draw_pile if n != zone[0])
    zone[0] = pile
    other.draw_pile.remove(pile)
    other.draw_pile = sorted([*other.draw_pile, mine])
    if other.discard and other.draw_pile:
        other.discard[0], other.draw_pile[-1] = other.draw_pile[-1], other.discard[0]
        other.draw_pile.sort()
    return other


def consistent(game: Game) -> Game:
    """A rule-test position (tests.helpers) whose draw pile no longer holds the cards placed in
    hands and play areas, so that every card of the level is somewhere exactly once."""
    placed = [n for p in game.players for n in (*p.hand, *(c.number for c in p.in_play))]
    game.piles_for_change()  # the pile may be shared with the game before the last move
    for number in placed:
        if number in game.draw_pile:
            game.draw_pile.remove(number)
    return game
