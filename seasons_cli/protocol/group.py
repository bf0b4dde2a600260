"""The Ed25519 group of sealed games (fair-play.md §6, §6.9): points and scalars that cannot hold
a bad value, and the few operations the masking and the proofs need.

The group math is libsodium's (through ``nacl.bindings``), never ours. What this module adds is
the boundary: a :class:`Point` is always a canonical encoding of a point of the prime-order
subgroup other than the identity, and a :class:`Scalar` is always in ``1 .. L-1``. Bytes from a
file become one of them here, once (``Point.parse``, ``Scalar.parse``), or are refused with an
:class:`EncodingError` that says what and why; everything below works on these types and never
re-checks. libsodium's ``add``/``sub`` accept small-order, mixed-order and non-canonical points,
and its ``noclamp`` multiplications silently drop bit 255 of a scalar and raise ``RuntimeError``
for 0, L and 2L: parsing keeps all of these out, and a ``RuntimeError`` that still came out of
libsodium (it cannot, for values of these types) would be a :class:`GroupError`, a refusal,
never a crash.

A result that would be the identity (``P - P``, a multiple by 0 mod L) is a :class:`GroupError`
too: no honest computation meets it except with probability about 2^-250, so refusing it keeps
the types closed at no cost to honest players.

Scalars in arithmetic are plain ints mod L (``int % L`` is fast and exact, §6.9); they become a
:class:`Scalar` when they go on the wire.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .constants import CARD_NUMBER_SIZE, CARD_POINT_TAG, GENESIS_HASH_SIZE, POINT_SIZE, SCALAR_SIZE
from ..hashes import sha256

L = 2**252 + 27742317777372353535851937790883648493
"""The order of the prime-order subgroup, which G generates."""

_IDENTITY = (1).to_bytes(POINT_SIZE, "little")


class _Sodium:
    """libsodium's bindings (``nacl.bindings``), imported at the first operation: reading a
    sealed file checked before makes points but no operation on them, and the import is ~4 ms
    of such a command (S7, benchmarks/sealed.py). The first use puts the bindings themselves in
    this module's ``sodium``, so later operations go to them directly."""

    def __getattr__(self, name: str) -> Any:
        global sodium
        from nacl import bindings

        sodium = bindings  # type: ignore[assignment]
        return getattr(bindings, name)


sodium = _Sodium()


class SealedError(Exception):
    """Base of every refusal of the sealed games' cryptography."""


class EncodingError(SealedError):
    """Bytes from the wire that are not a value of the expected kind (size, range, encoding)."""


class GroupError(SealedError):
    """A group operation libsodium refused, or whose result would be the identity."""


class ProofError(SealedError):
    """A proof that does not verify."""


class Point:
    """A point of the prime-order subgroup of Ed25519, never the identity, kept as its canonical
    32-byte encoding. ``Point(data)`` and ``Point.parse(data)`` check it; the group operations
    below make their results without a second check (libsodium's results are canonical and the
    subgroup is closed under them)."""

    __slots__ = ("data",)
    data: bytes

    def __init__(self, data: bytes, *, _checked: bool = False) -> None:
        if not _checked:
            _check_point(data)
        object.__setattr__(self, "data", data)

    @classmethod
    def parse(cls, data: bytes, what: str = "point") -> Point:
        """The point ``data`` encodes, or an :class:`EncodingError` naming ``what``."""
        try:
            return cls(data)
        except EncodingError as error:
            raise EncodingError(f"{what}: {error}") from None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Point is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and other.data == self.data

    def __hash__(self) -> int:
        return hash(self.data)

    def __repr__(self) -> str:
        return f"Point({self.data.hex()})"

    def __bytes__(self) -> bytes:
        return self.data

    def __add__(self, other: Point) -> Point:
        return _result(_call(sodium.crypto_core_ed25519_add, self.data, other.data))

    def __sub__(self, other: Point) -> Point:
        return _result(_call(sodium.crypto_core_ed25519_sub, self.data, other.data))

    def __rmul__(self, k: int | Scalar) -> Point:
        """``k·P`` (k reduced mod L here); 0 mod L is a :class:`GroupError`."""
        return _result(_call(sodium.crypto_scalarmult_ed25519_noclamp, _scalar_bytes(k), self.data))


def _check_point(data: bytes) -> None:
    if not isinstance(data, bytes) or len(data) != POINT_SIZE:
        raise EncodingError(f"not {POINT_SIZE} bytes")
    if data == _IDENTITY:
        raise EncodingError("the identity")
    if not sodium.crypto_core_ed25519_is_valid_point(data):
        raise EncodingError("not the canonical encoding of a point of the prime-order subgroup")


class Scalar:
    """An integer in ``1 .. L-1``. On the wire: 32 bytes little-endian, and ``Scalar.parse``
    refuses 0, L, ``s + L`` and ``s + 2^255`` (libsodium would reduce or drop them, so two
    verifiers could disagree on what was sent, §6.9)."""

    __slots__ = ("value",)
    value: int

    def __init__(self, value: int) -> None:
        if not isinstance(value, int) or not 0 < value < L:
            raise EncodingError("not in 1 .. L-1")
        object.__setattr__(self, "value", value)

    @classmethod
    def parse(cls, data: bytes, what: str = "scalar") -> Scalar:
        if not isinstance(data, bytes) or len(data) != SCALAR_SIZE:
            raise EncodingError(f"{what}: not {SCALAR_SIZE} bytes")
        try:
            return cls(int.from_bytes(data, "little"))
        except EncodingError as error:
            raise EncodingError(f"{what}: {error}") from None

    @classmethod
    def from_digest(cls, digest: bytes) -> Scalar:
        """The scalar of a 64-byte hash output, reduced mod L (a bias of 2^-260 at most): how
        secrets and public factors are derived from hashes. 0 (probability 2^-252) is a
        :class:`GroupError`."""
        if len(digest) != 64:
            raise EncodingError("a scalar is derived from 64 bytes")
        return nonzero(int.from_bytes(digest, "little"))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Scalar is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Scalar) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value)

    def __repr__(self) -> str:
        return f"Scalar({self.value:#x})"

    def __bytes__(self) -> bytes:
        return self.value.to_bytes(SCALAR_SIZE, "little")

    def __int__(self) -> int:
        return self.value


def nonzero(value: int) -> Scalar:
    """``value mod L`` as a :class:`Scalar`; 0 is a :class:`GroupError` (a response or a
    challenge that is 0, probability 2^-252 for honest values)."""
    value %= L
    if not value:
        raise GroupError("a scalar is 0 mod L")
    return Scalar(value)


def _scalar_bytes(k: int | Scalar) -> bytes:
    k = int(k) % L
    if not k:
        raise GroupError("a multiple by 0 mod L")
    return k.to_bytes(SCALAR_SIZE, "little")


def _call(operation, *arguments: bytes) -> bytes:  # type: ignore[no-untyped-def]
    try:
        return operation(*arguments)
    except RuntimeError as error:
        raise GroupError(f"libsodium refused {operation.__name__}: {error}") from None


def _result(data: bytes) -> Point:
    if data == _IDENTITY:
        raise GroupError("a result is the identity")
    return Point(data, _checked=True)


def base(k: int | Scalar) -> Point:
    """``k·G``, with libsodium's base-point form (about 4x faster than ``k·G`` through
    ``__rmul__``), never the clamped one."""
    return _result(_call(sodium.crypto_scalarmult_ed25519_base_noclamp, _scalar_bytes(k)))


G = Point(bytes.fromhex("58" + "66" * 31), _checked=True)
"""The Ed25519 base point (RFC 8032), ``base(1)``."""


def from_uniform(data: bytes) -> Point:
    """libsodium's map of 32 uniform bytes to the prime-order subgroup (Elligator 2, cofactor
    cleared). It returns the identity for some inputs (32 zero bytes among them): that is a
    :class:`GroupError`. The result is checked like a point from the wire (it is used for the
    cards' points and the shuffle's generators, a few hundred a game)."""
    if len(data) != 32:
        raise EncodingError("from_uniform takes 32 bytes")
    result = _result(_call(sodium.crypto_core_ed25519_from_uniform, data))
    try:
        return Point(result.data)
    except EncodingError as error:
        raise GroupError(f"from_uniform gave a bad point: {error}") from None


def total(points: Iterable[Point]) -> Point:
    """The sum of one or more points."""
    iterator = iter(points)
    result = next(iterator)
    for point in iterator:
        result = result + point
    return result


def combination(scalars: Iterable[int], points: Iterable[Point]) -> Point:
    """``Σ k_i·P_i`` over one or more pairs (libsodium has no multi-scalar multiplication: one
    multiplication and one addition a term)."""
    return total(k * point for k, point in zip(scalars, points, strict=True))


# --- The cards' points (§6.1) -------------------------------------------------------------------

def card_point(genesis: bytes, number: int) -> Point:
    """``M_c = from_uniform(SHA-256("seasons card" || genesis hash || number))``, the number in
    two bytes big-endian. Both copies of a card share it (§6.1)."""
    if len(genesis) != GENESIS_HASH_SIZE:
        raise EncodingError(f"a genesis hash is {GENESIS_HASH_SIZE} bytes")
    digest = sha256(CARD_POINT_TAG + genesis + number.to_bytes(CARD_NUMBER_SIZE, "big"))
    return from_uniform(digest.digest())


def card_points(genesis: bytes, numbers: Iterable[int]) -> Mapping[int, Point]:
    """Every card's point for one game, checked distinct (a collision would let one pair decode
    to two cards); each checked valid and not the identity by ``from_uniform``."""
    points = {number: card_point(genesis, number) for number in numbers}
    if len(set(points.values())) != len(points):
        raise GroupError("two cards have the same point in this game")
    return points


def card_table(points: Mapping[int, Point]) -> Mapping[Point, int]:
    """The lookup table from a card's point back to its number."""
    return {point: number for number, point in points.items()}
