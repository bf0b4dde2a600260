"""The journal of each fair game this person has seen (fair-play.md §2): fork detection.

A hash chain proves that a file's history is internally consistent, not that it is the history
the others saw: whoever holds the file can rebuild it from an earlier move. So each person's
``seasons`` keeps, per game (its genesis hash), the longest history it has accepted and every
entry this person signed. A file whose history disagrees with it is refused, naming the move and
both versions (``check_and_record``); a file that ends before what was seen is a rollback and is
refused too. Two entries signed by one player for one move number prove that player cheated
(``seasons verify``). Before signing, the honest client asks ``signed_before``, so that it never
signs two different entries for one move number, through undo, retried syncs and copies alike.

A journal is one JSON document in ``DATA/journal/GENESIS.json`` (mode 0600 in a 0700 folder),
written atomically (a new file renamed over the old one) while holding an exclusive lock on
``GENESIS.lock``, so that two commands on copies of one game cannot lose each other's entries.

Most files a command reads hold just the history already accepted (the file this person's
last command read or wrote), and reading a long game's whole journal to learn so took more
time than the rest of such a command (a finished 4-player sealed game: a 2.2 MB journal, ~12
ms; S7 of benchmarks/sealed.py). So each write of a journal also writes its **mark**,
``GENESIS.seen``: how many entries it accepted, the hash of the last one, and the journal
file's identity as written (device, inode, size, modification time). A history of that length
whose last entry has that hash is the accepted one (the entries are hash-chained), and is
accepted without reading the journal (``accepted_already``); any other history, or a mark
that does not describe the journal there now (a journal written by an older seasons or by
``write`` without a hash function, which removes the mark), is checked against the whole
journal as before.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

try:
    import fcntl
except ImportError:  # pragma: no cover - not a POSIX system: no locking
    fcntl = None  # type: ignore[assignment]

from ..paths import write_atomically
from .errors import ForkDetected, ProtocolError
from .identity import data_folder, private_folder

JOURNAL_FORMAT = "seasons-journal"
JOURNAL_VERSION = 1
LOCK_WAIT = 5.0  # seconds, as for a game file


def folder() -> str:
    return os.path.join(data_folder(), "journal")


def journal_path(game: str) -> str:
    """The journal of the game whose genesis hash (hex) is ``game``."""
    return os.path.join(folder(), f"{game}.json")


def describe(entry: dict[str, Any]) -> str:
    """An entry in words, as a refusal quotes it: ``bob: 'die 3'``, ``carol joined``,
    ``alice's releases``."""
    if "move" in entry:
        return f"{entry['player']}: {entry['move']!r}"
    if "join" in entry:
        return f"{entry['player']} joined"
    return f"{entry['player']}'s releases"


class Journal:
    """What this person has seen of one game: ``accepted``, the longest history accepted (entry
    data, in order), and ``signed``, the entries this person signed, by number."""

    def __init__(self, game: str, accepted: list[dict[str, Any]],
                 signed: dict[int, dict[str, Any]]) -> None:
        self.game, self.accepted, self.signed = game, accepted, signed

    def data(self) -> dict[str, Any]:
        return {"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "game": self.game,
                "accepted": self.accepted,
                "signed": {str(number): entry for number, entry in sorted(self.signed.items())}}


def read(game: str) -> Journal:
    """The journal of ``game`` (an empty one if this person has never seen it)."""
    where = journal_path(game)
    try:
        with open(where, encoding="utf-8") as stream:
            data = json.load(stream)
    except FileNotFoundError:
        return Journal(game, [], {})
    except (OSError, ValueError) as error:
        raise ProtocolError(f"{where}: the journal of this game cannot be read "
                            f"({getattr(error, 'strerror', None) or error})") from None
    return from_data(data, where)


def from_data(data: Any, where: str) -> Journal:
    if not isinstance(data, dict) or data.get("format") != JOURNAL_FORMAT \
            or data.get("version") != JOURNAL_VERSION or not isinstance(data.get("game"), str) \
            or not isinstance(data.get("accepted"), list) or not isinstance(data.get("signed"), dict):
        raise ProtocolError(f"{where}: not a seasons journal of version {JOURNAL_VERSION}")
    return Journal(data["game"], data["accepted"],
                   {int(number): entry for number, entry in data["signed"].items()})


def write(journal: Journal, hash_of: Callable[[dict[str, Any]], str] | None = None) -> None:
    """Write ``journal``, and its mark (``_mark``) when ``hash_of`` is given; without it the
    mark is removed first, so that no mark ever describes another journal than the one there."""
    private_folder(folder())
    if hash_of is None:
        _unmark(journal.game)
    _private_write(journal_path(journal.game),
                   (json.dumps(journal.data(), ensure_ascii=False) + "\n").encode())
    if hash_of is not None:
        _mark(journal, hash_of)


def _private_write(where: str, raw: bytes) -> None:
    """``raw`` as the file ``where`` (atomically), mode 0600 if it is new."""
    old = os.umask(0o077)
    try:
        write_atomically(where, raw)
    finally:
        os.umask(old)


# --- the mark of the accepted history (a speed-up: see the module's text) ----------------------

def mark_path(game: str) -> str:
    return os.path.join(folder(), f"{game}.seen")


def _stamp(path: str) -> list[int] | None:
    """What tells one journal file from any other written at ``path`` (a new file each write)."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return [found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns]


def _mark(journal: Journal, hash_of: Callable[[dict[str, Any]], str]) -> None:
    """The mark of ``journal``, the file there now (the lock is held): its accepted entries'
    count and last hash, and the journal file's stamp."""
    accepted = journal.accepted
    mark = {"entries": len(accepted), "last": hash_of(accepted[-1]) if accepted else None,
            "journal": _stamp(journal_path(journal.game))}
    _private_write(mark_path(journal.game), json.dumps(mark).encode())


def _unmark(game: str) -> None:
    try:
        os.unlink(mark_path(game))
    except FileNotFoundError:
        pass


def accepted_already(game: str, entries: int, last: str) -> bool:
    """Whether a history of ``entries`` entries, the last of hash ``last``, is the very history
    accepted of ``game``, told by the journal's mark alone: as many entries, the same last hash
    (hash-chained: the same entries), and the mark is that of the journal there now (so no lock
    is needed: a journal written meanwhile is another file, and the mark then tells nothing).
    False whenever the mark cannot tell (none, another journal's, unreadable): then
    ``check_and_record`` reads the journal."""
    try:
        with open(mark_path(game), encoding="utf-8") as stream:
            mark = json.load(stream)
    except (OSError, ValueError):
        return False
    if not isinstance(mark, dict) or mark.get("journal") != _stamp(journal_path(game)):
        return False
    return entries > 0 and mark.get("entries") == entries and mark.get("last") == last


@contextmanager
def locked(game: str) -> Iterator[None]:
    """An exclusive lock on the journal of ``game`` for a read, a change and a write."""
    if fcntl is None:  # pragma: no cover
        yield
        return
    private_folder(folder())
    with open(os.path.join(folder(), f"{game}.lock"), "a+b") as stream:
        deadline = time.monotonic() + LOCK_WAIT
        while True:
            try:
                fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise ProtocolError(f"another seasons command has been changing the journal "
                                        f"of this game for {LOCK_WAIT:.0f} s; try again") from None
                time.sleep(0.02)
        yield


def first_difference(seen: list[dict[str, Any]], history: list[dict[str, Any]],
                     hash_of: Callable[[dict[str, Any]], str]) -> int | None:
    """The index of the first entry where ``history`` and ``seen`` part (the end of the shorter
    one if it is a prefix of the other, and they differ in length), or None when they are the
    same. Entries are hash-chained, so equal hashes at one index mean equal prefixes."""
    common = min(len(seen), len(history))
    if common and hash_of(seen[common - 1]) == hash_of(history[common - 1]):
        return None if len(seen) == len(history) else common
    for index in range(common):
        if hash_of(seen[index]) != hash_of(history[index]):
            return index
    return None if len(seen) == len(history) else common


def check_and_record(game: str, history: list[dict[str, Any]],
                     hash_of: Callable[[dict[str, Any]], str], file: str) -> None:
    """Refuse ``history`` (the entries of ``file``, checked) if it rewrites or drops an entry
    this person has seen of ``game``; else keep any entries it adds."""
    with locked(game):
        journal = read(game)
        index = first_difference(journal.accepted, history, hash_of)
        if index is None:
            if history:  # the same history, but no mark told so: mark the journal read
                _mark(journal, hash_of)
            return
        if index < min(len(journal.accepted), len(history)):
            seen, found = journal.accepted[index], history[index]
            raise ForkDetected(f"this file rewrites move {index + 1}, which you saw as "
                               f"{describe(seen)} (this file has {describe(found)}): someone "
                               f"changed the game's history; 'seasons verify {file}' shows both "
                               "versions")
        if len(history) < len(journal.accepted):
            raise ForkDetected(
                f"this file ends at move {len(history)}, but you have seen move "
                f"{len(journal.accepted)} ({describe(journal.accepted[-1])}): this is an older "
                f"copy of the game, or one that drops moves; 'seasons verify {file}' shows what "
                "you saw")
        journal.accepted = journal.accepted + history[len(journal.accepted):]
        write(journal, hash_of)


def signed_before(game: str, number: int) -> dict[str, Any] | None:
    """The entry this person signed for move ``number`` of ``game``, if any."""
    return read(game).signed.get(number)


def record_signed(game: str, entries: list[dict[str, Any]],
                  hash_of: Callable[[dict[str, Any]], str]) -> None:
    """Keep the entries this person is about to write, before the file is written; refuse one
    that differs from an entry this person already signed for its move number (§2: an honest
    client never signs two versions of one move)."""
    with locked(game):
        journal = read(game)
        for entry in entries:
            number = entry["n"]
            before = journal.signed.get(number)
            if before is not None and hash_of(before) != hash_of(entry):
                raise ForkDetected(
                    f"you already signed move {number} of this game as {describe(before)}; "
                    f"signing {describe(entry)} too would be two versions of one move, which "
                    "proves cheating: play on the copy that has your first version")
            journal.signed[number] = entry
        write(journal, hash_of)


def withdraw_signed(game: str, entries: list[dict[str, Any]],
                    hash_of: Callable[[dict[str, Any]], str]) -> None:
    """Forget ``entries``, kept by ``record_signed``, because the write that was to carry them
    failed before its rename: they are in no file, so signing other versions of those moves
    is no cheat, and without this one failed write (a full disk, a file changed meanwhile) would
    bar the player from every move but the one it failed to write. An entry of the accepted
    history is never forgotten."""
    with locked(game):
        journal = read(game)
        forgotten = [entry["n"] for entry in entries
                     if _kept(journal, entry, hash_of) and not _accepted(journal, entry, hash_of)]
        if forgotten:
            for number in forgotten:
                del journal.signed[number]
            write(journal, hash_of)


def _kept(journal: Journal, entry: dict[str, Any],
          hash_of: Callable[[dict[str, Any]], str]) -> bool:
    """Whether ``entry`` is the one this person signed for its move number."""
    before = journal.signed.get(entry["n"])
    return before is not None and hash_of(before) == hash_of(entry)


def _accepted(journal: Journal, entry: dict[str, Any],
              hash_of: Callable[[dict[str, Any]], str]) -> bool:
    """Whether ``entry`` is in the history this person accepted (entry n at index n - 1)."""
    number = entry["n"]
    return number <= len(journal.accepted) and hash_of(journal.accepted[number - 1]) == hash_of(entry)


def games() -> list[str]:
    """The genesis hashes of every game with a journal here."""
    try:
        names = os.listdir(folder())
    except FileNotFoundError:
        return []
    return sorted(name[:-5] for name in names if name.endswith(".json"))
