"""What a command imports (issue #5, P1 and P4): the modules a command was made to do without,
each of which costs every run milliseconds or memory that the floor (``import click``) does
not pay. Run in a new process, so that nothing the tests imported counts; a module the Python
itself imports at start-up (some installations' site-packages do) is not seasons' doing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOT_FOR_COMMANDS = {
    "pathlib": "~3 ms with urllib.parse and ipaddress: paths are strings (cli/common.as_named)",
    "tempfile": "with shutil and random, 3-6 ms: paths.temporary_beside",
    "importlib.resources": "only to read the schema file for a refusal (gamefile/schema.py)",
    "jsonschema": "only to explain a refusal (the check is the generated schema_check)",
    "rich": "only for the text views in colour (replay and score write plain text without it)",
    "pickle": "the cache of checked files keeps plain values, read by marshal (gamefile/checked.py)",
    "hashlib": "it loads OpenSSL: the cache uses _blake2 itself (gamefile/checked.py)",
    "nacl": "PyNaCl (~8 ms, the fair extra) is for fair games and 'seasons keys' only",
    "seasons_cli.protocol.identity": "a fair game's protocol: open games never load it",
    "seasons_cli.gamefile.fair": "a fair game's file: open games never load it",
    "seasons_cli.bots": "only where a seat is a bot (script.bots_after): ~10 ms",
    "seasons_cli.botplay": "only where a seat is a bot (script.bots_after)",
    "seasons_cli.gamefile.seats": "only where the history has a seat change",
    "prompt_toolkit": "only for seasons play",
    "seasons_cli.engine.expansions": "only for a game with expansion content (~5 ms)",
    "seasons_cli.engine.effects.cards_101_120": "only for a game with expansion content",
    "seasons_cli.engine.prelude": "only for a game with expansion content",
    "seasons_cli.engine.summons": "only for a game with expansion content",
}
PROBE = """
import json, sys
before = set(sys.modules)
from seasons_cli.cli.main import main
sys.argv = ["seasons", *sys.argv[1:]]
try:
    main()
except SystemExit as stop:
    code = stop.code
print(json.dumps([code, sorted(set(sys.modules) - before)]))
"""


def modules_imported_by(*args: str, cache: Path) -> list[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "SEASONS_CACHE": str(cache)}
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                          env=environment, check=True)
    code, imported = json.loads(done.stdout.splitlines()[-1])
    assert code == 0, done.stderr
    return imported


@pytest.mark.parametrize("seen", [False, True], ids=["unseen", "seen"])
@pytest.mark.parametrize("command", [("move", "{file}", "die", "2"), ("moves", "{file}", "--json"),
                                     ("show", "{file}", "--json"), ("replay", "{file}"),
                                     ("score", "{file}")], ids=lambda c: c[0])
def test_a_command_leaves_out_what_it_need_not_import(command, seen, small_game, tmp_path):
    cache = tmp_path / "cache"
    if seen:
        modules_imported_by("show", str(small_game), cache=cache)  # checked and remembered
    imported = modules_imported_by(*(arg.format(file=small_game) for arg in command), cache=cache)
    assert {name: NOT_FOR_COMMANDS[name] for name in imported if name in NOT_FOR_COMMANDS} == {}


@pytest.mark.parametrize("seen", [False, True], ids=["unseen", "seen"])
def test_a_game_with_expansion_content_loads_the_expansions(seen, tmp_path):
    """The expansions' rules are loaded for a file that has them, replayed or recalled from the
    cache of checked files (engine/expansions.py)."""
    from seasons_cli.engine import Settings
    from seasons_cli.gamefile import create, save

    path = tmp_path / "x.json"
    save(str(path), create(Settings(("alice", "bob"), "wizard", "x", tokens="both",
                                    enchantment="tailwind")))
    cache = tmp_path / "cache"
    if seen:
        modules_imported_by("validate", str(path), cache=cache)
    imported = modules_imported_by("moves", str(path), "--json", cache=cache)
    assert "seasons_cli.engine.expansions" in imported
