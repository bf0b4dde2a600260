"""The adversary at the library level (fair-play.md §7, issue 18 item 6): each cheat is the
honest client with one step replaced (style.md), each is refused by the honest verifier, and
where it helps an oracle that knows every secret shows what the cheat would have won."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from seasons_cli.protocol import proofs
from seasons_cli.protocol import shuffle as shuffling
from seasons_cli.protocol.group import G, ProofError, base, total
from seasons_cli.protocol.masking import NotACard, joint_key, mask, read, remask, share
from seasons_cli.protocol.proofs import (
    check_encrypted_share, check_key, check_share, encrypt_share, prove_key, prove_share,
)
from seasons_cli.protocol.shuffle import check_shuffle, shuffle, shuffle_equations

from .table import Table

TABLE = Table()
DECK = TABLE.deck()[:16]
ALICE, BOB, CAROL, DAVE = range(4)


def cheating_shuffle(monkeypatch, cheat) -> shuffling.Shuffled:
    """Dave's shuffle of the deck with ``permute_and_remask`` replaced by ``cheat``."""
    honest = shuffling.permute_and_remask
    monkeypatch.setattr(shuffling, "permute_and_remask",
                        lambda cards, order, factors, joint: cheat(
                            list(honest(cards, order, factors, joint)), cards, order))
    return shuffle(DECK, TABLE.joint, TABLE.context(DAVE), TABLE.secrets[DAVE])


def refused(shuffled: shuffling.Shuffled) -> None:
    with pytest.raises(ProofError, match="the shuffle proof's equation"):
        check_shuffle(DECK, shuffled.output, shuffled.proof, TABLE.joint, TABLE.context(DAVE))


def cards_of(pairs) -> Counter:
    return Counter(TABLE.read_all(pair) for pair in pairs)


# --- Shuffles -----------------------------------------------------------------------------------

def test_a_shuffle_that_drops_a_card_for_a_copy_of_another_is_refused(monkeypatch):
    def duplicate(output, cards, order):
        """Input order[0] is dropped for a copy of another card: one that differs from it
        (every card is in the deck twice, so a copy of a same card would cheat nobody)."""
        dropped = TABLE.read_all(cards[order[0]])
        copied = next(pair for pair in cards if TABLE.read_all(pair) != dropped)
        output[0] = remask(copied, 5, TABLE.joint)
        return tuple(output)
    shuffled = cheating_shuffle(monkeypatch, duplicate)
    assert cards_of(shuffled.output) != cards_of(DECK)  # the cheat is real
    refused(shuffled)


def test_a_shuffle_that_replaces_a_card_is_refused(monkeypatch):
    def replace(output, cards, order):
        output[3] = mask(TABLE.points[50], 77, TABLE.joint)  # a Staff of Spring... of its choosing
        return tuple(output)
    shuffled = cheating_shuffle(monkeypatch, replace)
    assert cards_of(shuffled.output)[50] == 1 and 50 not in cards_of(DECK)
    refused(shuffled)


def test_a_shuffle_that_only_permutes_without_remasking_one_card_is_refused(monkeypatch):
    """Re-masking is what hides the order: a pair passed on unchanged can be followed."""
    def keep(output, cards, order):
        output[2] = cards[order[2]]
        return tuple(output)
    refused(cheating_shuffle(monkeypatch, keep))


def test_a_shuffle_by_a_map_that_is_not_a_permutation_is_refused(monkeypatch):
    """The cheater's "permutation" uses input 2 twice and input 0 never, and it commits to the
    matrix of that map (the honest commitment takes only permutations). The rows still sum to
    one, and the commitments, the chain and the responses agree with the map, so t1, t3 and
    every t hat hold: the product of the chain (t2) and the re-masking (t4) refuse it."""
    def commit_matrix(order, r, h):
        columns = {j: [h[i] for i, k in enumerate(order) if k == j] for j in range(len(order))}
        return [base(r[j]) + total(columns[j]) if columns[j] else base(r[j]) for j in columns]
    monkeypatch.setattr(shuffling, "permutation", lambda n, hedge: [2, *range(1, n)])
    monkeypatch.setattr(shuffling, "commit_permutation", commit_matrix)
    shuffled = shuffle(DECK, TABLE.joint, TABLE.context(DAVE), TABLE.secrets[DAVE])
    assert cards_of(shuffled.output) != cards_of(DECK)
    equations = shuffle_equations(DECK, shuffled.output, shuffled.proof, TABLE.joint,
                                  TABLE.context(DAVE))
    assert {name for name, (left, right) in equations.items() if left != right} \
        == {"t2", "t4 (A)", "t4 (B)"}
    refused(shuffled)


def test_an_output_changed_after_its_proof_is_refused():
    shuffled = shuffle(DECK, TABLE.joint, TABLE.context(DAVE), TABLE.secrets[DAVE])
    swapped = list(shuffled.output)
    swapped[0], swapped[1] = swapped[1], swapped[0]  # the same cards, another order
    with pytest.raises(ProofError):
        check_shuffle(DECK, tuple(swapped), shuffled.proof, TABLE.joint, TABLE.context(DAVE))


def test_a_shuffle_proof_replayed_from_another_move_is_refused():
    shuffled = shuffle(DECK, TABLE.joint, TABLE.context(DAVE, move=20), TABLE.secrets[DAVE])
    with pytest.raises(ProofError):
        check_shuffle(DECK, shuffled.output, shuffled.proof, TABLE.joint,
                      TABLE.context(DAVE, move=44))


# --- Keys ---------------------------------------------------------------------------------------

def test_a_last_joiner_s_cancelling_key_has_no_valid_proof(monkeypatch):
    """Dave joins last with ``X = x·G − (X_alice + X_bob + X_carol)``: the joint key would be
    ``x·G`` and his share alone would read every card. He does not know his key's discrete log,
    so no proof he can make verifies."""
    x = TABLE.secrets[DAVE]
    cancelling = base(x) - total(TABLE.keys[:3])
    joint = joint_key([*TABLE.keys[:3], cancelling])
    card = mask(TABLE.points[12], 31, joint)
    assert read(card, [share(x, card)], TABLE.table) == 12  # what he would win

    context = TABLE.context(DAVE)
    with pytest.raises(ProofError):  # his honest proof, for the key he knows
        check_key(cancelling, prove_key(x, context), context)
    honest_base = proofs.base
    monkeypatch.setattr(proofs, "base", lambda k: cancelling if k is x else honest_base(k))
    forged = prove_key(x, context)  # the honest prover, with the key step replaced
    with pytest.raises(ProofError):
        check_key(cancelling, forged, context)


def test_a_join_replayed_from_another_game_is_refused():
    other = Table(game="another game")
    proof = prove_key(other.secrets[BOB], other.context(BOB))
    check_key(other.keys[BOB], proof, other.context(BOB))
    with pytest.raises(ProofError):
        check_key(other.keys[BOB], proof, TABLE.context(BOB))


# --- Shares -------------------------------------------------------------------------------------

CARD = mask(TABLE.points[8], 4321, TABLE.joint)


def wrong_share(monkeypatch) -> None:
    """The honest prover with its share step replaced: ``x·A + G``."""
    honest = proofs.share
    monkeypatch.setattr(proofs, "share", lambda secret, card: honest(secret, card) + G)


def test_a_forged_share_is_refused_and_would_have_hidden_the_card(monkeypatch):
    wrong_share(monkeypatch)
    forged, proof = prove_share(TABLE.secrets[BOB], CARD, TABLE.context(BOB), TABLE.joint)
    others = [share(x, CARD) for seat, x in enumerate(TABLE.secrets) if seat != BOB]
    with pytest.raises(NotACard):
        read(CARD, [forged, *others], TABLE.table)
    with pytest.raises(ProofError, match="the share proof"):
        check_share(TABLE.keys[BOB], CARD, forged, proof, TABLE.context(BOB), TABLE.joint)


def test_a_true_share_claimed_for_another_card_is_refused():
    share_, proof = prove_share(TABLE.secrets[BOB], CARD, TABLE.context(BOB), TABLE.joint)
    other = remask(CARD, 3, TABLE.joint)
    with pytest.raises(ProofError):
        check_share(TABLE.keys[BOB], other, share_, proof, TABLE.context(BOB), TABLE.joint)


def test_a_share_replayed_from_another_move_or_seat_is_refused():
    share_, proof = prove_share(TABLE.secrets[BOB], CARD, TABLE.context(BOB, move=30), TABLE.joint)
    with pytest.raises(ProofError):
        check_share(TABLE.keys[BOB], CARD, share_, proof, TABLE.context(BOB, move=31), TABLE.joint)
    with pytest.raises(ProofError):
        check_share(TABLE.keys[BOB], CARD, share_, proof, TABLE.context(CAROL, move=30),
                    TABLE.joint)


def test_an_encrypted_share_that_fails_its_proof_is_refused(monkeypatch):
    wrong_share(monkeypatch)
    encrypted, proof = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL],
                                     TABLE.context(ALICE), TABLE.joint)
    assert proofs.open_share(encrypted, TABLE.secrets[CAROL]) != share(TABLE.secrets[ALICE], CARD)
    with pytest.raises(ProofError, match=r"the encrypted share proof \(share\)"):
        check_encrypted_share(TABLE.keys[ALICE], TABLE.keys[CAROL], CARD, encrypted, proof,
                              TABLE.context(ALICE), TABLE.joint)


def test_an_encrypted_share_moved_onto_another_card_is_refused():
    encrypted, proof = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL],
                                     TABLE.context(ALICE), TABLE.joint)
    other = remask(CARD, 9, TABLE.joint)
    with pytest.raises(ProofError):
        check_encrypted_share(TABLE.keys[ALICE], TABLE.keys[CAROL], other, encrypted, proof,
                              TABLE.context(ALICE), TABLE.joint)


def test_an_encrypted_share_with_its_ciphertext_swapped_is_refused():
    one, proof = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL],
                               TABLE.context(ALICE), TABLE.joint)
    two, _ = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL], TABLE.context(ALICE),
                           TABLE.joint)
    with pytest.raises(ProofError):
        check_encrypted_share(TABLE.keys[ALICE], TABLE.keys[CAROL], CARD,
                              dataclasses.replace(one, c2=two.c2), proof, TABLE.context(ALICE),
                              TABLE.joint)
