"""Make the corpus of unusable game files in tests/data/invalid/ (run from the repository root).

    python tests/data/make_invalid.py

Each file is one way a game file can be wrong: not JSON, hostile JSON, a schema violation, or a
sound-looking file whose history or state was tampered with. tests/gamefile/test_invalid_corpus.py
snapshots the one-line diagnostic `seasons validate` gives for each.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from seasons_cli.engine import Settings, legal_actions  # noqa: E402
from seasons_cli.gamefile import create, play_action  # noqa: E402
from seasons_cli.gamefile.codec import dumps  # noqa: E402

OUT = Path(__file__).resolve().parent / "invalid"


def base() -> dict:
    """A small sound game: 2 players, wizard, 40 moves of seeded random play."""
    record = create(Settings(("alice", "bob"), "wizard", "corpus"))
    chooser = random.Random(1)
    while len(record.history) < 40:
        record = play_action(record, chooser.choice(legal_actions(record.game)))
    return json.loads(dumps(record.to_data()))


def edit(data: dict, change) -> str:
    data = copy.deepcopy(data)
    change(data)
    return dumps(data)


def first_roll(data: dict) -> dict:
    return next(o for e in data["history"] for o in e["outcomes"] if o["kind"] == "roll")


def main() -> None:
    data = base()
    raw = {
        "not-json.json": b"this is not a game\n",
        "empty.json": b"",
        "utf8-bom.json": b"\xef\xbb\xbf{}",
        "invalid-utf8.json": b'{"format_version": 1, "x": "\xff"}',
        "nan.json": b'{"format_version": NaN}',
        "infinity.json": b'{"format_version": Infinity}',
        "float.json": b'{"format_version": 1.0}',
        "huge-integer.json": b'{"format_version": ' + b"9" * 400 + b"}",
        "deep-nesting.json": b"[" * 200 + b"]" * 200,
        "duplicate-keys.json": b'{"format_version": 1, "format_version": 1}',
        "top-level-array.json": b"[]",
    }
    edits = {
        "missing-format-version.json": lambda d: d.pop("format_version"),
        "newer-format-version.json": lambda d: d.update(format_version=99),
        "unknown-field.json": lambda d: d.update(comment="hello"),
        "unknown-player-field.json": lambda d: d["state"]["players"][0].update(cheat=1),
        "bad-player-name.json": lambda d: d["settings"].update(players=["alice", "bob smith"]),
        "unknown-level.json": lambda d: d["settings"].update(level="grandmaster"),
        "negative-crystals.json": lambda d: d["state"]["players"][0].update(crystals=-1),
        "edited-crystals.json": lambda d: d["state"]["players"][1].update(
            crystals=d["state"]["players"][1]["crystals"] + 5),
        "edited-energy.json": lambda d: d["state"]["players"][0]["energy"].update(
            fire=d["state"]["players"][0]["energy"]["fire"] + 1),
        "edited-gauge.json": lambda d: d["state"]["players"][0].update(
            summoning_gauge=(d["state"]["players"][0]["summoning_gauge"] + 1) % 16),
        "edited-roll.json": lambda d: first_roll(d)["faces"].__setitem__(
            0, "Wi1-1" if first_roll(d)["faces"][0] != "Wi1-1" else "Wi1-2"),
        "edited-deal.json": lambda d: d["setup"]["outcomes"][1]["cards"].__setitem__(0, 30),
        "edited-seed.json": lambda d: d["settings"].update(seed="other"),
        "edited-players.json": lambda d: d["settings"].update(players=["bob", "alice"]),
        "edited-level.json": lambda d: d["settings"].update(level="archmage"),
        "edited-edition.json": lambda d: d["settings"].update(card_edition=1),
        "deleted-move.json": lambda d: d["history"].pop(5),
        "duplicated-move.json": lambda d: d["history"].insert(6, d["history"][5]),
        "reordered-moves.json": lambda d: d["history"].insert(5, d["history"].pop(6)),
        "edited-move.json": lambda d: d["history"][3].update(move="pick runic-cube-of-eolis"),
        "broken-head.json": lambda d: d.update(head="39-" + d["head"].split("-")[1]),
        "truncated-history.json": lambda d: d["history"].pop(),
    }
    for name, content in raw.items():
        (OUT / name).write_bytes(content)
    for name, change in edits.items():
        (OUT / name).write_text(edit(data, change))
    print(f"{len(raw) + len(edits)} files in {OUT}")


if __name__ == "__main__":
    main()
