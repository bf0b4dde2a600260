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
    shown = escaped(name)
    commands = {  # what each prints first: the name as docs/cli.md says it is shown
        ("validate", name): f"{shown}: valid",
        ("show", name + b"x"): f"error: {escaped(name + b'x')}: no such file",
        ("new", name, "--players", "alice,bob"): f"error: {shown} already exists",
        ("move", name, "--git", "end"): f"error: --git: {shown} is not in a git repository",
        ("replay", name, "--html", name): f"error: {shown}: is the game file being shown",
        ("status", name): "", ("undo", name, "--player", "alice"): "",
        ("score", name, "--svg", name.replace(b".json", b".svg")): ""}
    for args in round.rng.sample(list(commands), 4):
        outcome = round.run(*args)  # each checked: printable, an error in one line
        round.check((outcome.out + outcome.err).startswith(commands[args]),
                    f"the file is not named {commands[args]!r}", outcome)
    round.count("names")


def escaped(name: bytes) -> str:
    """A file name as docs/cli.md says it is shown: every character that is not printable as
    Python writes it in a string (a byte that is no UTF-8 as the surrogate that stands for it)."""
    text = os.fsdecode(name)
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


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
