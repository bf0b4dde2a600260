"""Verifiable masking of cards (Barnett–Smart, fair-play.md §6.1–§6.3): ElGamal pairs under the
players' joint key, re-masking, decryption shares and unmasking.

A card c is the point ``M_c`` (``group.card_point``). Masked under the joint key
``J = X_1 + … + X_n`` it is the pair ``(A, B) = (r·G, M_c + r·J)``: nobody can read it alone.
Player i's share for it is ``D_i = x_i·A``; with every player's share anyone computes
``B − Σ D_i = M_c + r·J − r·Σ x_i·G = M_c``. Re-masking adds a fresh ``(r'·G, r'·J)``, which
gives a pair nobody can link to the old one (DDH). The proofs that shares and shuffles are
honest are in ``proofs`` and ``shuffle``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .constants import INITIAL_MASK_DOMAIN, MASKED_CARD_SIZE, POINT_SIZE
from .group import EncodingError, GroupError, Point, Scalar, SealedError, base, card_points, total
from ..hashes import sha512
from .transcript import number, transcript


class NotACard(SealedError):
    """A pair whose shares decode to no card of the game: proof that someone cheated (§6.1)."""


@dataclass(frozen=True, slots=True)
class MaskedCard:
    """A masked card ``(A, B) = (r·G, M + r·J)``; 64 bytes on the wire, A then B."""

    a: Point
    b: Point

    def __bytes__(self) -> bytes:
        return self.a.data + self.b.data

    @classmethod
    def parse(cls, data: bytes, what: str = "masked card") -> MaskedCard:
        if not isinstance(data, bytes) or len(data) != MASKED_CARD_SIZE:
            raise EncodingError(f"{what}: not {MASKED_CARD_SIZE} bytes")
        return cls(Point.parse(data[:POINT_SIZE], f"{what} A"),
                   Point.parse(data[POINT_SIZE:], f"{what} B"))


def parse_cards(items: Sequence[bytes], count: int, what: str = "cards") -> tuple[MaskedCard, ...]:
    """A list of ``count`` masked cards from the wire. The count and every item's size are
    checked before any point is (§6.9: no file can make a verifier work for minutes)."""
    if len(items) != count:
        raise EncodingError(f"{what}: {len(items)} pairs, expected {count}")
    for index, item in enumerate(items):
        if not isinstance(item, bytes) or len(item) != MASKED_CARD_SIZE:
            raise EncodingError(f"{what}[{index}]: not {MASKED_CARD_SIZE} bytes")
    return tuple(MaskedCard.parse(item, f"{what}[{index}]") for index, item in enumerate(items))


def joint_key(keys: Iterable[Point]) -> Point:
    """``J = X_1 + … + X_n``. Keys that cancel to the identity are a :class:`GroupError`; the
    Schnorr proofs of §6.1 are what stop a last joiner from choosing a key that cancels the
    others' (``proofs.check_key``)."""
    return total(keys)


def mask(card: Point, factor: int | Scalar, joint: Point) -> MaskedCard:
    """``(r·G, M + r·J)``."""
    return MaskedCard(base(factor), card + factor * joint)


def remask(card: MaskedCard, factor: int | Scalar, joint: Point) -> MaskedCard:
    """``(A + r'·G, B + r'·J)``: the same card, a pair nobody can link to the old one."""
    return MaskedCard(card.a + base(factor), card.b + factor * joint)


def share(secret: Scalar, card: MaskedCard) -> Point:
    """Player i's decryption share ``D_i = x_i·A`` (published with ``proofs.prove_share``)."""
    return secret * card.a


def unmask(card: MaskedCard, shares: Iterable[Point]) -> Point:
    """``B − Σ D_i``: the card's point once every player's share is in. A result that is the
    identity is no card (:class:`NotACard`)."""
    try:
        return card.b - total(shares)
    except GroupError:
        raise NotACard("the shares unmask the pair to the identity") from None


def read(card: MaskedCard, shares: Iterable[Point], table: Mapping[Point, int]) -> int:
    """The number of the card the pair holds, looked up in the game's table
    (``group.card_table``); a point of no card is :class:`NotACard`."""
    point = unmask(card, shares)
    if point not in table:
        raise NotACard(f"the shares unmask the pair to {point.data.hex()}, no card of this game")
    return table[point]


def initial_factor(genesis: bytes, position: int) -> Scalar:
    """The public masking factor of the deck's card at ``position`` (§6.2): SHA-512 of the
    transcript (genesis hash, position), reduced mod L. Public, so the initial deck is readable
    by everyone, as it should be: it is in canonical order."""
    data = transcript(INITIAL_MASK_DOMAIN, ("genesis", genesis), ("position", number(position, 2)))
    return Scalar.from_digest(sha512(data).digest())


def initial_deck(genesis: bytes, numbers: Sequence[int], joint: Point) -> tuple[MaskedCard, ...]:
    """The deck in canonical order (``numbers``, each copy listed), masked under ``J`` with the
    public factors of ``initial_factor``: what the first shuffle of §6.2 takes."""
    points = card_points(genesis, sorted(set(numbers)))
    return tuple(mask(points[card], initial_factor(genesis, position), joint)
                 for position, card in enumerate(numbers))

