"""Loading and saving game files: read strictly, validate, replay, write atomically."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from ..engine.errors import SeasonsError
from .codec import JsonProblem, dumps, loads
from .record import FORMAT_VERSION, FileProblem, GameRecord, from_data
from .schema import schema_problem

MAX_BYTES = 16 * 1024 * 1024  # a finished 4-player game is well under 1 MB


class GameFileError(SeasonsError):
    """A game file that cannot be read or used: ``file::$.json.path: message``."""

    def __init__(self, file: str, where: str, message: str) -> None:
        super().__init__(f"{file}::{where}: {message}" if where.startswith("$") else
                         f"{file}: {where}: {message}" if where else f"{file}: {message}")
        self.file, self.where, self.message = file, where, message


def load(path: str | Path) -> GameRecord:
    """Read, validate against the schema and replay a game file (raises ``GameFileError``)."""
    path = Path(path)
    data = read_json(path)
    return check(data, str(path))


def read_json(path: Path) -> Any:
    if path.is_dir():
        raise GameFileError(str(path), "", "is a folder, not a game file")
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise GameFileError(str(path), "", "no such file (create one with 'seasons new')") from None
    except OSError as error:
        raise GameFileError(str(path), "", f"cannot be read ({error.strerror})") from None
    if len(raw) > MAX_BYTES:
        raise GameFileError(str(path), "", f"is larger than {MAX_BYTES // (1024 * 1024)} MB: not a game file")
    try:
        return loads(raw)
    except JsonProblem as problem:
        raise GameFileError(str(path), problem.where, problem.message) from None


def check(data: Any, name: str) -> GameRecord:
    """Schema first, then the replay (which checks every move, outcome and the state)."""
    version = data.get("format_version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise GameFileError(name, "$.format_version", f"this file needs a newer seasons "
                            f"(format {version}; this seasons reads format {FORMAT_VERSION})")
    problem = schema_problem(data)
    if problem is not None:
        raise GameFileError(name, *problem)
    try:
        return from_data(data)
    except FileProblem as problem:
        raise GameFileError(name, problem.path, problem.message) from None


def save(path: str | Path, record: GameRecord) -> None:
    """Write the record: to a temporary file in the same folder, flushed, then renamed over."""
    path = Path(path)
    text = dumps(record.to_data())
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        os.chmod(temporary, _mode_for(path))
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    """Keep an existing file's permissions; a new file gets the usual ones (0666 less umask)."""
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
