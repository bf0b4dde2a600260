"""The Fiat–Shamir transcripts (fair-play.md §6.9): each holds exactly the elements §6.9 lists,
in order, and a challenge that leaves one out lets a cheater prove what is false — shown as a
forgery that a deliberately weakened verifier accepts and the real one refuses."""

from __future__ import annotations

import pytest

from seasons_cli.protocol import proofs
from seasons_cli.protocol.constants import SHARE_PROOF_DOMAIN, TRANSCRIPT_PREFIX
from seasons_cli.protocol.group import L, ProofError, base
from seasons_cli.protocol.masking import NotACard, mask, read, share
from seasons_cli.protocol.proofs import (
    ShareProof, check_share, encrypt_share, prove_share, share_statement,
)
from seasons_cli.protocol.shuffle import permutation_challenges, shuffle
from seasons_cli.protocol.transcript import transcript

from .table import Table

TABLE = Table()
BOB = 1
CARD = mask(TABLE.points[30], 555, TABLE.joint)
CONTEXT = ["genesis", "move", "prev", "seat", "G"]


def elements(data: bytes) -> tuple[str, list[str]]:
    """The domain and the element names of a transcript (transcript.transcript's framing)."""
    def framed(at: int) -> tuple[bytes, int]:
        size = int.from_bytes(data[at:at + 4], "big")
        return data[at + 4:at + 4 + size], at + 4 + size
    domain, at = framed(0)
    names = []
    while at < len(data):
        name, at = framed(at)
        _, at = framed(at)
        names.append(name.decode())
    return domain.removeprefix(TRANSCRIPT_PREFIX).decode(), names


def recorded(monkeypatch) -> list[bytes]:
    """Every transcript hashed for a challenge from now on."""
    seen: list[bytes] = []
    honest = proofs.challenge
    monkeypatch.setattr(proofs, "challenge", lambda data: seen.append(data) or honest(data))
    return seen


def test_the_key_proof_s_transcript(monkeypatch):
    seen = recorded(monkeypatch)
    proofs.prove_key(TABLE.secrets[BOB], TABLE.context(BOB))
    assert [elements(data) for data in seen] == [
        ("sealed/key-proof", [*CONTEXT, "key", "commitment"])]


def test_the_share_proof_s_transcript(monkeypatch):
    seen = recorded(monkeypatch)
    prove_share(TABLE.secrets[BOB], CARD, TABLE.context(BOB), TABLE.joint)
    assert [elements(data) for data in seen] == [("sealed/share-proof", [
        *CONTEXT, "joint key", "key", "card A", "card B", "share", "commitment G",
        "commitment A"])]


def test_the_encrypted_share_s_transcript(monkeypatch):
    seen = recorded(monkeypatch)
    encrypt_share(TABLE.secrets[BOB], CARD, TABLE.keys[2], TABLE.context(BOB), TABLE.joint)
    assert [elements(data) for data in seen] == [("sealed/encrypted-share", [
        *CONTEXT, "joint key", "key", "recipient", "card A", "card B", "C1", "C2",
        "commitment key", "commitment 1", "commitment 2"])]


def test_the_shuffle_s_transcripts(monkeypatch):
    from seasons_cli.protocol import shuffle as shuffling
    seen: list[bytes] = []
    honest = shuffling.challenge
    monkeypatch.setattr(shuffling, "challenge", lambda data: seen.append(data) or honest(data))
    digest = shuffling.challenge_digest
    monkeypatch.setattr(shuffling, "challenge_digest",
                        lambda data: seen.append(data) or digest(data))
    shuffle(TABLE.deck()[:3], TABLE.joint, TABLE.context(BOB), TABLE.secrets[BOB])
    statement = [*CONTEXT, "joint key", "n", "input", "output"]
    named = [elements(data) for data in seen]
    assert named[0] == ("sealed/shuffle/permutation", [*statement, "commitments"])
    assert named[1:4] == [("sealed/challenge-expansion", ["challenge", "index"])] * 3
    assert named[4] == ("sealed/shuffle/challenge", [
        *statement, "commitments", "chain", "t1", "t2", "t3", "t4", "t hat"])
    assert len(named) == 5


def transcript_without_the_share(context, joint, key, card, share_, commitment_g, commitment_a):
    """The weakened verifier's one replaced step: its challenge leaves out the share."""
    statement = [e for e in share_statement(context, joint, key, card, share_) if e[0] != "share"]
    return transcript(SHARE_PROOF_DOMAIN, *statement, ("commitment G", commitment_g.data),
                      ("commitment A", commitment_a.data))


def forge_a_wrong_share(context) -> tuple:
    """Bob proves a share that is not his: with D out of the challenge he commits with two
    different nonces, answers for the key honestly and solves the second equation for D."""
    x, k, k2 = TABLE.secrets[BOB].value, 1111, 2222
    commitment_g, commitment_a = base(k), k2 * CARD.a
    c = proofs.challenge(transcript_without_the_share(
        context, TABLE.joint, TABLE.keys[BOB], CARD, base(1), commitment_g, commitment_a))
    s = (k + c * x) % L
    wrong = (s - k2) * pow(c, -1, L) * CARD.a
    return wrong, ShareProof(commitment_g, commitment_a, proofs.Scalar(s))


def test_a_wrong_share_passes_a_verifier_whose_challenge_leaves_out_the_share(monkeypatch):
    context = TABLE.context(BOB)
    wrong, proof = forge_a_wrong_share(context)
    assert wrong != share(TABLE.secrets[BOB], CARD)
    others = [share(x, CARD) for seat, x in enumerate(TABLE.secrets) if seat != BOB]
    with pytest.raises(NotACard):  # with it, nobody reads the card: Bob would hide it at will
        read(CARD, [wrong, *others], TABLE.table)

    with pytest.raises(ProofError):  # the real verifier
        check_share(TABLE.keys[BOB], CARD, wrong, proof, context, TABLE.joint)
    monkeypatch.setattr(proofs, "share_transcript", transcript_without_the_share)
    check_share(TABLE.keys[BOB], CARD, wrong, proof, context, TABLE.joint)  # the weakened one


def test_the_permutation_challenges_depend_on_the_output_and_the_commitments():
    deck = TABLE.deck()[:4]
    shuffled = shuffle(deck, TABLE.joint, TABLE.context(BOB), TABLE.secrets[BOB])
    honest = permutation_challenges(TABLE.context(BOB), TABLE.joint, deck, shuffled.output,
                                    shuffled.proof.commitments)
    assert honest != permutation_challenges(TABLE.context(BOB), TABLE.joint, deck, deck,
                                            shuffled.proof.commitments)
    assert honest != permutation_challenges(TABLE.context(BOB), TABLE.joint, deck,
                                            shuffled.output, shuffled.proof.chain)
