"""Paths as strings, and writing a file atomically: what the file layer, the settings and the
command line share, without ``pathlib`` or ``tempfile``.

Every command runs in a new process, and the floor it is measured against is
``python -c "import click"`` (issue #5, P1). ``pathlib`` imports ``urllib.parse`` and
``ipaddress`` (~3 ms on a plain Python); ``tempfile`` imports ``shutil`` and ``random``
(3-6 ms). Neither is needed: a path is the ``str`` the user gave, named as ``pathlib`` would
name it (``as_named``), and a new file is made by ``os.open`` as ``tempfile.mkstemp`` makes it.
"""

from __future__ import annotations

import os
from contextlib import suppress


def as_named(text: str) -> str:
    """A path as ``pathlib`` writes it (``./game.json`` is ``game.json``; ``a//b/`` is ``a/b``):
    how seasons names a file in what it prints."""
    if os.name != "posix":  # pragma: no cover - another system's rules: ask pathlib itself
        from pathlib import Path

        return str(Path(text))
    root = "/" * text.startswith("/")
    if text.startswith("//") and not text.startswith("///"):  # POSIX leaves "//" to the system
        root = "//"
    return root + "/".join(part for part in text.split("/") if part and part != ".") or "."


def home() -> str | None:
    """The user's home folder, or None when there is none to be found (what ``Path.home()``
    raises ``RuntimeError`` for): ``os.path.expanduser`` then leaves the ``~`` as it is."""
    found = os.path.expanduser("~")
    return None if found.startswith("~") else found


def stem(path: str) -> str:
    """The file's name without its last suffix, as ``pathlib``'s ``stem`` (of a path as
    ``as_named`` writes it): a leading dot (``.game``) and a trailing one (``game.``) stay."""
    name = os.path.basename(path)
    dot = name.rfind(".")
    return name[:dot] if 0 < dot < len(name) - 1 else name


def write_atomically(path: str, raw: bytes) -> None:
    """Write ``raw`` to a new file beside ``path``, flushed to the disk, then renamed over
    ``path``: a reader sees the old bytes or the new ones, never a part. An existing file's
    permissions are kept."""
    handle, temporary = temporary_beside(path)
    try:
        os.chmod(temporary, _mode_for(path))
        with os.fdopen(handle, "wb") as stream:
            stream.write(raw)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


_EXCLUSIVE = (os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
              | getattr(os, "O_BINARY", 0))


def temporary_beside(path: str) -> tuple[int, str]:
    """What ``tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)`` does for the
    file ``folder/name`` at ``path``: a new file with a random name, made exclusively, readable
    and writable by its owner only (its handle and name)."""
    folder, name = os.path.split(path)
    folder = folder or "."
    attempts = 100  # 48 random bits each: another file having the name is already unlikely
    while True:
        temporary = os.path.join(folder, f".{name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(temporary, _EXCLUSIVE, 0o600), temporary
        except FileExistsError:
            attempts -= 1
            if not attempts:
                raise


def _mode_for(path: str) -> int:
    """Keep an existing file's permissions; a new file gets the usual ones (0666 less umask)."""
    try:
        return os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
