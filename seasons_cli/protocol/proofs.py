"""The zero-knowledge proofs of sealed games (fair-play.md §6.1, §6.3, §6.9), non-interactive by
Fiat–Shamir: every challenge is SHA-512 of a transcript (``transcript.transcript``) reduced mod
L, and every transcript holds, by name, the domain tag (with the protocol's version), the genesis
hash, the move number and ``prev`` of the entry that carries the proof, the prover's seat, G, the
joint key (once there is one), every element of the statement and every commitment. Leaving any
of them out lets a proof be replayed elsewhere or forged for a statement it does not cover
(tests/protocol/sealed/test_transcripts.py shows a wrong share proven when the share is left out).

**Key proof** (Schnorr, §6.1). Statement: ``X = x·G``. The prover sends ``R = k·G`` and
``s = k + c·x``; the verifier checks ``s·G = R + c·X``. From two answers ``s, s'`` to two
challenges ``c ≠ c'`` for one R, ``x = (s − s')/(c − c')``: whoever makes the proof knows x. A
last joiner who chose ``X = x·G − ΣX_others`` to cancel the others' keys does not know its
discrete log and cannot prove it. The transcript has no joint key: the proof is made at join,
before the joint key exists; it is bound to the game and the seat instead.

**Share proof** (Chaum–Pedersen DLEQ, §6.3). Statement: for the masked card ``(A, B)``, the share
``D`` and the key ``X``, ``log_G X = log_A D``. The prover sends ``R_G = k·G``, ``R_A = k·A`` and
``s = k + c·x``; the verifier checks ``s·G = R_G + c·X`` and ``s·A = R_A + c·D``. Two answers to
one commitment give ``x`` with ``X = x·G`` and ``D = x·A``: D is the true share.

**Encrypted share** (§6.3: a share for one player P alone). The owner O of key ``X_O = x_O·G``
publishes ``C = (C_1, C_2) = (u·G, x_O·A + u·X_P)`` for a fresh u: P, who knows ``x_P``, opens
it as ``C_2 − x_P·C_1 = x_O·A`` (since ``x_P·u·G = u·X_P``); to anyone else it is an ElGamal
ciphertext under ``X_P``. Statement: there are ``x`` and ``u`` with

    X_O = x·G,    C_1 = u·G,    C_2 = x·A + u·X_P.

Sigma protocol: the prover picks ``k_x, k_u`` and sends ``R_X = k_x·G``, ``R_1 = k_u·G``,
``R_2 = k_x·A + k_u·X_P``; for the challenge c it answers ``s_x = k_x + c·x``,
``s_u = k_u + c·u``. The verifier checks

    s_x·G = R_X + c·X_O,    s_u·G = R_1 + c·C_1,    s_x·A + s_u·X_P = R_2 + c·C_2.

Completeness: expand the left sides. Special soundness: from two accepting answers
``(s_x, s_u), (s_x', s_u')`` to challenges ``c ≠ c'`` for the same commitments, subtracting the
equations gives ``(s_x − s_x')·G = (c − c')·X_O``, ``(s_u − s_u')·G = (c − c')·C_1`` and
``(s_x − s_x')·A + (s_u − s_u')·X_P = (c − c')·C_2``; with ``x = (s_x − s_x')/(c − c')`` and
``u = (s_u − s_u')/(c − c')`` (L is prime, so c − c' is invertible) these are exactly the three
relations of the statement. So ``C_2 − u·X_P = x·A`` with x the discrete log of ``X_O``: what P
opens is O's true share ``D_O``. The first equation ties x to O's published key (without it a
prover could encrypt ``x'·A`` for any x' it likes); the second fixes u, so that the third says
nothing about x beyond what P opens. Honest-verifier zero knowledge: for any c, pick ``s_x, s_u``
and set ``R_X = s_x·G − c·X_O``, ``R_1 = s_u·G − c·C_1``, ``R_2 = s_x·A + s_u·X_P − c·C_2``: the
same distribution as real proofs, so a proof tells nobody but P anything about ``D_O`` (under
DDH, ``C`` itself hides it). Because everyone can check C, P cannot claim a good share was bad:
a bad C fails its proof in everyone's hands (a sealed box could not show that).

**Randomness** (§2). Nonces, masking factors and permutations come from a :class:`Hedge`: a
SHA-512 of the prover's secret, the statement and 32 fresh bytes from the operating system. Good
randomness from the OS makes the nonces unpredictable; a broken one still leaves them secret
(the secret is in the hash); and two forked copies of a game at the same move do not give the
same nonce twice (the fresh bytes differ), which would reveal the secret.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from .constants import (
    ENCRYPTED_SHARE_DOMAIN, ENCRYPTED_SHARE_PROOF_SIZE, ENCRYPTED_SHARE_SIZE, ENTRY_HASH_SIZE,
    FRESH_SIZE, GENESIS_HASH_SIZE, HEDGE_DOMAIN, HEDGE_EXPANSION_DOMAIN, KEY_PROOF_DOMAIN,
    KEY_PROOF_SIZE, MOVE_NUMBER_SIZE, SEAT_SIZE, SHARE_PROOF_DOMAIN, SHARE_PROOF_SIZE,
)
from .group import L, EncodingError, G, GroupError, Point, ProofError, Scalar, base, nonzero
from ..hashes import sha512
from .masking import MaskedCard, share
from .transcript import number, transcript


@dataclass(frozen=True)
class Context:
    """Where a proof is made: the game (its genesis hash), the entry that carries the proof (its
    move number and ``prev``, the hash of the entry before) and the prover's seat. Every
    transcript starts with these, so a proof cannot be replayed in another game, at another
    move or for another seat."""

    genesis: bytes
    move: int
    prev: bytes
    seat: int

    def __post_init__(self) -> None:
        if len(self.genesis) != GENESIS_HASH_SIZE or len(self.prev) != ENTRY_HASH_SIZE:
            raise EncodingError(f"a genesis hash and a prev are {GENESIS_HASH_SIZE} bytes each")
        if not 0 <= self.move < 256**MOVE_NUMBER_SIZE or not 0 <= self.seat < 256**SEAT_SIZE:
            raise EncodingError("a move number or a seat out of range")

    def elements(self) -> tuple[tuple[str, bytes], ...]:
        return (("genesis", self.genesis), ("move", number(self.move, MOVE_NUMBER_SIZE)),
                ("prev", self.prev), ("seat", number(self.seat, SEAT_SIZE)), ("G", G.data))


def challenge_digest(data: bytes) -> bytes:
    """SHA-512 of a transcript: what every Fiat–Shamir challenge is made of (nothing else
    hashes for a challenge)."""
    return sha512(data).digest()


def challenge(data: bytes) -> int:
    """The Fiat–Shamir challenge of a transcript: its SHA-512, little-endian, reduced mod L."""
    return int.from_bytes(challenge_digest(data), "little") % L


class Hedge:
    """A prover's randomness, hedged (§2): ``seed = SHA-512(transcript(secret, statement,
    fresh))`` with 32 fresh bytes from the OS (or given, for known-answer vectors); value
    ``(label, index)`` is SHA-512 of the transcript (seed, label, index), reduced mod L."""

    def __init__(self, secret: bytes, statement: bytes, fresh: bytes | None = None) -> None:
        fresh = os.urandom(FRESH_SIZE) if fresh is None else fresh
        if len(fresh) != FRESH_SIZE:
            raise ValueError(f"fresh randomness is {FRESH_SIZE} bytes")
        data = transcript(HEDGE_DOMAIN, ("secret", secret), ("statement", statement),
                          ("fresh", fresh))
        self._seed = sha512(data).digest()

    def _digest(self, label: str, index: int) -> int:
        data = transcript(HEDGE_EXPANSION_DOMAIN, ("seed", self._seed), ("label", label.encode()),
                          ("index", number(index, 4)))
        return int.from_bytes(sha512(data).digest(), "little")

    def scalar(self, label: str, index: int = 0) -> int:
        """A secret scalar in 1 .. L-1 (0 has probability 2^-252: a :class:`GroupError`)."""
        return nonzero(self._digest(label, index)).value

    def below(self, label: str, index: int, bound: int) -> int:
        """An integer in 0 .. bound-1 (a 512-bit value mod bound: a bias of bound/2^512)."""
        return self._digest(label, index) % bound


def _split(data: bytes, size: int, layout: str, what: str) -> list[Point | Scalar]:
    """Fields of a fixed-size encoding, ``layout`` a string of ``p`` (point) and ``s``
    (scalar); the size is checked before any field is parsed."""
    if not isinstance(data, bytes) or len(data) != size:
        raise EncodingError(f"{what}: not {size} bytes")
    fields: list[Point | Scalar] = []
    offset = 0
    for index, kind in enumerate(layout):
        part = data[offset:offset + 32]
        offset += 32
        name = f"{what} field {index}"
        fields.append(Point.parse(part, name) if kind == "p" else Scalar.parse(part, name))
    return fields


# --- Key proof (Schnorr) ------------------------------------------------------------------------

@dataclass(frozen=True)
class KeyProof:
    """``(R, s)``: 64 bytes on the wire."""

    commitment: Point
    response: Scalar

    def __bytes__(self) -> bytes:
        return self.commitment.data + bytes(self.response)

    @classmethod
    def parse(cls, data: bytes) -> KeyProof:
        return cls(*_split(data, KEY_PROOF_SIZE, "ps", "key proof"))  # type: ignore[arg-type]


def key_statement(context: Context, key: Point) -> tuple[tuple[str, bytes], ...]:
    return (*context.elements(), ("key", key.data))


def key_transcript(context: Context, key: Point, commitment: Point) -> bytes:
    return transcript(KEY_PROOF_DOMAIN, *key_statement(context, key),
                      ("commitment", commitment.data))


def prove_key(secret: Scalar, context: Context, fresh: bytes | None = None) -> KeyProof:
    """The Schnorr proof that the prover knows ``x`` for its key ``X = x·G`` (§6.1)."""
    key = base(secret)
    statement = transcript(KEY_PROOF_DOMAIN, *key_statement(context, key))
    nonce = Hedge(bytes(secret), statement, fresh).scalar("key proof")
    commitment = base(nonce)
    c = challenge(key_transcript(context, key, commitment))
    return KeyProof(commitment, nonzero(nonce + c * secret.value))


def check_key(key: Point, proof: KeyProof, context: Context) -> None:
    """Refuses (:class:`ProofError`) a key whose owner did not prove knowing its secret."""
    c = challenge(key_transcript(context, key, proof.commitment))
    require(base(proof.response) == proof.commitment + c * key, "the key proof")


def require(holds: bool, what: str) -> None:
    if not holds:
        raise ProofError(f"{what} does not verify")


# --- Share proof (Chaum-Pedersen) ---------------------------------------------------------------

@dataclass(frozen=True)
class ShareProof:
    """``(R_G, R_A, s)``: 96 bytes on the wire."""

    commitment_g: Point
    commitment_a: Point
    response: Scalar

    def __bytes__(self) -> bytes:
        return self.commitment_g.data + self.commitment_a.data + bytes(self.response)

    @classmethod
    def parse(cls, data: bytes) -> ShareProof:
        return cls(*_split(data, SHARE_PROOF_SIZE, "pps", "share proof"))  # type: ignore[arg-type]


def share_statement(context: Context, joint: Point, key: Point, card: MaskedCard,
                    share: Point) -> tuple[tuple[str, bytes], ...]:
    return (*context.elements(), ("joint key", joint.data), ("key", key.data),
            ("card A", card.a.data), ("card B", card.b.data), ("share", share.data))


def share_transcript(context: Context, joint: Point, key: Point, card: MaskedCard, share: Point,
                     commitment_g: Point, commitment_a: Point) -> bytes:
    return transcript(SHARE_PROOF_DOMAIN, *share_statement(context, joint, key, card, share),
                      ("commitment G", commitment_g.data), ("commitment A", commitment_a.data))


def prove_share(secret: Scalar, card: MaskedCard, context: Context, joint: Point,
                fresh: bytes | None = None) -> tuple[Point, ShareProof]:
    """The share ``D = x·A`` of the prover for ``card`` and its Chaum–Pedersen proof (§6.3)."""
    key, own = base(secret), share(secret, card)
    statement = transcript(SHARE_PROOF_DOMAIN, *share_statement(context, joint, key, card, own))
    nonce = Hedge(bytes(secret), statement, fresh).scalar("share proof")
    commitment_g, commitment_a = base(nonce), nonce * card.a
    c = challenge(share_transcript(context, joint, key, card, own, commitment_g, commitment_a))
    return own, ShareProof(commitment_g, commitment_a, nonzero(nonce + c * secret.value))


def check_share(key: Point, card: MaskedCard, share: Point, proof: ShareProof, context: Context,
                joint: Point) -> None:
    """Refuses (:class:`ProofError`) a share that is not ``x·A`` for the x of ``key``."""
    c = challenge(share_transcript(context, joint, key, card, share, proof.commitment_g,
                                   proof.commitment_a))
    s = proof.response
    require(base(s) == proof.commitment_g + c * key, "the share proof (key)")
    require(s * card.a == proof.commitment_a + c * share, "the share proof (share)")


# --- A share for one player alone ---------------------------------------------------------------

@dataclass(frozen=True)
class EncryptedShare:
    """``C = (C_1, C_2) = (u·G, D_O + u·X_P)``: 64 bytes on the wire."""

    c1: Point
    c2: Point

    def __bytes__(self) -> bytes:
        return self.c1.data + self.c2.data

    @classmethod
    def parse(cls, data: bytes) -> EncryptedShare:
        fields = _split(data, ENCRYPTED_SHARE_SIZE, "pp", "encrypted share")
        return cls(*fields)  # type: ignore[arg-type]


@dataclass(frozen=True)
class EncryptedShareProof:
    """``(R_X, R_1, R_2, s_x, s_u)``: 160 bytes on the wire."""

    commitment_key: Point
    commitment_1: Point
    commitment_2: Point
    response_key: Scalar
    response_factor: Scalar

    def __bytes__(self) -> bytes:
        return b"".join((self.commitment_key.data, self.commitment_1.data, self.commitment_2.data,
                         bytes(self.response_key), bytes(self.response_factor)))

    @classmethod
    def parse(cls, data: bytes) -> EncryptedShareProof:
        fields = _split(data, ENCRYPTED_SHARE_PROOF_SIZE, "pppss", "encrypted share proof")
        return cls(*fields)  # type: ignore[arg-type]


def encrypted_share_statement(context: Context, joint: Point, key: Point, recipient: Point,
                              card: MaskedCard) -> tuple[tuple[str, bytes], ...]:
    """The statement but C, which the prover chooses with its randomness."""
    return (*context.elements(), ("joint key", joint.data), ("key", key.data),
            ("recipient", recipient.data), ("card A", card.a.data), ("card B", card.b.data))


def encrypted_share_transcript(context: Context, joint: Point, key: Point, recipient: Point,
                               card: MaskedCard, encrypted: EncryptedShare,
                               commitments: tuple[Point, Point, Point]) -> bytes:
    return transcript(ENCRYPTED_SHARE_DOMAIN,
                      *encrypted_share_statement(context, joint, key, recipient, card),
                      ("C1", encrypted.c1.data), ("C2", encrypted.c2.data),
                      ("commitment key", commitments[0].data),
                      ("commitment 1", commitments[1].data), ("commitment 2", commitments[2].data))


def encrypt_share(secret: Scalar, card: MaskedCard, recipient: Point, context: Context,
                  joint: Point, fresh: bytes | None = None
                  ) -> tuple[EncryptedShare, EncryptedShareProof]:
    """The prover's share for ``card``, encrypted to the player of key ``recipient`` alone, and
    the proof that it is (module docstring)."""
    key = base(secret)
    statement = transcript(ENCRYPTED_SHARE_DOMAIN,
                           *encrypted_share_statement(context, joint, key, recipient, card))
    hedge = Hedge(bytes(secret), statement, fresh)
    factor, nonce_key, nonce_factor = (hedge.scalar(label) for label in ("factor", "k_x", "k_u"))
    encrypted = EncryptedShare(base(factor), share(secret, card) + factor * recipient)
    commitments = (base(nonce_key), base(nonce_factor),
                   nonce_key * card.a + nonce_factor * recipient)
    c = challenge(encrypted_share_transcript(context, joint, key, recipient, card, encrypted,
                                             commitments))
    return encrypted, EncryptedShareProof(*commitments, nonzero(nonce_key + c * secret.value),
                                          nonzero(nonce_factor + c * factor))


def check_encrypted_share(key: Point, recipient: Point, card: MaskedCard,
                          encrypted: EncryptedShare, proof: EncryptedShareProof,
                          context: Context, joint: Point) -> None:
    """Refuses (:class:`ProofError`) an encrypted share that does not open, for the player of
    key ``recipient``, to the share of the player of key ``key``."""
    commitments = (proof.commitment_key, proof.commitment_1, proof.commitment_2)
    c = challenge(encrypted_share_transcript(context, joint, key, recipient, card, encrypted,
                                             commitments))
    s_x, s_u = proof.response_key, proof.response_factor
    require(base(s_x) == proof.commitment_key + c * key, "the encrypted share proof (key)")
    require(base(s_u) == proof.commitment_1 + c * encrypted.c1,
             "the encrypted share proof (factor)")
    require(s_x * card.a + s_u * recipient == proof.commitment_2 + c * encrypted.c2,
             "the encrypted share proof (share)")


def open_share(encrypted: EncryptedShare, secret: Scalar) -> Point:
    """The share inside ``encrypted``, for the recipient (``C_2 − x_P·C_1``)."""
    try:
        return encrypted.c2 - secret * encrypted.c1
    except GroupError:
        raise ProofError("the encrypted share opens to the identity") from None

