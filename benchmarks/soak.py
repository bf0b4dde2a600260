"""The long fuzzing run (issue #4 point 6): many seeded random games, every invariant after every
move, and every 50th game saved, reloaded (schema + full replay) and refused an illegal command.

    python benchmarks/soak.py            # 10,000 games (about 7 minutes on one core)
    python benchmarks/soak.py 500        # a shorter run

Prints what it found: games per level, player count and edition, and every failure with the seed
that reproduces it. Exit code 1 when anything failed.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from itertools import cycle
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from click.testing import CliRunner  # noqa: E402

from seasons_cli.cli.main import seasons  # noqa: E402
from seasons_cli.engine import Settings, legal_actions  # noqa: E402
from seasons_cli.gamefile import create, load, play_action, save  # noqa: E402
from tests.engine.test_random_games import check, eager, uniform  # noqa: E402

CONFIGS = [(level, players, edition) for level in ("apprentice", "wizard", "archmage")
           for players in (2, 3, 4) for edition in (1, 2)]
NAMES = ("alice", "bob", "carol", "dave")


def one_game(seed: int, level: str, players: int, edition: int, deep: bool, folder: Path) -> int:
    record = create(Settings(NAMES[:players], level, f"soak-{seed}", edition))
    chooser = random.Random(seed)
    style = eager if seed % 2 else uniform
    while not record.game.finished:
        record = play_action(record, style(chooser, legal_actions(record.game)))
        check(record.game)
    if deep:
        path = folder / f"soak-{seed}.json"
        save(path, record)
        assert load(path).to_data() == record.to_data()
        before = path.read_bytes()
        result = CliRunner().invoke(seasons, ["move", str(path), "end"])
        assert result.exit_code == 1 and path.read_bytes() == before
    return len(record.history)


def main(count: int) -> int:
    played, moves, failures = Counter(), 0, []
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        for seed, config in zip(range(count), cycle(CONFIGS)):
            try:
                moves += one_game(seed, *config, deep=seed % 50 == 0, folder=Path(folder))
                played[config] += 1
            except Exception:  # noqa: BLE001 - a soak run reports every failure and goes on
                failures.append((seed, config, traceback.format_exc(limit=3)))
    seconds = time.monotonic() - start
    print(f"{count} games, {moves} moves in {seconds:.0f} s ({count / seconds:.1f} games/s)")
    for (level, players, edition), games in sorted(played.items()):
        print(f"  {level:<10} {players} players  edition {edition}: {games} games")
    print(f"{len(failures)} failures")
    for seed, config, trace in failures[:20]:
        print(f"--- seed {seed} {config}\n{trace}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000))
