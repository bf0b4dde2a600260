"""The known-answer vectors in tests/data/sealed/ (style.md, protocol code, habit 4): the code
gives exactly their bytes from their fixed secrets and fresh bytes, and a verifier that reads
nothing but the files accepts every proof in them and refuses every bad encoding."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from seasons_cli.protocol.group import EncodingError, Point, Scalar, card_points, card_table
from seasons_cli.protocol.masking import MaskedCard, parse_cards, read, share
from seasons_cli.protocol.proofs import (
    Context, EncryptedShare, EncryptedShareProof, KeyProof, ShareProof, check_encrypted_share,
    check_key, check_share, open_share,
)
from seasons_cli.protocol.shuffle import ShuffleProof, check_shuffle

from ...helpers import ROOT, script

FOLDER = ROOT / "tests" / "data" / "sealed"
MAKER = script("tests/data/sealed/make_vectors.py", "make_vectors")
FILES = ("group.json", "masking.json", "proofs.json", "shuffle.json")


def vectors(name: str) -> dict:
    return json.loads((FOLDER / name).read_text())


@pytest.mark.parametrize("name", FILES)
def test_the_code_gives_the_vectors_byte_for_byte(name):
    assert MAKER.text(MAKER.vectors()[name]) == (FOLDER / name).read_text()


def point(text: str) -> Point:
    return Point.parse(bytes.fromhex(text))


def scalar(text: str) -> Scalar:
    return Scalar.parse(bytes.fromhex(text))


def pair(text: str) -> MaskedCard:
    return MaskedCard.parse(bytes.fromhex(text))


def context(data: dict) -> Context:
    return Context(bytes.fromhex(data["genesis"]), data["move"], bytes.fromhex(data["prev"]),
                   data["seat"])


def test_the_card_points_are_distinct_valid_points():
    data = vectors("group.json")
    points = [point(text) for text in data["card_points"].values()]
    assert len(set(points)) == len(points) == 95


def test_every_invalid_encoding_is_refused():
    data = vectors("group.json")
    for item in data["invalid_points"]:
        with pytest.raises(EncodingError):
            point(item["encoding"])
    for item in data["invalid_scalars"]:
        with pytest.raises(EncodingError):
            scalar(item["encoding"])


def test_the_masking_vectors_unmask_to_their_card():
    data = vectors("masking.json")
    genesis = bytes.fromhex(data["genesis"])
    table = card_table(card_points(genesis, set(data["initial_deck"]["numbers"])))
    remasked = pair(data["remask"]["result"])
    assert read(remasked, [point(text) for text in data["shares"]], table) == data["card"]
    secrets = [scalar(text) for text in data["secrets"]]
    assert [share(x, remasked).data.hex() for x in secrets] == data["shares"]


def test_every_proof_in_the_vectors_verifies():
    data = vectors("proofs.json")
    joint = point(data["joint_key"])
    for item in data["key_proofs"]:
        check_key(point(item["key"]), KeyProof.parse(bytes.fromhex(item["proof"])),
                  context(item["context"]))
    keys = [point(item["key"]) for item in data["key_proofs"]]
    for seat, item in enumerate(data["share_proofs"]):
        check_share(keys[seat], pair(item["pair"]), point(item["share"]),
                    ShareProof.parse(bytes.fromhex(item["proof"])), context(item["context"]), joint)
    for item in data["encrypted_shares"]:
        encrypted = EncryptedShare.parse(bytes.fromhex(item["encrypted"]))
        check_encrypted_share(keys[item["context"]["seat"]], point(item["recipient_key"]),
                              pair(item["pair"]), encrypted,
                              EncryptedShareProof.parse(bytes.fromhex(item["proof"])),
                              context(item["context"]), joint)
        assert open_share(encrypted, scalar(item["recipient_secret"])).data.hex() == item["opened"]
        assert item["opened"] == data["share_proofs"][item["context"]["seat"]]["share"]


def test_the_shuffle_vector_verifies_and_holds_its_input_s_cards():
    data = vectors("shuffle.json")
    n = len(data["input"])
    cards = parse_cards([bytes.fromhex(text) for text in data["input"]], n)
    output = parse_cards([bytes.fromhex(text) for text in data["output"]], n)
    proof = ShuffleProof.parse(bytes.fromhex(data["proof"]), n)
    check_shuffle(cards, output, proof, point(data["joint_key"]), context(data["context"]))
    secrets = [scalar(text) for text in vectors("masking.json")["secrets"]]
    table = card_table(card_points(bytes.fromhex(data["context"]["genesis"]), range(1, 51)))

    def holds(pairs):
        return Counter(read(p, [share(x, p) for x in secrets], table) for p in pairs)
    assert holds(output) == holds(cards) == Counter({1: 2, 2: 1, 3: 1, 50: 1, 7: 1, 8: 1, 9: 1})
