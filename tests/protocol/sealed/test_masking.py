"""Masking (fair-play.md §6.1-§6.3): a pair nobody reads alone, re-masked to a pair nobody links
to the old one, read with every player's share and with nothing less."""

from __future__ import annotations

import pytest

from seasons_cli.protocol import group
from seasons_cli.protocol.group import EncodingError, G, GroupError, base
from seasons_cli.protocol.masking import (
    MaskedCard, NotACard, initial_deck, initial_factor, joint_key, mask, parse_cards, read, remask,
    share, unmask,
)

from .table import Table

TABLE = Table()


def test_the_joint_key_is_the_sum_of_the_keys():
    assert TABLE.joint == base(sum(x.value for x in TABLE.secrets))


def test_keys_that_cancel_give_no_joint_key():
    with pytest.raises(GroupError):
        joint_key([TABLE.keys[0], base(group.L - TABLE.secrets[0].value)])


def test_a_masked_card_reads_back_with_every_share():
    card = mask(TABLE.points[17], 99, TABLE.joint)
    assert TABLE.read_all(card) == 17


def test_a_masked_card_does_not_read_with_one_share_missing():
    card = mask(TABLE.points[17], 99, TABLE.joint)
    some = [share(x, card) for x in TABLE.secrets[1:]]
    with pytest.raises(NotACard):
        read(card, some, TABLE.table)


def test_remasking_changes_both_points_and_keeps_the_card():
    card = mask(TABLE.points[3], 5, TABLE.joint)
    again = remask(card, 11, TABLE.joint)
    assert again.a != card.a and again.b != card.b
    assert again == mask(TABLE.points[3], 16, TABLE.joint)
    assert TABLE.read_all(again) == 3


def test_unmasking_to_the_identity_is_no_card():
    card = MaskedCard(G, base(2))
    with pytest.raises(NotACard, match="identity"):
        unmask(card, [base(2)])


def test_the_initial_deck_is_the_canonical_order_masked_with_public_factors():
    deck = TABLE.deck()
    assert [TABLE.read_all(card) for card in deck] == [n for n in range(1, 51) for _ in (0, 1)]
    # anyone can read it: the factors are public
    for position, card in enumerate(deck[:3]):
        factor = initial_factor(TABLE.genesis, position)
        assert card.a == base(factor)
        assert TABLE.table[card.b - factor * TABLE.joint] == position // 2 + 1


def test_both_copies_of_a_card_have_one_point_and_different_pairs():
    deck = initial_deck(TABLE.genesis, (9, 9), TABLE.joint)
    assert deck[0] != deck[1] and TABLE.read_all(deck[0]) == TABLE.read_all(deck[1]) == 9


def test_a_masked_card_round_trips_through_its_64_bytes():
    card = TABLE.deck()[0]
    assert MaskedCard.parse(bytes(card)) == card
    assert parse_cards([bytes(card)] * 3, 3) == (card, card, card)


@pytest.mark.parametrize("items, count, message", [
    ([b"\x00" * 64] * 2, 3, "cards: 2 pairs, expected 3"),
    ([b"\x00" * 63], 1, r"cards\[0\]: not 64 bytes"),
    ([b"\x00" * 64], 1, "cards\\[0\\] A: the identity|cards\\[0\\] A: not the canonical"),
])
def test_a_list_of_pairs_is_checked_for_count_and_sizes(items, count, message):
    with pytest.raises(EncodingError, match=message):
        parse_cards(items, count)


def test_a_list_is_counted_and_sized_before_any_point_is_checked(monkeypatch):
    good = bytes(TABLE.deck()[0])
    calls = []
    monkeypatch.setattr(group.sodium, "crypto_core_ed25519_is_valid_point",
                        lambda data: calls.append(data) or True)
    with pytest.raises(EncodingError):
        parse_cards([good] * 10**6, 100)
    with pytest.raises(EncodingError):
        parse_cards([good] * 99 + [good + b"\x00"], 100)
    assert calls == []
