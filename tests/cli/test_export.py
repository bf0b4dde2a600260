"""``--svg FILE`` and ``--html FILE`` on show, replay and score (issue 6 point 4): what is printed,
written as a picture or a page to share; atomically, and never over a file that is not an
earlier export unless ``--force`` (issue 16 point 3)."""

import errno
import os
import subprocess
import sys
import threading
from xml.etree import ElementTree
from pathlib import Path

import pytest

from seasons_cli import paths

from .conftest import run

ROOT = Path(__file__).resolve().parents[2]

COMMANDS = [("show",), ("show", "--as", "bob"), ("replay",), ("replay", "--at", "5"), ("score",)]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_svg_and_html_are_written_with_the_players(command, small_game, tmp_path):
    svg, html = tmp_path / "view.svg", tmp_path / "view.html"
    result = run(command[0], small_game, *command[1:], "--svg", svg, "--html", html)
    assert result.exit_code == 0, result.output
    assert "alice" in result.stdout
    assert svg.read_text().startswith("<svg") and html.read_text().startswith("<!DOCTYPE html>")
    for text in (svg.read_text(), html.read_text()):
        assert "alice" in text and "bob" in text


def test_the_export_is_in_colour_and_the_terminal_output_is_not(small_game, tmp_path):
    """NO_COLOR holds for the terminal; the page keeps the theme's colours."""
    html = tmp_path / "score.html"
    result = run("score", small_game, "--html", html)
    assert "\x1b[" not in result.stdout
    assert "color: #" in html.read_text()


def test_one_export_alone(small_game, tmp_path):
    svg = tmp_path / "board.svg"
    assert run("show", small_game, "--svg", svg).exit_code == 0
    assert svg.exists() and not (tmp_path / "board.html").exists()


def test_an_export_of_json_is_a_usage_error(small_game, tmp_path):
    result = run("score", small_game, "--json", "--svg", tmp_path / "x.svg")
    assert result.exit_code == 2
    assert "--svg and --html export the text view: leave out --json" in result.stderr
    assert not (tmp_path / "x.svg").exists()


# Exports never destroy data (issue 16 point 3).

def not_written(path, why):
    return (f"error: {path}: {why}; nothing was written (give the export another name, "
            "or --force)\n")


@pytest.mark.parametrize("option", ["--svg", "--html"])
def test_an_export_over_the_game_file_is_refused(small_game, option):
    before = small_game.read_bytes()
    result = run("show", small_game, option, small_game)
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == not_written(small_game, "is the game file being shown")
    assert small_game.read_bytes() == before


def test_an_export_through_a_link_to_the_game_file_is_refused(small_game, tmp_path):
    link = tmp_path / "view.html"
    link.symlink_to("game.json")
    before = small_game.read_bytes()
    result = run("replay", small_game, "--html", link)
    assert result.stderr == not_written(link, "is the game file being shown")
    assert small_game.read_bytes() == before


def test_an_export_over_another_file_is_refused_unless_forced(small_game, tmp_path):
    notes = tmp_path / "notes.html"
    notes.write_text("<p>my notes</p>\n")
    result = run("score", small_game, "--html", notes, "--svg", tmp_path / "new.svg")
    assert result.exit_code == 1
    assert result.stderr == not_written(notes, "exists and is not an export of seasons")
    assert notes.read_text() == "<p>my notes</p>\n" and not (tmp_path / "new.svg").exists()
    forced = run("score", small_game, "--html", notes, "--force")
    assert forced.exit_code == 0, forced.stderr
    assert notes.read_text().startswith("<!DOCTYPE html>")


def test_an_earlier_export_and_an_empty_file_are_written_over(small_game, tmp_path):
    svg, empty = tmp_path / "board.svg", tmp_path / "empty.html"
    empty.touch()
    assert run("show", small_game, "--svg", svg).exit_code == 0
    assert MARK in svg.read_text()[:200]
    run("move", small_game, "die", "2")
    result = run("show", small_game, "--svg", svg, "--html", empty)
    assert result.exit_code == 0, result.stderr
    assert "took die 2" not in svg.read_text() and MARK in empty.read_text()[:200]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.svg", "empty.html", "game.json"]


MARK = "<!-- an export of seasons"


def test_an_export_through_a_link_writes_the_file_it_names(small_game, tmp_path):
    (tmp_path / "shared").mkdir()
    earlier = tmp_path / "shared" / "board.svg"
    assert run("show", small_game, "--svg", earlier).exit_code == 0
    link = tmp_path / "board.svg"
    link.symlink_to("shared/board.svg")
    assert run("score", small_game, "--svg", link).exit_code == 0
    assert link.is_symlink() and "Provisional score" in earlier.read_text().replace("&#160;", " ")
    assert os.listdir(earlier.parent) == ["board.svg"]


def test_a_full_disk_leaves_the_earlier_export_whole(small_game, tmp_path, monkeypatch):
    """The disk fills while the new export is written (as ``fsync`` reports it): the earlier
    one stays as it was, the temporary file goes, and the line names the file."""
    svg = tmp_path / "board.svg"
    assert run("show", small_game, "--svg", svg).exit_code == 0
    before = svg.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(paths.os, "fsync", full)
    result = run("show", small_game, "--svg", svg)
    assert (result.exit_code, result.stderr.splitlines()[-1]) == (
        1, f"error: {svg}: cannot be written (No space left on device)")
    assert svg.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.svg", "game.json"]


def test_an_export_to_dev_full_names_the_file(small_game):
    result = run("score", small_game, "--svg", "/dev/full")
    assert result.exit_code == 1
    assert result.stderr == "error: /dev/full: cannot be written (No space left on device)\n"


def test_an_export_to_standard_output_is_written_in_place(small_game):
    """``/dev/stdout`` (and a device, a FIFO) is written as it is, not replaced by a file."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "COLUMNS": "100"}
    done = subprocess.run([sys.executable, "-m", "seasons_cli", "score", str(small_game), "--svg",
                           "/dev/stdout"], capture_output=True, text=True, env=env, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    text, _, svg = done.stdout.partition("<svg")
    assert "Provisional score" in text and MARK in svg[:300]
    ElementTree.fromstring("<svg" + svg)  # the mark keeps the image well-formed


def test_an_export_to_a_fifo_is_written_in_place(small_game, tmp_path):
    fifo = tmp_path / "view.html"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()))
    reader.start()
    result = run("show", small_game, "--html", fifo)
    reader.join(timeout=30)
    assert result.exit_code == 0, result.stderr
    assert fifo.is_fifo() and received[0].startswith("<!DOCTYPE html>")
