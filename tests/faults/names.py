"""File names that could attack a terminal or an email (issue 16 item 7): escape sequences,
carriage returns, newlines starting a ``Bcc:`` header, bidirectional overrides, bytes that are
no UTF-8, shell metacharacters. Whatever a command prints is printable text (every error in one
line), an email has one header line, and the command to copy in a ``next:`` hint names, read by
bash, exactly the file."""

from __future__ import annotations

import os
import re
import subprocess

from .campaign import Round, family

PIECES = ("\x1b[2J", "\r", "\n", "\nBcc: eve@example.org", "\u202e", "\t", "\x07", "\x9b31m",
          "\x7f", " ", "'", '"', "$(id)", "`id`", "\\", "é", "\udcff", "\u2028", "!", "*", "{a,b}",
          "~")
SPLIT = "library2 amulet-of-fire,amsug-longneck,hand-of-fortune"
HINT = re.compile(r"\(seasons moves (.+?) --player [a-z]+\)")


def hostile_name(rng) -> bytes:
    """A file name of 2 to 6 hostile pieces (never a '/' or a NUL; never a leading '-', which
    click would take for an option)."""
    text = "g" + "".join(rng.choice(PIECES) for _ in range(rng.randint(2, 6))) + ".json"
    return os.fsencode(text)


@family(rounds=3, about="control characters and newlines in file names")
def names(round: Round) -> None:
    name = hostile_name(round.rng)
    round.fault = f"the file {os.fsdecode(name)!r}"
    made = round.run("new", name, "--players", "alice,bob", "--seed", "snap", "--decks", "1,2")
    round.check(made.code == 0, "a game could not be made under that name", made)
    moved = round.run("move", name, "--player", "alice", SPLIT)
    _check_hint(round, moved, name)
    mailed = round.run("move", name, "--player", "bob", "--email",
                       "library2 divine-chalice,lewis-greyface,scepter-of-greatness")
    lines = mailed.out.split("\n")
    round.check(mailed.code == 0 and lines[0].startswith("Subject: ") and lines[1] == "",
                "the email has not exactly one header line", mailed)
    other = name.replace(b".json", b".svg")
    commands = [("validate", name), ("status", name), ("moves", name, "--player", "alice"),
                ("show", name + b"x"), ("new", name, "--players", "alice,bob"),
                ("move", name, "--git", "end"), ("undo", name, "--player", "alice"),
                ("score", name, "--svg", other), ("replay", name, "--html", name)]
    for args in round.rng.sample(commands, 4):
        round.run(*args)  # each checked: printable, an error in one line
    round.count("names")


def _check_hint(round: Round, moved, name: bytes) -> None:
    """The ``next:`` line's command to copy, read back by bash, names the very file."""
    found = [word for line in moved.out.splitlines() if line.startswith("next: ")
             for word in HINT.findall(line)]
    if not round.check(moved.code == 0 and found, "no next: hint to copy", moved):
        return
    for shell_word in found:
        read = subprocess.run(["bash", "-c", f"printf %s {shell_word}"], capture_output=True,
                              env={**os.environ, "LC_ALL": "C.UTF-8"})
        round.check(read.stdout == name, f"bash reads {shell_word} as {read.stdout!r}, not the "
                    "file", moved)
