"""The proofs of keys and shares (fair-play.md §6.1, §6.3): honest proofs verify, survive their
encoding, and bind every element of their statement and context."""

from __future__ import annotations

import dataclasses

import pytest

from seasons_cli.protocol import proofs
from seasons_cli.protocol.group import EncodingError, G, ProofError, Scalar, base
from seasons_cli.protocol.masking import mask, share
from seasons_cli.protocol.proofs import (
    Context, EncryptedShare, EncryptedShareProof, Hedge, KeyProof, ShareProof,
    check_encrypted_share, check_key, check_share, encrypt_share, open_share, prove_key,
    prove_share,
)

from .table import Table, digest, fresh

TABLE = Table()
ALICE, BOB, CAROL = 0, 1, 2
CARD = mask(TABLE.points[23], 1234, TABLE.joint)


def test_a_key_proof_verifies_after_its_64_bytes_round_trip():
    proof = prove_key(TABLE.secrets[BOB], TABLE.context(BOB))
    assert len(bytes(proof)) == 64
    check_key(TABLE.keys[BOB], KeyProof.parse(bytes(proof)), TABLE.context(BOB))


def test_a_share_proof_verifies_and_the_share_is_x_times_a():
    share_, proof = prove_share(TABLE.secrets[BOB], CARD, TABLE.context(BOB), TABLE.joint)
    assert share_ == share(TABLE.secrets[BOB], CARD) and len(bytes(proof)) == 96
    check_share(TABLE.keys[BOB], CARD, share_, ShareProof.parse(bytes(proof)), TABLE.context(BOB),
                TABLE.joint)


def test_an_encrypted_share_verifies_and_only_its_recipient_opens_it():
    encrypted, proof = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL],
                                     TABLE.context(ALICE), TABLE.joint)
    assert len(bytes(encrypted)) == 64 and len(bytes(proof)) == 160
    check_encrypted_share(TABLE.keys[ALICE], TABLE.keys[CAROL], CARD,
                          EncryptedShare.parse(bytes(encrypted)),
                          EncryptedShareProof.parse(bytes(proof)), TABLE.context(ALICE),
                          TABLE.joint)
    assert open_share(encrypted, TABLE.secrets[CAROL]) == share(TABLE.secrets[ALICE], CARD)
    assert open_share(encrypted, TABLE.secrets[BOB]) != share(TABLE.secrets[ALICE], CARD)


def test_with_the_opened_share_the_recipient_reads_the_card():
    encrypted, _ = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL],
                                 TABLE.context(ALICE), TABLE.joint)
    shares = [open_share(encrypted, TABLE.secrets[CAROL])] + [
        share(x, CARD) for x in TABLE.secrets[1:]]
    from seasons_cli.protocol.masking import read
    assert read(CARD, shares, TABLE.table) == 23


@pytest.mark.parametrize("change", [
    {"genesis": digest("another game")}, {"move": 8}, {"prev": digest("another entry")},
    {"seat": CAROL},
])
def test_every_proof_is_bound_to_its_game_move_prev_and_seat(change):
    context = TABLE.context(BOB)
    elsewhere = dataclasses.replace(context, **change)
    x, key = TABLE.secrets[BOB], TABLE.keys[BOB]
    with pytest.raises(ProofError):
        check_key(key, prove_key(x, context), elsewhere)
    share_, proof = prove_share(x, CARD, context, TABLE.joint)
    with pytest.raises(ProofError):
        check_share(key, CARD, share_, proof, elsewhere, TABLE.joint)
    encrypted, proof = encrypt_share(x, CARD, TABLE.keys[CAROL], context, TABLE.joint)
    with pytest.raises(ProofError):
        check_encrypted_share(key, TABLE.keys[CAROL], CARD, encrypted, proof, elsewhere,
                              TABLE.joint)


def test_a_share_proof_is_bound_to_the_joint_key_and_the_whole_pair():
    share_, proof = prove_share(TABLE.secrets[BOB], CARD, TABLE.context(BOB), TABLE.joint)
    other_b = dataclasses.replace(CARD, b=CARD.b + G)
    with pytest.raises(ProofError):
        check_share(TABLE.keys[BOB], other_b, share_, proof, TABLE.context(BOB), TABLE.joint)
    with pytest.raises(ProofError):
        check_share(TABLE.keys[BOB], CARD, share_, proof, TABLE.context(BOB), TABLE.joint + G)


def test_an_encrypted_share_is_bound_to_its_recipient():
    encrypted, proof = encrypt_share(TABLE.secrets[ALICE], CARD, TABLE.keys[CAROL],
                                     TABLE.context(ALICE), TABLE.joint)
    with pytest.raises(ProofError):
        check_encrypted_share(TABLE.keys[ALICE], TABLE.keys[BOB], CARD, encrypted, proof,
                              TABLE.context(ALICE), TABLE.joint)


@pytest.mark.parametrize("kind, size", [(KeyProof, 64), (ShareProof, 96), (EncryptedShare, 64),
                                        (EncryptedShareProof, 160)])
def test_an_encoding_of_the_wrong_size_is_refused(kind, size):
    with pytest.raises(EncodingError, match=f"not {size} bytes"):
        kind.parse(bytes(size + 1))


def test_a_proof_field_is_parsed_like_any_point_or_scalar():
    proof = bytes(prove_key(TABLE.secrets[BOB], TABLE.context(BOB)))
    with pytest.raises(EncodingError, match="key proof field 0: the identity"):
        KeyProof.parse((1).to_bytes(32, "little") + proof[32:])
    with pytest.raises(EncodingError, match="key proof field 1: not in 1 .. L-1"):
        KeyProof.parse(proof[:32] + bytes(32))


def test_given_fresh_bytes_a_proof_is_the_same_each_time_and_without_them_never():
    x, context = TABLE.secrets[BOB], TABLE.context(BOB)
    assert prove_key(x, context, fresh("f")) == prove_key(x, context, fresh("f"))
    assert prove_key(x, context, fresh("f")) != prove_key(x, context, fresh("g"))
    assert prove_key(x, context) != prove_key(x, context)


def test_a_repeated_nonce_would_give_the_secret_away_and_the_hedge_never_repeats_one(monkeypatch):
    """Why the randomness is hedged with fresh bytes (§2): two forked copies of a game reach the
    same move; a nonce derived from the secret and the move alone would repeat across two
    different statements, and two answers to one nonce give x = (s - s')/(c - c')."""
    x, context = TABLE.secrets[BOB], TABLE.context(BOB)
    card_2 = mask(TABLE.points[5], 77, TABLE.joint)
    honest = [prove_share(x, card, context, TABLE.joint)[1] for card in (CARD, card_2)]
    assert honest[0].commitment_g != honest[1].commitment_g

    monkeypatch.setattr(proofs.Hedge, "scalar", lambda self, label, index=0: 424242)  # the bug
    broken = [(card, *prove_share(x, card, context, TABLE.joint)) for card in (CARD, card_2)]
    c = [proofs.challenge(proofs.share_transcript(context, TABLE.joint, TABLE.keys[BOB], card, d,
                                                  p.commitment_g, p.commitment_a))
         for card, d, p in broken]
    s = [p.response.value for _, _, p in broken]
    recovered = (s[0] - s[1]) * pow(c[0] - c[1], -1, proofs.L) % proofs.L
    assert recovered == x.value


def test_the_hedge_refuses_fresh_bytes_of_the_wrong_size():
    with pytest.raises(ValueError):
        Hedge(b"secret", b"statement", b"short")


def test_a_context_of_the_wrong_sizes_is_refused():
    with pytest.raises(EncodingError):
        Context(b"short", 1, digest("prev"), 0)
    with pytest.raises(EncodingError):
        Context(digest("g"), -1, digest("prev"), 0)
    with pytest.raises(EncodingError):
        Context(digest("g"), 1, digest("prev"), 256)


def test_a_key_proof_for_a_key_made_from_another_secret_fails():
    proof = prove_key(TABLE.secrets[BOB], TABLE.context(BOB))
    with pytest.raises(ProofError, match="the key proof does not verify"):
        check_key(base(Scalar(5)), proof, TABLE.context(BOB))
