"""Playing ``seasons play`` as a user would, for the tests: through prompt_toolkit's own pipe
input with a dummy output, the session printing to a fixed-width console (``session``); or in a
real pseudo-terminal spawned with pexpect (``Terminal``), its output read as plain text."""

from __future__ import annotations

import io
import os
import re
import sys
import time

import pexpect
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from seasons_cli.prompt import PromptReader
from seasons_cli.session import Session
from seasons_cli.views.theme import make_console


def session(path, names, typed, *, width=100, **options):
    """The session's exit code and what it printed, given the lines ``typed`` (then the end of
    input), at ``width`` columns without colour."""
    console = make_console(io.StringIO(), width)
    with create_pipe_input() as keys:
        keys.send_text("".join(f"{line}\n" for line in typed))
        keys.close()
        code = Session(str(path), names, PromptReader(keys, DummyOutput()), console,
                       **options).run()
    return code, console.file.getvalue()


ANSI = re.compile(r"\x1b\[[0-9;?]*[A-BD-Za-z]|\x1b\][^\x07]*\x07|\x1b[=>]|\r")
FORWARD = re.compile(r"\x1b\[([0-9]*)C")  # the cursor moved right: spaces, as on a fresh line


def plain(text: str) -> str:
    text = FORWARD.sub(lambda found: " " * int(found.group(1) or 1), text)
    return ANSI.sub("", text)


class Terminal:
    """``seasons play ARGS`` in a pseudo-terminal of ``width`` columns, without colour; what
    it printed is read as plain text (prompt_toolkit draws with cursor moves)."""

    def __init__(self, path, *args, width=80):
        env = {**os.environ, "NO_COLOR": "1", "PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm"}
        self.child = pexpect.spawn(sys.executable, ["-m", "seasons_cli", "play", str(path), *args],
                                   env=env, dimensions=(50, width), encoding="utf-8", timeout=30)
        self.raw = ""  # what was read and not yet waited past
        self.everything = ""  # all it printed, as it printed it

    def wait_for(self, text: str, timeout: float = 30) -> str:
        """Read until ``text`` shows; what showed up to it (the rest is kept for the next)."""
        deadline = time.monotonic() + timeout
        while text not in plain(self.raw):
            try:
                read = self.child.read_nonblocking(4096, max(0.1, deadline - time.monotonic()))
                self.raw, self.everything = self.raw + read, self.everything + read
            except (pexpect.TIMEOUT, pexpect.EOF):
                raise AssertionError(f"{text!r} not in {plain(self.raw)[-800:]!r}") from None
        shown = plain(self.raw)
        before, _, after = shown.partition(text)
        self.raw = after
        return before

    def send(self, keys: str) -> None:
        self.child.send(keys)

    def end(self) -> tuple[int, str]:
        """The exit status, once it has ended, and what it printed last."""
        rest = self.raw + self.child.read()
        self.child.close()
        return self.child.exitstatus, plain(rest)
