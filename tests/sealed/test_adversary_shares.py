"""The adversary at the file level, the shares sent to one player alone and the proofs whose
challenge leaves out part of their statement (fair-play.md §6.3, §6.9, §7; issue 18 point 6).

A **sent** share is where a card's reader has its own share public already: Naria's gift
(``cheats.gift``), whose giver drew the cards and so has every other seat's share of them, the
receiver's among them; the giver's share goes to the receiver alone, encrypted, with the proof
that it is the giver's true share (``proofs.encrypt_share``). Each cheat below is the giver's
honest write with one step replaced, signed with the giver's key; every person refuses it in
one line, the file unchanged; an oracle holding every secret shows what the cheat would have
won. The library-level forms are in tests/protocol/sealed (test_adversary.py,
test_transcripts.py)."""

from __future__ import annotations

import pytest

from seasons_cli.gamefile import fair
from seasons_cli.protocol import proofs
from seasons_cli.protocol import shuffle as shuffling
from seasons_cli.protocol.constants import ENCRYPTED_SHARE_DOMAIN, SHARE_PROOF_DOMAIN
from seasons_cli.protocol.group import L, G, Point, Scalar, base
from seasons_cli.protocol.masking import MaskedCard, NotACard, read, share
from seasons_cli.protocol.proofs import (EncryptedShare, EncryptedShareProof, ShareProof,
                                         encrypt_share, encrypted_share_statement, open_share,
                                         share_statement)
from seasons_cli.protocol.shares import shuffle_due
from seasons_cli.protocol.transcript import transcript
from tests.fair.people import Table
from tests.sealed.cheats import (author, context_of, deck_of, fresh_of, gift, opening,
                                 refused_by_the_table, release_of, secret_of, tampered)

ALICE, BOB, CAROL = range(3)


def sent_by(record, index: int, number: int = 0) -> tuple[dict, int, int]:  # noqa: ANN001
    """The ``number``-th sent share of entry ``index``: the release, its handle and the seat
    it goes to."""
    release = [item for item in record.history[index].to_data()["releases"]
               if item["kind"] == "sent"][number]
    return release, release["handle"], record.settings.players.index(release["to"])


def encrypted(record, people, index: int, handle: int, to: int) -> dict:  # noqa: ANN001
    """The author's share of ``handle`` encrypted to seat ``to``, proved, as its client makes
    it in entry ``index``: the release's share and proof."""
    deck, seat = deck_of(record), author(record, index)
    found, proof = encrypt_share(secret_of(record, people, seat), deck.pairs[handle],
                                 deck.keys[to], context_of(record, index), deck.joint,
                                 fresh_of(record, people, index))
    return {"share": bytes(found).hex(), "proof": bytes(proof).hex()}


def read_by(record, people, seat: int, handle: int, sender: int,  # noqa: ANN001
            opened: Point) -> int:
    """The card ``seat`` reads for ``handle`` with its own share, ``opened`` (``sender``'s
    share, sent to it) and every other seat's public share: ``NotACard`` if they read none."""
    deck = deck_of(record)
    pair = deck.pairs[handle]
    found = [share(secret_of(record, people, seat), pair), opened]
    found += [deck.shares[handle][other] for other in range(deck.n) if other not in (seat, sender)]
    return read(pair, found, deck.table)


# --- sent shares (issue 18 point 6: "an encrypted share that fails its proof") -----------------

def test_a_sent_share_that_fails_its_proof_is_refused(tmp_path, monkeypatch):
    """Bob, giving alice a card Naria drew, sends her not his share but his share plus G,
    encrypted to her with a proof made the honest way: the proof cannot hold (its third
    equation is the share's), and with it alice would have read no card."""
    record, people, index = gift(2, "cd")
    release, handle, to = sent_by(record, index)
    assert (author(record, index), to) == (BOB, ALICE)
    honest = proofs.share
    monkeypatch.setattr(proofs, "share", lambda secret, card: honest(secret, card) + G)
    cheat = encrypted(record, people, index, handle, to)
    monkeypatch.undo()
    opened = open_share(EncryptedShare.parse(bytes.fromhex(cheat["share"])),
                        secret_of(record, people, ALICE))
    with pytest.raises(NotACard):  # the cheat is real: alice's gift would read as no card
        read_by(record, people, ALICE, handle, BOB, opened)
    path = tmp_path / "game.json"
    tampered(path, record, people, index + 1, lambda item: release_of(item, "sent").update(cheat))
    refused_by_the_table(tmp_path, path, f"$.history[{index}].releases[0]: bob makes a sent "
                         "share that is refused: the encrypted share proof (share) does not "
                         "verify")


def test_a_share_sent_to_another_player_than_its_reader_is_refused(tmp_path):
    """Alice gives bob a card Naria drew, but sends her share of it to carol, truly encrypted
    to carol and proved: carol has bob's share (public: he gave it to alice when she drew) and
    her own, so she would read bob's card. The release rule refuses it: that card is bob's to
    read alone (R21.2)."""
    record, people, index = gift(3, "cf")
    release, handle, to = sent_by(record, index)
    assert (author(record, index), to) == (ALICE, BOB)
    cheat = {**encrypted(record, people, index, handle, CAROL), "to": "carol"}
    opened = open_share(EncryptedShare.parse(bytes.fromhex(cheat["share"])),
                        secret_of(record, people, CAROL))
    truth = read(deck_of(record).pairs[handle], [share(secret_of(record, people, seat),
                                                       deck_of(record).pairs[handle])
                                                 for seat in range(3)], deck_of(record).table)
    assert read_by(record, people, CAROL, handle, ALICE, opened) == truth  # the cheat is real
    path = tmp_path / "game.json"
    tampered(path, record, people, index + 1, lambda item: release_of(item, "sent").update(cheat))
    refused_by_the_table(tmp_path, path, f"$.history[{index}].releases[0]: alice releases its "
                         f"share of handle {handle} to carol before the release rule allows it "
                         "(fair-play.md §4, §6.3: nobody may read a card before the rules let "
                         "them)")


def test_a_share_sent_to_its_reader_but_encrypted_to_another_is_refused(tmp_path):
    """The same share, its ``to`` left as bob, but encrypted to carol's key: carol could open
    it. The proof names the recipient's key, bob's for the readers, so it fails."""
    record, people, index = gift(3, "cf")
    release, handle, to = sent_by(record, index)
    cheat = encrypted(record, people, index, handle, CAROL)
    path = tmp_path / "game.json"
    tampered(path, record, people, index + 1, lambda item: release_of(item, "sent").update(cheat))
    refused_by_the_table(tmp_path, path, f"$.history[{index}].releases[0]: alice makes a sent "
                         "share that is refused: the encrypted share proof (key) does not "
                         "verify")


@pytest.mark.parametrize("to, why", [
    ("mallory", "to mallory, who is not a player of this game"),
    ("bob", "to itself"),
])
def test_a_share_sent_to_no_other_player_is_refused(tmp_path, to, why):
    """Bob sends his share to a name that is no player of the game (before, every reader's
    seasons stopped on an internal error), or to himself."""
    record, people, index = gift(2, "cd")
    _, handle, _ = sent_by(record, index)
    path = tmp_path / "game.json"
    tampered(path, record, people, index + 1, lambda item: release_of(item, "sent").update(to=to))
    refused_by_the_table(tmp_path, path, f"$.history[{index}].releases[0]: bob sends its share "
                         f"of handle {handle} {why}")


# --- a challenge that leaves out part of its statement (§6.9) -----------------------------------

def share_transcript_without_the_share(context, joint, key, card, found, commitment_g,
                                       commitment_a):  # noqa: ANN001, ANN201
    """``proofs.share_transcript`` with the share left out: a weakened verifier's, and the
    cheater's."""
    statement = [item for item in share_statement(context, joint, key, card, found)
                 if item[0] != "share"]
    return transcript(SHARE_PROOF_DOMAIN, *statement, ("commitment G", commitment_g.data),
                      ("commitment A", commitment_a.data))


def forged_share(x: Scalar, card: MaskedCard, context, joint: Point,  # noqa: ANN001
                 nonces: tuple[int, int]) -> tuple[Point, ShareProof]:
    """A share that is not ``x·A`` with a proof whose challenge leaves out the share: commit
    ``R_G = k·G`` and ``R_A = k'·A`` with two nonces, answer ``s = k + c·x`` honestly for the
    key, and solve ``s·A = R_A + c·D`` for D: ``D = (x + (k − k')/c)·A``."""
    k, k2 = nonces
    commitment_g, commitment_a = base(k), k2 * card.a
    c = proofs.challenge(share_transcript_without_the_share(context, joint, base(x), card, G,
                                                           commitment_g, commitment_a))
    s = (k + c * x.value) % L
    return (s - k2) * pow(c, -1, L) * card.a, ShareProof(commitment_g, commitment_a, Scalar(s))


def test_a_share_proof_whose_challenge_leaves_out_the_share_proves_a_wrong_share(tmp_path,
                                                                                 monkeypatch):
    """Bob gives alice a wrong share of every card of her deal, each with a proof whose
    challenge leaves out the share: a reader whose challenge left it out too would take them
    all (and alice could read none of her cards); every reader's seasons refuses the first."""
    record, people = opening(2)
    deck, x, context = deck_of(record), secret_of(record, people, BOB), context_of(record, 3)
    forged = {}
    for number, release in enumerate(record.history[3].releases):
        if release.kind == "share":
            forged[number] = forged_share(x, deck.pairs[release.handle], context, deck.joint,
                                          (1000 + number, 2000 + number))
    first = min(forged)
    wrong, _ = forged[first]
    handle = record.history[3].releases[first].handle
    assert wrong != share(x, deck.pairs[handle])
    with pytest.raises(NotACard):  # the cheat is real: alice's card would read as no card
        read_by(record, people, ALICE, handle, BOB, wrong)

    def forge(item: dict) -> None:
        for number, (found, proof) in forged.items():
            item["releases"][number].update(share=found.data.hex(), proof=bytes(proof).hex())

    path = tmp_path / "game.json"
    tampered(path, record, people, 4, forge)
    refused_by_the_table(tmp_path / "real", path, f"$.history[3].releases[{first}]: bob makes a "
                         "share that is refused: the share proof (key) does not verify")
    monkeypatch.setattr(proofs, "share_transcript", share_transcript_without_the_share)
    weakened = Table(tmp_path / "weakened", 2)
    assert [weakened.run(name, "validate", path).exit_code for name in weakened.names] == [0, 0]


def encrypted_transcript_without_c2(context, joint, key, recipient, card, found,
                                    commitments):  # noqa: ANN001, ANN201
    """``proofs.encrypted_share_transcript`` with C_2 left out."""
    return transcript(ENCRYPTED_SHARE_DOMAIN,
                      *encrypted_share_statement(context, joint, key, recipient, card),
                      ("C1", found.c1.data), ("commitment key", commitments[0].data),
                      ("commitment 1", commitments[1].data), ("commitment 2", commitments[2].data))


def forged_sent_share(x: Scalar, card: MaskedCard, recipient: Point, context,  # noqa: ANN001
                      joint: Point) -> tuple[EncryptedShare, EncryptedShareProof]:
    """An encrypted share that opens to a wrong share, with a proof whose challenge leaves out
    C_2: honest commitments but ``R_2 = k'·A + k_u·X_P`` with a second nonce, honest answers,
    and C_2 solved from the third equation: ``C_2 = (x + (k_x − k')/c)·A + u·X_P``."""
    u, k_x, k_u, k2 = 31, 1001, 1002, 2003
    c1 = base(u)
    commitments = (base(k_x), base(k_u), k2 * card.a + k_u * recipient)
    placeholder = EncryptedShare(c1, G)  # C_2 is no part of the challenge
    c = proofs.challenge(encrypted_transcript_without_c2(context, joint, base(x), recipient,
                                                         card, placeholder, commitments))
    s_x, s_u = (k_x + c * x.value) % L, (k_u + c * u) % L
    c2 = pow(c, -1, L) * (s_x * card.a + s_u * recipient - commitments[2])
    return EncryptedShare(c1, c2), EncryptedShareProof(*commitments, Scalar(s_x), Scalar(s_u))


def test_a_sent_share_whose_challenge_leaves_out_c2_proves_a_wrong_share(tmp_path, monkeypatch):
    """Bob's share for alice's gift, encrypted, with a proof whose challenge leaves out C_2:
    it opens, for alice, to a wrong share (she would read no card), yet a reader whose
    challenge left C_2 out would take it; every reader's seasons refuses it."""
    record, people, index = gift(2, "cd")
    _, handle, to = sent_by(record, index)
    deck = deck_of(record)
    found, proof = forged_sent_share(secret_of(record, people, BOB), deck.pairs[handle],
                                     deck.keys[to], context_of(record, index), deck.joint)
    opened = open_share(found, secret_of(record, people, ALICE))
    assert opened != share(secret_of(record, people, BOB), deck.pairs[handle])
    with pytest.raises(NotACard):  # the cheat is real
        read_by(record, people, ALICE, handle, BOB, opened)
    cheat = {"share": bytes(found).hex(), "proof": bytes(proof).hex()}
    path = tmp_path / "game.json"
    tampered(path, record, people, index + 1, lambda item: release_of(item, "sent").update(cheat))
    refused_by_the_table(tmp_path / "real", path, f"$.history[{index}].releases[0]: bob makes a "
                         "sent share that is refused: the encrypted share proof (key) does not "
                         "verify")
    monkeypatch.setattr(proofs, "encrypted_share_transcript", encrypted_transcript_without_c2)
    weakened = Table(tmp_path / "weakened", 2)
    assert [weakened.run(name, "validate", path).exit_code for name in weakened.names] == [0, 0]


def statement_without_the_output(context, joint, cards, output):  # noqa: ANN001, ANN201
    """``shuffle._statement`` with the output pairs left out of both challenges."""
    return tuple(item for item in honest_statement(context, joint, cards, output)
                 if item[0] != "output")


honest_statement = shuffling._statement


def test_a_shuffle_proof_whose_challenges_leave_out_the_output_replaces_a_card(tmp_path,
                                                                                monkeypatch):
    """Alice shuffles the deck and proves it with challenges that leave out the output pairs;
    then, the challenges fixed, she adds ``P = M_new − M_old`` to the B of her first output
    (its card becomes one of her choosing) and takes ``(s'_1/s'_2)·P`` from the second (its
    pair now reads as no card), which keeps ``Σ s'_i·B'_i`` and so every equation. A reader
    whose challenges left the output out takes the file; every real reader refuses it."""
    record, people = opening(2)
    before, deck = fair.prefix(record, 2), deck_of(record)
    _, items, made, _ = shuffle_due(before.game, deck_of(before))
    cards = deck.inputs(items, made)
    secret, context, fresh = secret_of(record, people, ALICE), context_of(record, 2), \
        fresh_of(record, people, 2)
    monkeypatch.setattr(shuffling, "_statement", statement_without_the_output)
    found = shuffling.shuffle(cards, deck.joint, context, secret, fresh)
    old = items[shuffling.shuffle_order(cards, deck.joint, context, secret, fresh)[0]]
    chosen = next(card for card in items if card != old)
    shift = deck.points[chosen] - deck.points[old]
    s1, s2 = (found.proof.s_prime[i].value for i in (0, 1))
    output = list(found.output)
    output[0] = MaskedCard(output[0].a, output[0].b + shift)
    output[1] = MaskedCard(output[1].a, output[1].b - s1 * pow(s2, -1, L) * shift)
    shuffling.check_shuffle(cards, output, found.proof, deck.joint, context)  # the weak reader
    monkeypatch.undo()
    secrets = [secret_of(record, people, seat) for seat in (ALICE, BOB)]
    assert read(output[0], [share(x, output[0]) for x in secrets], deck.table) == chosen
    with pytest.raises(NotACard):  # the card of the second pair is gone
        read(output[1], [share(x, output[1]) for x in secrets], deck.table)

    def forge(item: dict) -> None:
        release_of(item, "shuffle").update(cards=[bytes(pair).hex() for pair in output],
                                           proof=bytes(found.proof).hex())

    path = tmp_path / "game.json"
    tampered(path, record, people, 3, forge)
    refused_by_the_table(tmp_path / "real", path, "$.history[2].releases[1]: alice makes a "
                         "shuffle that is refused: the shuffle proof's equation t1 does not "
                         "verify")
    monkeypatch.setattr(shuffling, "_statement", statement_without_the_output)
    weakened = Table(tmp_path / "weakened", 2)
    assert [weakened.run(name, "validate", path).exit_code for name in weakened.names] == [0, 0]
