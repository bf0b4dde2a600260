"""Hostile game files, made at run time (issue #16, item 6): the worst files we could construct
for the time seasons takes to refuse them, each as large as the size cap lets it be.

    .venv/bin/python benchmarks/hostile.py FOLDER     # writes them to FOLDER, names them

A game file is read, checked for sound JSON (no float, huge number, repeated key or deep
nesting), checked against the schema and replayed; each file below makes one of those steps
walk millions of values, or name one problem among millions (the schema's first error). Every
one must be refused in under 1 s (``benchmarks/run.py``, rows P7 and P7m). None is committed:
they are 16 MB each.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from seasons_cli.gamefile.codec import MAX_CONTAINERS, MAX_KEYS  # noqa: E402
from seasons_cli.gamefile.files import MAX_BYTES  # noqa: E402

EXAMPLE = ROOT / "examples" / "archmage-4p-finished.json"
ROOM = MAX_BYTES - 256 * 1024  # what the example leaves for the hostile part of a file


def _game() -> dict:
    return json.loads(EXAMPLE.read_text())


def _text(data: dict) -> str:
    return json.dumps(data, separators=(",", ":"))


def _with_history(items: str) -> bytes:
    """The example, its history replaced by the JSON text ``items`` (the list's members)."""
    data = _game()
    data["history"] = "@@"
    return _text(data).replace('"@@"', f"[{items}]").encode()


def _filled(unit: str, last: str | None = None, sep: str = ",") -> str:
    """``unit`` repeated to fill the room, then ``last`` (the problem at the very end)."""
    count = ROOM // (len(unit) + len(sep))
    return sep.join([unit] * count + ([last] if last is not None else []))


def _bad_entry() -> str:
    """A history entry sound in every part but one, deep inside: its move number is 0."""
    entry = _game()["history"][5]
    entry["n"] = 0
    return json.dumps(entry, separators=(",", ":"))


def _deep_list(depth: int) -> str:
    return "[" * depth + "]" * depth


def _many_keys(where: str, count: int) -> bytes:
    """The example with ``count`` more keys: at its top level (which allows no other keys) or
    in the data of a task (which allows any)."""
    data = _game()
    keys = ",".join(f'"k{number:07d}":0' for number in range(count))
    if where == "top":
        return _text(data)[:-1].encode() + b"," + keys.encode() + b"}"
    data["state"]["tasks"] = [{"op": "x", "player": 0, "data": "@@"}]
    return _text(data).replace('"@@"', "{" + keys + "}").encode()


def _containers(unit: str, per_unit: int, last: str | None = None) -> str:
    """``unit`` (holding ``per_unit`` arrays or objects) repeated as often as the bracket limit
    lets it be (``codec.MAX_CONTAINERS``, less what the example holds), then ``last``."""
    count = (MAX_CONTAINERS - 10_000) // per_unit
    return ",".join([unit] * count + ([last] if last is not None else []))


# name -> what it is: the bytes of the file
SHAPES: dict[str, Callable[[], bytes]] = {
    "history of numbers": lambda: _with_history(_filled("1")),
    "history of strings": lambda: _with_history(_filled('"x"')),
    "history of numbers and strings": lambda: _with_history(_filled('1,"ab"')),
    "a million empty objects": lambda: _with_history(_containers("{}", 1)),
    "a million empty arrays": lambda: _with_history(_containers("[]", 1)),
    "a million arrays, 60 deep": lambda: _with_history(_containers(_deep_list(60), 60)),
    "history of entries with n 0": lambda: _with_history(_filled(_bad_entry())),
    "numbers, then a float": lambda: _with_history(_filled("1", "1.5")),
    "numbers and strings, then a float": lambda: _with_history(_filled('1,"ab"', "1.5")),
    "numbers, then a huge number": lambda: _with_history(_filled("1", "1" * 20)),
    "numbers, then a 5000-digit number": lambda: _with_history(_filled("1", "1" * 5000)),
    "numbers, then NaN": lambda: _with_history(_filled("1", "NaN")),
    "numbers, then bad JSON": lambda: _with_history(_filled("1", "]")),
    "250,000 objects, then a repeated key": lambda: _with_history(
        ",".join(['{"a":1}'] * (MAX_KEYS - 10_000) + ['{"a":1,"a":2}'])),
    "8 million empty arrays": lambda: _with_history(_filled("[]")),
    "nested 8 million deep": lambda: _deep_list(ROOM // 2).encode(),
    "a 16 MB string": lambda: _with_history('"' + "x" * ROOM + '"'),
    "a 16 MB number": lambda: b'{"format_version": ' + b"9" * ROOM + b"}",
    "250,000 keys at the top": lambda: _many_keys("top", MAX_KEYS - 10_000),
    "250,000 keys in a task": lambda: _many_keys("task", MAX_KEYS - 10_000),
    "a million keys in a task": lambda: _many_keys("task", ROOM // 13),
}
# Files that mix the shapes above (issue #16 item 6, 2026-12-02): each took 1.5-7 s to refuse
# before the tallies of gamefile/tally.py (the walk of every value, a second reading, the text
# read again for each run of digits).
MIXED: dict[str, Callable[[], bytes]] = {
    "strings of 5000 digits, then a 5000-digit number": lambda: _with_history(
        _filled('"' + "1" * 5000 + '"', "1" * 5000)),
    "numbers, then a colon in a string, then a float": lambda: _with_history(
        _filled("1", '"a:b",1.5')),
    "numbers, then a repeated key": lambda: _with_history(_filled("1", '{"a":1,"a":2}')),
    "numbers, then a float, then a huge number": lambda: _with_history(
        _filled("1", "1.5," + "1" * 20)),
    "numbers, then nested 65 deep": lambda: _with_history(_filled("1", _deep_list(65))),
    "numbers and 16-digit strings, then a huge number": lambda: _with_history(
        _filled('1,1,1,1,1,1,1,1,"1111111111111111"', "1" * 20)),
    "numbers, then a float in an object": lambda: _with_history(_filled("1", '{"a":[1.5]}')),
    "strings holding a float, then a float": lambda: _with_history(_filled('"1.5"', "1.5")),
}
FILES = SHAPES | MIXED


def write_all(folder: Path, names: list[str] | None = None) -> dict[str, Path]:
    """Every hostile file (or those ``names``), written to ``folder``: its path by name."""
    paths = {}
    for number, (name, make) in enumerate(FILES.items()):
        if names is not None and name not in names:
            continue
        raw = make()
        assert len(raw) <= MAX_BYTES, (name, len(raw))
        paths[name] = folder / f"hostile-{number:02d}.json"
        paths[name].write_bytes(raw)
    return paths


if __name__ == "__main__":
    for name, path in write_all(Path(sys.argv[1])).items():
        print(f"{path}  {path.stat().st_size / 1e6:5.1f} MB  {name}")
