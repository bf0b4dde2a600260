"""Bot tournaments: ``seasons arena`` plays bot-only games in parallel and sums them up.

Every entry of the bot list is one contestant, named after its strength and place in the list
(``greedy1``, ``random3``). Game ``i`` seats them rotated by ``i`` places, so that each contestant
sits in every seat equally often (the first player has an edge), and takes the seed ``SEED-i``.
Games are independent and deterministic, so they can run in any process in any order. Game
``i``'s file is ``game-00i.json`` in the folder given; a file there of that name is never
replaced: the arena refuses before it plays, and each game is saved only if its name is still
free.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from statistics import mean, stdev
from typing import Any

from .botplay import play_bots
from .engine.model import Settings
from .engine.scoring import score
from .gamefile import GameFileError, create, save

Z95 = 1.96  # the normal quantile of a two-sided 95% interval


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: its number, the contestants in seat order, their totals and winners."""

    number: int
    seed: str
    seats: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[str, ...]
    file: str | None


@dataclass(frozen=True, slots=True)
class Standing:
    """A contestant's results: win rate (shared victories split) and average final score, each
    with its 95% confidence interval."""

    name: str
    strength: str
    games: int
    wins: float
    win_rate: float
    win_rate_ci: tuple[float, float]
    average: float
    average_ci: tuple[float, float]


def contestants(strengths: tuple[str, ...]) -> tuple[str, ...]:
    """``("greedy", "random")`` -> ``("greedy1", "random2")``: valid, distinct player names."""
    return tuple(f"{strength}{place}" for place, strength in enumerate(strengths, start=1))


def play_game(strengths: tuple[str, ...], level: str, seed: str, number: int,
              out: str | None, content: dict[str, Any] | None = None) -> GameResult:
    """Play game ``number`` (from 1) to the end, with the expansions' ``content`` (``Settings``'
    keywords) if given; write its file into ``out`` if given."""
    pairs = tuple(zip(contestants(strengths), strengths))
    turn = (number - 1) % len(pairs)
    bots = pairs[turn:] + pairs[:turn]  # the seats turn from game to game
    seats = tuple(name for name, _ in bots)
    record = play_bots(create(Settings(seats, level, f"{seed}-{number}", bots=bots,
                                       **(content or {}))))
    file = None
    if out is not None:
        file = game_file(out, number)
        save(file, record, exclusive=True)
    scores = score(record.game)
    return GameResult(number, record.settings.seed, seats, tuple(s.total for s in scores),
                      tuple(s.name for s in scores if s.rank == 1), file)


def game_file(out: str, number: int) -> str:
    return str(Path(out) / f"game-{number:03d}.json")


def run(strengths: tuple[str, ...], games: int, level: str, seed: str, jobs: int,
        out: str | None, content: dict[str, Any] | None = None) -> Iterator[GameResult]:
    """The games' results as they finish (``jobs`` processes; 1 plays them here, in order).
    With ``out``, its folder is made and any game file already there that a game would write is
    refused first (``GameFileError``), before any game is played."""
    if out is not None:
        Path(out).mkdir(parents=True, exist_ok=True)
        for file in (game_file(out, number) for number in range(1, games + 1)):
            if os.path.lexists(file):
                raise GameFileError(file, "", "already exists; no game was played (choose "
                                    "another --out, or move the games there away)")
    return _played(strengths, games, level, seed, jobs, out, content)


def _played(strengths: tuple[str, ...], games: int, level: str, seed: str, jobs: int,
            out: str | None, content: dict[str, Any] | None) -> Iterator[GameResult]:
    arguments = [(strengths, level, seed, number, out, content)
                 for number in range(1, games + 1)]
    if jobs <= 1:
        yield from (play_game(*args) for args in arguments)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_game, *args) for args in arguments]
        for future in as_completed(futures):
            yield future.result()


def standings(strengths: tuple[str, ...], results: list[GameResult]) -> list[Standing]:
    """Each contestant's standing, in the order of the bot list."""
    return [_standing(name, strength, results)
            for name, strength in zip(contestants(strengths), strengths)]


def _standing(name: str, strength: str, results: list[GameResult]) -> Standing:
    shares = [1 / len(r.winners) if name in r.winners else 0.0 for r in results]
    totals = [r.totals[r.seats.index(name)] for r in results]
    rate = mean(shares) if shares else 0.0
    return Standing(name, strength, len(results), sum(shares), rate,
                    wilson(rate, len(shares)), mean(totals) if totals else 0.0, mean_ci(totals))


def wilson(rate: float, n: int) -> tuple[float, float]:
    """The Wilson score interval of a rate over ``n`` games (sound near 0% and 100%, unlike
    rate ± 1.96 standard errors); a shared victory counts as a fraction of a win."""
    if n == 0:
        return 0.0, 1.0
    centre = (rate + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(rate * (1 - rate) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_ci(values: list[int]) -> tuple[float, float]:
    """Mean ± 1.96 standard errors (the normal approximation; one game gives no spread)."""
    if len(values) < 2:
        average = float(values[0]) if values else 0.0
        return average, average
    half = Z95 * stdev(values) / math.sqrt(len(values))
    return mean(values) - half, mean(values) + half

