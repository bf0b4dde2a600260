"""A folder standing in for a user's machine, and the real command line run in it.

Every command of the campaign is ``python -m seasons_cli`` in a child process whose environment
is made from nothing but this folder: its own home, settings, data folder (the cache's secret)
and cache, so nothing of the user running the campaign is read or written (``HOME`` included:
an earlier campaign found tests writing into ``/root``). The games live in ``games/``, the
working folder of every command, and commands name them relatively: the same command in two
sandboxes prints the same text, so a twin with the cache turned off can be compared with it
byte for byte (``Sandbox.twin``).

``problems`` holds what must be true of every command's outcome, whatever the fault: no
traceback, an exit code of 0, 1 or click's 2, a refusal in one line of printable text.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HANG = 60.0  # seconds after which a command is taken for hung: stopped, and a failure
TEMPORARY = re.compile(r"^\..+\.[0-9a-f]{12}\.tmp$")  # paths.temporary_beside's names
# A launcher for the git faults: vcs.GIT_TIMEOUT (60 s) made short, then the real main.
SHORT_GIT = ("import sys; from seasons_cli import vcs; vcs.GIT_TIMEOUT = int(sys.argv.pop(1)); "
             "from seasons_cli.cli.main import main; main()")

Arg = str | bytes | os.PathLike


@dataclass(frozen=True)
class Outcome:
    """What one command did: its words, exit code (negative: the signal that ended it), output."""

    args: tuple[str, ...]
    code: int
    out: str
    err: str
    seconds: float

    @property
    def command(self) -> str:
        return "seasons " + " ".join(self.args)


def problems(outcome: Outcome) -> list[str]:
    """What is wrong with ``outcome`` whatever the command and the fault (docs/cli.md, "Output
    and errors"): no traceback and no internal error; exit 0, 1 (one line ``error: ...`` on
    stderr) or 2 (click's usage message), or status's 3 and 4; nothing printed that a terminal
    would act on."""
    found = []
    codes = (0, 1, 2, 3, 4) if outcome.args[:1] == ("status",) else (0, 1, 2)  # status: 3, 4
    if "Traceback" in outcome.err or "internal error" in outcome.err:
        found.append("a traceback or an internal error")
    if outcome.code not in codes:
        found.append(f"exit code {outcome.code}")
    if outcome.code == 1 and not (outcome.err.startswith("error: ") and outcome.err.count("\n") == 1
                                  and outcome.err.endswith("\n")):
        found.append("a refusal that is not one line 'error: ...' on stderr")
    if outcome.code == 2 and "Usage:" not in outcome.err:
        found.append("exit code 2 without a usage message")
    for name, text in (("stdout", outcome.out), ("stderr", outcome.err)):
        if not printable(text):
            found.append(f"{name} holds a character that is not printable")
    return found


def printable(text: str) -> bool:
    """Only printable characters and line ends (no escape sequence, no carriage return, no byte
    that is not UTF-8: it was decoded with ``surrogateescape``, which makes it a surrogate)."""
    return all(char.isprintable() or char == "\n" for char in text)


def word(arg: Arg) -> str:
    """An argument as a report shows it (escaped: a file name may hold anything)."""
    text = os.fsdecode(arg) if not isinstance(arg, str) else arg
    return text if text.isprintable() and text else repr(text)


class Sandbox:
    """A user's machine in ``root``: ``home/``, ``config/`` (``XDG_CONFIG_HOME``), ``data/``
    (``XDG_DATA_HOME``), ``cache/`` (``SEASONS_CACHE``) and ``games/`` (where commands run)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.games = root / "games"
        for name in ("home", "config", "data", "cache", "games"):
            (root / name).mkdir(parents=True, exist_ok=True)

    @property
    def settings(self) -> Path:
        """The settings file every command reads (``XDG_CONFIG_HOME/seasons/config.toml``)."""
        return self.root / "config" / "seasons" / "config.toml"

    @property
    def entries(self) -> Path:
        """The cache's folder of checked games."""
        return self.root / "cache" / "checked"

    def env(self, cache: bool = True) -> dict[str, str]:
        """The whole environment of a command: nothing of the campaign's own."""
        home = self.root / "home"
        return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT),
                "HOME": str(home), "XDG_CONFIG_HOME": str(self.root / "config"),
                "XDG_DATA_HOME": str(self.root / "data"),
                "XDG_CACHE_HOME": str(home / ".cache"),
                "SEASONS_CACHE": str(self.root / "cache") if cache else "",
                "COLUMNS": "100", "LINES": "50", "NO_COLOR": "1", "LC_ALL": "C.UTF-8",
                "PYTHONDONTWRITEBYTECODE": "1", "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "t@example.org",
                "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "t@example.org"}

    def start(self, *args: Arg, input: bytes | None = None, cache: bool = True,
              git_timeout: float | None = None,
              limit: Callable[[], None] | None = None) -> subprocess.Popen[bytes]:
        """``seasons ARGS`` started in ``games/`` in a session of its own (so that it and what
        it starts, git and its hooks, can be stopped together). ``limit`` runs in the child
        before seasons does (a resource limit)."""
        launcher = (["-m", "seasons_cli"] if git_timeout is None
                    else ["-c", SHORT_GIT, str(git_timeout)])
        process = subprocess.Popen([sys.executable, *launcher, *map(_arg, args)], cwd=self.games,
                                   env=self.env(cache),
                                   stdin=subprocess.DEVNULL if input is None else subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   start_new_session=True, preexec_fn=limit)
        if input is not None:  # a script of moves: small, so it fits the pipe at once
            process.stdin.write(input)
            process.stdin.close()
            process.stdin = None
        return process

    def run(self, *args: Arg, input: bytes | None = None, cache: bool = True,
            git_timeout: float | None = None, limit: Callable[[], None] | None = None,
            timeout: float = HANG) -> Outcome:
        """``seasons ARGS`` to its end (stopped after ``timeout`` seconds: exit code -9)."""
        began = time.monotonic()
        process = self.start(*args, input=input, cache=cache, git_timeout=git_timeout, limit=limit)
        return finished(process, args, began, timeout)

    def twin(self, folder: Path) -> Sandbox:
        """Another sandbox in ``folder`` holding a copy of this one's games and settings (links
        as links), an empty cache and no secret: where the same command runs with the cache off."""
        if folder.exists():
            shutil.rmtree(folder)
        twin = Sandbox(folder)
        shutil.rmtree(twin.games)
        shutil.copytree(self.games, twin.games, symlinks=True)
        shutil.rmtree(twin.root / "config")
        shutil.copytree(self.root / "config", twin.root / "config", symlinks=True)
        return twin

    def normalised(self, text: str) -> str:
        """``text`` with this sandbox's folder written ``ROOT``: what two twins may differ by."""
        return text.replace(str(self.root), "ROOT")


def finished(process: subprocess.Popen[bytes], args: Sequence[Arg], began: float,
             timeout: float = HANG) -> Outcome:
    """The outcome of a started command, once it ends (or is stopped as hung)."""
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop(process)
        out, err = process.communicate()
    return Outcome(tuple(map(word, args)), process.returncode, _text(out), _text(err),
                   time.monotonic() - began)


def stop(process: subprocess.Popen[bytes]) -> None:
    """Kill a command started by ``Sandbox.start``, and its session (git, hooks), by its id."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _arg(arg: Arg) -> str | bytes:
    return arg if isinstance(arg, (str, bytes)) else os.fspath(arg)


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "surrogateescape")


# --- what is in a folder -------------------------------------------------------------------------

def tree(folder: Path) -> dict[str, tuple[str, object]]:
    """Every name under ``folder`` (links not followed): a link's text, a file's bytes and mode,
    a folder's mode, another kind by its name. Two trees compare equal when nothing changed."""
    found: dict[str, tuple[str, object]] = {}
    for where, folders, files in os.walk(folder):
        for name in folders + files:
            path = os.path.join(where, name)
            found[os.path.relpath(path, folder)] = _node(path)
    return found


def _node(path: str) -> tuple[str, object]:
    info = os.lstat(path)
    mode = info.st_mode & 0o7777
    if os.path.islink(path):
        return "link", os.readlink(path)
    if os.path.isdir(path):
        return "folder", mode
    if not os.path.isfile(path):
        return "special", mode
    with open(path, "rb") as stream:
        return "file", (stream.read(), mode)


def temporaries(*folders: Path) -> list[str]:
    """The temporary files seasons makes beside a file it writes (``.NAME.<12 hex>.tmp``) that
    are in ``folders`` and their subfolders: none may be left by a command that ended."""
    return sorted(os.path.join(where, name) for folder in folders
                  for where, _, files in os.walk(folder) for name in files if TEMPORARY.match(name))
