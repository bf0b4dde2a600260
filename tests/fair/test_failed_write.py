"""A fair write that fails before its rename leaves nothing behind, the journal included (issue 17
point 10, issue 16 points 1 and 9): the honest client keeps every entry it signs in the journal
before the file is written, so that it never signs two versions of one move; when the write then
fails (a full disk, the file changed meanwhile), the entry is in no file, and a journal that kept
it would refuse every other move of that player for good ("you already signed move N")."""

from __future__ import annotations

import errno
import json

import pytest

from seasons_cli.gamefile import files
from seasons_cli.protocol import journal

from .people import Table, with_data
from .test_commands import started_game


def full_disk(path):
    raise OSError(errno.ENOSPC, "No space left on device")


def changed_meanwhile(path):
    raise files.FileChanged(path)


@pytest.mark.parametrize("failure", [full_disk, changed_meanwhile])
def test_a_failed_write_is_forgotten_and_another_move_can_be_made(tmp_path, monkeypatch, failure):
    table = Table(tmp_path, 3)
    path = started_game(tmp_path, table)
    for name in ("alice", "bob"):  # the setup's releases: carol's sync starts the draft
        assert table.run(name, "sync", path).exit_code == 0
    assert table.run("carol", "sync", path).exit_code == 0
    picks = json.loads(table.run("alice", "moves", path, "--player", "alice", "--json").output)
    first, other = picks[0]["notation"], picks[1]["notation"]
    before = path.read_bytes()
    signed_before = with_data(table.home("alice"), lambda: _signed(path))

    written = files.write_atomically
    monkeypatch.setattr(files, "write_atomically",
                        lambda target, raw, **options: failure(str(path)))
    failed = table.run("alice", "move", path, "--player", "alice", first)
    assert failed.exit_code == 1 and failed.output.startswith("error: ")
    assert path.read_bytes() == before
    assert with_data(table.home("alice"), lambda: _signed(path)) == signed_before

    monkeypatch.setattr(files, "write_atomically", written)
    moved = table.run("alice", "move", path, "--player", "alice", other)
    assert moved.exit_code == 0, moved.output


def test_a_written_entry_is_never_forgotten(tmp_path):
    """``withdraw_signed`` leaves an entry of the accepted history: that one is in a file."""
    table = Table(tmp_path, 3)
    path = started_game(tmp_path, table)
    assert table.run("alice", "sync", path).exit_code == 0

    def withdraw_what_was_written() -> dict:
        record = files.load(path)
        mine = [entry.to_data() for entry in record.history if entry.player == "alice"]
        journal.withdraw_signed(record.genesis, mine, _digest)
        return _signed(path)

    kept = with_data(table.home("alice"), withdraw_what_was_written)
    assert kept and all(entry["player"] == "alice" for entry in kept.values())


def _signed(path) -> dict:
    return journal.read(files.load(path).genesis).signed


def _digest(entry: dict) -> str:
    from seasons_cli.gamefile.fair import digest

    return digest(entry)
