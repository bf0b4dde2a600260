"""``seasons move --git`` when git refuses or hangs (issue 16 item 9): a file git ignores, a
hook that waits forever before or after the commit, a hook that fails with pages of output or
with control characters, another git's lock, no repository. git is given 1 s here instead of
60 (``sandbox.SHORT_GIT``). The move is saved whatever git does (or refused before it is
played: no repository), the error is one line that says which, a hung hook is stopped with
git, and git's lock goes with it."""

from __future__ import annotations

import subprocess
from pathlib import Path

from .campaign import Round, family
from .games import history

SAVED = "error: the move is saved in game.json, but "
FAULTS = ("clean", "not a repository", "ignored", "pre-commit hangs", "post-commit hangs",
          "pre-commit fails at length", "pre-commit fails with control characters",
          "another git's lock", "pre-commit reads its input")


def _git(round: Round, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(round.box.games), *args], capture_output=True,
                          text=True, env=round.box.env())


def _hook(round: Round, name: str, body: str) -> Path:
    hooks = round.box.games / ".git" / "hooks"
    (hooks / name).write_text(f"#!/bin/sh\necho $$ > ../{name}.pid\n{body}\n")
    (hooks / name).chmod(0o755)
    return round.box.root / f"{name}.pid"


def _prepare(round: Round, fault: str) -> Path | None:
    """The repository and the fault; the file the hook writes its process id to, if any."""
    if fault == "not a repository":
        return None
    _git(round, "init", "-q")
    if fault == "ignored":  # a new repository, told to ignore the game (a tracked file is not)
        (round.box.games / ".gitignore").write_text("game.json\n")
        return None
    _git(round, "add", "game.json")
    _git(round, "commit", "-q", "-m", "the game")
    if fault == "another git's lock":
        (round.box.games / ".git" / "index.lock").write_text("")
    elif fault.endswith("hangs"):
        return _hook(round, fault.split()[0], "sleep 60")
    elif fault == "pre-commit fails at length":
        _hook(round, "pre-commit", "for i in $(seq 60); do echo \"check $i failed: the file is "
                                    "not formatted as the project wants it\"; done; exit 1")
    elif fault == "pre-commit fails with control characters":
        _hook(round, "pre-commit", "printf 'bad\\033[2J\\r\\nBcc: eve\\n' >&2; exit 1")
    elif fault == "pre-commit reads its input":
        _hook(round, "pre-commit", "read line; exit 0")
    return None


@family(rounds=3, about="git refusals and hanging hooks under move --git")
def git(round: Round) -> None:
    fault = round.rng.choice(FAULTS)
    round.fault = fault
    path = round.game("small")
    before = path.read_bytes()
    pid = _prepare(round, fault)
    head = _git(round, "rev-parse", "HEAD").stdout
    outcome = round.run("move", "game.json", "--git", "die", "2", git_timeout=1, timeout=30)
    round.check(outcome.seconds < 20, "git was not stopped in time", outcome)
    if fault == "not a repository":
        round.check((outcome.code, outcome.err, path.read_bytes()) == (
            1, "error: --git: game.json is not in a git repository (run 'git init' there first, "
               "or leave out --git)\n", before), "played outside a repository", outcome)
        return
    round.check(len(history(path.read_bytes())) == len(history(before)) + 1,
                "the move was not saved", outcome)
    lock = round.box.games / ".git" / "index.lock"
    round.check(not lock.exists() or fault == "another git's lock",
                "git's lock was left behind", outcome)
    if pid is not None:
        round.check(_stopped(pid), "the hook that hung is still running", outcome)
    committed = _git(round, "rev-parse", "HEAD").stdout != head
    _check_said(round, fault, outcome, committed)
    round.count(f"exit {outcome.code}")


def _check_said(round: Round, fault: str, outcome, committed: bool) -> None:
    if fault in ("clean", "pre-commit reads its input"):
        clean = _git(round, "status", "--porcelain").stdout == ""
        round.check(outcome.code == 0 and committed and clean,
                    "the move was not committed", outcome)
        return
    round.check(outcome.code == 1 and committed == (fault == "post-commit hangs"),
                "git's refusal was not reported, or the commit not as said", outcome)
    expected = {
        "ignored": f"{SAVED}'git add' failed: The following paths are ignored by one of your "
                   ".gitignore files: game.json\n",
        "pre-commit hangs": f"{SAVED}'git commit' did not finish within 1 s and was stopped (a "
                            "hook that waits?): it is not committed\n",
    }.get(fault)
    if expected:
        round.check(outcome.err == expected, f"not {expected!r}", outcome)
    elif fault == "post-commit hangs":
        round.check("and committed (" in outcome.err and "a git hook did not finish within 1 s"
                    in outcome.err, "the hung post-commit hook was not reported", outcome)
    elif fault == "pre-commit fails at length":
        round.check(outcome.err.startswith(f"{SAVED}'git commit' failed: check 1 failed")
                    and outcome.err.endswith("(run 'git commit' to see the rest)\n"),
                    "a long refusal was not cut to one line", outcome)
    else:
        round.check(outcome.err.startswith(SAVED), "git's refusal is not said", outcome)


def _stopped(pid_file: Path) -> bool:
    """The hook's process is gone, or a zombie nobody reaps (its parent, git, was stopped)."""
    try:
        return Path(f"/proc/{int(pid_file.read_text())}/stat").read_text().split()[2] == "Z"
    except (FileNotFoundError, ValueError):
        return True
