"""``paths.write_atomically`` and ``paths.target_for_writing`` (issue 16 points 1-4): what is
written where, and that a refusal or a failure leaves every file as it was and no temporary one."""

from __future__ import annotations

import errno
import os

import pytest

from seasons_cli import paths
from seasons_cli.paths import NotWritable, target_for_writing, write_atomically


def test_a_failing_before_rename_writes_nothing(tmp_path):
    game = tmp_path / "game.json"
    game.write_bytes(b"old")

    def changed():
        raise RuntimeError("changed")

    with pytest.raises(RuntimeError):
        write_atomically(str(game), b"new", before_rename=changed)
    assert game.read_bytes() == b"old" and os.listdir(tmp_path) == ["game.json"]


def test_an_exclusive_write_makes_a_new_file_and_never_replaces_one(tmp_path):
    game = tmp_path / "game.json"
    write_atomically(str(game), b"first", exclusive=True)
    with pytest.raises(FileExistsError):
        write_atomically(str(game), b"second", exclusive=True)
    assert game.read_bytes() == b"first" and os.listdir(tmp_path) == ["game.json"]


def test_without_hard_links_an_exclusive_write_checks_just_before_the_rename(tmp_path, monkeypatch):
    def no_links(*args, **kwargs):
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(paths.os, "link", no_links)
    game = tmp_path / "game.json"
    write_atomically(str(game), b"first", exclusive=True)
    with pytest.raises(FileExistsError):
        write_atomically(str(game), b"second", exclusive=True)
    assert game.read_bytes() == b"first" and os.listdir(tmp_path) == ["game.json"]


def test_the_target_of_a_chain_of_links_is_its_end(tmp_path):
    (tmp_path / "games").mkdir()
    end = tmp_path / "games" / "game.json"
    end.write_text("{}")
    (tmp_path / "middle.json").symlink_to("games/game.json")
    (tmp_path / "first.json").symlink_to("middle.json")
    assert target_for_writing(str(tmp_path / "first.json")) == str(end)
    assert target_for_writing(str(end)) == str(end)


def test_a_link_to_nothing_yet_targets_the_file_it_names(tmp_path):
    (tmp_path / "link.json").symlink_to("new.json")
    assert target_for_writing(str(tmp_path / "link.json")) == str(tmp_path / "new.json")


@pytest.mark.parametrize("mode, reason", [
    (0o444, "is read-only; nothing was written (chmod u+w {path} allows it)"),
    (0o000, "is read-only; nothing was written (chmod u+w {path} allows it)")])
def test_a_file_nobody_may_write_is_refused_even_to_root(tmp_path, mode, reason):
    game = tmp_path / "game.json"
    game.write_text("{}")
    game.chmod(mode)
    with pytest.raises(NotWritable) as refusal:
        target_for_writing(str(game))
    assert refusal.value.reason == reason.format(path=game)


def test_a_file_this_user_may_not_write_is_refused(tmp_path, monkeypatch):
    """What ``os.access`` says for another user's 0644 file (the tests may run as root)."""
    game = tmp_path / "game.json"
    game.write_text("{}")
    monkeypatch.setattr(paths.os, "access", lambda path, mode: False)
    with pytest.raises(NotWritable) as refusal:
        target_for_writing(str(game))
    assert refusal.value.reason == "is not writable by this user (mode 0644); nothing was written"


def test_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "game.json")
    with pytest.raises(NotWritable):
        target_for_writing(str(tmp_path / "game.json"))
