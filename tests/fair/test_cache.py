"""The cache of checked files and fair games (issue 17 point 10): a fair file checked in full or
written by this seasons is not replayed again, gives the same record (its game, its ledger of
keys, tips and links), and is still checked against the journal; a file of other bytes (a
signature changed) is never taken for it and is refused."""

from __future__ import annotations

import json
import os

import pytest

from seasons_cli.gamefile import checked, fair, load, save
from seasons_cli.gamefile.files import GameFileError
from tests.helpers import calls_counted

from .players import play_game


@pytest.fixture
def saved(tmp_path):
    record, people, _ = play_game(3, writes=70)
    path = tmp_path / "game.json"
    save(path, record)
    return path, record, people


def no_replay(monkeypatch):
    """From now on a fair file replayed would fail the test: only the cache may give it."""
    def replayed(*_):
        raise AssertionError("a fair file was replayed")
    monkeypatch.setattr(fair._Replay, "check", replayed)


def test_a_saved_fair_file_is_loaded_from_the_cache_with_its_ledger(saved, monkeypatch):
    path, record, _ = saved
    assert checked.recall(checked.entry_of(path.read_bytes())) is not None
    no_replay(monkeypatch)
    again = load(path)
    assert again.game == record.game and again.history == record.history
    assert again.ledger.seats == record.ledger.seats and again.ledger.links == record.ledger.links
    assert again.head == record.head


def test_a_fair_file_checked_in_full_once_is_not_replayed_again(tmp_path, monkeypatch):
    record, _, _ = play_game(2, "apprentice", writes=30)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_data(), indent=1))  # bytes this seasons did not write
    assert checked.recall(checked.entry_of(path.read_bytes())) is None
    assert load(path).game == record.game  # checked in full, then kept
    no_replay(monkeypatch)
    assert load(path).game == record.game


def test_a_forged_copy_of_a_cached_file_is_checked_and_refused(saved):
    """The honest bytes are in the cache; a copy with one signature changed is other bytes, so
    it is checked in full, and refused, however often the honest one was loaded."""
    path, record, _ = saved
    load(path)
    data = json.loads(path.read_text())
    entry = data["history"][-1]
    entry["signature"] = ("0" if entry["signature"][0] != "0" else "1") + entry["signature"][1:]
    forged = path.with_name("forged.json")
    forged.write_text(json.dumps(data))
    with pytest.raises(GameFileError, match=r"is not signed by \w+'s key"):
        load(forged)
    assert checked.recall(checked.entry_of(forged.read_bytes())) is None


def test_a_cached_fair_file_is_still_checked_against_the_journal(tmp_path, monkeypatch):
    """A rollback: the file as it was two writes ago, which this seasons wrote and cached then,
    is refused from the cache once this person has seen the newer one."""
    older, newer = tmp_path / "older.json", tmp_path / "newer.json"
    save(older, play_game(3, writes=68)[0])
    save(newer, play_game(3, writes=70)[0])  # the same game, two writes on
    no_replay(monkeypatch)
    with pytest.raises(GameFileError, match="this file"):
        load(older)


def test_the_heads_of_a_game_are_read_once_however_long_its_history(tmp_path, monkeypatch):
    """A file never checked here, its history long: whether it extends a checked one is told
    from one reading of its game's heads, not one per entry; the head of the history checked
    is then marked in it (a second reading, and a write)."""
    record, _, _ = play_game(3, writes=70)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_data(), indent=1))  # never checked or written here
    checked.mark_head("ab" * 32, "cd" * 32)  # another game's: the cache is there
    counted = calls_counted(monkeypatch, checked, "_read_private")  # files of the cache read
    load(path)
    # the secret and the file's entry; the secret and the heads, to tell; the same, to mark
    assert len(record.history) > 70 and counted[0] == 6
    heads = checked.checked_heads()
    assert heads(record.genesis, record.last_hash)  # the full check marked its head
    assert not heads(record.genesis, record.history[-1].prev)


def test_a_heads_entry_changed_is_not_trusted(tmp_path):
    """The entry of a game's heads, one head added by whoever can write the cache but not read
    the MAC's secret: its tag no longer fits, so no head of it is trusted, and it is removed."""
    record, _, _ = play_game(2, "apprentice", writes=30)
    save(tmp_path / "game.json", fair.prefix(record, 20))
    where, _ = checked._heads_entry(record.genesis)
    data = open(where, "rb").read()
    open(where, "wb").write(data + f" {record.last_hash}".encode())
    assert not checked.checked_heads()(record.genesis, record.last_hash)
    assert not checked.checked_heads()(record.genesis, fair.prefix(record, 20).last_hash)
    assert not os.path.exists(where)
