"""Every constant of the protocol in one place: domain tags, versions, sizes (style.md, protocol
code, habit 2). A tag names what is hashed or signed, so that no hash of one kind can stand for
another; a change of any value here changes the bytes of every game that uses it, so each one
is versioned with the protocol."""

from __future__ import annotations

PROTOCOL_VERSION = 1

# Domain tags: the first element of every transcript (``transcript.transcript``).
TRANSCRIPT_PREFIX = b"seasons/protocol/v1/"

# --- fair games (fair-play.md §2-§5, issue 17) --------------------------------------------------

TRUST_KINDS = ("open", "fair", "sealed")  # the kinds of game ``seasons new --trust`` makes (§1)

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

# --- Sealed games: verifiable masking on Ed25519 (fair-play.md §6; docs/sealed-crypto.md) ---
# The domains of the sealed games' transcripts. The prefix above carries the protocol's version,
# so each tag below is versioned with it.
KEY_PROOF_DOMAIN = "sealed/key-proof"  # Schnorr proof of knowledge of x_i (§6.1)
SHARE_PROOF_DOMAIN = "sealed/share-proof"  # Chaum-Pedersen proof of a share D_i (§6.3)
ENCRYPTED_SHARE_DOMAIN = "sealed/encrypted-share"  # a share for one player alone (§6.3)
SHUFFLE_PERMUTATION_DOMAIN = "sealed/shuffle/permutation"  # the shuffle's challenges u_1..u_n
SHUFFLE_DOMAIN = "sealed/shuffle/challenge"  # the shuffle's challenge c (§6.2)
CHALLENGE_EXPANSION_DOMAIN = "sealed/challenge-expansion"  # u_i from the permutation challenge
GENERATOR_DOMAIN = "sealed/generator"  # the shuffle's extra generators H, h_1, h_2, ...
INITIAL_MASK_DOMAIN = "sealed/initial-mask"  # the deck's public masking factors (§6.2)
HEDGE_DOMAIN = "sealed/hedge"  # a prover's hedged randomness (§2)
HEDGE_EXPANSION_DOMAIN = "sealed/hedge-expansion"

# A card's point is from_uniform(SHA-256(CARD_POINT_TAG || genesis hash || number)), the number
# CARD_NUMBER_SIZE bytes big-endian (fair-play.md §6.1, word for word).
CARD_POINT_TAG = b"seasons card"
CARD_NUMBER_SIZE = 2

# Sizes, in bytes, of everything on the wire (little-endian scalars, compressed Ed25519 points).
POINT_SIZE = 32
SCALAR_SIZE = 32
GENESIS_HASH_SIZE = 32  # SHA-256 of the genesis (gamefile.record.genesis)
ENTRY_HASH_SIZE = 32  # ``prev``: SHA-256 of the entry before
MASKED_CARD_SIZE = 2 * POINT_SIZE  # (A, B)
KEY_PROOF_SIZE = POINT_SIZE + SCALAR_SIZE  # (R, s)
SHARE_PROOF_SIZE = 2 * POINT_SIZE + SCALAR_SIZE  # (R_G, R_A, s)
ENCRYPTED_SHARE_SIZE = 2 * POINT_SIZE  # (C_1, C_2)
ENCRYPTED_SHARE_PROOF_SIZE = 3 * POINT_SIZE + 2 * SCALAR_SIZE  # (R_X, R_1, R_2, s_x, s_u)
FRESH_SIZE = 32  # the OS randomness in each hedge (proofs.Hedge)
SEAT_SIZE = 1  # seats 0..3 in a transcript
MOVE_NUMBER_SIZE = 8

# The most cards one shuffle may hold: the archmage pool with both expansions and the promo cards
# has 100 + 40 + 42 + 6 = 188 (expansions.md X3). A verifier refuses a longer list before any
# group operation.
MAX_SHUFFLE_CARDS = 188

# --- Sealed games in the file (issue 18; docs/fair-play.md, "Sealed games") --------------------
SEALED_KEY_TAG = "sealed-key"  # HKDF info of a seat's masking secret x_i (§6.1)
SEALED_FRESH_TAG = "sealed-fresh"  # HKDF info of the "fresh" bytes of a prover's hedge (§2)
PUBLIC_MASK_DOMAIN = "sealed/public-mask"  # the factor of a card known to all, entering a shuffle
SECRET_DIGEST_SIZE = 64  # the HKDF output a secret scalar is reduced from
# The most releases one entry may hold: every handle of a game (a few hundred) with one share
# each, as the last release of verify --final makes. A reader checks each release's rule before
# any group operation, so a file cannot make it work longer than the game's own releases take.
MAX_RELEASES = 4096
