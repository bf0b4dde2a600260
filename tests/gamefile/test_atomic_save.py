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
