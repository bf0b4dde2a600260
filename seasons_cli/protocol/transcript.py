"""The one way the protocol writes what it hashes or signs (fair-play.md §2, §6.9).

Every element goes in by name and with its length, so that no two different statements give the
same bytes (``ab`` + ``c`` and ``a`` + ``bc`` differ) and a reader of the code sees, at the call,
every element a challenge or a signature covers. Nothing else hashes for a challenge.
"""

from __future__ import annotations

from collections.abc import Sequence

from .constants import TRANSCRIPT_PREFIX


def _framed(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def transcript(domain: str, *elements: tuple[str, bytes]) -> bytes:
    """The bytes of a statement: the domain tag (with the protocol's prefix and version), then
    each element as its name and its value, each length-prefixed (4 bytes, big-endian)."""
    parts = [_framed(TRANSCRIPT_PREFIX + domain.encode())]
    for name, value in elements:
        parts.append(_framed(name.encode()))
        parts.append(_framed(value))
    return b"".join(parts)


def listed(items: Sequence[bytes]) -> bytes:
    """A list as one element: its count, then every item length-prefixed."""
    return len(items).to_bytes(4, "big") + b"".join(_framed(item) for item in items)


def number(value: int, width: int = 8) -> bytes:
    """A non-negative integer as a fixed-width big-endian element (move numbers, seats, k)."""
    return value.to_bytes(width, "big")
