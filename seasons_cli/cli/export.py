"""Writing ``--svg FILE`` and ``--html FILE`` (``seasons show``, ``replay``, ``score``) without
destroying anything (issue 16 point 3).

An export is written as the game file is: to a temporary file in the folder of the file it
replaces (through symbolic links), flushed, then renamed over it, so a full disk or a killed
command leaves the file as it was (``paths.write_atomically``). It may replace an earlier
export of seasons, recognised by the mark seasons writes on its second line (``MARK``), an
empty file, or nothing; anything else, and the game file being shown, only with ``--force``.
A device, a FIFO or a descriptor (``/dev/stdout``, ``/dev/fd/3``) holds nothing to lose and
cannot be replaced by renaming: it is written in place, as a shell's ``>`` writes it.
"""

from __future__ import annotations

import os
from stat import S_ISREG
from typing import Any

from ..escape import escaped
from ..paths import NotWritable, target_for_writing, write_atomically
from .common import Export
from .errors import Failure

MARK = "<!-- an export of seasons (show, replay or score): seasons may write over it -->"
_LOOK = 1024  # the first bytes of an existing file where its mark is looked for
_DESCRIPTORS = ("/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/")


def check(export: Export) -> None:
    """Refuse (``Failure``) unless every file of ``export`` may be written."""
    for path in _paths(export):
        _destination(path, export)


def write(export: Export, recorder: Any, view: Any = None) -> None:
    """Write the view ``recorder`` (a recording rich console) has printed to the files."""
    if export.svg:
        _write(export.svg, marked(exported(view, recorder, "svg")), export)
    if export.html:
        _write(export.html, marked(exported(view, recorder, "html")), export)


def exported(view: Any, recorder: Any, kind: str) -> str:
    """The SVG image or HTML page of ``view``: its own (``export_svg``/``export_html``, given
    the width: the score draws its chart as lines, replay writes its page), or the terminal's,
    as ``recorder`` has it."""
    own = getattr(view, f"export_{kind}", None)
    if own is not None:
        return own(recorder.width)
    if kind == "svg":
        return recorder.export_svg(title="seasons", clear=False)
    return recorder.export_html(clear=False)


def marked(text: str) -> str:
    """``text`` (rich's SVG image or HTML page) with ``MARK`` as its second line: a comment in
    either, after the ``<svg ...>`` tag or the ``<!DOCTYPE html>`` line."""
    first, _, rest = text.partition("\n")
    return f"{first}\n{MARK}\n{rest}"


def _paths(export: Export) -> list[str]:
    return [path for path in (export.svg, export.html) if path]


def _write(path: str, text: str, export: Export) -> None:
    raw = text.encode("utf-8")
    try:
        target = _destination(path, export)  # again: a file may have appeared since ``check``
        if target is None:
            with open(path, "wb") as stream:
                stream.write(raw)
        else:
            write_atomically(target, raw)
    except OSError as error:
        raise Failure(f"{escaped(path)}: cannot be written ({error.strerror or error})") from None


def _destination(path: str, export: Export) -> str | None:
    """The file an export to ``path`` replaces (``path``, or the file its links name); None for
    a file written in place. Refuses (``Failure``) a file it must not write."""
    if _in_place(path):
        return None
    try:
        target = target_for_writing(path)
    except NotWritable as refusal:
        raise Failure(f"{escaped(path)}: {refusal.reason}") from None
    problem = None if export.force else _not_an_export(target, export.game)
    if problem is not None:
        raise Failure(f"{escaped(path)}: {problem}; nothing was written (give the export another "
                      "name, or --force)")
    return target


def _in_place(path: str) -> bool:
    """A device, a FIFO, a socket, or a descriptor's name (whatever file it stands for)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not S_ISREG(mode) or os.path.abspath(path).startswith(_DESCRIPTORS)


def _not_an_export(target: str, game: str | None) -> str | None:
    """Why the existing file ``target`` must not be replaced, or None: a new name, an empty file
    or an earlier export."""
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return None
    if game is not None and _same_file(found, game):
        return "is the game file being shown"
    if found.st_size and not _is_export(target):
        return "exists and is not an export of seasons"
    return None


def _same_file(found: os.stat_result, other: str) -> bool:
    try:
        return os.path.samestat(found, os.stat(other))
    except OSError:
        return False


def _is_export(target: str) -> bool:
    try:
        with open(target, "rb") as stream:
            return MARK.encode() in stream.read(_LOOK)
    except OSError:
        return False
