"""Every constant of the protocol in one place: domain tags, versions, sizes (style.md, protocol
code, habit 2). A tag names what is hashed or signed, so that no hash of one kind can stand for
another; a change of any value here changes the bytes of every game that uses it, so each one
is versioned with the protocol."""

from __future__ import annotations

PROTOCOL_VERSION = 1

# Domain tags: the first element of every transcript (``transcript.transcript``).
TRANSCRIPT_PREFIX = b"seasons/protocol/v1/"

# --- fair games (fair-play.md §2-§5, issue 17) --------------------------------------------------

TRUST_KINDS = ("open", "fair")  # the kinds of game ``seasons new --trust`` makes (§1)

# Sizes, in bytes, of what a file carries (hex in the JSON: twice as many digits).
SECRET_SIZE = 32  # an identity secret: the Ed25519 seed (§2)
KEY_SIZE = 32  # an Ed25519 or X25519 public key
SIGNATURE_SIZE = 64  # an Ed25519 signature
HASH_SIZE = 32  # SHA-256: a genesis hash, an entry hash, a link, an event seed
NONCE_SIZE = 32  # the creator's nonce in a fair game's settings (§2)
FINGERPRINT_SIZE = 16  # of a public key, shown as 8 groups of 4 hex digits

# Dice chains (§5): each seat commits, at join, to the tip H^N(s) of one chain per class of
# event; the k-th event of a class takes link H^(N-k)(s). A class runs out after N events (no
# game of Seasons comes near: docs/fair-play.md says what then).
CHAIN_LENGTH = 1024  # N
EVENT_CLASSES = ("setup", "roll", "draw", "reroll")  # in this order in a join's tips

# Domain tags (the ``domain`` of ``transcript.transcript``): one per kind of statement.
ENTRY_TAG = "entry"  # what a history entry's signature covers (§2)
CHAIN_SECRET_TAG = "chain-secret"  # HKDF info of a seat's secret of one class's chain (§2, §5)
CHAIN_STEP_TAG = "chain-step"  # H of the dice chains: one step towards the tip (§5)
EVENT_SEED_TAG = "event-seed"  # an event's seed, from every seat's link (§5)
FINGERPRINT_TAG = "fingerprint"  # a public key's fingerprint (§2)

# Where a person's identity and journals live: $XDG_DATA_HOME/seasons, or ~/.local/share/seasons.
IDENTITY_FORMAT = "seasons-identity"
IDENTITY_VERSION = 1
BACKUP_FORMAT = "seasons-identity-backup"
