"""The shuffle (fair-play.md §6.2): every card re-masked and permuted, with a proof that checks
and survives its encoding; sizes fixed by n and checked before any group operation."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from seasons_cli.protocol import group
from seasons_cli.protocol.constants import MAX_SHUFFLE_CARDS
from seasons_cli.protocol.group import EncodingError, ProofError
from seasons_cli.protocol.masking import parse_cards
from seasons_cli.protocol.shuffle import (
    ShuffleProof, check_shuffle, generator, generators, shuffle, shuffle_proof_size,
)

from .table import Table, digest, fresh

TABLE = Table()
DECK = TABLE.deck()
SMALL = DECK[:12]


def test_every_player_shuffles_the_deck_in_turn_and_it_holds_the_same_cards():
    deck = DECK
    for seat in range(4):
        shuffled = shuffle(deck, TABLE.joint, TABLE.context(seat), TABLE.secrets[seat])
        check_shuffle(deck, shuffled.output, shuffled.proof, TABLE.joint, TABLE.context(seat))
        deck = shuffled.output
    cards = [TABLE.read_all(card) for card in deck]
    assert Counter(cards) == Counter(n for n in range(1, 51) for _ in (0, 1))
    assert cards != [n for n in range(1, 51) for _ in (0, 1)]
    assert not set(deck) & set(DECK)  # every pair is new


def test_a_shuffle_survives_its_encoding():
    shuffled = shuffle(SMALL, TABLE.joint, TABLE.context(1), TABLE.secrets[1])
    data = bytes(shuffled.proof)
    assert len(data) == shuffle_proof_size(12) == (5 * 12 + 9) * 32
    proof = ShuffleProof.parse(data, 12)
    assert proof == shuffled.proof
    output = parse_cards([bytes(card) for card in shuffled.output], 12)
    check_shuffle(SMALL, output, proof, TABLE.joint, TABLE.context(1))


def test_a_single_card_can_be_shuffled():
    shuffled = shuffle(DECK[:1], TABLE.joint, TABLE.context(0), TABLE.secrets[0])
    check_shuffle(DECK[:1], shuffled.output, shuffled.proof, TABLE.joint, TABLE.context(0))
    assert TABLE.read_all(shuffled.output[0]) == 1


@pytest.mark.parametrize("n", [0, MAX_SHUFFLE_CARDS + 1])
def test_a_shuffle_of_no_cards_or_of_more_than_any_deck_is_refused(n):
    with pytest.raises(EncodingError, match=f"1 to {MAX_SHUFFLE_CARDS} cards, not {n}"):
        ShuffleProof.parse(b"", n)
    with pytest.raises(EncodingError):
        shuffle(DECK[:1] * n, TABLE.joint, TABLE.context(0), TABLE.secrets[0])


def test_given_fresh_bytes_a_shuffle_is_the_same_each_time():
    one = shuffle(SMALL, TABLE.joint, TABLE.context(2), TABLE.secrets[2], fresh("s"))
    assert one == shuffle(SMALL, TABLE.joint, TABLE.context(2), TABLE.secrets[2], fresh("s"))
    assert one != shuffle(SMALL, TABLE.joint, TABLE.context(2), TABLE.secrets[2], fresh("t"))


@pytest.mark.parametrize("change", [
    {"genesis": digest("another game")}, {"move": 99}, {"prev": digest("another entry")},
    {"seat": 3},
])
def test_a_shuffle_proof_is_bound_to_its_game_move_prev_and_seat(change):
    context = TABLE.context(2)
    shuffled = shuffle(SMALL, TABLE.joint, context, TABLE.secrets[2])
    with pytest.raises(ProofError):
        check_shuffle(SMALL, shuffled.output, shuffled.proof, TABLE.joint,
                      dataclasses.replace(context, **change))


def test_a_shuffle_proof_is_bound_to_its_input():
    shuffled = shuffle(SMALL, TABLE.joint, TABLE.context(2), TABLE.secrets[2])
    with pytest.raises(ProofError):
        check_shuffle(DECK[12:24], shuffled.output, shuffled.proof, TABLE.joint, TABLE.context(2))


def test_lists_of_other_lengths_are_refused_before_any_group_operation(monkeypatch):
    shuffled = shuffle(SMALL, TABLE.joint, TABLE.context(2), TABLE.secrets[2])
    monkeypatch.setattr(group, "sodium", None)  # any group operation would now fail otherwise
    with pytest.raises(EncodingError, match="12 cards with lists of other lengths"):
        check_shuffle(SMALL, shuffled.output[:11], shuffled.proof, TABLE.joint, TABLE.context(2))
    shorter = dataclasses.replace(shuffled.proof, s_hat=shuffled.proof.s_hat[:11])
    with pytest.raises(EncodingError):
        check_shuffle(SMALL, shuffled.output, shorter, TABLE.joint, TABLE.context(2))


def test_a_proof_of_the_wrong_size_is_refused_before_any_point_is_parsed(monkeypatch):
    monkeypatch.setattr(group, "sodium", None)
    for size in (0, shuffle_proof_size(100) - 1, shuffle_proof_size(100) + 32, 10**8):
        with pytest.raises(EncodingError, match="not 16288 bytes for 100 cards"):
            ShuffleProof.parse(bytes(size), 100)


def test_the_extra_generators_are_distinct_and_fixed():
    points = (generator(0), *generators(MAX_SHUFFLE_CARDS))
    assert len(set(points)) == MAX_SHUFFLE_CARDS + 1
    assert generators(3) == generators(100)[:3]
