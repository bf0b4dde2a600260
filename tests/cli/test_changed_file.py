"""A game file replaced or rewritten while a command works on it is never overwritten (issue 16
point 1): ``mv``, a ``git pull`` or a mail client does not take seasons' lock, so the writer checks,
just before its rename, that the file on disk is still the one it read; if not, one line, exit 1,
and the other version is left as it is, with nothing of the command's beside it."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from seasons_cli import botplay, script
from seasons_cli.cli import undo as undo_command
from seasons_cli.gamefile import files, load

from .conftest import run

ROOT = Path(__file__).resolve().parents[2]


def changed(path: Path) -> str:
    return f"error: {path} changed while the move was being made; nothing was written\n"


@pytest.fixture
def newer(small_game, tmp_path):
    """Another version of the small game: bob's copy after alice took die 1, as a pull brings it."""
    other = tmp_path / "pulled" / "game.json"
    other.parent.mkdir()
    shutil.copy(small_game, other)
    assert run("move", other, "die", "1").exit_code == 0
    return other.read_bytes()


def replacing_it_first(path: Path, new_bytes: bytes, step):
    """``step`` (what the command does between reading and writing), after ``new_bytes`` were put
    at ``path`` the way ``mv`` and ``git pull`` put a file there: a new file renamed over it."""
    def replaced(*args, **kwargs):
        beside = path.with_name("incoming.tmp")
        beside.write_bytes(new_bytes)
        os.replace(beside, path)
        return step(*args, **kwargs)
    return replaced


def rewriting_it_in_place(path: Path, new_bytes: bytes, step):
    """``step``, after ``new_bytes`` were written into the file itself, as ``cp`` and ``cat >``
    write: the same inode, other bytes."""
    def rewritten(*args, **kwargs):
        with open(path, "r+b") as stream:
            stream.write(new_bytes)
            stream.truncate()
        return step(*args, **kwargs)
    return rewritten


@pytest.mark.parametrize("change", [replacing_it_first, rewriting_it_in_place],
                         ids=["replaced", "rewritten in place"])
def test_a_move_on_a_file_changed_meanwhile_is_refused(small_game, newer, monkeypatch, change):
    monkeypatch.setattr(script, "play_script", change(small_game, newer, script.play_script))
    result = run("move", small_game, "die", "2")
    assert (result.exit_code, result.stderr) == (1, changed(small_game))
    assert small_game.read_bytes() == newer
    assert sorted(p.name for p in small_game.parent.iterdir()) == ["game.json", "pulled"]


def test_an_undo_on_a_file_replaced_meanwhile_is_refused(small_game, newer, monkeypatch):
    run("move", small_game, "-", input="die 2\ndie 3\nbonus gauge\n")
    monkeypatch.setattr(undo_command, "take_back",
                        replacing_it_first(small_game, newer, undo_command.take_back))
    result = run("undo", small_game, "--player", "alice")
    assert (result.exit_code, result.stderr) == (1, changed(small_game))
    assert small_game.read_bytes() == newer


def bot_game(path: Path, players: str = "alice,bob", level: str = "apprentice") -> Path:
    names = players.split(",")
    bots = [arg for name in names for arg in ("--bot", f"{name}=greedy")]
    assert run("new", path, "--players", players, "--seed", "race", "--level", level,
               *bots).exit_code == 0
    return path


def test_the_bots_moving_on_a_file_replaced_meanwhile_are_refused(tmp_path, monkeypatch):
    path = bot_game(tmp_path / "bots.json")
    other = bot_game(tmp_path / "other.json", "carol,dave")
    newer = other.read_bytes()
    monkeypatch.setattr(botplay, "play_bots", replacing_it_first(path, newer, botplay.play_bots))
    result = run("bot", path)
    assert (result.exit_code, result.stderr) == (1, changed(path))
    assert path.read_bytes() == newer
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bots.json", "other.json"]


def test_the_same_bytes_put_back_meanwhile_are_not_a_change(small_game, monkeypatch):
    """A pull that brings the very bytes the command read loses nothing: the move is made."""
    same = small_game.read_bytes()
    monkeypatch.setattr(script, "play_script",
                        replacing_it_first(small_game, same, script.play_script))
    result = run("move", small_game, "die", "2")
    assert result.exit_code == 0, result.stderr
    assert load(small_game).history[-1].move == "die 2"


class CountedReads:
    """``files.read_bytes``, counting the reads of the game file."""

    def __init__(self, monkeypatch):
        self.reads, self.read = 0, files.read_bytes
        monkeypatch.setattr(files, "read_bytes", self)

    def __call__(self, path: str) -> bytes:
        self.reads += 1
        return self.read(path)


def test_a_file_unchanged_since_long_before_is_not_read_twice(small_game, monkeypatch):
    """Its identity and times say it is the file read: no second read (issue #5, P1)."""
    os.utime(small_game, (time.time() - 3600,) * 2)
    monkeypatch.setattr(files, "RECENT", 0)  # its change time counts as long before, too
    counted = CountedReads(monkeypatch)
    assert run("move", small_game, "die", "2").exit_code == 0
    assert counted.reads == 1


def test_a_file_changed_a_moment_before_is_read_again_to_compare(small_game, monkeypatch):
    """A write within the file system's clock tick may leave its times as they were: a file
    changed in the last ``RECENT`` seconds is compared byte for byte."""
    counted = CountedReads(monkeypatch)
    assert run("move", small_game, "die", "2").exit_code == 0
    assert counted.reads == 2


def lock_is_held(path: Path) -> bool:
    with open(path, "rb") as stream:
        try:
            fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(stream.fileno(), fcntl.LOCK_UN)
        return False


def test_a_real_mv_while_the_bots_think_is_refused(tmp_path):
    """The race as it happens: ``seasons bot`` in its own process plays a whole game of four
    greedy bots (~0.5 s) holding its lock; once it holds it (and has read the file, a few ms
    later), another version is moved over the file."""
    path = bot_game(tmp_path / "bots.json", "alice,bob,carol,dave", "wizard")
    incoming = bot_game(tmp_path / "incoming.json", "erin,frank")
    newer = incoming.read_bytes()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SEASONS_CACHE": ""}
    bots = subprocess.Popen([sys.executable, "-m", "seasons_cli", "bot", str(path)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while not lock_is_held(path):
        assert time.monotonic() < deadline and bots.poll() is None, "the bots never took the lock"
        time.sleep(0.002)
    time.sleep(0.1)
    os.replace(incoming, path)  # mv incoming.json bots.json
    assert bots.wait(timeout=60) == 1
    assert bots.stderr.read() == changed(path)
    assert path.read_bytes() == newer
    assert os.listdir(tmp_path) == ["bots.json"]
