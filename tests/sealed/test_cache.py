"""The checked-file cache keeps sealed games (gamefile/checked.py, fair-play.md): a file whose
exact bytes were checked in full is read again by a replay that checks no proof again
(``sealed.checked_before``), which gives the same record, deck included."""

from __future__ import annotations

from seasons_cli.gamefile import checked, save, snapshot
from seasons_cli.gamefile.files import load
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
