"""The adversary at the file level (fair-play.md §7, issue 18 item 6): each cheat is the
honest write of its player with one step replaced, signed with the cheater's own key as their
client would sign it (so that only the sealed checks stand between the cheat and the table);
the honest side is every other person's ``seasons``: ``validate`` and the next write refuse
the file in one line naming the entry, and leave it byte for byte as it was. The library-level
attacks on each proof are in tests/protocol/sealed/test_adversary.py."""

from __future__ import annotations

from seasons_cli.gamefile import fair
from seasons_cli.protocol.group import Point, base
from seasons_cli.protocol.identity import Identity
from seasons_cli.protocol.proofs import prove_share
from tests.sealed.cheats import (context_of, deck_of, fresh_of, gift, opening,
                                 refused_by_the_table, release_of, revealing, secret_of, tampered)


def test_a_forged_share_is_refused(tmp_path):
    """Bob's share of a card of alice's deal replaced by another valid point (his share of
    another card): it would have shown alice another card than hers."""
    record, people = opening(2)
    path = tmp_path / "game.json"

    def forge(item: dict) -> None:
        shares = [release for release in item["releases"] if release["kind"] == "share"]
        shares[0]["share"] = shares[1]["share"]

    tampered(path, record, people, 4, forge)
    refused_by_the_table(tmp_path, path, "$.history[3].releases[2]: bob makes a share that is "
                         "refused: the share proof (key) does not verify")


def test_a_non_canonical_point_is_refused(tmp_path):
    """A share whose bytes are no canonical encoding of a point (all ones: y >= p)."""
    record, people = opening(2)
    path = tmp_path / "game.json"
    tampered(path, record, people, 4,
             lambda item: release_of(item, "share").update(share="ff" * 32))
    refused_by_the_table(tmp_path, path, "$.history[3].releases[2]: bob makes a share that is "
                         "refused: the share: not the canonical encoding of a point of the "
                         "prime-order subgroup")


def test_a_shuffle_that_replaces_a_card_by_a_copy_of_another_is_refused(tmp_path):
    """Alice's shuffle of the deck with one output pair replaced by a copy of another: a card
    dropped, another doubled."""
    record, people = opening(2)
    path = tmp_path / "game.json"

    def double(item: dict) -> None:
        cards = release_of(item, "shuffle")["cards"]
        cards[0] = cards[1]

    tampered(path, record, people, 3, double)
    refused_by_the_table(tmp_path, path, "$.history[2].releases[1]: alice makes a shuffle that "
                         "is refused: the shuffle proof's equation t1 does not verify")


def test_a_shuffle_replayed_from_another_game_is_refused(tmp_path):
    """Alice's shuffle of the deck of another game of the same players, copied into this one
    (its proof's transcript names the other game): refused."""
    record, people = opening(2)
    other, _ = opening(2, nonce="ae")
    copied = release_of(other.history[2].to_data(), "shuffle")
    path = tmp_path / "game.json"

    def replayed(item: dict) -> None:
        item["releases"] = [copied if release["kind"] == "shuffle" else release
                            for release in item["releases"]]

    tampered(path, record, people, 3, replayed)
    refused_by_the_table(tmp_path, path, "$.history[2].releases[1]: alice makes a shuffle that "
                         "is refused: the shuffle proof's equation t1 does not verify")


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
    deck = deck_of(record)
    share, proof = prove_share(secret_of(record, people, 0), deck.pairs[handle],
                               context_of(record, 4), deck.joint, fresh_of(record, people, 4))

    def premature(item: dict) -> None:
        item["releases"].insert(0, {"kind": "share", "handle": handle,
                                    "share": bytes(share).hex(), "proof": bytes(proof).hex()})

    tampered(path, record, people, 5, premature)
    refused_by_the_table(tmp_path, path, f"$.history[4].releases[0]: alice releases its share of "
                         f"handle {handle} in public before the release rule allows it "
                         "(fair-play.md §4, §6.3: nobody may read a card before the rules let "
                         "them)")


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
    refused_by_the_table(tmp_path, path, "$.history[1].join.key_proof: bob's key share is "
                         "refused: the key proof does not verify (a key chosen to cancel the "
                         "others' has no proof)")


# --- entries replayed from another game of the same players (§6.9: the genesis hash) ----------

def test_a_share_replayed_from_another_game_is_refused(tmp_path):
    """Bob's share of the same handle of another game of the same players (another nonce), its
    proof valid there, copied into this one: its transcript names the other game."""
    record, people = opening(2)
    other, _ = opening(2, nonce="ae")
    copied = release_of(other.history[3].to_data(), "share")
    path = tmp_path / "game.json"

    def replayed(item: dict) -> None:
        mine = release_of(item, "share")
        assert mine["handle"] == copied["handle"] and mine["share"] != copied["share"]
        mine.update(share=copied["share"], proof=copied["proof"])

    tampered(path, record, people, 4, replayed)
    refused_by_the_table(tmp_path, path, "$.history[3].releases[2]: bob makes a share that is "
                         "refused: the share proof (key) does not verify")


def test_a_re_masking_replayed_from_another_game_is_refused(tmp_path):
    """Alice's re-masking of her packet before her first pick, copied from another game of the
    same players: the pairs it gives are not her packet's, re-masked."""
    record, people = opening(3)
    other, _ = opening(3, nonce="ae")
    copied = release_of(other.history[4].to_data(), "remask")
    path = tmp_path / "game.json"

    def replayed(item: dict) -> None:
        releases = item["releases"]
        releases[releases.index(release_of(item, "remask"))] = copied

    tampered(path, record, people, 5, replayed)
    index = [release.kind for release in record.history[4].releases].index("remask")
    refused_by_the_table(tmp_path, path, f"$.history[4].releases[{index}]: alice makes a "
                         "re-masking that is refused: the shuffle proof's equation t1 does not "
                         "verify")


def test_a_reveal_replayed_from_another_game_is_refused(tmp_path):
    """A summon's reveal (the holder's share of the card and its proof) copied from a summon of
    another game of the same players, onto this game's handle."""
    record, people = revealing("af")
    other, _ = revealing("ag")
    index = len(record.history) - 1
    copied = other.history[-1].to_data()["reveals"][0]
    path = tmp_path / "game.json"

    def replayed(item: dict) -> None:
        item["reveals"][0].update(share=copied["share"], proof=copied["proof"])

    tampered(path, record, people, index + 1, replayed)
    entry = record.history[index]
    refused_by_the_table(tmp_path, path, f"$.history[{index}].reveals[0]: entry {entry.number} "
                         f"({entry.player}): the share proof (key) does not verify")


# --- who writes (§2, in a sealed game) --------------------------------------------------------

def _bobs_pick(record: fair.FairRecord) -> int:
    return next(index for index, entry in enumerate(record.history)
                if entry.player == "bob" and entry.move is not None)


def test_a_move_signed_by_the_wrong_key_is_refused(tmp_path):
    """Bob's pick, its releases and proofs his, signed by a key that is not the one he joined
    with."""
    record, people = opening(4)
    index = _bobs_pick(record)
    path = tmp_path / "game.json"
    mallory = Identity("mallory", bytes([9]) * 32)
    tampered(path, record, people, index + 1, lambda item: None, signer=mallory)
    refused_by_the_table(tmp_path, path, f"$.history[{index}].signature: entry {index + 1} (bob: "
                         f"{record.history[index].move!r}) is not signed by bob's key (forged, "
                         "or changed after it was signed)")


def test_a_move_in_another_seats_name_is_refused(tmp_path):
    """Alice writes bob's pick as bob, signed with her own key: bob's key, pinned at his join,
    refuses it."""
    record, people = opening(4)
    index = _bobs_pick(record)
    path = tmp_path / "game.json"
    tampered(path, record, people, index + 1, lambda item: None, signer=people[0])
    refused_by_the_table(tmp_path, path, f"$.history[{index}].signature: entry {index + 1} (bob: "
                         f"{record.history[index].move!r}) is not signed by bob's key (forged, "
                         "or changed after it was signed)")


def _shares(entry: fair.FairEntry) -> list[int]:
    """The handles of the public shares an entry of releases alone gives."""
    return [release.handle for release in entry.releases if entry.move is None
            and release.kind == "share"]


def test_a_share_copied_from_another_seat_is_refused(tmp_path):
    """Bob gives alice, for a card she drew, carol's share of it (public, its proof valid for
    carol) as his own: the proof was made by carol's seat for carol's key, so it is no proof
    of bob's share (§6.9: the key and the seat are in the transcript)."""
    record, people, _ = gift(3, "cf")
    index = next(index for index, (before, entry) in enumerate(zip(record.history,
                                                                   record.history[1:]), 1)
                 if (before.player, entry.player) == ("carol", "bob") and _shares(before)
                 and _shares(before)[:1] == _shares(entry)[:1])
    copied = release_of(record.history[index - 1].to_data(), "share")
    path = tmp_path / "game.json"

    def copy(item: dict) -> None:
        release_of(item, "share").update(share=copied["share"], proof=copied["proof"])

    tampered(path, record, people, index + 1, copy)
    at = [release.kind for release in record.history[index].releases].index("share")
    refused_by_the_table(tmp_path, path, f"$.history[{index}].releases[{at}]: bob makes a share "
                         "that is refused: the share proof (key) does not verify")
