"""What ``seasons move`` says after a move (issue 6 point 2): the move in words and who acts next,
nothing with --quiet, an email with --email, a commit with --git."""

import os
import subprocess
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from seasons_cli import vcs
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


def test_a_file_git_ignores_is_refused_with_the_whole_reason(repository):
    """Issue 16 point 9: git's message on one line, all of it but its hints."""
    Path(".gitignore").write_text("game.json\n")
    result = run("move", repository, "--git", "die", "2")
    assert (result.exit_code, result.stderr) == (
        1, "error: the move is saved in game.json, but 'git add' failed: The following paths are "
           "ignored by one of your .gitignore files: game.json\n")
    assert load(repository).history[-1].move == "die 2"


def hook(name, text):
    path = Path(".git/hooks") / name
    path.write_text(f"#!/bin/sh\necho $$ > {name}.pid\n{text}\n")
    path.chmod(0o755)
    return Path(f"{name}.pid")


def stopped(pid_file):
    """The hook's process is gone, or dead and waiting to be reaped (its parent, git, died first:
    the process that adopts it may never reap it in a container)."""
    try:
        return Path(f"/proc/{int(pid_file.read_text())}/stat").read_text().split()[2] == "Z"
    except FileNotFoundError:
        return True


def test_a_hook_that_hangs_is_stopped_and_the_move_is_saved_not_committed(repository, monkeypatch):
    """Issue 16 point 9: git gets vcs.GIT_TIMEOUT seconds (60; 1 here), then it and its hook are
    stopped; git's index lock goes with it, so the player can commit by hand."""
    monkeypatch.setattr(vcs, "GIT_TIMEOUT", 1)
    pid = hook("pre-commit", "sleep 60")
    began = time.monotonic()
    result = run("move", repository, "--git", "die", "2")
    assert time.monotonic() - began < 10
    assert (result.exit_code, result.stderr) == (
        1, "error: the move is saved in game.json, but 'git commit' did not finish within 1 s "
           "and was stopped (a hook that waits?): it is not committed\n")
    assert load(repository).history[-1].move == "die 2"
    assert stopped(pid) and not Path(".git/index.lock").exists()
    assert subprocess.run(["git", "log"], capture_output=True).returncode == 128  # no commit yet


def test_a_post_commit_hook_that_hangs_leaves_the_commit_made(repository, monkeypatch):
    monkeypatch.setattr(vcs, "GIT_TIMEOUT", 1)
    pid = hook("post-commit", "sleep 60")
    result = run("move", repository, "--git", "die", "2")
    commit = git("rev-parse", "--short", "HEAD").strip()
    assert (result.exit_code, result.stderr) == (
        1, f"error: the move is saved in game.json and committed ({commit}), but a git hook did "
           "not finish within 1 s and was stopped\n")
    assert stopped(pid) and git("status", "--porcelain", "game.json") == ""
