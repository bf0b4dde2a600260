"""Energy tokens as counts of the four types (R2.4, R10).

An ``Energy`` is a plain tuple ``(air, water, fire, earth)``: immutable, hashable and cheap, so
reserves, costs and payments can be compared, stored in actions and written to JSON as they are.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product

Energy = tuple[int, int, int, int]

ENERGY_TYPES: tuple[str, str, str, str] = ("air", "water", "fire", "earth")
LETTERS = "awfe"
AIR, WATER, FIRE, EARTH = 0, 1, 2, 3
NONE: Energy = (0, 0, 0, 0)


def add(a: Energy, b: Energy) -> Energy:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def sub(a: Energy, b: Energy) -> Energy:
    """``a - b``; the caller has checked ``contains(a, b)``."""
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3])


def contains(a: Energy, b: Energy) -> bool:
    """True when every count of ``b`` fits in ``a``."""
    return a[0] >= b[0] and a[1] >= b[1] and a[2] >= b[2] and a[3] >= b[3]


def total(a: Energy) -> int:
    return a[0] + a[1] + a[2] + a[3]


def of_type(kind: int, count: int = 1) -> Energy:
    counts = [0, 0, 0, 0]
    counts[kind] = count
    return tuple(counts)  # type: ignore[return-value]


def submultisets(pool: Energy, size: int | None = None) -> list[Energy]:
    """Every non-empty sub-multiset of ``pool`` (of exactly ``size`` tokens if given), in the
    order of ``product`` over the four counts.

    Made without a test per candidate (every transmutation, bonus and Hand of Fortune list of a
    position never seen asks): all of them by ``product`` in C less the empty one, which comes
    first; of one size, the earth count follows from the other three."""
    air, water, fire, earth = pool
    if size is None:
        found = list(product(range(air + 1), range(water + 1), range(fire + 1), range(earth + 1)))
        if found:
            del found[0]  # (0, 0, 0, 0)
        return found  # type: ignore[return-value]
    found = []
    if size < 1:
        return found
    for a in range(min(air, size) + 1):
        for w in range(min(water, size - a) + 1):
            rest = size - a - w
            for f in range(min(fire, rest) + 1):
                if rest - f <= earth:
                    found.append((a, w, f, rest - f))
    return found


@lru_cache(maxsize=64)
def multisets(size: int) -> tuple[Energy, ...]:
    """Every way to take ``size`` tokens of free types ("gain N energy of your choice")."""
    found = []
    for air in range(size + 1):
        for water in range(size - air + 1):
            for fire in range(size - air - water + 1):
                found.append((air, water, fire, size - air - water - fire))
    return tuple(found)


def fmt(energy: Energy) -> str:
    """``(1, 0, 2, 0)`` -> ``"1a2f"``; the empty multiset is ``"0"``."""
    text = ""
    for i, n in enumerate(energy):  # a plain loop: every move's notation writes energy
        if n:
            text += f"{n}{LETTERS[i]}"
    return text or "0"


_TOKEN = re.compile(r"(\d*)([awfe])")


def parse(text: str) -> Energy | None:
    """Read ``"1a2f"``, ``"2f1a"``, ``"aff"`` or ``"0"``; None when it is not energy."""
    text = text.strip().lower()
    if text == "0":
        return NONE
    if not text or _TOKEN.sub("", text):
        return None
    counts = [0, 0, 0, 0]
    for count, letter in _TOKEN.findall(text):
        counts[LETTERS.index(letter)] += int(count) if count else 1
    return tuple(counts)  # type: ignore[return-value]


def as_dict(energy: Energy) -> dict[str, int]:
    return dict(zip(ENERGY_TYPES, energy))


def from_dict(counts: dict[str, int]) -> Energy:
    return tuple(counts.get(name, 0) for name in ENERGY_TYPES)  # type: ignore[return-value]
