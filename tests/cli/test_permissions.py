"""Permissions are respected (issue 16 point 4): a game file nobody may write is refused by every
command that writes it, before any move is made, even for root (whom the system lets write
anything); a file that is not a regular one is never replaced; ``arena --out`` never writes over
a game file already there."""

from __future__ import annotations

import os

import pytest

from seasons_cli import botplay
from seasons_cli.gamefile import GameFileError, load, save

from .conftest import run


def read_only(path) -> str:
    return f"error: {path}: is read-only; nothing was written (chmod u+w {path} allows it)\n"


@pytest.mark.parametrize("command", [("move", "die", "2"), ("undo", "--player", "alice"),
                                     ("new", "--players", "carol,dave", "--force")],
                         ids=lambda c: c[0])
def test_a_read_only_game_file_is_refused_by_every_writer(small_game, command):
    if command[0] == "undo":
        run("move", small_game, "-", input="die 2\ndie 3\nbonus gauge\n")
    small_game.chmod(0o444)
    before = small_game.read_bytes()
    result = run(command[0], small_game, *command[1:])
    assert (result.exit_code, result.stderr) == (1, read_only(small_game))
    assert small_game.read_bytes() == before
    assert oct(small_game.stat().st_mode & 0o777) == "0o444"
    assert os.listdir(small_game.parent) == ["game.json"]


def test_the_bots_do_not_think_for_a_read_only_file(tmp_path, monkeypatch):
    path = tmp_path / "bots.json"
    run("new", path, "--players", "alice,bob", "--bot", "bob=greedy", "--bot", "alice=greedy")
    path.chmod(0o444)
    monkeypatch.setattr(botplay, "play_bots", lambda *args: pytest.fail("the bots played"))
    result = run("bot", path)
    assert (result.exit_code, result.stderr) == (1, read_only(path))


def test_a_file_that_is_not_regular_is_never_replaced(tmp_path):
    """A FIFO (or a device) at the file's name: renaming over it would put a file in its place."""
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    result = run("new", fifo, "--players", "alice,bob", "--force")
    assert (result.exit_code, result.stderr) == (
        1, f"error: {fifo}: is not a regular file (a device, a FIFO or a socket); nothing was written\n")
    assert fifo.is_fifo() and os.listdir(tmp_path) == ["game.json"]


def test_an_exclusive_save_never_replaces_a_file(tmp_path, small_game):
    before = small_game.read_bytes()
    with pytest.raises(GameFileError) as error:
        save(small_game, load(small_game), exclusive=True)
    assert str(error.value) == f"{small_game}: already exists; nothing was written"
    assert small_game.read_bytes() == before
    assert os.listdir(tmp_path) == ["game.json"]


def arena(out, games):
    return run("arena", "--bots", "random,random", "--games", games, "--seed", "s", "--jobs", "1",
               "--out", out)


def test_arena_refuses_to_write_over_earlier_games_before_playing(tmp_path):
    out = tmp_path / "earlier"
    out.mkdir()
    (out / "game-002.json").write_text("mine\n")
    result = arena(out, games=3)
    assert (result.exit_code, result.stderr) == (
        1, f"error: {out}/game-002.json: already exists; no game was played (choose another "
           "--out, or move the games there away)\n")
    assert os.listdir(out) == ["game-002.json"] and (out / "game-002.json").read_text() == "mine\n"


def test_arena_writes_beside_other_files_and_games_beyond_its_own(tmp_path):
    """Only the names it would write count: game-004.json is not one of 3 games'."""
    out = tmp_path / "games"
    out.mkdir()
    (out / "game-004.json").write_text("mine\n")
    result = arena(out, games=3)
    assert result.exit_code == 0, result.stderr
    assert sorted(os.listdir(out)) == [f"game-00{n}.json" for n in range(1, 5)]
    assert (out / "game-004.json").read_text() == "mine\n"


def test_a_game_file_put_there_while_the_arena_plays_is_kept(tmp_path, monkeypatch):
    """Each game is saved exclusively: a file that appears meanwhile stops the arena, kept."""
    from seasons_cli import arena as tournament

    out = tmp_path / "games"
    played = tournament.play_bots

    def and_a_file_appears(record, *args):
        (out / "game-001.json").write_text("mine\n")
        return played(record, *args)

    monkeypatch.setattr(tournament, "play_bots", and_a_file_appears)
    result = arena(out, games=1)
    assert (result.exit_code, result.stderr) == (
        1, f"error: {out}/game-001.json: already exists; nothing was written\n")
    assert os.listdir(out) == ["game-001.json"] and (out / "game-001.json").read_text() == "mine\n"
