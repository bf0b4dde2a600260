"""Game files this seasons has already checked, so that a command does not replay them again.

Every game file a command reads is checked in full: the schema, then a replay of the whole
history with every move, chance outcome and the stored state compared (``record.from_data``).
For a finished 4-player game that is most of a command's own time (issue #5, P1). Yet nearly
every file a command reads is one that seasons itself wrote or checked a moment ago on the same
machine: the file ``seasons move`` writes is the one the next ``seasons moves`` reads.

So after a full check, and after every save, the game reached is kept here for the file's exact
bytes and this seasons' code. A later load of the same bytes by the same code takes the game
from here instead of replaying: it is the game the full check gave (or the one the save wrote,
which a full check of those bytes gives too). One byte changed in the file, or any change to
the code, and the entry no longer fits: a full check. ``seasons validate`` never uses the cache.

Beside the game an entry keeps what the record's ``kept()`` gives: a sealed game's ledger and
deck (the masked pairs, shares and re-maskings its replay builds, as the file's own bytes:
``sealed.kept``), so that a sealed file checked before is read again without a replay (S7 of
benchmarks/sealed.py). That entry holds nothing the file does not: no card any seat reads with
its secret, which each command derives again (tests/sealed/test_leaks.py).

A fair or sealed history checked in full or written here also has its last link (the hash
its next entry's ``prev`` holds) marked, in the one entry of its game that lists them
(``mark_head``): a file of new bytes that extends it, the same game after a round of the table,
is then checked from that link on (``fair.from_data``), its earlier entries being the very ones
checked (the hash chain).

An entry vouches for a file, so it must be impossible to forge (issue #16). Each one carries a
MAC: a keyed BLAKE2b under a secret of this user's, kept outside the cache
(``$XDG_DATA_HOME/seasons/cache.key``, else ``~/.local/share/seasons/cache.key``: 32 random bytes
made on first need, 0600 in a 0700 folder). The MAC of a file, ``digest``, is taken over this
code's ``identity`` and every byte of the file; the entry's name is a hash of it, and the entry
is ``tag + payload`` where ``tag`` is the MAC of the payload keyed by ``digest``. Without the
secret nobody can name the entry of a file or make a tag that fits it. An entry is read only
from a regular file of this user's that nobody else may read (opened without following a
symbolic link and without waiting, so a FIFO planted there is not read from), and its payload
is unmarshalled only once its tag fits: plain values (``snapshot``), no pickle. An entry that
fails any of this is ignored and removed. When the secret cannot be had (no home, a data folder
that cannot be written, a key file of someone else's) there is no cache: never a weaker one.

The cache is the folder ``$SEASONS_CACHE`` if that is set (set and empty turns the cache off),
else ``$XDG_CACHE_HOME/seasons``, else ``~/.cache/seasons``; the entries are in its ``checked``
folder. Both are made 0700 and each entry 0600: the entries hold every hidden card. A folder of
this user's that others may use (an earlier seasons made them 0755, its entries 0644) has their
permissions taken away when the cache is opened, and the entries in it are removed. A cache
that cannot be read or written is left alone: it only ever saves time.
"""

from __future__ import annotations

import marshal
import os
import sys
from contextlib import suppress
from functools import cache
from stat import S_ISDIR, S_ISREG
from typing import TYPE_CHECKING, Any

from _blake2 import blake2b  # CPython's own (hashlib would load OpenSSL: memory, P4)
from _operator import _compare_digest  # what ``hmac.compare_digest`` is (hmac imports hashlib)

from ..engine.model import Game
from ..paths import home, temporary_beside
from . import snapshot
from .schema import PACKAGE, SCHEMA_IN_CHECKOUT

if TYPE_CHECKING:
    from collections.abc import Callable

ENTRIES = "checked"  # the subfolder of the cache that holds the checked games
KEEP = 512  # entries kept when the folder is tidied (~3 KB each; a sealed game's up to ~200 KB)
TIDY_ABOVE = 2 * KEEP
SECRET = "cache.key"  # the file, in the data folder, of the secret the MACs are keyed with
SECRET_BYTES = 32
TAG_BYTES = 32
HEADS = b"checked heads\n"  # what the entry of a game's checked heads starts with (``mark_head``)
MAX_ENTRY = 1 << 20  # larger: not written by seasons (a finished game's ~3 KB, sealed ~190 KB)

Entry = tuple[str, bytes]  # where a file's entry is kept, and the file's MAC (``digest``)

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_READ = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | _NOFOLLOW  # a FIFO opens without a writer
_USER = os.geteuid() if hasattr(os, "geteuid") else None  # None: no owners to check, no cache


class _Unusable(Exception):
    """A file where an entry or the secret should be that is not one: it is removed."""


def folder() -> str | None:
    """Where the checked games are kept; None when the cache is turned off."""
    chosen = os.environ.get("SEASONS_CACHE")
    if chosen is not None:
        return os.path.join(chosen, ENTRIES) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        user = home()
        if user is None:  # no home folder to be found: no cache
            return None
        base = os.path.join(user, ".cache")
    return os.path.join(base, "seasons", ENTRIES)


def secret_folder() -> str | None:
    """Where the secret of the MACs is kept (outside the cache: whoever may write the cache must
    not be able to read or replace it); None without a home folder."""
    base = os.environ.get("XDG_DATA_HOME")
    if not base:
        user = home()
        if user is None:
            return None
        base = os.path.join(user, ".local", "share")
    return os.path.join(base, "seasons")


def entry_of(raw: bytes, person: bytes = b"seasons file") -> Entry | None:
    """The entry for a file of bytes ``raw``: named, in ``folder()``, by a hash of the file's
    MAC (this user's secret, this code's identity, every byte of the file). None when the cache
    is off or there is no secret: then nothing is recalled or kept, and neither the secret nor
    the code's identity is looked for (~0.8 ms in a new process). ``recall`` and ``remember``
    take the entry."""
    where = folder()
    if where is None or _USER is None:
        return None
    secret = _secret()
    if secret is None:
        return None
    mac = blake2b(_code_identity(), key=secret, person=person)
    mac.update(raw)
    digest = mac.digest()
    name = blake2b(digest, digest_size=20, person=b"seasons name").hexdigest()
    return os.path.join(where, name), digest


def recall(entry: Entry | None) -> tuple[Game, bool, Any] | None:
    """The game a full check of the file of this ``entry`` gave, if this code has checked or
    written exactly these bytes before, whether it wrote them (then they are the canonical
    text of their record) and what was kept beside the game (``remember``'s ``kept``); None
    otherwise (and always without an entry: the cache is off)."""
    if entry is None:
        return None
    path, digest = entry
    if not _open_cache(os.path.dirname(path), create=False):
        return None
    try:
        data = _read_private(path, MAX_ENTRY)
    except _Unusable:
        _discard(path)
        return None
    if data is None:
        return None
    found = _opened(data, digest)
    if found is None:
        _discard(path)
    return found


def remember(entry: Entry | None, game: Game, written: bool,
             kept: Callable[[], Any] | None = None) -> None:
    """Keep ``game`` as what the file of this ``entry`` holds: just checked in full, or just
    ``written`` by ``files.save`` (the canonical text of its record), and beside it the plain
    values ``kept()`` gives (``GameRecord.kept``: a sealed game's deck, so that the record is
    made again without its replay). Nothing without an entry, or when the game or the entry
    cannot be written: that costs the next command time, nothing else, and no temporary file
    is left behind."""
    if entry is None:
        return
    try:
        payload = marshal.dumps((snapshot.values_of(game), written,
                                 None if kept is None else kept()))
    except (TypeError, ValueError):  # a value that is no part of a game: not kept
        return
    _keep(entry, payload)


def _keep(entry: Entry, payload: bytes) -> None:
    """Write ``payload`` as the entry ``entry``, tagged; nothing if it cannot be written."""
    path, digest = entry
    where = os.path.dirname(path)
    if not _open_cache(where, create=True):
        return
    try:
        _write_new(path, _tag(digest, payload) + payload)
    except OSError:
        return
    if os.path.basename(path)[0] == "0":  # one save in 16 (names are uniform): tidy the folder
        _tidy(where)


# --- the heads of checked fair and sealed histories ---------------------------------------------

def _heads_entry(game: str) -> Entry | None:
    """The entry that lists the heads of the histories of the fair or sealed game ``game`` (its
    genesis hash) that this code checked in full or wrote: the hash chain's last link of each
    (``prev`` of the entry after it)."""
    return entry_of(game.encode("ascii"), person=b"seasons heads")


def _heads(entry: Entry) -> list[str]:
    """The heads the game's entry lists (none when there is no entry, or one that does not fit
    its tag: that one is removed)."""
    path, digest = entry
    try:
        data = _read_private(path, MAX_ENTRY)
    except _Unusable:
        _discard(path)
        return []
    tag, payload = (data or b"")[:TAG_BYTES], (data or b"")[TAG_BYTES:]
    if not payload.startswith(HEADS) or not _compare_digest(tag, _tag(digest, payload)):
        if data:
            _discard(path)
        return []
    return payload[len(HEADS):].decode("ascii").split()


def mark_head(game: str, last_hash: str) -> None:
    """Keep that this code checked in full (or wrote) a history of the fair or sealed game
    ``game`` ending at ``last_hash``: a later file that extends it (the same game after a round
    of the table) is checked from there on (``checked_heads``). One entry per game lists its
    heads, so that a file is told from one reading however long it is. Two commands that mark
    heads of one game at once may keep only one's: the other's file is then checked in full
    the next time, nothing worse. Nothing without a cache."""
    entry = _heads_entry(game)
    if entry is None:
        return
    heads = _heads(entry)
    if last_hash not in heads:
        _keep(entry, HEADS + " ".join([*heads, last_hash]).encode("ascii"))


def checked_heads() -> Callable[[str, str], bool] | None:
    """Whether ``mark_head(game, last_hash)`` was done by this code for this user, as a
    function of ``game`` and ``last_hash`` (the cache opened once for all its calls, each
    game's heads read once); None when there is no cache. The hash chain of a fair file binds
    every entry and the settings to its last link (``fair._Replay.check``), so a history that
    reaches a marked link holds the very entries that were checked."""
    where = folder()
    if where is None or _USER is None or not _open_cache(where, create=False):
        return None
    found: dict[str, frozenset[str]] = {}

    def checked(game: str, last_hash: str) -> bool:
        if game not in found:
            entry = _heads_entry(game)
            found[game] = frozenset(() if entry is None else _heads(entry))
        return last_hash in found[game]

    return checked


def _opened(data: bytes, digest: bytes) -> tuple[Game, bool, Any] | None:
    """The game, the flag and what was kept beside them in an entry's ``data``, if its tag is
    the MAC of its payload for the file of ``digest``; else None. Nothing is unmarshalled
    before the tag fits."""
    tag, payload = data[:TAG_BYTES], data[TAG_BYTES:]
    if len(tag) != TAG_BYTES or not _compare_digest(tag, _tag(digest, payload)):
        return None
    try:
        values, written, kept = marshal.loads(payload)
        game = snapshot.game_from(values)
    except Exception:  # noqa: BLE001 - written by another seasons of the same identity? check in full
        return None
    return (game, written, kept) if type(written) is bool else None


def _tag(digest: bytes, payload: bytes) -> bytes:
    return blake2b(payload, digest_size=TAG_BYTES, key=digest, person=b"seasons entry").digest()


# --- the secret ----------------------------------------------------------------------------------

def _secret() -> bytes | None:
    """This user's secret: read from ``secret_folder()``, made there when absent, made anew when
    what is there cannot be trusted (not a regular file of this user's, readable by others, of
    the wrong size); None when no secret can be had."""
    where = secret_folder()
    if where is None or _private_folder(where, create=True) is None:
        return None
    path = os.path.join(where, SECRET)
    found = _usable_secret(path)
    if found is None:
        _discard(path)  # something unusable (or nothing): a new secret in its place
        found = _new_secret(path)
    return found


def _usable_secret(path: str) -> bytes | None:
    try:
        found = _read_private(path, SECRET_BYTES)
    except _Unusable:
        return None
    return found if found is not None and len(found) == SECRET_BYTES else None


def _new_secret(path: str) -> bytes | None:
    """A new secret written to ``path``: to a temporary file, linked in place unless another
    process has made one meanwhile (then that one is the secret)."""
    secret = os.urandom(SECRET_BYTES)
    try:
        handle, temporary = temporary_beside(path)
    except OSError:
        return None
    try:
        with open(handle, "wb") as stream:
            stream.write(secret)
        os.link(temporary, path)  # never over a secret another process has just made
    except FileExistsError:
        return _usable_secret(path)
    except OSError:
        return None
    finally:
        _discard(temporary)
    return secret


# --- files and folders ---------------------------------------------------------------------------

def _read_private(path: str, limit: int) -> bytes | None:
    """The bytes of the file at ``path`` (None when there is none), if it is a regular file of
    this user's that nobody else may read or write, of at most ``limit`` bytes; ``_Unusable``
    for anything else (a symbolic link, a FIFO, a folder, another's file)."""
    try:
        handle = os.open(path, _READ)
    except FileNotFoundError:
        return None
    except OSError:  # ELOOP: a symbolic link; ENXIO: a socket; EACCES; ...
        raise _Unusable from None
    info = os.fstat(handle)
    if (not S_ISREG(info.st_mode) or info.st_uid != _USER or info.st_mode & 0o077
            or info.st_size > limit):  # a folder opens too, but cannot be read as a file
        os.close(handle)
        raise _Unusable
    with open(handle, "rb") as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise _Unusable
    return data


def _write_new(path: str, data: bytes) -> None:
    """``data`` as the file at ``path``, 0600: written to a temporary file beside it, renamed
    over it; the temporary file is removed if anything fails."""
    handle, temporary = temporary_beside(path)
    try:
        with open(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        _discard(temporary)
        raise


def _open_cache(entries: str, create: bool) -> bool:
    """Whether the cache folder and its ``entries`` folder are this user's and private, after
    making them so (``_private_folder``). The entries of a folder that others could use are
    removed: an earlier seasons wrote them readable by all."""
    opened = _private_folder(os.path.dirname(entries), create)
    if opened is None:
        return False
    inner = _private_folder(entries, create)
    if inner is None:
        return False
    if opened or inner:
        _empty(entries)
    return True


def _private_folder(path: str, create: bool) -> int | None:
    """The permissions taken away from the folder ``path`` so that only this user may use it
    (0: none needed); None when it cannot be made so (absent and not ``create``d, not a folder,
    another user's). A folder made here is 0700."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if not create:
            return None
        parent = os.path.dirname(path)
        try:
            if parent:  # ~/.cache itself may not exist yet
                os.makedirs(parent, 0o700, exist_ok=True)
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError:
            return None
        return _private_folder(path, create=False)
    except OSError:
        return None
    if not S_ISDIR(info.st_mode) or info.st_uid != _USER:
        return None
    opened = info.st_mode & 0o077
    if opened:
        try:
            os.chmod(path, info.st_mode & 0o700)
        except OSError:
            return None
    return opened


def _empty(where: str) -> None:
    with suppress(OSError), os.scandir(where) as entries:
        for entry in entries:
            _discard(entry.path)


def _discard(path: str) -> None:
    """Remove what is at ``path``: a file, a link, or a folder planted there (with what it holds;
    ``shutil.rmtree`` removes links without following them)."""
    try:
        os.unlink(path)
    except IsADirectoryError:
        import shutil  # only for a planted folder: not on any command's usual path

        shutil.rmtree(path, ignore_errors=True)
    except OSError:
        pass


def _tidy(where: str) -> None:
    """Keep the newest ``KEEP`` entries once there are more than ``TIDY_ABOVE``."""
    try:
        entries = list(os.scandir(where))
    except OSError:
        return
    if len(entries) <= TIDY_ABOVE:
        return
    entries.sort(key=_age_key)
    for entry in entries[:-KEEP]:
        _discard(entry.path)


def _age_key(entry: os.DirEntry[str]) -> float:
    try:
        return entry.stat(follow_symlinks=False).st_mtime
    except OSError:
        return 0.0


# --- this code's identity -----------------------------------------------------------------------

@cache
def _code_identity() -> bytes:
    """This seasons' ``identity`` (found once per process)."""
    return identity(PACKAGE, SCHEMA_IN_CHECKOUT)  # the schema of a source checkout, if any


def identity(package: str | os.PathLike[str], *more: str | os.PathLike[str]) -> bytes:
    """What the result of a check depends on besides the file: this Python, and the name, size
    and modification time of every source and data file under ``package`` and of ``more``
    (those that exist). Installing or editing any of them gives another identity."""
    parts = [sys.version]
    _describe_sources(os.fspath(package), parts)
    for path in more:
        try:
            info = os.stat(path)
        except OSError:
            continue
        parts.append(f"{path}\0{info.st_size}\0{info.st_mtime_ns}")
    parts[1:] = sorted(parts[1:])
    return blake2b("\n".join(parts).encode("utf-8", "surrogateescape")).digest()


def _describe_sources(where: str, parts: list[str]) -> None:
    """Add ``path NUL size NUL mtime`` of each ``.py`` and ``.json`` file under ``where`` to
    ``parts``, bytecode caches left out (strings, not ``Path``s: every command pays for this)."""
    with os.scandir(where) as entries:
        for entry in entries:
            if entry.name.endswith((".py", ".json")):
                info = entry.stat()
                parts.append(f"{entry.path}\0{info.st_size}\0{info.st_mtime_ns}")
            elif entry.name != "__pycache__" and entry.is_dir():
                _describe_sources(entry.path, parts)
