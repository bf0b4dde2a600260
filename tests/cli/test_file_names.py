"""How seasons names the game file in what it prints: as ``pathlib`` writes the path given
(``./game.json`` is ``game.json``), without importing ``pathlib`` (issue #5, P1)."""

import errno
import os
import shutil
import subprocess
from pathlib import PurePosixPath

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from seasons_cli import paths as path_module
from seasons_cli.escape import shell_word
from seasons_cli.paths import as_named, stem

from .conftest import run

paths = st.lists(st.sampled_from(["/", ".", "..", "a", "b.c", " ", "é"]), max_size=12).map("".join)


@given(paths)
def test_a_path_is_named_as_pathlib_writes_it(text):
    assert as_named(text) == str(PurePosixPath(text))


@pytest.mark.parametrize("text", ["", "/", "//", "///", "//a//b/", "./game.json", "a/./b/", "../x"])
def test_edge_paths_are_named_as_pathlib_writes_them(text):
    assert as_named(text) == str(PurePosixPath(text))


@given(st.lists(st.sampled_from(["/", ".", "a", "tar", "gz"]), min_size=1, max_size=10).map("".join))
def test_a_file_stem_is_pathlib_s(text):
    """Of a file's name as ``as_named`` writes it (a file, so not ``.`` or ``/``)."""
    assume(PurePosixPath(text).name)
    assert stem(as_named(text)) == PurePosixPath(text).stem


def test_the_next_line_names_the_file_as_pathlib_writes_it(small_game, monkeypatch):
    monkeypatch.chdir(small_game.parent)
    result = run("move", "./" + small_game.name, "die", "2")
    assert result.stdout.splitlines()[1] == ("next: bob must take one of the season dice "
                                             f"(seasons moves {small_game.name} --player bob)")


def test_an_error_names_the_file_as_pathlib_writes_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("show", ".//missing.json")
    assert result.stderr == ("error: missing.json: no such file (create one with 'seasons new')\n")


# A file name may hold any character but NUL and '/' (issue #16, item 7): what a terminal acts on
# (an escape sequence, a carriage return), a newline that starts another line or mail header.
HOSTILE_NAME = "game\x1b[2J\r\nBcc: eve@example.org\u202e.json"
SHOWN_NAME = "game\\x1b[2J\\r\\nBcc: eve@example.org\\u202e.json"


def no_control_characters(text: str) -> bool:
    return all(char.isprintable() or char == "\n" for char in text)


def test_an_error_shows_a_file_name_with_its_control_characters_escaped(tmp_path):
    result = run("show", tmp_path / HOSTILE_NAME)
    assert result.stderr == (f"error: {tmp_path}/{SHOWN_NAME}: no such file "
                             "(create one with 'seasons new')\n")


def test_every_line_a_move_prints_shows_the_name_escaped(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    created = run("new", HOSTILE_NAME, "--players", "alice,bob", "--seed", "snap", "--decks", "1,2")
    assert created.stdout.splitlines()[0].startswith(f"created {SHOWN_NAME}: ")
    moved = run("move", HOSTILE_NAME, "--player", "alice", "library2", "amulet-of-fire,amsug-longneck,hand-of-fortune")
    valid = run("validate", HOSTILE_NAME)
    for result in (created, moved, valid):
        assert result.exit_code == 0, result.stderr
        assert no_control_characters(result.stdout)
    assert valid.stdout.startswith(f"{SHOWN_NAME}: valid")
    word = "$'game\\x1b[2J\\x0d\\x0aBcc: eve@example.org\\u202e.json'"
    assert f"(seasons moves {word} --player " in moved.stdout


def test_an_email_names_the_file_on_the_subject_line_alone(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run("new", HOSTILE_NAME, "--players", "alice,bob", "--seed", "snap", "--decks", "1,2")
    email = run("move", HOSTILE_NAME, "--player", "alice", "--email", "library2",
                "amulet-of-fire,amsug-longneck,hand-of-fortune").stdout
    lines = email.splitlines()
    assert lines[0].startswith(f"Subject: Seasons game\\x1b[2J\\r\\nBcc: eve@example.org\\u202e:")
    assert lines[1] == "" and no_control_characters(email)
    assert not any(line.startswith("Bcc:") for line in lines)


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize("name", [HOSTILE_NAME, "it's a game.json", "\udcff\udcfe.json", "plain.json"])
def test_a_name_in_a_command_to_copy_is_a_shell_word_for_that_very_file(name):
    """``escape.shell_word``: bash reads it back as the same bytes (a byte that is no UTF-8
    included: ``os.fsdecode`` holds it as a lone surrogate)."""
    done = subprocess.run(["bash", "-c", f"printf %s {shell_word(name)}"], capture_output=True,
                          check=True)
    assert done.stdout == os.fsencode(name)


def test_a_name_that_is_no_utf8_is_shown_escaped(tmp_path):
    path = os.fsencode(tmp_path) + b"/\xff.json"
    result = run("show", os.fsdecode(path))
    assert result.stderr == f"error: {tmp_path}/\\udcff.json: no such file (create one with 'seasons new')\n"


# Found by the fault campaign (issue 16 item 10): the errors of exports, of read-only files and
# of --git built their lines with the name as it is; the error line was then made one line, so a
# newline or a tab in the name became a space, and the line named another file.

def hostile_game(tmp_path, monkeypatch) -> str:
    monkeypatch.chdir(tmp_path)
    run("new", HOSTILE_NAME, "--players", "alice,bob", "--seed", "snap", "--decks", "1,2")
    return HOSTILE_NAME


def test_an_export_refused_names_the_file_escaped(tmp_path, monkeypatch):
    name = hostile_game(tmp_path, monkeypatch)
    result = run("show", name, "--html", name)
    assert result.stderr == (f"error: {SHOWN_NAME}: is the game file being shown; nothing was "
                             "written (give the export another name, or --force)\n")


def test_an_export_that_cannot_be_written_names_the_file_escaped(tmp_path, monkeypatch):
    """The disk full as the export is flushed (as tests/cli/test_export.py fills it)."""
    name = hostile_game(tmp_path, monkeypatch)

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(path_module.os, "fsync", full)
    result = run("score", name, "--svg", "view\t\n.svg")
    assert result.stderr == "error: view\\t\\n.svg: cannot be written (No space left on device)\n"


def test_a_read_only_file_is_named_escaped_and_the_command_to_copy_is_a_shell_word(
        tmp_path, monkeypatch):
    name = hostile_game(tmp_path, monkeypatch)
    os.chmod(name, 0o444)
    result = run("move", name, "--player", "alice", "library2",
                 "amulet-of-fire,amsug-longneck,hand-of-fortune")
    word = "$'game\\x1b[2J\\x0d\\x0aBcc: eve@example.org\\u202e.json'"
    assert result.stderr == (f"error: {SHOWN_NAME}: is read-only; nothing was written "
                             f"(chmod u+w {word} allows it)\n")


def test_git_errors_name_the_file_escaped(tmp_path, monkeypatch):
    name = hostile_game(tmp_path, monkeypatch)
    result = run("move", name, "--git", "--player", "alice", "library2",
                 "amulet-of-fire,amsug-longneck,hand-of-fortune")
    assert result.stderr == (f"error: --git: {SHOWN_NAME} is not in a git repository (run 'git "
                             "init' there first, or leave out --git)\n")
