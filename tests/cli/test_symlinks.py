"""A game file reached through a symbolic link is written through it (issue 16 point 2): the file
the link names gets the move, atomically (its temporary file in that file's folder), and the link
stays a link. ``--git`` commits that file, in its repository."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from seasons_cli.gamefile import load

from .conftest import run


@pytest.fixture
def linked(small_game, tmp_path):
    """``here/game.json`` -> ``../games/game.json``: the game kept in another folder."""
    games, here = tmp_path / "games", tmp_path / "here"
    games.mkdir()
    here.mkdir()
    target = games / "game.json"
    os.replace(small_game, target)
    (here / "game.json").symlink_to(Path("..") / "games" / "game.json")
    return here / "game.json", target


def test_a_move_through_a_link_moves_the_file_it_names(linked):
    link, target = linked
    result = run("move", link, "die", "2")
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == "../games/game.json"
    assert load(target).history[-1].move == "die 2"
    assert os.listdir(link.parent) == ["game.json"] and os.listdir(target.parent) == ["game.json"]


def test_a_chain_of_links_is_followed_to_its_end(linked):
    link, target = linked
    first = link.with_name("current.json")
    first.symlink_to("game.json")
    assert run("move", first, "die", "2").exit_code == 0
    assert first.is_symlink() and link.is_symlink()
    assert load(target).history[-1].move == "die 2"


def test_undo_and_bot_write_through_the_link_too(linked):
    link, target = linked
    run("move", link, "-", input="die 2\ndie 3\nbonus gauge\n")
    assert run("undo", link, "--player", "alice").exit_code == 0
    assert link.is_symlink() and load(target).history[-1].move == "die 3"


def test_new_with_force_writes_through_a_link(linked):
    link, target = linked
    assert run("new", link, "--players", "carol,dave", "--force").exit_code == 0
    assert link.is_symlink() and load(target).settings.players == ("carol", "dave")


def test_a_link_to_a_read_only_file_is_refused(linked):
    link, target = linked
    target.chmod(0o444)
    before = target.read_bytes()
    result = run("move", link, "die", "2")
    assert (result.exit_code, result.stderr) == (
        1, f"error: {link}: is read-only; nothing was written (chmod u+w {link} allows it)\n")
    assert target.read_bytes() == before


def git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True,
                          text=True).stdout


@pytest.fixture
def repository(linked):
    """The folder of the game is a git repository with the game committed; the link is outside."""
    link, target = linked
    for command in (["init", "-q"], ["config", "user.email", "t@example.org"],
                    ["config", "user.name", "Tester"], ["add", "game.json"],
                    ["commit", "-q", "-m", "the game"]):
        git(target.parent, *command)
    return link, target


def test_git_commits_the_file_the_link_names(repository):
    link, target = repository
    result = run("move", link, "--git", "die", "2")
    assert result.exit_code == 0, result.stderr
    assert git(target.parent, "show", "--name-only", "--format=%s", "HEAD").splitlines()[-1] == "game.json"
    assert git(target.parent, "status", "--porcelain") == ""
    assert result.stdout.splitlines()[-1].startswith("committed ")


def test_git_commits_the_target_when_the_link_is_in_the_repository_too(repository):
    """The link committed beside the game (``current.json -> game.json``): the link is unchanged,
    the game file is what the commit holds."""
    link, target = repository
    (target.parent / "current.json").symlink_to("game.json")
    git(target.parent, "add", "current.json")
    git(target.parent, "commit", "-q", "-m", "a link")
    assert run("move", target.parent / "current.json", "--git", "die", "2").exit_code == 0
    assert git(target.parent, "show", "--name-only", "--format=", "HEAD") == "game.json\n"
    assert git(target.parent, "status", "--porcelain") == ""
