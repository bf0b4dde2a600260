"""The checked-file cache keeps sealed games (gamefile/checked.py, fair-play.md): a file whose
exact bytes were checked in full is read again without a replay, its deck and ledger kept beside
its game (``sealed.checked_before``, ``sealed.kept``), which gives the same record, deck
included; an entry changed, or one another person's seasons made, is not trusted."""

from __future__ import annotations

import json
import marshal

import pytest

from seasons_cli.gamefile import checked, fair, save, sealed, snapshot
from seasons_cli.gamefile.files import GameFileError, load
from tests.helpers import calls_counted
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
    assert again.ledger == full.ledger  # the seats, links, tips and the whole deck
    mine, theirs = again.ledger.deck, full.ledger.deck  # type: ignore[attr-defined]
    assert mine.pairs == theirs.pairs and mine.shares == theirs.shares and mine.remasks
    assert mine.sent == theirs.sent and mine.remasks == theirs.remasks
    assert mine.made == theirs.made and mine.shuffles == theirs.shuffles and mine.hands
    values = snapshot.values_of(record.game)  # what the cache keeps: a sealed game's handles too
    assert snapshot.values_of(snapshot.game_from(values)) == values
    assert snapshot.game_from(values).sealed.made == record.game.sealed.made > 0


def test_a_file_that_extends_a_checked_one_is_checked_from_its_end_on(tmp_path, monkeypatch):
    """The file received after a round of the table (issue 18 item 7, S6): the history this
    seasons checked or wrote before (its last link marked, ``checked.mark_head``) is told again,
    the new entries checked in full; the record is the full check's."""
    from tests.sealed.test_adversary import opening

    record, _ = opening(2)
    prior, path = tmp_path / "prior.json", tmp_path / "game.json"
    save(prior, fair.prefix(record, 3))  # what this person wrote: its history is marked
    assert checked.checked_heads()(record.genesis, fair.prefix(record, 3).last_hash)
    path.write_text(json.dumps(record.to_data(), indent=1))  # back from the table: not seen
    counted = calls_counted(monkeypatch, sealed, "check_shuffle")  # proofs checked
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


def test_a_file_checked_before_is_read_without_a_replay(tmp_path, monkeypatch):
    """What makes a checked file fast (S7): its record is its entries and what the cache kept
    beside the game; no entry is carried out again."""
    record, _ = finished(2, "wizard")
    path = tmp_path / "game.json"
    save(path, record)
    counted = calls_counted(monkeypatch, sealed.SealedReplay, "take")  # entries replayed
    again = load(path)
    assert counted[0] == 0 and again.ledger == record.ledger and again.head == record.head
    load(path, in_full=True)
    assert counted[0] == len(record.history)  # the count counts: the full check replays


def _the_entry(path) -> tuple:  # noqa: ANN001 - a Path
    """The cache entry of the file at ``path``: where it is, its tag and its payload."""
    where, _ = checked.entry_of(path.read_bytes())
    data = open(where, "rb").read()
    return where, data[:checked.TAG_BYTES], data[checked.TAG_BYTES:]


def test_a_kept_deck_changed_in_the_cache_is_not_trusted(tmp_path):
    """One byte of a pair the entry keeps, changed (by whoever can write the cache folder but
    not read the MAC's secret): the tag no longer fits, the entry is removed and the file is
    checked in full, giving the file's own deck."""
    record, _ = finished(2, "wizard")
    path = tmp_path / "game.json"
    save(path, record)
    where, tag, payload = _the_entry(path)
    pair = bytes(next(iter(record.ledger.deck.pairs.values())))  # type: ignore[attr-defined]
    assert pair in payload
    changed = payload.replace(pair, bytes([pair[0] ^ 1]) + pair[1:], 1)
    open(where, "wb").write(tag + changed)
    assert checked.recall(checked.entry_of(path.read_bytes())) is None
    again = load(path)
    assert again.ledger == record.ledger


def test_an_entry_another_persons_seasons_made_is_not_trusted(tmp_path, monkeypatch,
                                                              data_folder):
    """Another person (another data folder, so another MAC secret) checked the same file and
    their entry, copied where this person's entry of the file would be, is not trusted: its
    tag is not this person's MAC."""
    record, _ = finished(2, "wizard")
    path, theirs = tmp_path / "game.json", tmp_path / "theirs"
    save(path, record)
    mine, _, _ = _the_entry(path)
    monkeypatch.setenv("XDG_DATA_HOME", str(theirs))
    load(path, in_full=False)  # their seasons checks the file in full and keeps it
    where, tag, payload = _the_entry(path)
    assert where != mine
    monkeypatch.setenv("XDG_DATA_HOME", str(data_folder))  # this person again
    open(mine, "wb").write(tag + payload)
    assert checked.entry_of(path.read_bytes())[0] == mine
    assert checked.recall(checked.entry_of(path.read_bytes())) is None
    assert marshal.loads(payload)[2] is not None  # theirs kept a deck: it was refused
    assert load(path).ledger == record.ledger
