"""Paths as strings, and writing a file atomically: what the file layer, the settings and the
command line share, without ``pathlib`` or ``tempfile``.

Every command runs in a new process, and the floor it is measured against is
``python -c "import click"`` (issue #5, P1). ``pathlib`` imports ``urllib.parse`` and
``ipaddress`` (~3 ms on a plain Python); ``tempfile`` imports ``shutil`` and ``random``
(3-6 ms). Neither is needed: a path is the ``str`` the user gave, named as ``pathlib`` would
name it (``as_named``), and a new file is made by ``os.open`` as ``tempfile.mkstemp`` makes it.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from contextlib import suppress
from stat import S_ISREG

from .escape import shell_word

try:
    import fcntl
except ImportError:  # pragma: no cover - not a POSIX system: no locks
    fcntl = None  # type: ignore[assignment]


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


class NotWritable(Exception):
    """A file seasons must not replace (``target_for_writing``); ``reason`` says why, in words
    that follow the file's name: ``game.json: is read-only; nothing was written (...)``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def target_for_writing(path: str) -> str:
    """The file that writing ``path`` replaces: ``path`` itself, or for a symbolic link the end
    of its chain of links, so that the link stays a link and the file it names moves on (the
    temporary file is then made in that file's folder). Raises ``NotWritable`` for a file that
    must not be replaced: one with no write permission at all (mode 0444, refused even to root,
    whom the system would let write it) or none for this user, and one that is not a regular
    file (a device, a FIFO: renaming over it would put a file in its place)."""
    target = os.path.realpath(path) if os.path.islink(path) else path
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return target  # a new file (through a link that names none yet: that file)
    if not S_ISREG(found.st_mode):
        raise NotWritable("is not a regular file (a device, a FIFO or a socket); "
                          "nothing was written")
    if not found.st_mode & 0o222:
        raise NotWritable(f"is read-only; nothing was written (chmod u+w {shell_word(path)} "
                          "allows it)")
    if not os.access(target, os.W_OK):
        raise NotWritable(f"is not writable by this user (mode {found.st_mode & 0o777:04o}); "
                          "nothing was written")
    return target


def write_atomically(path: str, raw: bytes, *, before_rename: Callable[[], None] | None = None,
                     exclusive: bool = False) -> None:
    """Write ``raw`` to a new file beside ``path``, flushed to the disk, then renamed over
    ``path``: a reader sees the old bytes or the new ones, never a part. An existing file's
    permissions are kept. ``before_rename`` is called last, once the bytes are on the disk: it
    may raise to write nothing after all (the game file changed meanwhile). ``exclusive``: never
    replace a file; if ``path`` exists by then, ``FileExistsError``. Whatever fails, the
    temporary file is removed and ``path`` is as it was; what a write that was killed left
    beside ``path`` is removed first (``remove_abandoned``).

    ``path`` itself is replaced, even a symbolic link: ``target_for_writing`` says what a
    caller should write to when a link is to be written through."""
    remove_abandoned(path)
    handle, temporary = temporary_beside(path)
    try:
        os.chmod(temporary, _mode_for(path))
        with os.fdopen(handle, "wb") as stream:  # open (so locked) until the rename is done
            stream.write(raw)
            stream.flush()
            os.fsync(stream.fileno())
            if before_rename is not None:
                before_rename()
            if exclusive:
                _rename_unless_there(temporary, path)
            else:
                os.replace(temporary, path)
    except BaseException:
        with suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def _rename_unless_there(temporary: str, path: str) -> None:
    """``os.replace``, but ``FileExistsError`` if ``path`` exists: a hard link fails then, and
    atomically; where the file system has no hard links, a check just before the rename."""
    try:
        os.link(temporary, path, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (some FUSE and FAT file systems)
        if os.path.lexists(path):
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), path) from None
        os.replace(temporary, path)
    else:
        os.unlink(temporary)


_EXISTING = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_NONBLOCK", 0))  # a temporary file to remove: never a link's
_EXCLUSIVE = (os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
              | getattr(os, "O_BINARY", 0))


def temporary_beside(path: str) -> tuple[int, str]:
    """What ``tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)`` does for the
    file ``folder/name`` at ``path``: a new file with a random name, made exclusively, readable
    and writable by its owner only (its handle and name). It is locked (``flock``) for as long
    as the handle is open: a file of that name that nobody holds was left by a process that
    died while writing, and ``remove_abandoned`` may remove it."""
    folder, name = os.path.split(path)
    folder = folder or "."
    attempts = 100  # 48 random bits each: another file having the name is already unlikely
    while True:
        temporary = os.path.join(folder, f".{name}.{os.urandom(6).hex()}.tmp")
        try:
            handle = os.open(temporary, _EXCLUSIVE, 0o600)
        except FileExistsError:
            attempts -= 1
            if not attempts:
                raise
            continue
        if _held(handle, temporary):
            return handle, temporary
        os.close(handle)  # taken for abandoned by a process removing those: another name


def _held(handle: int, path: str) -> bool:
    """Lock the file just made at ``path``; False if another process took it for abandoned
    meanwhile (it holds it, or has removed it: the name no longer names this file)."""
    if fcntl is None:  # pragma: no cover - no locks: nothing is taken for abandoned either
        return True
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return os.path.samestat(os.fstat(handle), os.lstat(path))
    except OSError:
        return False


def remove_abandoned(path: str) -> None:
    """Remove the temporary files of ``path`` (``temporary_beside``'s names) that no process
    holds: those a write killed on the way left (SIGKILL, a power cut). One that a live writer
    holds is left alone, and nothing else is touched."""
    if fcntl is None:  # pragma: no cover - no locks: no telling abandoned from in use
        return
    folder, name = os.path.split(path)
    prefix = f".{name}."
    try:
        with os.scandir(folder or ".") as entries:
            found = [entry.path for entry in entries if entry.name.startswith(prefix)
                     and _temporary_name(entry.name[len(prefix):])]
    except OSError:
        return
    for temporary in found:
        _remove_if_abandoned(temporary)


_HEX = frozenset("0123456789abcdef")


def _temporary_name(rest: str) -> bool:
    """Whether ``rest``, what follows ``.NAME.``, is what ``temporary_beside`` puts there."""
    return len(rest) == 16 and rest.endswith(".tmp") and all(c in _HEX for c in rest[:12])


def _remove_if_abandoned(temporary: str) -> None:
    try:
        handle = os.open(temporary, _EXISTING)
    except OSError:  # gone already, a link, not ours to read
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        found = os.fstat(handle)
        if S_ISREG(found.st_mode) and os.path.samestat(found, os.lstat(temporary)):
            os.unlink(temporary)  # while locked: its writer, if any, can no longer take it
    except OSError:  # held by a live writer, renamed into place meanwhile, or not ours
        pass
    finally:
        os.close(handle)


def _mode_for(path: str) -> int:
    """Keep an existing file's permissions; a new file gets the usual ones (0666 less umask)."""
    try:
        return os.stat(path).st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
