"""What a history entry's signature covers (fair-play.md §2): the canonical bytes of the whole
entry, bound to the game, its place in the history and the rules the releases were judged by."""

from __future__ import annotations

import json
from typing import Any

from .constants import ENTRY_TAG, PROTOCOL_VERSION
from .transcript import number, transcript

# json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False): the file layer's
# canonical text, the one its hash chain hashes.
_canonical = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical(data: Any) -> bytes:
    return _canonical(data).encode("utf-8")


def statement(genesis: bytes, rules: int, entry: dict[str, Any]) -> bytes:
    """The bytes an entry's author signs: the domain tag and the protocol's version, the
    genesis hash, the version ``rules`` of the engine's table of who may decide before an event
    (the release rule the entry's releases follow), the entry's number and ``prev``, its author,
    and the canonical bytes of the entry without its signature."""
    body = {key: value for key, value in entry.items() if key != "signature"}
    return transcript(ENTRY_TAG, ("version", number(PROTOCOL_VERSION, 2)), ("genesis", genesis),
                      ("rules", number(rules, 2)), ("n", number(entry["n"])),
                      ("prev", bytes.fromhex(entry["prev"])), ("player", entry["player"].encode()),
                      ("entry", canonical(body)))


def verified(key: bytes, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is ``key``'s Ed25519 signature of ``message`` (libsodium's strict
    check: canonical encodings only, no small-order key). PyNaCl is imported here, by the
    commands that check a signature (a file checked before is read without)."""
    from nacl.exceptions import BadSignatureError
    from nacl.signing import VerifyKey

    try:
        VerifyKey(key).verify(message, signature)
    except (BadSignatureError, ValueError, TypeError):
        return False
    return True
