"""What ``seasons move`` says after a move (issue 6 point 2): the move in words and who acts next,
nothing with --quiet, an email with --email, a commit with --git."""

import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons
from seasons_cli.gamefile import create, load, play_action, save
from seasons_cli.gamefile.record import entry_action

from .conftest import ENV, run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "wizard-3p-unfinished.json"


@pytest.fixture
def in_tmp(small_game, monkeypatch):
    """The small game as ``game.json`` in the current directory, as a player would name it."""
    monkeypatch.chdir(small_game.parent)
    return Path("game.json")


def head(path):
    return f"{len(load(path).history)}-{load(path).last_hash[:12]}"


def test_the_move_in_words_then_who_acts_next_and_how(in_tmp):
    """R8.2: after alice takes a die, bob takes one; Sp2-5 gives 2 earth and 1 crystal."""
    result = run("move", in_tmp, "die", "2")
    assert result.stdout.splitlines() == [
        "move 21: alice took die 2 (Sp2-5: 2 earth, 1 crystal)",
        "next: bob must take one of the season dice (seasons moves game.json --player bob)",
        f"head: {head(in_tmp)}"]


def test_what_followed_is_on_a_second_line(in_tmp):
    """R9.3: bob's die is the last one taken, so alice's turn begins: Sp3-5 gives 1 air and the star."""
    run("move", in_tmp, "die", "3")
    assert run("move", in_tmp, "die", "1").stdout.splitlines()[:2] == [
        "move 22: bob took die 1 (Sp1-3: 2 earth, 3 crystals)",
        "  then alice's turn began (die 3): +1 air, gauge +1"]


def test_quiet_prints_nothing_but_saves(in_tmp):
    result = run("move", in_tmp, "--quiet", "die", "2")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", "")
    assert load(in_tmp).history[-1].move == "die 2"


def test_quiet_errors_still_go_to_stderr(in_tmp):
    result = run("move", in_tmp, "-q", "die", "9")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("error: 'die 9' is not legal now")


def test_an_email_ready_to_send(in_tmp):
    result = run("move", in_tmp, "--email", "die", "2")
    now = head(in_tmp)
    assert result.stdout == f"""\
Subject: Seasons game: move 21, alice took die 2 (Sp2-5: 2 earth, 1 crystal); bob to play

move 21: alice took die 2 (Sp2-5: 2 earth, 1 crystal)

next: bob must take one of the season dice (seasons moves game.json --player bob)
head: {now}

Save the attached game.json, then:

    seasons show game.json --as bob
    seasons moves game.json --player bob
    seasons move game.json --expect {now} --player bob MOVE
"""


@pytest.fixture
def before_a_draw(tmp_path, monkeypatch):
    """The 3-player example just before move 119, where carol uses the bonus 'draw 2, keep 1'."""
    record = load(EXAMPLE)
    game = create(record.settings)
    for entry in record.history[:118]:
        game = play_action(game, entry_action(record.settings, entry))
    save(tmp_path / "game.json", game)
    monkeypatch.chdir(tmp_path)
    return Path("game.json")


def test_the_mover_reads_their_draw_the_email_does_not_name_it(before_a_draw):
    """R16.1, R21.2: carol sees the cards she drew; the email goes to the others."""
    drawn = "Yjang's Forgotten Vase, Syllas the Faithful"
    mine = run("move", before_a_draw, "bonus", "draw2")
    assert mine.stdout.splitlines()[0] == (
        f"move 119: carol used a bonus to draw 2 cards and keep 1 ({drawn}) "
        "(bonus 1 of 3: -5 prestige at the end)")
    email = run("move", before_a_draw, "--email", "choose", "yjang").stdout
    assert email.splitlines()[0] == ("Subject: Seasons game: move 120, carol kept one of the 2 cards "
                                     "drawn; carol to play")
    assert "Yjang" not in email and "Syllas" not in email


@pytest.fixture
def repository(in_tmp):
    """A git repository around the game file, with an author for commits."""
    for command in (["init", "-q"], ["config", "user.email", "t@example.org"],
                    ["config", "user.name", "Tester"]):
        subprocess.run(["git", *command], check=True)
    return in_tmp


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def test_git_commits_the_file_with_the_move_and_head(repository):
    result = run("move", repository, "--git", "die", "2")
    assert result.exit_code == 0, result.stderr
    now = head(repository)
    assert git("log", "-1", "--format=%s") == (
        f"Seasons game: move 21, alice took die 2 (Sp2-5: 2 earth, 1 crystal); bob to play (head {now})\n")
    assert git("status", "--porcelain") == ""
    assert result.stdout.splitlines()[-1] == \
        f"committed {git('rev-parse', '--short', 'HEAD').strip()} in the git repository of game.json"


def test_git_commits_only_the_game_file(repository):
    """Other staged work is left staged, not committed with the move."""
    Path("notes.txt").write_text("mine\n")
    git("add", "notes.txt")
    assert run("move", repository, "--git", "-q", "die", "2").exit_code == 0
    assert git("show", "--name-only", "--format=", "HEAD") == "game.json\n"
    assert git("status", "--porcelain") == "A  notes.txt\n"


def test_git_outside_a_repository_refuses_before_moving(in_tmp):
    before = in_tmp.read_bytes()
    result = run("move", in_tmp, "--git", "die", "2")
    assert result.exit_code == 1
    assert result.stderr == ("error: --git: game.json is not in a git repository (run 'git init' "
                             "there first, or leave out --git)\n")
    assert in_tmp.read_bytes() == before


def test_git_missing_is_a_clear_error(in_tmp, tmp_path):
    before = in_tmp.read_bytes()
    empty = tmp_path / "no-programs"
    empty.mkdir()
    result = CliRunner().invoke(seasons, ["move", "game.json", "--git", "die", "2"],
                                env={**ENV, "PATH": str(empty)})
    assert result.exit_code == 1
    assert result.stderr == "error: --git needs git, which is not installed (or not on PATH)\n"
    assert in_tmp.read_bytes() == before


def test_an_email_and_a_commit_together(repository):
    """The email on stdout stays ready to send; the commit is reported on stderr."""
    result = run("move", repository, "--git", "--email", "die", "2")
    assert result.exit_code == 0
    assert result.stdout.startswith("Subject: Seasons game: move 21, ") and "committed" not in result.stdout
    commit = git("rev-parse", "--short", "HEAD").strip()
    assert result.stderr == f"committed {commit} in the git repository of game.json\n"


def test_a_refused_commit_says_the_move_is_saved(repository):
    """A hook that refuses every commit: the move stands in the file, the error says so."""
    hook = Path(".git/hooks/pre-commit")
    hook.write_text("#!/bin/sh\necho 'no commits today' >&2\nexit 1\n")
    hook.chmod(0o755)
    result = run("move", repository, "--git", "die", "2")
    assert result.exit_code == 1
    assert result.stderr == ("error: the move is saved in game.json, but 'git commit' failed: "
                             "no commits today\n")
    assert load(repository).history[-1].move == "die 2"
