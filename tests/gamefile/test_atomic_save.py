"""Atomic saves (issue #4 point 1): a process killed at any moment while saving leaves either the
old file or the new one, complete — never a mix, never a truncated file."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from seasons_cli import paths
from seasons_cli.gamefile import save
from seasons_cli.gamefile.codec import dumps

from .conftest import random_record

ROOT = Path(__file__).resolve().parents[2]

WRITER = """
import sys
from seasons_cli.gamefile import load, save
old, new, target = (load(p) for p in sys.argv[1:3]), None, sys.argv[3]
old, new = list(old)
print("ready", flush=True)
while True:
    save(target, new)
    save(target, old)
"""


def test_a_killed_save_leaves_the_old_or_the_new_file(tmp_path):
    old, new = random_record(4, "wizard", 21), random_record(4, "wizard", 22, moves=150)
    old_path, new_path, target = tmp_path / "old.json", tmp_path / "new.json", tmp_path / "game.json"
    save(old_path, old)
    save(new_path, new)
    save(target, old)
    versions = {old_path.read_bytes(), new_path.read_bytes()}
    chooser = random.Random(4)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(12):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(old_path), str(new_path), str(target)],
                                  env=env, stdout=subprocess.PIPE, text=True)
        assert writer.stdout.readline() == "ready\n"
        time.sleep(chooser.uniform(0.0, 0.05))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        assert target.read_bytes() in versions
    assert dumps(old.to_data()).encode() in versions


# A command killed while it writes (SIGKILL, a power cut) cannot remove its temporary file: the
# next write of the same file does (issue 16, item 10: the fault campaign's kills found them).

def abandoned(target: Path) -> Path:
    """What a killed save leaves beside ``target``: a temporary file nobody holds."""
    left = target.with_name(f".{target.name}.0123456789ab.tmp")
    left.write_bytes(b'{"format_ver')
    return left


def test_the_next_save_removes_what_a_killed_one_left(tmp_path):
    target = tmp_path / "game.json"
    save(target, random_record(2, "apprentice", 1))
    left = abandoned(target)
    save(target, random_record(2, "apprentice", 2))
    assert os.listdir(tmp_path) == ["game.json"] and not left.exists()


def test_a_temporary_file_a_live_save_holds_is_left_alone(tmp_path):
    """Another process still writing it holds it locked (``paths.temporary_beside``)."""
    target = tmp_path / "game.json"
    handle, held = paths.temporary_beside(str(target))
    try:
        save(target, random_record(2, "apprentice", 1))
        assert sorted(os.listdir(tmp_path)) == sorted(["game.json", os.path.basename(held)])
    finally:
        os.close(handle)


def test_other_files_beside_it_are_left_alone(tmp_path):
    """Only the temporary files of the file written: not another file's, nor a name like one."""
    target = tmp_path / "game.json"
    others = [tmp_path / name for name in (".other.json.0123456789ab.tmp", ".game.json.notes.tmp",
                                           "game.json.0123456789ab.tmp")]
    for other in others:
        other.write_text("mine\n")
    save(target, random_record(2, "apprentice", 1))
    assert all(other.read_text() == "mine\n" for other in others)


def test_killed_saves_leave_nothing_once_the_file_is_saved_again(tmp_path):
    """The writer of the test above, killed as soon as its temporary file appears."""
    old, new = random_record(4, "wizard", 21), random_record(4, "wizard", 22, moves=150)
    paths_ = [tmp_path / name for name in ("old.json", "new.json", "game.json")]
    for path, record in zip(paths_, (old, new, old)):
        save(path, record)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(5):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, *map(str, paths_)], env=env,
                                  stdout=subprocess.PIPE, text=True)
        assert writer.stdout.readline() == "ready\n"
        while not any(name.endswith(".tmp") for name in os.listdir(tmp_path)):
            pass
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    save(paths_[2], new)
    assert sorted(os.listdir(tmp_path)) == ["game.json", "new.json", "old.json"]
