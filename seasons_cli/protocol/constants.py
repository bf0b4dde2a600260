"""Every constant of the protocol in one place: domain tags, versions, sizes (style.md, protocol
code, habit 2). A tag names what is hashed or signed, so that no hash of one kind can stand for
another; a change of any value here changes the bytes of every game that uses it, so each one
is versioned with the protocol."""

from __future__ import annotations

PROTOCOL_VERSION = 1

# Domain tags: the first element of every transcript (``transcript.transcript``).
TRANSCRIPT_PREFIX = b"seasons/protocol/v1/"
