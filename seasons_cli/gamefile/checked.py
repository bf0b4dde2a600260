"""Game files this seasons has already checked, so that a command does not replay them again.

Every game file a command reads is checked in full: the schema, then a replay of the whole
history with every move, chance outcome and the stored state compared (``record.from_data``).
For a finished 4-player game that is most of a command's own time (issue #5, P1). Yet nearly
every file a command reads is one that seasons itself wrote or checked a moment ago on the same
machine: the file ``seasons move`` writes is the one the next ``seasons moves`` reads.

So after a full check, and after every save, the game reached is kept here under a key made of
the file's exact bytes and of this seasons' code. A later load of the same bytes by the same
code takes the game from here instead of replaying: it is the game the full check gave (or the
one the save wrote, which a full check of those bytes gives too). One byte changed in the file,
or any change to the code, gives another key and a full check. ``seasons validate`` always
checks in full.

The cache is the folder ``$SEASONS_CACHE`` if that is set (set and empty turns the cache off),
else ``$XDG_CACHE_HOME/seasons``, else ``~/.cache/seasons``. A cache that cannot be read or
written is left alone: it only ever saves time. Its entries are pickles of the engine's state
classes and of nothing else; the unpickler refuses any other class, so a file planted there cannot
run code. Whoever can write the folder can still make seasons trust a file it has not checked,
as whoever can write ``__pycache__`` can change what Python runs.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from typing import Any

try:  # the C pickler itself: ``pickle`` adds ~2 ms of imports to every command
    from _pickle import Unpickler, dumps
except ImportError:  # pragma: no cover - not CPython
    from pickle import Unpickler, dumps  # type: ignore[assignment]

from _blake2 import blake2b  # CPython's own (hashlib would load OpenSSL: memory, P4)

from ..engine import extra, model
from ..engine.model import Game
from ..paths import home
from .schema import PACKAGE, SCHEMA_IN_CHECKOUT

ENTRIES = "checked"  # the subfolder of the cache that holds the checked games
KEEP = 512  # entries kept when the folder is tidied (~2 KB each)
TIDY_ABOVE = 2 * KEEP

# The classes a game's state is made of (``engine/model.py``, and ``engine/extra.py`` for what
# the expansions add): all an entry may hold.
_STATE_CLASSES = frozenset(("Game", "Player", "InPlay", "RolledDie", "Settings", "Task",
                            "Decision", "Action"))
_EXTRA_CLASSES = frozenset(("Extra", "Marks"))


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


def entry_of(raw: bytes) -> str | None:
    """Where the entry for a file of bytes ``raw`` is kept: in ``folder()``, named by a hash of
    this code's identity and of every byte of the file. None when the cache is off: there is
    nothing to recall or remember then, and no need of the code's identity (~0.8 ms in a new
    process). The folder is found here once; ``recall`` and ``remember`` take the path."""
    where = folder()
    if where is None:
        return None
    digest = blake2b(_code_identity(), digest_size=20)
    digest.update(raw)
    return os.path.join(where, digest.hexdigest())


def recall(entry: str | None) -> tuple[Game, bool] | None:
    """The game a full check of the file whose ``entry`` this is gave, if this code has checked
    or written exactly these bytes before, and whether it wrote them (then they are the
    canonical text of their record); None otherwise (and always without an entry: the cache is
    off)."""
    if entry is None:
        return None
    try:
        with open(entry, "rb") as stream:
            game, written = _StateUnpickler(stream).load()
    except Exception:  # noqa: BLE001 - no entry, or one that cannot be used: check in full
        return None
    return (game, written) if type(game) is Game and type(written) is bool else None


def remember(entry: str | None, game: Game, written: bool) -> None:
    """Keep ``game`` as what the file whose ``entry`` this is holds: just checked in full, or
    just ``written`` by ``files.save`` (the canonical text of its record). Nothing without an
    entry."""
    if entry is None:
        return
    where, key = os.path.split(entry)
    try:
        os.makedirs(where, exist_ok=True)
        temporary = os.path.join(where, f".{key}.{os.getpid()}.tmp")
        with open(temporary, "wb") as stream:
            stream.write(dumps((game, written), 4))
        os.replace(temporary, entry)
        if key[0] == "0":  # one save in 16 (keys are uniform): tidy the folder
            _tidy(where)
    except Exception:  # noqa: BLE001 - a folder that cannot be used, or a game that cannot be
        return  # pickled: the command has done its work, the next load checks in full


def _tidy(where: str) -> None:
    """Keep the newest ``KEEP`` entries once there are more than ``TIDY_ABOVE``."""
    entries = list(os.scandir(where))
    if len(entries) <= TIDY_ABOVE:
        return
    entries.sort(key=_age_key)
    for entry in entries[:-KEEP]:
        try:
            os.unlink(entry.path)
        except OSError:
            pass


def _age_key(entry: os.DirEntry[str]) -> float:
    try:
        return entry.stat().st_mtime
    except OSError:
        return 0.0


class _StateUnpickler(Unpickler):  # type: ignore[misc,valid-type]
    """An unpickler that makes the engine's state classes and nothing else."""

    def find_class(self, module: str, name: str) -> Any:
        if module == model.__name__ and name in _STATE_CLASSES:
            return getattr(model, name)
        if module == extra.__name__ and name in _EXTRA_CLASSES:
            return getattr(extra, name)
        raise ValueError(f"{module}.{name} is no part of a game's state")


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
