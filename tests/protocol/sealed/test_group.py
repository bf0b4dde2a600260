"""The group's boundary (fair-play.md §6.1, §6.9): points and scalars from the wire are parsed
once into types that cannot hold a bad value; libsodium's refusals are refusals, not crashes."""

from __future__ import annotations

import pytest
from nacl import bindings as sodium

from seasons_cli.protocol import group
from seasons_cli.protocol.group import (
    G, L, EncodingError, GroupError, Point, Scalar, base, card_point, card_points, card_table,
    combination, from_uniform, nonzero, total,
)

from .table import BASE_CARDS, EXPANSION_CARDS, digest

P = 2**255 - 19
# The eight points of small order (the identity among them), as libsodium's blocklist has them.
SMALL_ORDER = [
    "0100000000000000000000000000000000000000000000000000000000000000",  # the identity
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",  # order 2
    "0000000000000000000000000000000000000000000000000000000000000000",  # order 4
    "0000000000000000000000000000000000000000000000000000000000000080",  # order 4
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",  # order 8
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",  # order 8
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",  # order 8
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",  # order 8
]
# Encodings of y >= p (y + p for y < 19) and of x = 0 with the sign bit set: not canonical.
NON_CANONICAL = [(P + y).to_bytes(32, "little").hex() for y in range(19)] + [
    "0100000000000000000000000000000000000000000000000000000000000080",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
]


def test_the_base_point_is_ed25519s():
    assert G.data.hex() == "58" + "66" * 31
    assert G == base(1)  # the constant is libsodium's base point


@pytest.mark.parametrize("encoding", SMALL_ORDER)
def test_small_order_points_and_the_identity_are_refused(encoding):
    with pytest.raises(EncodingError):
        Point.parse(bytes.fromhex(encoding))


@pytest.mark.parametrize("encoding", SMALL_ORDER[1:])
def test_mixed_order_points_are_refused_though_libsodium_adds_them(encoding):
    mixed = sodium.crypto_core_ed25519_add(G.data, bytes.fromhex(encoding))  # the pitfall: no error
    with pytest.raises(EncodingError, match="prime-order subgroup"):
        Point.parse(mixed)


@pytest.mark.parametrize("encoding", NON_CANONICAL)
def test_non_canonical_encodings_are_refused(encoding):
    with pytest.raises(EncodingError):
        Point.parse(bytes.fromhex(encoding))


def test_libsodium_adds_a_non_canonical_identity_as_if_it_were_one():
    """The pitfall the parse guards against: p + 1 encodes y = 1, the identity, and add takes it."""
    assert sodium.crypto_core_ed25519_add(G.data, (P + 1).to_bytes(32, "little")) == G.data


@pytest.mark.parametrize("data", [b"", G.data[:31], G.data + b"\x00", "58" + "66" * 31])
def test_a_point_of_the_wrong_size_or_type_is_refused(data):
    with pytest.raises(EncodingError, match="not 32 bytes"):
        Point.parse(data, "card A")


def test_the_refusal_names_what_was_parsed():
    with pytest.raises(EncodingError, match="^key of bob: the identity$"):
        Point.parse(bytes.fromhex(SMALL_ORDER[0]), "key of bob")


def test_a_valid_point_parses_to_itself():
    point = base(12345)
    assert Point.parse(point.data) == point and bytes(point) == point.data


S = 0x1234567890ABCDEF  # a scalar well inside the range


@pytest.mark.parametrize("value, why", [
    (0, "0"), (L, "L"), (2 * L, "2L"), (S + L, "s + L"), (S + 2**255, "s + 2^255"),
    (2**256 - 1, "2^256 - 1"),
])
def test_scalars_out_of_range_are_refused(value, why):
    with pytest.raises(EncodingError, match="not in 1 .. L-1"):
        Scalar.parse(value.to_bytes(32, "little"))


def test_libsodium_would_take_s_plus_2_to_the_255_as_s():
    """Why ``0 < s < L`` on the wire: libsodium drops bit 255, so two verifiers could disagree."""
    same = sodium.crypto_scalarmult_ed25519_base_noclamp((S + 2**255).to_bytes(32, "little"))
    assert same == base(S).data
    assert sodium.crypto_scalarmult_ed25519_noclamp((S + L).to_bytes(32, "little"), G.data) \
        == base(S).data


@pytest.mark.parametrize("value", [1, S, L - 1])
def test_scalars_in_range_parse(value):
    assert Scalar.parse(value.to_bytes(32, "little")).value == value


def test_a_scalar_of_the_wrong_size_is_refused():
    with pytest.raises(EncodingError, match="s_x: not 32 bytes"):
        Scalar.parse(bytes(31), "s_x")


def test_the_types_cannot_be_made_to_hold_a_bad_value():
    with pytest.raises(EncodingError):
        Point(bytes.fromhex(SMALL_ORDER[0]))
    with pytest.raises(EncodingError):
        Scalar(L)
    with pytest.raises(AttributeError):
        G.data = bytes(32)  # type: ignore[misc]
    with pytest.raises(AttributeError):
        Scalar(1).value = 0  # type: ignore[misc]


@pytest.mark.parametrize("k", [0, L, 2 * L])
def test_a_multiple_by_zero_mod_l_is_a_refusal_not_a_crash(k):
    with pytest.raises(GroupError):
        base(k)
    with pytest.raises(GroupError):
        k * G


def test_a_runtime_error_from_libsodium_is_a_group_error(monkeypatch):
    def refuse(*_):
        raise RuntimeError("Unexpected library error")
    monkeypatch.setattr(group.sodium, "crypto_core_ed25519_add", refuse)
    with pytest.raises(GroupError, match="^libsodium refused refuse: Unexpected library error$"):
        G + G


def test_a_result_that_is_the_identity_is_refused():
    with pytest.raises(GroupError, match="identity"):
        G - G
    with pytest.raises(GroupError):
        total([G, base(L - 1)])


def test_from_uniform_giving_the_identity_is_refused():
    assert sodium.crypto_core_ed25519_from_uniform(bytes(32)) == bytes.fromhex(SMALL_ORDER[0])
    with pytest.raises(GroupError, match="identity"):
        from_uniform(bytes(32))


def test_arithmetic_agrees_with_scalar_arithmetic():
    assert base(5) + base(7) == base(12) == 12 * G == combination([3, 9], [G, G])
    assert base(5) - base(7) == base(L - 2)
    assert nonzero(L + 3) == Scalar(3)
    with pytest.raises(GroupError):
        nonzero(L)


def test_every_card_of_the_base_game_and_the_expansions_has_a_distinct_valid_point():
    points = card_points(digest("a genesis"), BASE_CARDS + EXPANSION_CARDS)
    assert len(set(points.values())) == 50 + 20 + 22 + 3
    for point in points.values():
        assert sodium.crypto_core_ed25519_is_valid_point(point.data)
    table = card_table(points)
    assert all(table[points[number]] == number for number in points)


def test_a_card_point_is_the_design_s_hash_of_tag_genesis_and_number():
    import hashlib
    genesis = digest("a genesis")
    expected = sodium.crypto_core_ed25519_from_uniform(
        hashlib.sha256(b"seasons card" + genesis + (42).to_bytes(2, "big")).digest())
    assert card_point(genesis, 42).data == expected


def test_the_card_points_differ_from_game_to_game():
    assert card_point(digest("one game"), 7) != card_point(digest("another game"), 7)


def test_two_cards_with_one_point_are_refused(monkeypatch):
    monkeypatch.setattr(group, "card_point", lambda genesis, number: base(1 + number % 3))
    with pytest.raises(GroupError, match="same point"):
        card_points(digest("a genesis"), BASE_CARDS)


def test_a_genesis_hash_of_the_wrong_size_is_refused():
    with pytest.raises(EncodingError):
        card_point(b"short", 1)


def test_the_protocol_never_calls_the_clamped_multiplications():
    """§6.9: the clamped forms change the scalar (bits cleared and set), so a proof's
    arithmetic would no longer hold; only the noclamp forms are used."""
    import re
    from pathlib import Path
    folder = Path(group.__file__).parent
    calls = {name for path in folder.glob("*.py")
             for name in re.findall(r"crypto_scalarmult_ed25519\w*", path.read_text())}
    assert calls == {"crypto_scalarmult_ed25519_noclamp", "crypto_scalarmult_ed25519_base_noclamp"}
