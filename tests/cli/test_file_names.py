"""How seasons names the game file in what it prints: as ``pathlib`` writes the path given
(``./game.json`` is ``game.json``), without importing ``pathlib`` (issue #5, P1)."""

from pathlib import PurePosixPath

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

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
