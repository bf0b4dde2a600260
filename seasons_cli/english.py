"""Counted nouns and lists of names, in English: every message and view words them here.

``1 card`` and ``2 cards``, ``alice and bob`` and ``alice, bob and carol``, ``both`` and ``all``:
written out inline, each of these goes wrong somewhere (``1 cards``, ``alice, bob must all
decide``), so they are written once. Nothing here knows the game.
"""

from __future__ import annotations

from collections.abc import Sequence


def noun(count: int, singular: str, plural: str | None = None) -> str:
    """``card`` for 1 (or -1), ``cards`` otherwise; ``plural`` when adding ``s`` is wrong."""
    if abs(count) == 1:
        return singular
    return plural if plural is not None else singular + "s"


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """``1 card``, ``0 cards``, ``3 cards``."""
    return f"{count} {noun(count, singular, plural)}"


def signed(count: int, singular: str, plural: str | None = None) -> str:
    """``+1 crystal``, ``-3 crystals``: a change."""
    return f"{count:+d} {noun(count, singular, plural)}"


def listed(items: Sequence[str], conjunction: str = "and") -> str:
    """``alice``, ``alice and bob``, ``alice, bob and carol``."""
    if len(items) <= 2:
        return f" {conjunction} ".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def both_or_all(count: int) -> str:
    """``both`` for two, ``all`` for more: ``alice and bob must both decide``."""
    return "both" if count == 2 else "all"
