"""The long fuzzing run (issue #4 point 6, issue 20 point 6): many seeded random games, every
invariant after every move, and every 50th game saved, reloaded (schema + full replay) and
refused an illegal command.

    python benchmarks/soak.py            # 10,000 base games (about 7 minutes on one core)
    python benchmarks/soak.py 500        # a shorter run
    python benchmarks/soak.py 2000 --expansions 2000   # and 2,000 games with expansion content

With ``--expansions N``, N more games with expansion content: the wizard and archmage levels,
2-4 players, every token setting, every enchantment in scope and each random setting, each
card set, the promo cards and both tournament lists (``expansion_settings``), every invariant of
tests/engine/test_random_expansion_games after every move; every 5th game has a greedy bot and a
random bot in two of its seats (their moves checked legal), every 7th is a fair game (seeds
drawn by the soak), every 50th is saved, reloaded and refused an illegal command.

Prints what it found: games per level, player count and edition (and per setting of the
expansions), and every failure with the seed that reproduces it. Exit code 1 when anything
failed.
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

from seasons_cli.bots import bot_move, bot_seed  # noqa: E402
from seasons_cli.cards.abilities import ENCHANTMENTS, RANDOM_ENCHANTMENTS  # noqa: E402
from seasons_cli.cli.main import seasons  # noqa: E402
from seasons_cli.engine import Settings, legal_actions, new_game  # noqa: E402
from seasons_cli.engine.content import pool_cards  # noqa: E402
from seasons_cli.gamefile import create, load, play_action, save  # noqa: E402
from tests.engine.fair_games import seeded_play  # noqa: E402
from tests.engine.test_random_expansion_games import check as check_expansion  # noqa: E402
from tests.engine.test_random_expansion_games import eager as eager_expansion  # noqa: E402
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
        saved_and_refused(record, folder / f"soak-{seed}.json")
    return len(record.history)



def saved_and_refused(record, path: Path) -> None:  # noqa: ANN001 - a GameRecord
    """The finished game saved, loaded back (schema + full replay) the same, and an illegal
    command refused with the file unchanged."""
    save(path, record)
    assert load(path).to_data() == record.to_data()
    before = path.read_bytes()
    result = CliRunner().invoke(seasons, ["move", str(path), "end"])
    assert result.exit_code == 1 and path.read_bytes() == before

# --- games with expansion content (issue 20) ---------------------------------------------------

TOKEN_SETTINGS = ("none", "enchanted-kingdom", "path-of-destiny", "both")
CONTENT = ({"expansions": ("enchanted-kingdom",)}, {"expansions": ("path-of-destiny",)},
           {"expansions": ("enchanted-kingdom", "path-of-destiny")},
           {"expansions": ("enchanted-kingdom", "path-of-destiny"), "promos": True},
           {"promos": True}, {"cards": "tournament-classic"}, {"cards": "tournament-2022"})


def enchantment_settings() -> tuple[str, ...]:
    return ("none", *(slug for slug, e in ENCHANTMENTS.items() if e.in_scope),
            *RANDOM_ENCHANTMENTS)


def expansion_settings(seed: int) -> Settings:
    """Game ``seed``'s settings: every pair of a token setting and an enchantment setting comes
    round once every 4 x 22 games, the card contents and player counts cycling beside them;
    Elemental Construction at the archmage level with its full pool (G5's 18 cards a player)."""
    enchantments = enchantment_settings()
    enchantment = enchantments[seed % len(enchantments)]
    tokens = TOKEN_SETTINGS[(seed // len(enchantments)) % len(TOKEN_SETTINGS)]
    content = dict(CONTENT[seed % len(CONTENT)])
    players = 2 + seed % 3
    level = ("wizard", "archmage")[(seed // 3) % 2]
    if enchantment in ("elemental-construction", "random-enchanted-kingdom", "random-both"):
        level, content = "archmage", {"expansions": ("enchanted-kingdom", "path-of-destiny"),
                                      "promos": True}
    return Settings(NAMES[:players], level, f"xsoak-{seed}", tokens=tokens,
                    enchantment=enchantment, **content)


def one_expansion_game(seed: int, settings: Settings, deep: bool, folder: Path) -> int:
    if seed % 7 == 3:
        return one_fair_expansion_game(seed, settings)
    pool = Counter(n for n in pool_cards(settings) for _ in range(2))
    record = create(settings)
    chooser = random.Random(seed)
    style = eager_expansion if seed % 2 else uniform
    bots = {0: "greedy", 1: "random"} if seed % 5 == 0 else {}
    while not record.game.finished:
        legal = legal_actions(record.game)
        seat = legal[0].player
        if seat in bots and all(d.player == seat for d in record.game.pending):
            action = bot_move(record.game, seat, bots[seat], bot_seed(settings.seed, seat,
                                                                      len(record.history)))
            assert action in legal_actions(record.game, seat), action
        else:
            action = style(chooser, legal)
        record = play_action(record, action)
        check_expansion(record.game, pool)
    if deep:
        saved_and_refused(record, folder / f"xsoak-{seed}.json")
    return len(record.history)


def one_fair_expansion_game(seed: int, settings: Settings) -> int:
    """The same settings as a fair game, seeds drawn from ``random.Random(seed)``."""
    pool = Counter(n for n in pool_cards(settings) for _ in range(2))
    moves = 0
    for game in seeded_play(new_game(settings.replace(trust="fair", seed="ab" * 32)), seed):
        moves += 1
        if game.extra is not None and game.fair.held is None:
            check_expansion(game, pool)
    assert game.finished
    return moves


def _setting(settings: Settings) -> tuple[str, ...]:
    """What a game of expansion content is counted under: its level, players, kind, tokens,
    enchantment setting and cards."""
    cards = settings.cards if settings.cards != "standard" else \
        "+".join((*settings.expansions, *(["promos"] if settings.promos else [])))
    return (f"level {settings.level}", f"{len(settings.players)} players",
            f"tokens {settings.tokens}", f"enchantment {settings.enchantment}", f"cards {cards}")


def main(count: int, expansion_count: int = 0) -> int:
    played, moves, failures = Counter(), 0, []
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        for seed, config in zip(range(count), cycle(CONFIGS)):
            try:
                moves += one_game(seed, *config, deep=seed % 50 == 0, folder=Path(folder))
                played[config] += 1
            except Exception:  # noqa: BLE001 - a soak run reports every failure and goes on
                failures.append((seed, config, traceback.format_exc(limit=3)))
        expansion_played: Counter[str] = Counter()
        for seed in range(expansion_count):
            settings = expansion_settings(seed)
            try:
                moves += one_expansion_game(seed, settings, seed % 50 == 0, Path(folder))
                expansion_played.update(_setting(settings))
                expansion_played["fair games" if seed % 7 == 3 else "open games"] += 1
                expansion_played["with bots" if seed % 5 == 0 and seed % 7 != 3 else ""] += 1
            except Exception:  # noqa: BLE001 - as above
                failures.append((seed, _setting(settings), traceback.format_exc(limit=4)))
        del expansion_played[""]
    seconds = time.monotonic() - start
    games = count + expansion_count
    print(f"{games} games, {moves} moves in {seconds:.0f} s ({games / seconds:.1f} games/s)")
    for (level, players, edition), games in sorted(played.items()):
        print(f"  {level:<10} {players} players  edition {edition}: {games} games")
    if expansion_count:
        print(f"  with expansion content ({expansion_count} games), by setting:")
        for setting, games in sorted(expansion_played.items()):
            print(f"    {setting}: {games} games")
    print(f"{len(failures)} failures")
    for seed, config, trace in failures[:20]:
        print(f"--- seed {seed} {config}\n{trace}")
    return 1 if failures else 0


def _arguments(argv: list[str]) -> tuple[int, int]:
    count = int(argv[0]) if argv and argv[0].isdigit() else 10_000
    expansions = int(argv[argv.index("--expansions") + 1]) if "--expansions" in argv else 0
    return count, expansions


if __name__ == "__main__":
    sys.exit(main(*_arguments(sys.argv[1:])))
