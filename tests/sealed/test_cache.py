"""The checked-file cache keeps sealed games (gamefile/checked.py, fair-play.md): a file whose
exact bytes were checked in full is read again by a replay that checks no proof again
(``sealed.checked_before``), which gives the same record, deck included."""

from __future__ import annotations

import json

import pytest

from seasons_cli.gamefile import checked, fair, save, snapshot
from seasons_cli.gamefile.files import GameFileError, load
from tests.sealed.games import finished


def test_a_checked_sealed_file_is_kept_and_read_again_as_the_same_record(tmp_path):
    record, _ = finished(2, "wizard")
    path = tmp_path / "game.json"
    save(path, record)
    raw = path.read_bytes()
    assert checked.recall(checked.entry_of(raw)) is not None  # the save kept it
    again, full = load(path), load(path, in_full=True)
    assert again.head == full.head == record.head
    assert snapshot.values_of(again.game) == snapshot.values_of(full.game)
    assert [entry.to_data() for entry in again.history] == \
        [entry.to_data() for entry in full.history]
    mine, theirs = again.ledger.deck, full.ledger.deck  # type: ignore[attr-defined]
    assert mine.pairs == theirs.pairs and mine.shares == theirs.shares
    assert mine.sent == theirs.sent and len(mine.remasks) == len(theirs.remasks)
    assert mine.made == theirs.made
    values = snapshot.values_of(record.game)  # what the cache keeps: a sealed game's handles too
    assert snapshot.values_of(snapshot.game_from(values)) == values
    assert snapshot.game_from(values).sealed.made == record.game.sealed.made > 0


def _checks_counted(monkeypatch) -> list[int]:  # noqa: ANN001 - pytest's fixture
    """How many shuffles' proofs the sealed replay checks, counted as it checks them."""
    from seasons_cli.gamefile import sealed

    counted = [0]
    honest = sealed.check_shuffle

    def counting(*given):  # noqa: ANN002, ANN202 - check_shuffle's arguments
        counted[0] += 1
        return honest(*given)

    monkeypatch.setattr(sealed, "check_shuffle", counting)
    return counted


def test_a_file_that_extends_a_checked_one_is_checked_from_its_end_on(tmp_path, monkeypatch):
    """The file received after a round of the table (issue 18 item 7, S6): the history this
    seasons checked or wrote before (its last link marked, ``checked.mark_head``) is told again,
    the new entries checked in full; the record is the full check's."""
    from tests.sealed.test_adversary import opening

    record, _ = opening(2)
    prior, path = tmp_path / "prior.json", tmp_path / "game.json"
    save(prior, fair.prefix(record, 3))  # what this person wrote: its history is marked
    assert checked.checked_heads()(fair.prefix(record, 3).last_hash)
    path.write_text(json.dumps(record.to_data(), indent=1))  # back from the table: not seen
    counted = _checks_counted(monkeypatch)
    again = load(path)
    told = counted[0]
    full = load(path, in_full=True)
    assert again.head == full.head == record.head
    assert [entry.to_data() for entry in again.history] == \
        [entry.to_data() for entry in full.history]
    assert snapshot.values_of(again.game) == snapshot.values_of(full.game)
    assert again.ledger.deck.shares == full.ledger.deck.shares  # type: ignore[attr-defined]
    assert (told, counted[0] - told) == (1, 2)  # bob's shuffle only, then alice's and bob's


def test_a_forged_entry_after_a_checked_history_is_still_refused(tmp_path):
    """Bob's forged share in the entry after the history this person checked: the entry is
    checked when it arrives, and refused, however much of the file was checked before."""
    from tests.sealed.test_adversary import opening, tampered

    record, people = opening(2)
    path = tmp_path / "game.json"

    def forge(item: dict) -> None:
        shares = [release for release in item["releases"] if release["kind"] == "share"]
        shares[0]["share"] = shares[1]["share"]

    save(tmp_path / "prior.json", fair.prefix(record, 3))  # checked up to the forged entry
    tampered(path, record, people, 4, forge)
    before = path.read_bytes()
    with pytest.raises(GameFileError, match=r"history\[3\]\.releases.*the share proof"):
        load(path)
    assert path.read_bytes() == before
