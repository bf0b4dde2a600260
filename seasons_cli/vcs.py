"""Committing a game file with git (``seasons move --git``): the repository that holds the file.

Only the game file is committed (``git commit -- FILE``), whatever else is staged, so a player's
other work in the repository is left alone. For a symbolic link that is the file the link names
(the save writes through links), in the repository around that file.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from .engine.errors import SeasonsError


class GitError(SeasonsError):
    """git is missing, the file is not in a repository, or git refused the commit."""


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True,
                          check=False)


def check_repository(file: str) -> None:
    """Refuse before the move is played: no git, or no repository around ``file``."""
    if shutil.which("git") is None:
        raise GitError("--git needs git, which is not installed (or not on PATH)")
    folder = Path(file).resolve().parent
    if _git(folder, "rev-parse", "--is-inside-work-tree").stdout.strip() != "true":
        raise GitError(f"--git: {file} is not in a git repository "
                       "(run 'git init' there first, or leave out --git)")


def commit(file: str, message: str) -> str:
    """Commit ``file`` (already saved) alone; returns the new commit's short hash."""
    target = Path(file).resolve()  # a link is written through: the file it names is the one saved
    folder, name = target.parent, target.name
    for args in (("add", "--", name), ("commit", "--quiet", "-m", message, "--", name)):
        done = _git(folder, *args)
        if done.returncode:
            reason = (done.stderr or done.stdout).strip().splitlines()
            raise GitError(f"the move is saved in {file}, but 'git {args[0]}' failed: "
                           f"{reason[0] if reason else f'exit code {done.returncode}'}")
    return _git(folder, "rev-parse", "--short", "HEAD").stdout.strip()
