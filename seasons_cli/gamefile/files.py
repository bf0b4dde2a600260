"""Loading and saving game files: read strictly, validate, replay, write atomically."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from operator import is_
from typing import Any

try:
    import fcntl
except ImportError:  # pragma: no cover - not a POSIX system: no locking
    fcntl = None  # type: ignore[assignment]

from ..engine.errors import SeasonsError
from ..escape import escaped
from ..paths import NotWritable, target_for_writing, write_atomically
from . import checked
from .codec import (JsonProblem, dumps, extended_list_text, loads, member_text, members,
                    object_text, parsed, reading, unrepeated)
from .record import FORMAT_VERSION, FileProblem, GameRecord, checked_before, from_data
from .schema import schema_problem, sound_keys

MAX_BYTES = 16 * 1024 * 1024  # a finished 4-player game is well under 1 MB
_MEMBERS = ["format_version", "rules_edition", "settings", "setup", "head", "history", "state"]


class GameFileError(SeasonsError):
    """A game file that cannot be read or used: ``file::$.json.path: message``."""

    def __init__(self, file: str, where: str, message: str) -> None:
        shown = escaped(os.fsdecode(file))  # a file name may hold anything but NUL (issue #16)
        super().__init__(f"{shown}::{where}: {message}" if where.startswith("$") else
                         f"{shown}: {where}: {message}" if where else f"{shown}: {message}")
        self.file, self.where, self.message = file, where, message

    def __reduce__(self) -> tuple[type, tuple[str, str, str]]:
        """Pickled by its parts (``seasons arena``'s worker processes raise it)."""
        return type(self), (self.file, self.where, self.message)


class FileChanged(SeasonsError):
    """The game file on disk is no longer the one a command read: somebody replaced or rewrote
    it meanwhile (``mv``, ``git pull``, a mail client), without seasons' lock."""

    def __init__(self, file: str) -> None:
        super().__init__(f"{escaped(file)} changed while the move was being made; nothing was "
                         "written")


def load(path: str | os.PathLike[str], *, in_full: bool = False) -> GameRecord:
    """Read, validate against the schema and replay a game file (raises ``GameFileError``).

    Bytes this seasons has checked or written before are not replayed again (``checked``)
    unless ``in_full`` is set, which neither reads nor writes that cache: the record is the
    same either way. A fair game is then checked against this person's journal of it, whatever
    the cache says (``fair.check_journal``)."""
    path = os.fspath(path)
    return _loaded(read_bytes(path), path, in_full)[0]


def _loaded(raw: bytes, path: str, in_full: bool) -> tuple[GameRecord, str | None]:
    """``load`` of the file ``path`` whose bytes are ``raw``, with its text when ``save`` wrote it
    (the canonical text of the record, which the next save can extend), else None."""
    if in_full:  # the cache is neither read nor written
        return _journaled(_checked(raw, path), path), None
    entry = checked.entry_of(raw)  # None when the cache is off: nothing is recalled or kept
    known = checked.recall(entry)
    if known is not None:
        game, written, kept = known
        if game.extra is not None:  # a game with expansion content: their rules (engine)
            from ..engine.expansions import load

            load()
        text, data = parsed(raw)  # type: ignore[misc]  # bytes checked before: sound JSON
        return _journaled(checked_before(data, game, kept), path), text if written else None
    record = _checked(raw, path, checked.checked_heads() if entry is not None else None)
    checked.remember(entry, record.game, written=False, kept=record.kept)
    _mark_checked(record)
    return _journaled(record, path), None


def _mark_checked(record: GameRecord) -> None:
    """A fair or sealed history checked in full or written here: a file that extends it is
    checked from its end on (``fair.from_data``'s ``checked_head``)."""
    if record.settings.trust != "open":
        checked.mark_head(record.genesis, record.last_hash)  # type: ignore[attr-defined]


def _journaled(record: GameRecord, path: str) -> GameRecord:
    """``record``, once a fair game's history is found to agree with this person's journal of
    it (a fork or a rollback is refused, naming the move: ``journal``); an open game as it is."""
    if record.settings.trust != "open":
        from .fair import check_journal

        try:
            check_journal(record, path)  # type: ignore[arg-type]
        except SeasonsError as error:
            raise GameFileError(path, "", str(error)) from None
    return record


def read_bytes(path: str) -> bytes:
    if os.path.isdir(path):
        raise GameFileError(path, "", "is a folder, not a game file")
    try:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise GameFileError(path, "", "no such file (create one with 'seasons new')") from None
    except OSError as error:
        raise GameFileError(path, "", f"cannot be read ({error.strerror})") from None
    if len(raw) > MAX_BYTES:
        raise GameFileError(path, "", f"is larger than {MAX_BYTES // (1024 * 1024)} MB: not a game file")
    return raw


def parse(raw: bytes, path: str, first: tuple[str, Any] | None = None) -> Any:
    """The strict reading of ``raw`` (``codec.loads``; ``first``: its plain one, if made)."""
    try:
        return loads(raw, first)
    except JsonProblem as problem:
        raise GameFileError(path, problem.where, problem.message) from None


def _checked(raw: bytes, path: str, checked_head: Callable[[str, str], bool] | None = None) \
        -> GameRecord:
    """``check(parse(raw, path), path)``, with one walk of the data instead of two for a
    sound file that the schema accepts (nearly all): the schema's check then also proves what
    the strict reading proves (``schema.sound_keys``, ``codec.unrepeated``). Any other file is
    checked the usual way, which says what is wrong with it, from the same reading (a hostile
    file is not parsed twice). ``checked_head`` as for ``fair.from_data``."""
    try:
        first = reading(raw)
    except JsonProblem as problem:
        raise GameFileError(path, problem.where, problem.message) from None
    text, data = first
    keys = sound_keys(data)
    if keys is not None and unrepeated(text, keys):  # what ``check`` does, but the schema
        _check_version(data, path)
        return _replayed(data, path, checked_head)
    return check(parse(raw, path, first), path)


def check(data: Any, name: str) -> GameRecord:
    """Schema first, then the replay (which checks every move, outcome and the state)."""
    _check_version(data, name)
    problem = schema_problem(data)
    if problem is not None:
        raise GameFileError(name, *problem)
    return _replayed(data, name)


def _check_version(data: Any, name: str) -> None:
    """Refuse a file of a newer format first: its schema may well be another one."""
    version = data.get("format_version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise GameFileError(name, "$.format_version", f"this file needs a newer seasons "
                            f"(format {version}; this seasons reads format {FORMAT_VERSION})")


def _replayed(data: Any, name: str, checked_head: Callable[[str, str], bool] | None = None) \
        -> GameRecord:
    """The record of schema-valid ``data`` (of a file of that ``name``), replayed and checked."""
    try:
        return from_data(data, checked_head)
    except FileProblem as problem:
        raise GameFileError(name, problem.path, problem.message) from None


def save(path: str | os.PathLike[str], record: GameRecord, *, exclusive: bool = False) -> None:
    """Write the record: to a temporary file in the folder of the file, flushed, then renamed
    over it. A symbolic link is written through (``paths.target_for_writing``); a read-only file
    or one that is not a regular file is refused, and with ``exclusive`` any existing file.
    A file that cannot be written is a ``GameFileError`` naming it (not the temporary file)."""
    path = os.fspath(path)
    _write(path, _target(path), record, exclusive=exclusive)


def _target(path: str) -> str:
    """``paths.target_for_writing``, its refusals worded for the game file ``path``."""
    try:
        return target_for_writing(path)
    except NotWritable as refusal:
        raise GameFileError(path, "", refusal.reason) from None
    except OSError as error:  # a loop of links, a folder that cannot be searched
        raise GameFileError(path, "", f"cannot be written ({error.strerror or error})") from None


def _write(path: str, target: str, record: GameRecord,
           previous: tuple[GameRecord, str] | None = None, *,
           before_rename: Callable[[], None] | None = None, exclusive: bool = False,
           since: int = 0) -> None:
    """``save`` to ``target`` (the file ``path`` names). ``previous`` is a record and its
    canonical text (the file ``save`` wrote for it): when ``record`` only adds moves to it, its
    text is made from that one (``_extended_text``). ``before_rename`` as for
    ``write_atomically``. If nothing is written, ``record.unwritten(since)``: the entries from
    ``since`` on (those the file read did not hold) are in no file."""
    text = None if previous is None else _extended_text(*previous, record)
    raw = (text or dumps(record.to_data())).encode("utf-8")
    try:
        _write_or_withdraw(target, raw, record, since, before_rename, exclusive)
    except FileExistsError:
        raise GameFileError(path, "", "already exists; nothing was written") from None
    except OSError as error:
        raise GameFileError(path, "", f"cannot be written ({error.strerror or error})") from None
    checked.remember(checked.entry_of(raw), record.game, written=True, kept=record.kept)
    _mark_checked(record)
    _journaled(record, path)


def _write_or_withdraw(target: str, raw: bytes, record: GameRecord, since: int,
                       before_rename: Callable[[], None] | None, exclusive: bool) -> None:
    """``write_atomically``; when it fails (it leaves the file as it was), the record's new
    entries are withdrawn before the error goes on."""
    try:
        write_atomically(target, raw, before_rename=before_rename, exclusive=exclusive)
    except BaseException:
        with suppress(Exception):  # a journal that cannot be changed keeps them: the safe side
            record.unwritten(since)
        raise


def _extended_text(previous: GameRecord, text: str, record: GameRecord) -> str | None:
    """The canonical text of ``record``, which adds moves to ``previous`` (whose canonical text
    is ``text``), made from that text: the moves already there are copied, not written again
    (writing them was nine tenths of saving a long game). The head and the state are written
    anew. None when ``record`` does not just add moves (an undo) or ``text`` is not laid out
    as ``dumps`` lays it out; the tests compare the result with ``dumps`` move after move."""
    old, new = previous.history, record.history
    if (len(new) <= len(old) or record.settings is not previous.settings
            or record.setup is not previous.setup or not all(map(is_, old, new))):
        return None
    values = members(text)
    if values is None or list(values) != _MEMBERS:
        return None
    history = extended_list_text(values["history"], [entry.to_data() for entry in new[len(old):]])
    if history is None:
        return None
    values.update(head=member_text(record.head), history=history,
                  state=member_text(record.state_data()))
    return object_text(values)


LOCK_WAIT = 5.0  # seconds a command waits for another one that is changing the same file
RECENT = 3.0  # seconds: a file changed in this time before it is read is compared byte for byte


def update(path: str | os.PathLike[str],
           change: Callable[[GameRecord], GameRecord]) -> tuple[GameRecord, GameRecord]:
    """Load, change and save a game file while holding its lock, so that two processes moving on
    the same file at once cannot both read the same state: the second one waits, then reads what
    the first one wrote. Returns the record before and after; nothing is written when ``change``
    raises or returns the record unchanged, nor over a read-only file (refused before
    ``change``), nor over a file that is no longer the one read (``FileChanged``: others
    replace files without the lock)."""
    path = os.fspath(path)
    with locked(path) as status:
        read = Read(path, status)
        before, text = _loaded(read.raw, path, in_full=False)
        target = _target(path)
        after = change(before)
        if after is not before:
            _write(path, target, after, None if text is None else (before, text),
                   before_rename=read.check_unchanged, since=len(before.history))
    return before, after


class Read:
    """The bytes of a game file that ``update`` read, and how to tell, just before the save
    renames its file over them, that the file there is still the one read.

    The file's status taken before the read (the lock's) says so at no cost: the same file
    (device and inode), size, modification and change times. The change time is the
    system's own (no program can set it), but it moves by the file system's clock tick (a few
    ms; 1-2 s on FAT and some network file systems), so a file changed within ``RECENT`` seconds
    before the read could be rewritten within the same tick unseen: that one, and any file
    whose status is not the same, is read again and compared byte for byte. The same bytes
    under a new name or with new times lose nothing; other bytes are ``FileChanged``."""

    __slots__ = ("path", "raw", "recent", "status")

    def __init__(self, path: str, status: os.stat_result | None) -> None:
        self.path, self.status = path, status
        self.recent = status is None or status.st_ctime_ns > time.time_ns() - RECENT * 1e9
        self.raw = read_bytes(path)

    def check_unchanged(self) -> None:
        if not self.recent and _stamp(_status(self.path)) == _stamp(self.status):
            return
        try:
            if read_bytes(self.path) == self.raw:
                return
        except GameFileError:  # gone, a folder, unreadable or too large: not the file read
            pass
        raise FileChanged(self.path)


def _stamp(status: os.stat_result | None) -> tuple[int, ...] | None:
    if status is None:
        return None
    return (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns, status.st_ctime_ns)


@contextmanager
def locked(path: str) -> Iterator[os.stat_result | None]:
    """An exclusive lock on the game file itself (``flock``). A save replaces the file, so after
    waiting the lock is taken again if the name now points at a newer file. Yields the status of
    the file locked, taken before it is read (``Read``)."""
    if fcntl is None or not os.path.isfile(path):
        yield _status(path)
        return
    deadline = time.monotonic() + LOCK_WAIT
    while True:
        with open(path, "rb") as stream:
            if _try_lock(stream.fileno(), deadline):
                status = os.fstat(stream.fileno())
                found = _status(path)
                if found is not None and os.path.samestat(status, found):
                    yield status
                    return
            else:
                raise GameFileError(path, "", f"another seasons command has been changing "
                                    f"this file for {LOCK_WAIT:.0f} s; try again")


def _try_lock(fd: int, deadline: float) -> bool:
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.02)


def _status(path: str) -> os.stat_result | None:
    try:
        return os.stat(path)
    except OSError:
        return None
