"""The game files the faults are made on, written once per campaign (in the campaign's process,
with the cache off), and what a fault needs to know of one: its moves, whose they are, its head.

Games are played by the CLI tests' own helpers (``tests/cli/conftest.py``: ``random_game``, the
scripted small game of ``data/small_game.txt``)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, load, play_action, save
from seasons_cli.notation import format_action
from seasons_cli.script import play_script, read_script

from ..cli.conftest import DATA, random_game

GREEDY_FOUR = (("alice", "greedy"), ("bob", "greedy"), ("carol", "greedy"), ("dave", "greedy"))


def small(path: Path) -> Path:
    """tests/cli/conftest.py's ``small_game``: 2 players, apprentice, alice to take a die."""
    record = create(Settings(("alice", "bob"), "apprentice", "snap", decks=(1, 2)))
    save(path, play_script(record, read_script((DATA / "small_game.txt").read_text()), None))
    return path


def undoable(path: Path) -> Path:
    """The small game after alice took die 2, bob die 3 and alice a bonus: a move alice may
    take back (``seasons undo``), as tests/cli/test_undo.py makes it."""
    record = load(small(path), in_full=True)
    save(path, play_script(record, read_script("die 2\ndie 3\nbonus gauge\n"), None))
    return path


def bots(path: Path) -> Path:
    """Four greedy bots at the wizard level, before the draft: ``seasons bot`` plays it to the
    end (about half a second: the longest any command of the campaign works on one file)."""
    save(path, create(Settings(("alice", "bob", "carol", "dave"), "wizard", "faults",
                               bots=GREEDY_FOUR)))
    return path


def fresh(players: tuple[str, ...], level: str, seed: str) -> Callable[[Path], Path]:
    """A game just set up: every player must choose (the split, or the draft's first pick)."""
    def made(path: Path) -> Path:
        save(path, create(Settings(players, level, seed)))
        return path
    return made


def played(players: tuple[str, ...], level: str, seed: str,
           moves: int | None) -> Callable[[Path], Path]:
    def made(path: Path) -> Path:
        return random_game(path, players, level, seed, moves=moves, rng=len(seed))
    return made


TEMPLATES: dict[str, Callable[[Path], Path]] = {
    "small": small,
    "undo": undoable,
    "middle": played(("alice", "bob", "carol"), "wizard", "middle", 60),
    "finished": played(("alice", "bob"), "apprentice", "end", None),
    "other": played(("carol", "dave"), "apprentice", "other", 12),
    "bots": bots,
    "split": fresh(("alice", "bob", "carol", "dave"), "apprentice", "split"),
    "draft": fresh(("alice", "bob", "carol", "dave"), "wizard", "draft"),
}


def position(source: Path, path: Path, rng: random.Random, moves: int) -> Path:
    """The game of ``source`` after ``moves`` more random moves, written to ``path``."""
    record = load(source, in_full=True)
    for _ in range(moves):
        if record.game.finished:
            break
        record = play_action(record, rng.choice(legal_actions(record.game)))
    save(path, record)
    return path


def choices(path: Path) -> list[tuple[str, str]]:
    """Every legal move now, as (player, notation): what a mover may try."""
    game = load(path, in_full=True).game
    names = game.settings.players
    return [(names[seat], format_action(game, action))
            for seat in sorted({d.player for d in game.pending})
            for action in legal_actions(game, seat)]


def history(raw: bytes) -> list[dict]:
    return json.loads(raw)["history"]


def head(raw: bytes) -> str:
    return json.loads(raw)["head"]


def script(path: Path, rng: random.Random, moves: int) -> bytes:
    """A script of up to ``moves`` legal moves from the game at ``path``, one ``player: move``
    line each (what ``seasons move FILE -`` reads)."""
    record, lines = load(path, in_full=True), []
    for _ in range(moves):
        if record.game.finished:
            break
        action = rng.choice(legal_actions(record.game))
        lines.append(f"{record.game.settings.players[action.player]}: "
                     f"{format_action(record.game, action)}")
        record = play_action(record, action)
    return "".join(line + "\n" for line in lines).encode()
