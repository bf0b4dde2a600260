"""Shell completion (issue 6 point 7): the completers through click's own machinery, the printed
scripts, and bash running its script against the real command."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.shell_completion import ShellComplete
from click.testing import CliRunner

from seasons_cli.cli.completion import next_words
from seasons_cli.cli.main import seasons

from .conftest import ENV, run

ROOT = Path(__file__).resolve().parents[2]


def complete(*args: object, incomplete: str = "") -> list[str]:
    """What click offers after ``seasons ARGS`` for the word being typed."""
    shell = ShellComplete(seasons, {}, "seasons", "_SEASONS_COMPLETE")
    return [item.value for item in shell.get_completions([str(a) for a in args], incomplete)]


def test_commands_and_options():
    assert complete(incomplete="u") == ["undo"]
    assert complete("status", incomplete="--") == ["--player", "--json", "--help"]
    assert complete("config") == ["get", "list", "path", "set", "unset"]


def test_player_names_come_from_the_file_on_the_line(small_game):
    assert complete("show", small_game, "--as") == ["alice", "bob"]
    assert complete("moves", small_game, "--player", incomplete="b") == ["bob"]
    assert complete("status", "--player", incomplete="a") == []  # no file yet: nothing


def test_seat_completes_the_seat_and_the_strength(small_game):
    assert complete("seat", small_game, incomplete="b") == ["bob"]
    assert complete("seat", small_game, "bob", "--bot") == ["random", "greedy", "strong"]
    assert complete(incomplete="p") == ["play"]


def test_card_names_for_seasons_cards():
    assert complete("cards", incomplete="amulet-of-") == ["amulet-of-air", "amulet-of-fire",
                                                         "amulet-of-earth", "amulet-of-water",
                                                         "amulet-of-time"]
    assert complete("cards", "--level", "archmage", incomplete="amulet-of-") == [
        "amulet-of-air", "amulet-of-fire", "amulet-of-earth", "amulet-of-water"]
    assert complete("cards", "--level", "wizard", incomplete="3") == ["3", "30"]  # cards 1-30
    assert complete("cards", incomplete="4") == ["4", "40", "41", "42", "43", "44", "45", "46",
                                                 "47", "48", "49"]


def test_the_first_words_of_the_legal_moves(small_game):
    """Round 3 begins: alice must take one of the three dice (R8.2)."""
    assert complete("move", small_game) == ["die"]
    assert complete("move", small_game, "die") == ["1", "2", "3"]


def test_the_next_word_follows_the_words_typed(small_game):
    run("move", small_game, "-", input="die 2\ndie 3\n")
    legal = [m["notation"] for m in json.loads(run("moves", small_game, "--json").stdout)]
    assert complete("move", small_game) == ["bonus", "end"]
    assert complete("move", small_game, "bonus", "exchange", incomplete="1w") == ["1w", "1w1e", "1w1f"]
    assert complete("move", small_game, "bonus", "exchange", "1w1e", "for") == \
        [n.split()[-1] for n in legal if n.startswith("bonus exchange 1w1e for ")]


def test_legal_moves_of_player_only(draft_game):
    """The draft: alice and carol must pick (R6.1); bob waits."""
    alice = complete("move", draft_game, "--player", "alice", "pick")
    assert len(alice) == 8 and alice != complete("move", draft_game, "--player", "carol", "pick")
    assert complete("move", draft_game, "--player", "bob") == []


def test_an_unsound_file_completes_nothing(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    assert complete("move", broken) == [] and complete("show", broken, "--as") == []


def test_a_word_shared_by_several_moves_says_how_many():
    items = next_words(["summon amulet-of-air", "summon amulet-of-fire", "end"], [], "")
    assert [(i.value, i.help) for i in items] == [("summon", "2 moves"), ("end", "end")]


def test_zsh_gets_the_moves_with_their_help(small_game):
    env = {**ENV, "_SEASONS_COMPLETE": "zsh_complete", "COMP_WORDS": f"seasons move {small_game} die",
           "COMP_CWORD": "4"}
    result = CliRunner().invoke(seasons, [], env=env, prog_name="seasons")
    assert result.output.splitlines()[:3] == ["plain", "1", "die 1"]


@pytest.mark.parametrize("shell, line", [
    ("bash", "complete -o nosort -F _seasons_completion seasons"),
    ("zsh", "compdef _seasons_completion seasons"),
    ("fish", 'complete --no-files --command seasons --arguments "(_seasons_completion)"'),
])
def test_the_printed_scripts(shell, line):
    result = run("completion", shell)
    assert result.exit_code == 0
    assert f"_SEASONS_COMPLETE={shell}_complete" in result.stdout and line in result.stdout


def test_an_unknown_shell_is_a_usage_error():
    assert run("completion", "tcsh").exit_code == 2


def test_bash_runs_the_printed_script_against_the_command(small_game, tmp_path):
    """The whole path: bash sources the script, asks 'seasons', and offers the next words."""
    bash = shutil.which("bash")
    assert bash, "bash is needed for this test"
    (tmp_path / "bin").mkdir()
    shim = tmp_path / "bin" / "seasons"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m seasons_cli "$@"\n')
    shim.chmod(0o755)
    script = (f'source <(seasons completion bash)\nCOMP_WORDS=(seasons move "{small_game}" die "")\n'
              'COMP_CWORD=4\n_seasons_completion seasons\nprintf "%s\\n" "${COMPREPLY[@]}"\n')
    env = {**os.environ, "PATH": f"{tmp_path / 'bin'}:{os.environ['PATH']}", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([bash, "-c", script], capture_output=True, text=True, env=env, check=True)
    assert result.stdout == "1\n2\n3\n"
