"""Chance as data: a stable, hash-based source of uniform choices (R4.1, issue #2 point 4).

Every chance event of a game (dice subsets, deck assignment, deals, draws, rolls) asks for a number
below ``n``. The answer is derived with SHA-256 and rejection sampling, so it is the same on every
machine and every Python version — unlike ``random``, whose algorithms may change. The engine
records each answer in the history as well. In an open game (``uniform``) it comes from the game's
seed and a running counter; in a fair game (``fair.derive``, with the same rejection sampling)
from the 32-byte seed of the event the number belongs to, which the players' releases give.
"""

from __future__ import annotations

from ..hashes import sha256  # CPython's own, without OpenSSL (hashes.py)

_SPACE = 1 << 64
_LIMITS: dict[int, int] = {}  # the rejection limit of each ``n`` (a game asks a few small ones)


def uniform(seed: str, counter: int, n: int) -> int:
    """A number in ``range(n)``, every value equally likely, fixed by ``(seed, counter)``.

    Draws 64-bit words from ``SHA-256("seasons/v1|seed|counter|attempt")`` and rejects the top
    partial block so that no value is favoured. The first attempt's first word is nearly always
    taken (odds below n / 2**64), so it is tested without the loop (every roll and draw asks).
    """
    limit = _LIMITS.get(n)
    if limit is None:
        limit = limit_of(n)
    digest = sha256(f"seasons/v1|{seed}|{counter}|0".encode()).digest()
    word = int.from_bytes(digest[:8], "big")
    if word < limit:
        return word % n
    attempt = 0
    while True:
        for offset in (8, 16, 24) if attempt == 0 else (0, 8, 16, 24):
            word = int.from_bytes(digest[offset:offset + 8], "big")
            if word < limit:
                return word % n
        attempt += 1
        digest = sha256(f"seasons/v1|{seed}|{counter}|{attempt}".encode()).digest()


def limit_of(n: int) -> int:
    """The rejection limit of ``n`` outcomes: the largest multiple of ``n`` up to 2**64 (a word
    at or above it is rejected), remembered for the next time."""
    limit = _LIMITS.get(n)
    if limit is not None:
        return limit
    if not 1 <= n <= _SPACE:  # above 2**64 no 64-bit word could be taken: it would loop
        raise ValueError(f"cannot choose among {n} outcomes")
    limit = _SPACE - _SPACE % n
    if len(_LIMITS) < 1024:  # bounded, whatever numbers a caller asks for
        _LIMITS[n] = limit
    return limit

