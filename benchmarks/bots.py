"""Measure the bots against the targets of issue 7 (not a test: it takes a while).

    PYTHONPATH=. python3 benchmarks/bots.py --games 200 --jobs 2

- greedy's win rate against random bots, over ``--games`` games at 2 players and at 4 players
  (target >= 90%);
- strong's win rate against greedy in 2-player games (target >= 65%);
- the time a strong move takes at its default budget (target <= 2 s), over every strong move
  with a choice made in those games.

Seats rotate from game to game; shared victories count as a fraction of a win. The figures go
into docs/bots.md.

The bots' moves depend only on the position and the seeds (the strong bot's budget counts
positions, not seconds), so the win rates of a run are the same on any machine, however loaded;
``--results FILE`` writes every game's outcome so two runs can be compared game by game. The
times are not: with ``--time-games N`` they come from the first N strong-vs-greedy games, played
one after the other (one core, nothing else of the benchmark running) before the others are
played in parallel, instead of from all the games; ``--matches`` picks which matches to play.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from seasons_cli.arena import contestants, wilson  # noqa: E402
from seasons_cli.bots import bot_move, bot_seed  # noqa: E402
from seasons_cli.engine import Settings, apply, legal_actions, new_game  # noqa: E402
from seasons_cli.engine.scoring import winners  # noqa: E402


def rotated(strengths: tuple[str, ...], number: int) -> tuple[str, ...]:
    """Game ``number`` seats the bots turned by ``number`` places (the first player has an edge)."""
    turn = number % len(strengths)
    return strengths[turn:] + strengths[:turn]


def match(strengths: tuple[str, ...], games: int, level: str, seed: str, jobs: int,
          alone: int = 0) -> tuple[list[float], list[list[float]]]:
    """The measured bot (first listed) playing ``games`` games, seats rotating: its share of
    each game, and each game's strong move times. The first ``alone`` games are played one at a
    time (nothing else running: their times are the ones to trust), the others ``jobs`` at a
    time; a game's outcome is the same either way."""
    jobs_args = []
    for number in range(games):
        order = rotated(strengths, number)
        jobs_args.append((order, level, f"{seed}-{'-'.join(strengths)}-{number}", order.index(strengths[0])))
    shares: list[float] = []
    times: list[list[float]] = []
    for part, workers in ((jobs_args[:alone], 1), (jobs_args[alone:], jobs)):
        if not part:
            continue
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for share, game_times in pool.map(play, part):
                shares.append(share)
                times.append(game_times)
                print(".", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return shares, times


def play(args: tuple) -> tuple[float, list[float]]:
    """One game: the measured bot's share of the victory (it sits at ``seat``) and the time of
    every strong move that had a choice."""
    order, level, seed, seat = args
    names = contestants(order)
    game = new_game(Settings(names, level, seed))
    times: list[float] = []
    moves = 0
    while not game.finished:
        turn = game.pending[0].player
        started = time.perf_counter()
        action = bot_move(game, turn, order[turn], bot_seed(seed, turn, moves))
        elapsed = time.perf_counter() - started  # the bot's move alone, not the check below
        if order[turn] == "strong" and len(legal_actions(game, turn)) > 1:
            times.append(elapsed)
        game, moves = apply(game, action), moves + 1
    won = winners(game)
    return (1 / len(won) if names[seat] in won else 0.0), times


def rate_row(label: str, shares: list[float], target: float) -> tuple[str, str, str, str, str]:
    rate = statistics.mean(shares)
    low, high = wilson(rate, len(shares))
    return (label, f"{rate:.1%} of {len(shares)}", f"{low:.1%}–{high:.1%}", f">= {target:.0%}",
            "met" if rate >= target else "not met")


def time_row(times: list[float], target: float) -> tuple[str, str, str, str, str]:
    ordered = sorted(times)
    worst = ordered[-1] if ordered else 0.0
    p99 = ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0
    mean = statistics.mean(ordered) if ordered else 0.0
    return (f"time per strong move ({len(ordered)} moves)", f"mean {mean:.2f} s, max {worst:.2f} s",
            f"99th percentile {p99:.2f} s", f"<= {target:.0f} s", "met" if worst <= target else "not met")


MATCHES = {
    "greedy2": ("greedy vs random, 2 players", ("greedy", "random")),
    "greedy4": ("greedy vs 3 random, 4 players", ("greedy", "random", "random", "random")),
    "strong": ("strong vs greedy, 2 players", ("strong", "greedy")),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per measure (default 200)")
    parser.add_argument("--strong-games", type=int, help="games of strong vs greedy (default --games)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--level", default="apprentice")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--matches", default=",".join(MATCHES),
                        help=f"which matches to play, of {','.join(MATCHES)} (default all)")
    parser.add_argument("--time-games", type=int, default=0,
                        help="time strong moves over this many games played one at a time")
    parser.add_argument("--results", type=Path, help="write every game's outcome here (JSON)")
    args = parser.parse_args()
    strong_games = args.strong_games or args.games
    started = time.time()
    rows, results = [], {}
    every_game: list[list[float]] = []  # the strong move times of each game played
    timed: list[list[float]] | None = None  # of the games played one at a time (--time-games)
    for key in filter(None, args.matches.split(",")):
        label, bots = MATCHES[key]
        games = strong_games if key == "strong" else args.games
        alone = min(args.time_games, games) if key == "strong" else 0
        print(f"{label}: {games} games" + (f", the first {alone} one at a time" if alone else ""),
              file=sys.stderr)
        shares, game_times = match(bots, games, args.level, args.seed, args.jobs, alone)
        results[key] = shares
        every_game += game_times
        if alone:
            timed = game_times[:alone]
        rows.append(rate_row(f"{label} (win rate of {bots[0]})", shares, 0.65 if bots[0] == "strong" else 0.9))
    if args.time_games and timed is None:  # the strong match was not played: its first games
        print(f"timing strong moves: {args.time_games} games, one at a time", file=sys.stderr)
        timed = match(MATCHES["strong"][1], args.time_games, args.level, args.seed, 1)[1]
    times = [seconds for one in (every_game if timed is None else timed) for seconds in one]
    if times:
        rows.append(time_row(times, 2.0))
    if args.results:
        args.results.write_text(json.dumps(results, indent=1) + "\n")
    timing = f", strong moves timed over {args.time_games} games one at a time" if args.time_games else ""
    print(f"level {args.level}, seed {args.seed}, {args.jobs} jobs{timing}, {time.time() - started:.0f} s\n")
    header = ("measure", "figure", "95% CI", "target", "")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(5)]
    for row in [header, *rows]:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


if __name__ == "__main__":
    main()
