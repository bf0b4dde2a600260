"""Headless Chromium for the tests of the pages seasons writes (issue 19 items 6 and 7): load a
page, press keys, read what it shows, take a screenshot.

Chromium is driven through the DevTools protocol over a pipe (``--remote-debugging-pipe``: JSON
messages ending in a NUL byte, on the child's file descriptors 3 and 4), so no websocket library
and no network port is needed. Chromium is Debian's package (``apt-get install chromium``): where
it is not installed the tests that need it are skipped, saying so. No page may reach the
network: every request to anything but a ``file:`` URL is counted as a failure.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="headless Chromium is not installed (apt-get install chromium): "
    "the SVG and HTML pages are checked in it only where it is")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--remote-debugging-pipe"]
TIMEOUT = 60  # seconds for any one answer of the browser


def _high(fd: int) -> int:
    """``fd`` moved to 10 or above, clear of 3 and 4, which the child's ends are put at."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return moved


class Browser:
    """One headless Chromium with one page; a context manager."""

    def __init__(self, width: int = 1100, height: int = 900, dark: bool = False) -> None:
        self.profile = tempfile.mkdtemp(prefix="seasons-chromium-")
        commands_read, self._commands = map(_high, os.pipe())
        self._answers, answers_written = map(_high, os.pipe())
        flags = [*FLAGS, f"--user-data-dir={self.profile}", f"--window-size={width},{height}"]
        if dark:
            flags.append("--force-dark-mode")
        self.child = subprocess.Popen(
            [CHROMIUM, *flags, "about:blank"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, pass_fds=(3, 4),
            preexec_fn=lambda: (os.dup2(commands_read, 3), os.dup2(answers_written, 4)))
        os.close(commands_read)
        os.close(answers_written)
        self._buffer, self._next, self.events, self.requests = b"", 0, [], []
        self.size = (width, height)

    def __enter__(self) -> Browser:
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Network"):
            self.send(f"{domain}.enable", session=True)
        self.send("Emulation.setDeviceMetricsOverride", session=True, width=self.size[0],
                  height=self.size[1], deviceScaleFactor=1, mobile=False)
        return self

    def __exit__(self, *exc: object) -> None:
        self.child.kill()
        self.child.wait()
        os.close(self._commands)
        os.close(self._answers)
        shutil.rmtree(self.profile, ignore_errors=True)

    def send(self, method: str, session: bool = False, **params: Any) -> dict[str, Any]:
        """Call ``method`` (of the page's session with ``session``) and return its result."""
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._read()
            if answer.get("id") == self._next:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self._note(answer)

    def _read(self) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            chunk = os.read(self._answers, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium stopped")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def _note(self, event: dict[str, Any]) -> None:
        self.events.append(event.get("method"))
        if event.get("method") == "Network.requestWillBeSent":
            self.requests.append(event["params"]["request"]["url"])

    def open(self, path: Path, fragment: str = "") -> None:
        """Load the file at ``path`` (``#fragment``) and wait until it has loaded."""
        self.events.clear()
        url = path.resolve().as_uri() + (f"#{fragment}" if fragment else "")
        self.send("Page.navigate", session=True, url=url)
        while "Page.loadEventFired" not in self.events:
            self._note(self._read())

    def evaluate(self, expression: str) -> Any:
        result = self.send("Runtime.evaluate", session=True, expression=expression,
                           returnByValue=True)
        return result["result"].get("value")

    def press(self, key: str) -> None:
        """A key press (``ArrowRight``, ``ArrowLeft``, ``Home``, ``End``) on the page."""
        codes = {"ArrowRight": 39, "ArrowLeft": 37, "Home": 36, "End": 35}
        for kind in ("keyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", session=True, type=kind, key=key, code=key,
                      windowsVirtualKeyCode=codes[key])

    def click(self, selector: str) -> None:
        self.evaluate(f"document.querySelector({json.dumps(selector)}).click()")

    def screenshot(self, out: Path) -> Path:
        data = self.send("Page.captureScreenshot", session=True, format="png")["data"]
        out.write_bytes(base64.b64decode(data))
        return out

    @property
    def network(self) -> list[str]:
        """Every URL the page asked for that is not a ``file:`` or ``data:`` one."""
        return [url for url in self.requests if not url.startswith(("file:", "data:", "about:"))]


def shot_path(tmp_path: Path, name: str) -> Path:
    """Where a test's screenshot goes: ``$SEASONS_SCREENSHOTS`` when set (to look at them, as
    docs/testing.md says), else the test's own temporary folder."""
    folder = Path(os.environ.get("SEASONS_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def png_colours(path: Path) -> dict[tuple[int, int, int], int]:
    """How many pixels of each colour a screenshot has (Chromium's PNG: 8-bit RGB or RGBA, not
    interlaced), read with zlib alone."""
    import struct
    import zlib
    from collections import Counter

    data = path.read_bytes()
    chunks, at = {}, 8
    idat = b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IDAT":
            idat += body
        else:
            chunks[kind] = body
        at += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert depth == 8 and colour in (2, 6), (depth, colour)
    size = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * size
    previous, counts = bytearray(stride), Counter()
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), 0, left), (abs(guess - up), 1, up),
                           (abs(guess - corner), 2, corner))[2]
                line[i] = (line[i] + near) & 255
        counts.update(tuple(line[i:i + 3]) for i in range(0, stride, size))
        previous = line
    return dict(counts)


def rgb(colour: str) -> tuple[int, int, int]:
    """``#2f7bd8`` -> ``(47, 123, 216)``."""
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
