"""SHA-256 and SHA-512 as CPython's own modules give them (3.12+: ``_sha2``; 3.11: ``_sha256``
and ``_sha512``): the same digests as ``hashlib``'s, without loading OpenSSL, which costs a
command ~3 ms and ~4 MB. One place for the engine's chance (``engine/chance.py``: every open
game's numbers) and the protocol's hashes (a command that reads a sealed file checked before
hashes nothing, yet imports the modules that do: S7, benchmarks/sealed.py); the larger inputs
(a shuffle's transcript, some KB) take ~1.5x OpenSSL's time, a few microseconds of the
milliseconds their proofs take."""

from __future__ import annotations

try:
    from _sha2 import sha256, sha512
except ImportError:
    try:
        from _sha256 import sha256
        from _sha512 import sha512
    except ImportError:  # another Python: hashlib's
        from hashlib import sha256, sha512

__all__ = ["sha256", "sha512"]
