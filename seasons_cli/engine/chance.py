"""Chance as data: a stable, hash-based source of uniform choices (R4.1, issue #2 point 4).

Every chance event of a game (dice subsets, deck assignment, deals, draws, rolls) asks for a number
below ``n``. The answer is derived with SHA-256 and rejection sampling, so it is the same on every
machine and every Python version — unlike ``random``, whose algorithms may change. The engine
records each answer in the history as well. In an open game (``uniform``) it comes from the game's
seed and a running counter; in a fair game (``derive``) from the 32-byte seed of the event the
number belongs to, which the players' releases give (docs/engine.md, "Chance in fair games").
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
_LIMITS: dict[int, int] = {}  # the rejection limit of each ``n`` (a game asks a few small ones)


def uniform(seed: str, counter: int, n: int) -> int:
    """A number in ``range(n)``, every value equally likely, fixed by ``(seed, counter)``.

    Draws 64-bit words from ``SHA-256("seasons/v1|seed|counter|attempt")`` and rejects the top
    partial block so that no value is favoured. The first attempt's first word is nearly always
    taken (odds below n / 2**64), so it is tested without the loop (every roll and draw asks).
    """
    limit = _LIMITS.get(n)
    if limit is None:
        limit = _limit(n)
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


def _limit(n: int) -> int:
    """The rejection limit of ``n`` outcomes: the largest multiple of ``n`` up to 2**64 (a word
    at or above it is rejected), remembered for the next time."""
    if not 1 <= n <= _SPACE:  # above 2**64 no 64-bit word could be taken: it would loop
        raise ValueError(f"cannot choose among {n} outcomes")
    limit = _SPACE - _SPACE % n
    if len(_LIMITS) < 1024:  # bounded, whatever numbers a caller asks for
        _LIMITS[n] = limit
    return limit


FAIR_TAG = b"seasons/fair-chance/v1"  # the domain of ``derive``'s hashes


def derive(seed: bytes, event_class: str, k: int, kind: str, index: int, n: int) -> int:
    """Number ``index`` (0, 1, ...) of event ``k`` of ``event_class`` in a fair game, in
    ``range(n)``, every value equally likely: fixed by the event's 32-byte ``seed``.

    The 64-bit words of ``SHA-256(FAIR_TAG || seed || class || k || kind || index || attempt)``
    (``derivation_input``) are tried in order, attempt 0, 1, ...; the first below the rejection
    limit gives the number, modulo ``n`` (as ``uniform``'s). ``kind`` says what the number is
    for (``"roll"``, ``"draw"``, ``"look"``, ...), so that one event never gives the same number
    to two purposes."""
    limit = _LIMITS.get(n) or _limit(n)
    attempt = 0
    while True:
        digest = sha256(derivation_input(seed, event_class, k, kind, index, attempt)).digest()
        for offset in (0, 8, 16, 24):
            word = int.from_bytes(digest[offset:offset + 8], "big")
            if word < limit:
                return word % n
        attempt += 1


def derivation_input(seed: bytes, event_class: str, k: int, kind: str, index: int,
                     attempt: int) -> bytes:
    """The bytes ``derive`` hashes: the tag, the seed (32 bytes), the class and the kind as one
    length byte and their ASCII letters, ``k``, ``index`` and ``attempt`` as 4-byte big-endian
    numbers."""
    if len(seed) != 32:
        raise ValueError(f"an event's seed has 32 bytes, not {len(seed)}")
    return b"".join((FAIR_TAG, seed, _text(event_class), k.to_bytes(4, "big"), _text(kind),
                     index.to_bytes(4, "big"), attempt.to_bytes(4, "big")))


def _text(name: str) -> bytes:
    data = name.encode("ascii")
    return bytes((len(data),)) + data
