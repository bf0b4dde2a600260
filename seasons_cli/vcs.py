"""Committing a game file with git (``seasons move --git``): the repository that holds the file.

Only the game file is committed (``git commit -- FILE``), whatever else is staged, so a player's
other work in the repository is left alone. For a symbolic link that is the file the link names
(the save writes through links), in the repository around that file.

The move is saved before git runs, so whatever git does, the error says that the move is saved
and whether it is committed. Each git command may take ``GIT_TIMEOUT`` seconds: a hook that
waits forever (for input it will never get: git's standard input is empty) is stopped, with
git, and the error says so instead of ``seasons move`` hanging.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from pathlib import Path

from .engine.errors import SeasonsError
from .escape import escaped

GIT_TIMEOUT = 60  # seconds one git command may take, hooks included
_REASON_LENGTH = 400  # characters of git's message an error line quotes


class GitError(SeasonsError):
    """git is missing, the file is not in a repository, or git refused the commit."""


class _Stopped(Exception):
    """A git command that did not finish within ``GIT_TIMEOUT`` seconds (it was stopped)."""


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``git -C FOLDER ARGS``, in a session of its own so that it and its hooks can be stopped
    together: asked to end (git then removes its lock files), and killed 5 s later."""
    command = ["git", "-C", str(folder), *args]
    with subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, start_new_session=True) as git:
        try:
            out, err = git.communicate(timeout=GIT_TIMEOUT)
        except subprocess.TimeoutExpired:
            _stop(git)
            raise _Stopped from None
    return subprocess.CompletedProcess(command, git.returncode, out, err)


def _stop(git: subprocess.Popen[str]) -> None:
    for stop, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, None)):
        try:
            os.killpg(git.pid, stop)
            git.communicate(timeout=wait)
            return
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            continue


def check_repository(file: str) -> None:
    """Refuse before the move is played: no git, or no repository around ``file``."""
    if shutil.which("git") is None:
        raise GitError("--git needs git, which is not installed (or not on PATH)")
    folder = Path(file).resolve().parent
    try:
        inside = _git(folder, "rev-parse", "--is-inside-work-tree").stdout.strip() == "true"
    except _Stopped:
        raise GitError(f"--git: git did not answer within {GIT_TIMEOUT} s in the folder of "
                       f"{escaped(file)}; nothing was played") from None
    if not inside:
        raise GitError(f"--git: {escaped(file)} is not in a git repository "
                       "(run 'git init' there first, or leave out --git)")


def commit(file: str, message: str) -> str:
    """Commit ``file`` (already saved) alone; returns the new commit's short hash."""
    target = Path(file).resolve()  # a link is written through: the file it names is the one saved
    folder, name = target.parent, target.name
    _step(folder, file, "add", "--", name)
    before = _head(folder)
    try:
        _step(folder, file, "commit", "--quiet", "-m", message, "--", name)
    except GitError:
        after = _head(folder)
        if after == before:
            raise
        raise GitError(f"the move is saved in {escaped(file)} and committed ({after}), but a git "
                       f"hook did not finish within {GIT_TIMEOUT} s and was stopped") from None
    return _head(folder) or ""


def _step(folder: Path, file: str, *args: str) -> None:
    saved = f"the move is saved in {escaped(file)}, but 'git {args[0]}'"
    try:
        done = _git(folder, *args)
    except _Stopped:
        raise GitError(f"{saved} did not finish within {GIT_TIMEOUT} s and was stopped (a hook "
                       "that waits?): it is not committed") from None
    if done.returncode:
        raise GitError(f"{saved} failed: {_reason(done)}")


def _reason(done: subprocess.CompletedProcess[str]) -> str:
    """What git said, on one line without its hints (``hint: Use -f if ...``), cut at
    ``_REASON_LENGTH`` characters (a hook may print pages)."""
    lines = [line.strip() for line in (done.stderr or done.stdout).splitlines()]
    reason = " ".join(line for line in lines if line and not line.startswith("hint:"))
    if len(reason) > _REASON_LENGTH:
        reason = f"{reason[:_REASON_LENGTH]}... (run 'git {done.args[3]}' to see the rest)"
    return reason or f"exit code {done.returncode}"


def _head(folder: Path) -> str | None:
    """The short hash of the repository's HEAD; None before its first commit."""
    try:
        done = _git(folder, "rev-parse", "--short", "HEAD")
    except _Stopped:
        return None
    return done.stdout.strip() if done.returncode == 0 else None
