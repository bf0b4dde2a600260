"""``seasons status``: one line and an exit code for prompts and scripts (issue 6 point 5)."""

import json

from seasons_cli.engine import Settings
from seasons_cli.gamefile import create
from seasons_cli.reports.status import status, status_line

from .conftest import run


def test_the_player_who_must_act_gets_exit_code_0(small_game):
    result = run("status", small_game, "--player", "alice")
    assert (result.exit_code, result.stdout) == (0, "alice must take one of the season dice\n")


def test_a_player_waiting_on_others_gets_exit_code_3(small_game):
    result = run("status", small_game, "--player", "bob")
    assert (result.exit_code, result.stdout) == (3, "waiting: alice must take one of the season dice\n")


def test_a_finished_game_gets_exit_code_4_and_names_the_winner(finished_game):
    result = run("status", finished_game, "--player", "alice")
    winner = json.loads(run("score", finished_game, "--json").stdout)["winners"]
    assert (result.exit_code, result.stdout) == (4, f"game over: {winner[0]} wins\n")


def test_without_a_player_exit_code_0_while_anybody_must_act(draft_game):
    """The draft (R6.1): alice and carol must still pick; bob has picked and waits."""
    result = run("status", draft_game)
    assert result.exit_code == 0
    assert result.stdout.startswith("alice must pick a card from their packet (pick 2 of 9); carol must")
    assert run("status", draft_game, "--player", "bob").exit_code == 3


def test_the_player_setting_stands_for_a_missing_player(small_game):
    assert run("config", "set", "player", "bob").exit_code == 0
    assert run("status", small_game).exit_code == 3
    assert run("status", small_game, "--player", "alice").exit_code == 0


def test_status_json(small_game):
    data = json.loads(run("status", small_game, "--player", "bob", "--json").stdout)
    assert {k: data[k] for k in ("state", "exit_code", "player", "deciding", "winners")} == \
        {"state": "wait", "exit_code": 3, "player": "bob", "deciding": ["alice"], "winners": []}
    assert data["head"].startswith("20-") and data["pending"][0]["kind"] == "die"


def test_an_unknown_player_or_file_is_an_error_with_exit_code_1(small_game, tmp_path):
    result = run("status", small_game, "--player", "carol")
    assert (result.exit_code, result.stderr) == (1, "error: there is no player 'carol' in this "
                                                 "game (players: alice, bob)\n")
    assert run("status", tmp_path / "none.json").exit_code == 1


def test_a_shared_victory_names_every_winner():
    """D11: tied players share the victory."""
    game = create(Settings(("alice", "bob", "carol"), "apprentice", "tie")).game
    assert status_line(game, None, "over", ["alice", "bob", "carol"]) == \
        "game over: alice, bob and carol share the victory"
    assert status(game, 1, "0-abc")["state"] == "act"  # the split: everybody decides
