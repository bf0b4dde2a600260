"""The adversary at the file level, what goes on the wire (fair-play.md §6.9, §7; issue 18
point 6): scalars ``s + L`` and ``s + 2^255``, small-order and mixed-order points, the identity
as a card's point or a share, and lists and proofs of sizes the protocol does not have.

Each cheat is an honest entry with one value replaced, signed again by its author (the
cheater's own client, ``cheats.tampered``); every person's ``seasons`` refuses it in one line,
the file unchanged. A size is refused before any group operation: the tests of sizes run with
libsodium's group failing every call made for the cheating entry (``cheats.guarded_group``), so
that the refusal shown is the size check's and no file can make a reader work for long. The
library-level forms are in tests/protocol/sealed/test_group.py."""

from __future__ import annotations

import json

import pytest
from nacl import bindings as sodium

from seasons_cli.gamefile.schema import _short
from seasons_cli.protocol.constants import POINT_SIZE, SCALAR_SIZE
from seasons_cli.protocol.group import L, G
from seasons_cli.protocol.shuffle import shuffle_proof_size
from tests.sealed.cheats import (gift, guarded_group, opening, refused_by_the_table, release_of,
                                 tampered)

ORDER_2 = "ec" + "ff" * 30 + "7f"  # the point (0, -1), of order 2
IDENTITY = "01" + "00" * 31
NOT_IN_THE_SUBGROUP = "not the canonical encoding of a point of the prime-order subgroup"
OUT_OF_RANGE = "not in 1 .. L-1"


def mixed(point: str) -> str:
    """``point`` plus the point of order 2: libsodium adds them without a word (§6.9)."""
    return sodium.crypto_core_ed25519_add(bytes.fromhex(point), bytes.fromhex(ORDER_2)).hex()


def scalar_at(proof: str, field: int, change) -> str:  # noqa: ANN001 - int -> int
    """``proof`` (hex) with its 32-byte field ``field`` read as a little-endian scalar and
    replaced by ``change`` of it."""
    start, end = 2 * SCALAR_SIZE * field, 2 * SCALAR_SIZE * (field + 1)
    value = change(int.from_bytes(bytes.fromhex(proof[start:end]), "little"))
    return proof[:start] + value.to_bytes(SCALAR_SIZE, "little").hex() + proof[end:]


def point_at(data: str, field: int, point: str) -> str:
    start = 2 * POINT_SIZE * field
    return data[:start] + point + data[start + 2 * POINT_SIZE:]


def plus_l(s: int) -> int:
    return s + L


def plus_2_255(s: int) -> int:
    return s + 2**255


def _share(item: dict) -> dict:
    return release_of(item, "share")


def _shuffle(item: dict) -> dict:
    return release_of(item, "shuffle")


SHUFFLE_SCALARS = 3 * 60 + 5  # the first scalar field of the proof of a 60-card shuffle
# (entry, its index, the change, where and why): bob's join (entry 2), alice's shuffle of the
# deck (entry 3), bob's first share of a card of alice's deal (entry 4, its release 2).
CASES = {
    "a share proof's s + L": (4, lambda item: _share(item).update(
        proof=scalar_at(_share(item)["proof"], 2, plus_l)),
        "releases[2]: bob makes a share that is refused: share proof field 2: " + OUT_OF_RANGE),
    "a share proof's s + 2^255": (4, lambda item: _share(item).update(
        proof=scalar_at(_share(item)["proof"], 2, plus_2_255)),
        "releases[2]: bob makes a share that is refused: share proof field 2: " + OUT_OF_RANGE),
    "a key proof's s + 2^255": (2, lambda item: item["join"].update(
        key_proof=scalar_at(item["join"]["key_proof"], 1, plus_2_255)),
        "join.key_proof: bob's key share is refused: key proof field 1: " + OUT_OF_RANGE),
    "a shuffle proof's s + L": (3, lambda item: _shuffle(item).update(
        proof=scalar_at(_shuffle(item)["proof"], SHUFFLE_SCALARS, plus_l)),
        "releases[1]: alice makes a shuffle that is refused: shuffle proof scalar 0: "
        + OUT_OF_RANGE),
    "a share of small order": (4, lambda item: _share(item).update(share=ORDER_2),
        "releases[2]: bob makes a share that is refused: the share: " + NOT_IN_THE_SUBGROUP),
    "a share of mixed order": (4, lambda item: _share(item).update(
        share=mixed(_share(item)["share"])),
        "releases[2]: bob makes a share that is refused: the share: " + NOT_IN_THE_SUBGROUP),
    "the identity as a share": (4, lambda item: _share(item).update(share=IDENTITY),
        "releases[2]: bob makes a share that is refused: the share: the identity"),
    "a proof commitment of small order": (4, lambda item: _share(item).update(
        proof=point_at(_share(item)["proof"], 0, ORDER_2)),
        "releases[2]: bob makes a share that is refused: share proof field 0: "
        + NOT_IN_THE_SUBGROUP),
    "the identity as a card's point": (3, lambda item: _shuffle(item)["cards"].__setitem__(
        0, IDENTITY + _shuffle(item)["cards"][0][2 * POINT_SIZE:]),
        "releases[1]: alice makes a shuffle that is refused: the shuffled pairs[0] A: the "
        "identity"),
    "a card's point of mixed order": (3, lambda item: _shuffle(item)["cards"].__setitem__(
        5, _shuffle(item)["cards"][5][:2 * POINT_SIZE]
        + mixed(_shuffle(item)["cards"][5][2 * POINT_SIZE:])),
        "releases[1]: alice makes a shuffle that is refused: the shuffled pairs[5] B: "
        + NOT_IN_THE_SUBGROUP),
    "the identity as a key share": (2, lambda item: item["join"].update(sealed_key=IDENTITY),
        "join.key_proof: bob's key share is refused: the key share: the identity"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_value_no_reader_may_take_is_refused(tmp_path, case):
    number, change, why = CASES[case]
    record, people = opening(2)
    path = tmp_path / "game.json"
    tampered(path, record, people, number, change)
    refused_by_the_table(tmp_path, path, f"$.history[{number - 1}].{why}")


@pytest.mark.parametrize("field, value, why", [
    (0, IDENTITY, "the share: the identity"),
    (1, ORDER_2, "the share: " + NOT_IN_THE_SUBGROUP),
])
def test_a_sent_share_no_reader_may_take_is_refused(tmp_path, field, value, why):
    """The identity as C_1, a point of small order as C_2, of the share bob sends alice alone
    in Naria's gift."""
    record, people, index = gift(2, "cd")
    path = tmp_path / "game.json"

    def change(item: dict) -> None:
        sent = release_of(item, "sent")
        sent["share"] = point_at(sent["share"], field, value)

    tampered(path, record, people, index + 1, change)
    refused_by_the_table(tmp_path, path, f"$.history[{index}].releases[0]: bob makes a sent share "
                         f"that is refused: {why}")


@pytest.mark.parametrize("change", [plus_l, plus_2_255])
def test_libsodium_takes_s_plus_l_and_s_plus_2_255_as_s(change):
    """Why those scalars are refused (§6.9): a verifier that gave libsodium the bytes as they
    came would take ``s + L`` and ``s + 2^255`` for s, so one proof would have several
    encodings, and two verifiers could disagree on what was sent."""
    s = 2**252 + 12345
    changed = change(s).to_bytes(SCALAR_SIZE, "little")
    assert sodium.crypto_scalarmult_ed25519_base_noclamp(changed) == \
        sodium.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(SCALAR_SIZE, "little"))
    assert G.data == sodium.crypto_scalarmult_ed25519_base_noclamp((1).to_bytes(32, "little"))


# --- sizes before any group operation ----------------------------------------------------------

def _cards(count: int, proof: bool):  # noqa: ANN202 - a change of an entry
    """Alice's shuffle of the deck with ``count`` output pairs (its own repeated), and, if
    ``proof``, a proof of the size a shuffle of ``count`` cards has (its own fields repeated)."""
    def change(item: dict) -> None:
        found = _shuffle(item)
        cards, fields = found["cards"], found["proof"]
        found["cards"] = (cards * (count // len(cards) + 1))[:count]
        if proof:
            found["proof"] = (fields * (count // len(cards) + 1))[:2 * shuffle_proof_size(count)]
    return change


def _proof_cut(item: dict) -> None:
    found = _shuffle(item)
    found["proof"] = found["proof"][:-2 * SCALAR_SIZE]


def _releases(count: int):  # noqa: ANN202
    def change(item: dict) -> None:
        item["releases"] = (item["releases"] * (count // len(item["releases"]) + 1))[:count]
    return change


def _schema_line(where: str, value, why: str) -> str:  # noqa: ANN001 - the value quoted
    """The schema's refusal of ``value`` at ``where``, as jsonschema words it (the value's
    ``repr``, then why), cut to 200 characters (``schema._short``; for a value as long as
    these the why is cut off: the line names the place only)."""
    return f"{where}: {_short(f'{value!r} {why}')}"


def _shuffle_refused(data: dict) -> str:
    return _schema_line("$.history[2].releases[1]", data["history"][2]["releases"][1],
                        "is not valid under any of the given schemas")


def _releases_refused(data: dict) -> str:
    return _schema_line("$.history[3].releases", data["history"][3]["releases"], "is too long")


SIZES = {  # (entry, the change, the entry guarded (0: every call), the refusal)
    "a shuffle of 10^5 cards": (3, _cards(10**5, proof=False), 0, _shuffle_refused),
    "a shuffle of 61 cards for a deck of 60": (3, _cards(61, proof=True), 3, lambda data: (
        "$.history[2].releases[1]: alice makes a shuffle that is refused: the shuffled pairs: 61 "
        "pairs, expected 60")),
    "a shuffle proof one field short": (3, _proof_cut, 3, lambda data: (
        "$.history[2]: the proof of a shuffle of 60 cards must be 19776 lower-case hex digits")),
    "an entry of 5000 releases": (4, _releases(5000), 0, _releases_refused),
}


@pytest.mark.parametrize("case", list(SIZES))
def test_a_size_the_protocol_does_not_have_is_refused_before_any_group_operation(
        tmp_path, monkeypatch, case):
    """With libsodium's group failing every call made for the entry (or, where the schema
    refuses the file before any entry is replayed, every call at all), the refusal is the
    same line: it is made before any group operation. (The file of 10^5 pairs is 13 MB: its
    schema check takes ~2 s, so only each person's ``validate`` reads it; ``sync`` reads a file
    the same way.)"""
    number, change, guarded, refusal = SIZES[case]
    record, people = opening(2)
    path = tmp_path / "game.json"
    tampered(path, record, people, number, change, indent=None)  # 10^5 pairs: 13 MB on one line
    guard = guarded_group(monkeypatch, guarded)
    commands = ("validate",) if "10^5" in case else ("validate", "sync")
    refused_by_the_table(tmp_path, path, refusal(json.loads(path.read_text())), commands)
    assert guard.calls == []
