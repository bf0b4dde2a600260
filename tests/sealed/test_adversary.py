"""The adversary at the file level (fair-play.md §7, issue 18 item 6): each cheat is the
honest write of its player with one step replaced, signed with the cheater's own key as their
client would sign it (so that only the sealed checks stand between the cheat and the table);
the honest side is every other person's ``seasons``: ``validate`` and the next write refuse
the file in one line naming the entry, and leave it byte for byte as it was. The library-level
attacks on each proof are in tests/protocol/sealed/test_adversary.py."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from seasons_cli.gamefile import fair, save
from seasons_cli.gamefile.fair import _signed
from seasons_cli.gamefile.record import head_id
from seasons_cli.gamefile.sealed import parse_sealed_entry
from seasons_cli.protocol.constants import POINT_SIZE
from seasons_cli.protocol.group import Point, base
from seasons_cli.protocol.deck import fresh_bytes, masking_secret
from seasons_cli.protocol.proofs import Context, prove_share
from tests.fair.people import Table
from tests.sealed.players import play_game


@cache
def opening(writes: int, nonce: str = "ad") -> tuple[fair.FairRecord, list]:
    record, people, _ = play_game(2, writes=writes, nonce=nonce * 32)
    return record, people


def tampered(path: Path, record: fair.FairRecord, people: list, number: int,
             alter) -> None:  # noqa: ANN001 - a function of the entry's data
    """``record``'s file up to entry ``number``, that entry changed by ``alter`` (its data) and
    signed again by its author: the cheater's client's write."""
    save(path, fair.prefix(record, number))
    data = json.loads(path.read_text())
    item = data["history"][-1]
    alter(item)
    entry = parse_sealed_entry(item, "").signed(b"")  # its data as it was before signing
    seat = record.settings.players.index(entry.player)
    signed = _signed(people[seat], record, entry)
    data["history"][-1] = signed.to_data()
    data["head"] = head_id(len(data["history"]), signed.hash())
    path.write_text(json.dumps(data, indent=2))


def refused_by_the_table(tmp_path: Path, path: Path, where: str, why: str) -> None:
    """Every person's validate refuses the file in one line naming ``where`` and ``why``; the
    next writer's sync too; the file is unchanged."""
    table, before = Table(tmp_path, 2), path.read_bytes()
    for name in table.names:
        for command in ("validate", "sync"):
            result = table.run(name, command, path)
            assert result.exit_code == 1, (command, result.output)
            lines = result.output.splitlines()
            assert len(lines) == 1 and lines[0].startswith(f"error: {path}::{where}"), lines
            assert why in lines[0], lines[0]
    assert path.read_bytes() == before


def _release(item: dict, kind: str) -> dict:
    return next(release for release in item["releases"] if release["kind"] == kind)


def test_a_forged_share_is_refused(tmp_path):
    """Bob's share of a card of alice's deal replaced by another valid point (his share of
    another card): it would have shown alice another card than hers."""
    record, people = opening(2)
    path = tmp_path / "game.json"

    def forge(item: dict) -> None:
        shares = [release for release in item["releases"] if release["kind"] == "share"]
        shares[0]["share"] = shares[1]["share"]

    tampered(path, record, people, 4, forge)
    refused_by_the_table(tmp_path, path, "$.history[3].releases[",
                         "bob makes a share that is refused: the share proof")


def test_a_non_canonical_point_is_refused(tmp_path):
    """A share whose bytes are no canonical encoding of a point (all ones: y >= p)."""
    record, people = opening(2)
    path = tmp_path / "game.json"
    tampered(path, record, people, 4,
             lambda item: _release(item, "share").update(share="ff" * POINT_SIZE))
    refused_by_the_table(tmp_path, path, "$.history[3].releases[",
                         "the share: not the canonical encoding of a point")


def test_a_shuffle_that_replaces_a_card_by_a_copy_of_another_is_refused(tmp_path):
    """Alice's shuffle of the deck with one output pair replaced by a copy of another: a card
    dropped, another doubled."""
    record, people = opening(2)
    path = tmp_path / "game.json"

    def double(item: dict) -> None:
        cards = _release(item, "shuffle")["cards"]
        cards[0] = cards[1]

    tampered(path, record, people, 3, double)
    refused_by_the_table(tmp_path, path, "$.history[2].releases[1]",
                         "alice makes a shuffle that is refused: the shuffle proof")


def test_a_shuffle_replayed_from_another_game_is_refused(tmp_path):
    """Alice's shuffle of the deck of another game of the same players, copied into this one
    (its proof's transcript names the other game): refused."""
    record, people = opening(2)
    other, _ = opening(2, nonce="ae")
    copied = _release(other.history[2].to_data(), "shuffle")
    path = tmp_path / "game.json"

    def replayed(item: dict) -> None:
        item["releases"] = [copied if release["kind"] == "shuffle" else release
                            for release in item["releases"]]

    tampered(path, record, people, 3, replayed)
    refused_by_the_table(tmp_path, path, "$.history[2].releases[1]",
                         "alice makes a shuffle that is refused: the shuffle proof")


def test_a_share_released_before_the_rules_allow_is_refused(tmp_path):
    """Alice, as she picks, gives everyone her share of a card of her packet, its proof valid:
    once bob's share of it is public too, anyone reads a card only she may read. Her honest
    client never would (protocol.shares.may_give)."""
    record, people = opening(3)
    path = tmp_path / "game.json"
    entry = record.history[4]
    assert entry.player == "alice" and entry.move.startswith("pick")
    before = fair.prefix(record, 4)
    handle = before.game.players[0].packet[0]
    context = Context(record.ledger.genesis, 5, bytes.fromhex(entry.prev), 0)
    deck = record.ledger.deck  # type: ignore[attr-defined]
    share, proof = prove_share(masking_secret(people[0], record.ledger.genesis, 0),
                               deck.pairs[handle], context, deck.joint,
                               fresh_bytes(people[0], context))

    def premature(item: dict) -> None:
        item["releases"].insert(0, {"kind": "share", "handle": handle,
                                    "share": bytes(share).hex(), "proof": bytes(proof).hex()})

    tampered(path, record, people, 5, premature)
    refused_by_the_table(tmp_path, path, "$.history[4].releases[0]",
                         "in public before the release rule allows it")


def test_a_cancelling_key_at_the_join_is_refused(tmp_path):
    """Bob, joining last, sees alice's key share A and publishes x·G − A, so that the joint key
    would be x·G, a key he alone knows: every card could be read by him. He cannot prove that
    he knows the secret of the key he published (§6.1, rogue keys), so his join is refused."""
    record, people = opening(0)
    path = tmp_path / "game.json"
    alices = Point(bytes.fromhex(record.history[0].to_data()["join"]["sealed_key"]))
    cancelling = base(12345) - alices
    assert alices + cancelling == base(12345)  # the cheat is real: the joint key would be his

    def cancel(item: dict) -> None:
        item["join"]["sealed_key"] = bytes(cancelling).hex()

    tampered(path, record, people, 2, cancel)
    refused_by_the_table(tmp_path, path, "$.history[1].join.key_proof",
                         "bob's key share is refused: the key proof does not verify")
