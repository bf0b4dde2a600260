"""Hostile and damaged game files through every command (issue 16 item 6, and the corpus of
tests/data/invalid/): the small hostile files of tests/cli/test_hostile_files.py, the corpus,
and sound files damaged at random (bytes flipped, cut, repeated; moves removed, swapped, edited;
brackets nested past the limit). Each command refuses one with the very line ``validate``
gives, or works on a file that is sound after all; the cache changes nothing (a twin with the
cache off); the file is never changed by a refusal. With ``Scale.big_hostile`` the 16 MB
files of benchmarks/hostile.py go through too (the time each takes is reported)."""

from __future__ import annotations

import json
import random
from functools import cache

from seasons_cli.gamefile.codec import dumps

from ..cli.test_hostile_files import HOSTILE, expected
from .campaign import Round, family
from .sandbox import ROOT

CORPUS = sorted((ROOT / "tests" / "data" / "invalid").glob("*.json"))
COMMANDS = (("show",), ("moves",), ("score", "--json"), ("replay",), ("status",),
            ("move", "end"), ("undo", "--player", "alice"), ("bot",), ("show", "--svg", "v.svg"))


def _damaged(raw: bytes, rng: random.Random) -> tuple[str, bytes]:
    """A sound file's bytes damaged one random way: how, and the bytes."""
    how = rng.choice(["flip a byte", "cut", "repeat a part", "remove a move", "swap two moves",
                      "edit a number", "nest deeply", "add a key"])
    at = rng.randrange(len(raw))
    if how == "flip a byte":
        return how, raw[:at] + bytes([raw[at] ^ (1 << rng.randrange(8))]) + raw[at + 1:]
    if how == "cut":
        return how, raw[:at]
    if how == "repeat a part":
        return how, raw[:at] + raw[at:at + rng.randint(1, 200)] + raw[at:]
    if how == "nest deeply":
        depth = rng.choice([100, 5000, 300_000])
        return how, raw[:at] + b"[" * depth + b"]" * depth + raw[at:]
    data = json.loads(raw)
    moves = data["history"]
    if how == "remove a move" and moves:
        del moves[rng.randrange(len(moves))]
    elif how == "swap two moves" and len(moves) > 1:
        i, j = rng.sample(range(len(moves)), 2)
        moves[i], moves[j] = moves[j], moves[i]
    elif how == "edit a number":
        player = rng.choice(data["state"]["players"])
        field = rng.choice(["crystals", "gauge", "bonuses"])
        player[field] = player.get(field, 0) + rng.choice([-1, 1, 999])
    else:  # add a key where the schema allows none
        rng.choice([data, data["state"], data["settings"]])["x"] = 1
    return how, dumps(data).encode()


def _hostile(round: Round) -> tuple[str, bytes, str | None]:
    """A file to refuse: its name, its bytes, and the line it must be refused with when an
    oracle knows it (for the small hostile files: the checks before issue 16, which took every
    error of the file and jsonschema's best match among them, slowly; for the corpus, whose
    every file is unusable, "error: ..."; None for a damaged file, which may be sound)."""
    rng = round.rng
    source = rng.choice(["hostile", "corpus", "damaged", "damaged"])
    if source == "hostile":
        name = rng.choice(list(HOSTILE))
        return name, HOSTILE[name].encode(), f"error: game.json::{expected(HOSTILE[name])}\n"
    if source == "corpus":
        path = rng.choice(CORPUS)
        return path.stem, path.read_bytes(), "error: "
    template = rng.choice(["small", "middle", "finished"])
    how, raw = _damaged(round.campaign.template(template).read_bytes(), rng)
    return f"{template}, {how}", raw, None


@family(rounds=6, about="hostile and damaged game files through every command")
def hostile(round: Round) -> None:
    name, raw, line = _hostile(round)
    path = round.box.games / "game.json"
    path.write_bytes(raw)
    command = round.rng.choice(COMMANDS)
    round.fault = f"{name}, then {' '.join(command)}"
    validate = round.run("validate", "game.json")
    if line is not None:
        round.check(validate.code == 1 and validate.err.startswith(line)
                    and (line == "error: " or validate.err == line),
                    f"not refused with {line!r}", validate)
    outcome, _ = round.twin(command[0], "game.json", *command[1:])
    if validate.code == 1:
        round.check((outcome.code, outcome.err) == (1, validate.err),
                    "refused otherwise than validate refuses it (second)", outcome, validate)
        round.check(path.read_bytes() == raw, "a refused file was changed", outcome)
        round.count("refused as validate refuses it")
    else:
        round.count("sound after all")


@family(rounds=lambda scale: len(_big_files()) if scale.big_hostile else 0,
        about="the 16 MB hostile files of benchmarks/hostile.py (release runs only)")
def big_hostile(round: Round) -> None:
    files = _big_files()
    name = list(files)[round.number % len(files)]
    path = round.box.games / "game.json"
    path.write_bytes(files[name]())
    round.fault = name
    validate = round.run("validate", "game.json")
    round.check(validate.code == 1 and validate.err.startswith("error: game.json"),
                "a hostile file was not refused", validate)
    for command in (("show",), ("move", "end"), ("score",)):
        outcome = round.run(command[0], "game.json", *command[1:])
        round.check((outcome.code, outcome.err) == (1, validate.err),
                    "refused otherwise than validate refuses it (second)", outcome, validate)
        round.count(f"{command[0]} refused {name} in {outcome.seconds:.1f} s"
                    if outcome.seconds > 1 else "refused within 1 s")
    path.unlink()


@cache
def _big_files() -> dict:
    from ..helpers import script

    return script("benchmarks/hostile.py", "hostile_benchmark").FILES
