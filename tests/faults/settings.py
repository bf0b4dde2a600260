"""Settings files that cannot be used (issue 16 item 8): not TOML, nested past any sense, no
UTF-8, bad values, unknown keys, a folder, a FIFO, an endless device. Every command (but
``config`` and ``completion``, which read the file themselves) refuses them first with one line
naming the file, and never hangs; the game file is untouched. A script of moves on standard
input that is no UTF-8 is refused naming its line and byte."""

from __future__ import annotations

import os

from .campaign import Round, family
from .sandbox import tree

GOOD = 'player = "alice"\ncolor = "off"\nwidth = 100\n\n[email]\nsubject = "$game: $action"\n'
BAD_VALUES = ('width = "wide"', "width = 10", "width = 1000", "width = -1", "width = 1e3",
              "width = true", 'color = "blue"', "color = 1", 'player = "al ice"', "player = []",
              "player = 123", 'bots.auto = "maybe"', "bots.auto = 2", 'email.subject = "$who"',
              "email.template = 5", 'colour = "on"', '[email]\nbody = "x"', "[player]\nx = 1")
NOT_TOML = ("player = \n", "x = [1, ", 'player = "alice', "[email\n", "= 1\n", "a = 1\na = 2\n",
            "width = 0x\n", "\x00 = 1\n")


def _broken(round: Round) -> tuple[str, bytes | None]:
    """What the settings file is made: a kind's name and the bytes (None: not a file)."""
    rng = round.rng
    kind = rng.choice(["not TOML", "nested arrays", "nested tables", "deep header", "bad UTF-8",
                       "bad value", "folder", "fifo", "endless device"])
    depth = rng.randint(500, 6000)
    if kind == "not TOML":
        return kind, rng.choice(NOT_TOML).encode()
    if kind == "nested arrays":
        return kind, f"a = {'[' * depth}{']' * depth}\n".encode()
    if kind == "nested tables":
        return kind, ("a = " + "{b = " * depth + "1" + "}" * depth + "\n").encode()
    if kind == "deep header":
        return kind, ("[" + ".".join(["t"] * depth) + "]\nx = 1\n").encode()
    if kind == "bad UTF-8":
        at = rng.randrange(len(GOOD))
        bad = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"])  # no byte, a cut one, a surrogate
        return kind, GOOD[:at].encode() + bad + GOOD[at:].encode()
    if kind == "bad value":
        return kind, (GOOD.split("\n\n")[0] + "\n" + rng.choice(BAD_VALUES) + "\n").encode()
    return kind, None


def _make(path, kind: str, raw: bytes | None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if raw is not None:
        path.write_bytes(raw)
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")


COMMANDS = (("show", "game.json"), ("moves", "game.json"), ("score", "game.json"),
            ("validate", "game.json"), ("status", "game.json"), ("replay", "game.json"),
            ("move", "game.json", "--player", "alice", "die", "2"),
            ("move", "game.json", "--email", "die", "2"),
            ("undo", "game.json", "--player", "alice"), ("bot", "game.json"),
            ("seat", "game.json", "bob", "--bot", "greedy", "--player", "bob"),
            ("cards",), ("new", "new.json", "--players", "alice,bob"), ("play", "game.json"),
            ("arena", "--bots", "random,random", "--games", "1", "--jobs", "1"))


@family(rounds=6, about="broken settings files, for every command; scripts that are no UTF-8")
def settings(round: Round) -> None:
    round.game("small")
    if round.rng.random() < 0.2:
        return _script_not_utf8(round)
    kind, raw = _broken(round)
    _make(round.box.settings, kind, raw)
    before = tree(round.box.games)
    shown = f"error: {round.box.settings}: "
    for args in round.rng.sample(COMMANDS, 3):
        round.fault = f"settings file: {kind}, then {args[0]}"
        outcome = round.run(*args, timeout=15)
        round.check(outcome.code == 1 and outcome.err.startswith(shown) and len(outcome.err) < 500,
                    "not refused in one short line naming the settings file", outcome)
        round.check(tree(round.box.games) == before, "a command ran with broken settings", outcome)
    round.count(kind)


def _script_not_utf8(round: Round) -> None:
    text = b"# moves\nalice: die 2\nbob: die 3\nalice: bonus gauge\n"
    at = round.rng.randrange(len(text))
    raw = text[:at] + b"\xff" + text[at:]
    line = raw.count(b"\n", 0, at) + 1
    byte = at - raw.rfind(b"\n", 0, at)
    round.fault = f"a script with byte 0xff at {at}"
    before = tree(round.box.games)
    outcome = round.run("move", "game.json", "-", input=raw)
    round.check((outcome.code, outcome.err) == (1, f"error: line {line}: not valid UTF-8 (byte "
                                                   f"{byte} of the line; nothing was written)\n"),
                "a script that is no UTF-8 was not refused naming its line", outcome)
    round.check(tree(round.box.games) == before, "a script that is no UTF-8 changed the file",
                outcome)
    round.count("scripts")
