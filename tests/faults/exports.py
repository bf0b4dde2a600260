"""Exports never destroy data (issue 16 item 3): ``--svg`` and ``--html`` of show, replay and
score over every kind of name, checked against what docs/cli.md ("Sharing a view") promises:
the game file, a file that is no export and a read-only one are refused before anything is
printed (the first two unless ``--force``); an earlier export, an empty file or a new name is
written, through links; ``/dev/full`` and a full disk are one line naming the file, which is
left as it was; nothing else changes and no temporary file is left."""

from __future__ import annotations

import os
from pathlib import Path

from .campaign import Round, family
from .cache import full_disk
from .sandbox import tree

MARK = "<!-- an export of seasons (show, replay or score): seasons may write over it -->"
EARLIER = f"<svg>\n{MARK}\n</svg>\n"
AGAIN = "; nothing was written (give the export another name, or --force)"
KINDS = ("new", "earlier export", "empty", "other file", "the game file", "link to the game file",
         "link to an earlier export", "link to another file", "dangling link",
         "read-only export", "/dev/full")
COMMANDS = (("show",), ("show", "--as", "bob"), ("replay",), ("replay", "--at", "3"), ("score",))


def _place(round: Round, name: str, kind: str) -> str:
    """Make what ``kind`` says at ``games/NAME`` (a link's file in ``elsewhere/``); the name
    to give the command."""
    games, elsewhere = round.box.games, round.box.root / "elsewhere"
    elsewhere.mkdir(exist_ok=True)
    path, far = games / name, elsewhere / name
    if kind == "earlier export":
        path.write_text(EARLIER)
    elif kind == "empty":
        path.write_text("")
    elif kind == "other file":
        path.write_text("<p>my notes</p>\n")
    elif kind == "read-only export":
        path.write_text(EARLIER)
        path.chmod(0o444)
    elif kind == "link to the game file":
        path.symlink_to("game.json")
    elif kind.startswith("link to") or kind == "dangling link":
        if kind != "dangling link":
            far.write_text(EARLIER if kind == "link to an earlier export" else "mine\n")
        path.symlink_to(far if round.rng.random() < 0.5 else os.path.relpath(far, games))
    return {"the game file": "game.json", "/dev/full": "/dev/full"}.get(kind, name)


def _refusal(name: str, kind: str, force: bool) -> str | None:
    """The line docs/cli.md gives for an export to ``name`` made as ``kind``, if refused."""
    if kind == "read-only export":
        return f"error: {name}: is read-only; nothing was written (chmod u+w {name} allows it)\n"
    if force:
        return None
    if kind in ("the game file", "link to the game file"):
        return f"error: {name}: is the game file being shown{AGAIN}\n"
    if kind in ("other file", "link to another file"):
        return f"error: {name}: exists and is not an export of seasons{AGAIN}\n"
    return None


def _failure(name: str, kind: str, full: bool) -> str | None:
    """The line of an export that cannot be written (after the view was printed)."""
    if kind == "/dev/full":
        return "error: /dev/full: cannot be written (No space left on device)\n"
    return f"error: {name}: cannot be written (File too large)\n" if full else None


@family(rounds=8, about="--svg and --html over every kind of name")
def exports(round: Round) -> None:
    rng = round.rng
    round.game(rng.choice(["small", "middle", "finished"]))
    command = rng.choice(COMMANDS)
    options = rng.choice([["--svg"], ["--html"], ["--svg", "--html"]])
    kinds = [rng.choice(KINDS) for _ in options]
    full = rng.random() < 0.15  # no file may grow past 2 KB: every export fails
    force = rng.random() < 0.3
    names = [_place(round, f"view{n}.{o[2:]}", k) for n, (o, k) in enumerate(zip(options, kinds))]
    round.fault = (f"{' '.join(command)} " + " ".join(f"{o} ({k})" for o, k in zip(options, kinds))
                   + (" --force" if force else "") + (" on a full disk" if full else ""))
    before = _everything(round)
    args = [command[0], "game.json", *command[1:]]
    for option, name in zip(options, names):
        args += [option, name]
    outcome = round.run(*args, *(["--force"] if force else []), limit=full_disk if full else None)
    _check(round, outcome, list(zip(options, names, kinds)), force, full, before)
    round.no_temporaries(round.box.games, round.box.root / "elsewhere", after=outcome)
    round.count(f"exit {outcome.code}")


def _check(round: Round, outcome, exports, force: bool, full: bool, before) -> None:
    refused = next((line for _, name, kind in exports
                    if (line := _refusal(name, kind, force)) is not None), None)
    if refused is not None:
        round.check((outcome.code, outcome.out, outcome.err) == (1, "", refused),
                    f"not refused before anything was printed with {refused!r}", outcome)
        round.check(_everything(round) == before, "a refused export changed a file", outcome)
        return
    failing = next((n for n, (_, name, kind) in enumerate(exports)
                    if _failure(name, kind, full) is not None), len(exports))
    if failing < len(exports):
        line = _failure(*exports[failing][1:], full)
        round.check((outcome.code, outcome.err) == (1, line), f"not {line!r}", outcome)
    else:
        round.check(outcome.code == 0, "the export failed", outcome)
    targets = [os.path.realpath(round.box.games / name) for _, name, _ in exports]
    for number, (option, name, kind) in enumerate(exports):
        if number >= failing and kind != "/dev/full":  # not written, or failed: as it was
            round.check(_everything(round).get(f"games/{name}") == before.get(f"games/{name}"),
                        f"{name}, not written, was changed", outcome)
        elif number < failing and targets[number] not in targets[number + 1:failing]:
            _check_written(round, outcome, option, name, kind)


def _check_written(round: Round, outcome, option: str, name: str, kind: str) -> None:
    path = round.box.games / name
    target = Path(os.path.realpath(path))
    text = target.read_text() if target.exists() else ""
    start = "<svg" if option == "--svg" else "<!DOCTYPE html>"
    round.check(text.startswith(start) and text.split("\n")[1] == MARK,
                f"{name} ({kind}) is not an export of seasons", outcome)
    if kind.startswith("link") or kind == "dangling link":
        round.check(path.is_symlink(), f"the link {name} was replaced", outcome)


def _everything(round: Round) -> dict:
    return {**{f"games/{k}": v for k, v in tree(round.box.games).items()},
            **{f"elsewhere/{k}": v for k, v in tree(round.box.root / "elsewhere").items()}}
