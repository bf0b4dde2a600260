"""Fair games for the engine's tests: seeds made from the events' names, positions made fair,
and random fair games played to the end (``seeded_play``)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

from seasons_cli.engine import Action, Game, Settings, apply, legal_actions, new_game
from seasons_cli.engine.fair import CLASSES, ROLL, SETUP, Event, FairState
from seasons_cli.engine.waiting import awaited, supply
from tests.helpers import NAMES


def seed_of(event: Event, salt: str = "test") -> bytes:
    """A fixed seed for ``event``: SHA-256 of ``"salt class k"``."""
    return hashlib.sha256(f"{salt} {event.event_class} {event.k}".encode()).digest()


def fair_new(players: int = 3, level: str = "wizard", edition: int = 2,
             decks: tuple[int, ...] | None = None) -> Game:
    """A new fair game, still waiting for its setup's seed."""
    return new_game(Settings(NAMES[:players], level, "unused", edition, decks, trust="fair"))


def fair(game: Game) -> Game:
    """A hand-built open position (``helpers.position``) as a fair game at the same point: the
    setup and the rolls up to this round used, no draw or reroll yet."""
    game.settings = game.settings.replace(trust="fair")
    game.fair = FairState({**dict.fromkeys(CLASSES, 0), SETUP: 1, ROLL: game.round})
    return game


def go_on(game: Game, salt: str = "test") -> Game:
    """Supply seeds (``seed_of``) while the game waits."""
    while (event := awaited(game)) is not None:
        game = supply(game, event, seed_of(event, salt))
    return game


def through_prelude(game: Game) -> Game:
    """Make every draft pick and split with the first legal option (``helpers.finish_prelude``)
    until the tournament starts or the game waits (for round 1's roll)."""
    while game.phase in ("draft", "split") and awaited(game) is None:
        game = apply(game, legal_actions(game)[0])
    return game


def seeded_steps(game: Game, seed: int) -> Iterator[tuple[Action | None, Game]]:
    """Play ``game`` to its end with random legal moves, supplying random seeds whenever it
    waits (both from ``random.Random(seed)``): yields each move made (None for a seed supplied)
    and the game after it."""
    rng = random.Random(seed)
    while not game.finished:
        event = awaited(game)
        if event is not None:
            action, game = None, supply(game, event, rng.randbytes(32))
        else:
            action = rng.choice(legal_actions(game))
            game = apply(game, action)
        yield action, game


def seeded_play(game: Game, seed: int) -> Iterator[Game]:
    """``game``, then every game ``seeded_steps`` reaches."""
    yield game
    for _, after in seeded_steps(game, seed):
        yield after
