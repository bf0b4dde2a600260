"""Chance as data: a stable, hash-based source of uniform choices (R4.1, issue #2 point 4).

Every chance event of a game (dice subsets, deck assignment, deals, draws, rolls) asks for a number
below ``n``. The answer is derived from the game's seed and a running counter with SHA-256 and
rejection sampling, so it is the same on every machine and every Python version — unlike
``random``, whose algorithms may change. The engine records each answer in the history as well.
"""

from __future__ import annotations

# CPython's own SHA-256 (3.12+: _sha2, 3.11: _sha256) gives the same digests as hashlib's without
# loading OpenSSL, which costs every command about 4 MB of memory.
try:
    from _sha2 import sha256
except ImportError:
    try:
        from _sha256 import sha256
    except ImportError:  # another Python: hashlib's
        from hashlib import sha256

_SPACE = 1 << 64


def uniform(seed: str, counter: int, n: int) -> int:
    """A number in ``range(n)``, every value equally likely, fixed by ``(seed, counter)``.

    Draws 64-bit words from ``SHA-256("seasons/v1|seed|counter|attempt")`` and rejects the top
    partial block so that no value is favoured.
    """
    if n < 1:
        raise ValueError(f"cannot choose among {n} outcomes")
    limit = _SPACE - _SPACE % n
    attempt = 0
    while True:
        digest = sha256(f"seasons/v1|{seed}|{counter}|{attempt}".encode()).digest()
        for offset in (0, 8, 16, 24):  # the first word nearly always (odds below n / 2**64)
            word = int.from_bytes(digest[offset:offset + 8], "big")
            if word < limit:
                return word % n
        attempt += 1
