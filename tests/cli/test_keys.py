"""``seasons keys`` (fair-play.md §2): one identity per person, shown, backed up and brought back."""

from __future__ import annotations

import json
import os
import stat

from seasons_cli.protocol import journal

from .conftest import run


def test_keys_new_makes_an_identity_and_show_prints_its_key_and_fingerprint(data_folder):
    made = run("keys", "new", "alice")
    assert made.exit_code == 0, made.output
    where = data_folder / "seasons" / "identity.json"
    assert f"made the identity alice in {where}" in made.output
    shown = run("keys", "show")
    lines = shown.output.splitlines()
    assert lines[0] == "name: alice"
    assert lines[1].startswith("public key: ") and len(lines[1].split()[-1]) == 64
    assert lines[2] == made.output.splitlines()[1]  # the same fingerprint
    assert stat.S_IMODE(os.stat(where).st_mode) == 0o600


def test_keys_show_without_an_identity_says_how_to_make_one():
    result = run("keys", "show")
    assert result.exit_code == 1
    assert result.output == ("error: you have no identity yet: make one with 'seasons keys new "
                             "NAME' (or bring yours back with 'seasons keys import FILE')\n")


def test_keys_new_never_overwrites_an_identity(data_folder):
    run("keys", "new", "alice")
    before = (data_folder / "seasons" / "identity.json").read_bytes()
    result = run("keys", "new", "bob")
    assert result.exit_code == 1 and "never overwritten" in result.output
    assert (data_folder / "seasons" / "identity.json").read_bytes() == before


def test_a_bad_name_is_refused():
    result = run("keys", "new", "al ice")
    assert result.exit_code == 1
    assert "'al ice' is not a name" in result.output


def test_export_then_import_brings_back_the_identity_and_its_journals(tmp_path, data_folder):
    run("keys", "new", "alice")
    fingerprint = run("keys", "show").output.splitlines()[2]
    game = "ab" * 32
    journal.write(journal.Journal(game, [{"n": 1, "player": "alice", "join": {}}], {}))
    backup = tmp_path / "alice.backup"
    result = run("keys", "export", backup)
    assert result.exit_code == 0, result.output
    assert "and 1 game journal;" in result.output
    assert stat.S_IMODE(os.stat(backup).st_mode) == 0o600
    assert json.loads(backup.read_text())["journals"][0]["game"] == game
    for path in (data_folder / "seasons").rglob("*"):
        if path.is_file():
            path.unlink()
    result = run("keys", "import", backup)
    assert result.exit_code == 0, result.output
    assert run("keys", "show").output.splitlines()[2] == fingerprint
    assert journal.read(game).accepted == [{"n": 1, "player": "alice", "join": {}}]


def test_import_refuses_a_backup_of_another_identity(tmp_path, data_folder):
    run("keys", "new", "alice")
    run("keys", "export", tmp_path / "alice.backup")
    (data_folder / "seasons" / "identity.json").unlink()
    run("keys", "new", "bob")
    result = run("keys", "import", tmp_path / "alice.backup")
    assert result.exit_code == 1
    assert "you already have another identity (bob," in result.output


def test_import_refuses_what_is_no_backup(tmp_path):
    (tmp_path / "x.json").write_text("{}")
    result = run("keys", "import", tmp_path / "x.json")
    assert result.output.startswith("error: ") and "not a seasons backup" in result.output
