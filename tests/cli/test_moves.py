"""``seasons moves``: every legal move with the notation ``move`` accepts (style.md habit 3)."""

import json

from .conftest import run


def test_moves_snapshot(small_game, snapshot):
    result = run("moves", small_game)
    assert result.exit_code == 0
    assert result.stdout == snapshot


def test_moves_json_snapshot(small_game, snapshot):
    assert run("moves", small_game, "--json").stdout == snapshot


def test_moves_json_is_a_list_of_player_notation_kind(small_game):
    """A die's move also says what the die gives (issue 19 item 3): its face, in words."""
    assert json.loads(run("moves", small_game, "--json").stdout) == [
        {"kind": "die", "notation": "die 1", "player": "alice", "face": "Sp1-3",
         "gives": "2 earth, 3 crystals"},
        {"kind": "die", "notation": "die 2", "player": "alice", "face": "Sp2-5",
         "gives": "2 earth, 1 crystal"},
        {"kind": "die", "notation": "die 3", "player": "alice", "face": "Sp3-5",
         "gives": "1 air, gauge +1"},
    ]


def test_moves_say_what_each_die_gives(small_game):
    assert run("moves", small_game).stdout == (
        "alice must take one of the season dice (3 moves):\n"
        "  die 1  Sp1-3: 2 earth, 3 crystals\n"
        "  die 2  Sp2-5: 2 earth, 1 crystal\n"
        "  die 3  Sp3-5: 1 air, gauge +1\n")


def test_moves_of_one_player_during_the_draft(draft_game):
    """R6.1: every player picks at the same time; --player keeps one player's picks."""
    everybody = json.loads(run("moves", draft_game, "--json").stdout)
    carol = json.loads(run("moves", draft_game, "--json", "--player", "carol").stdout)
    bob = json.loads(run("moves", draft_game, "--json", "--player", "bob").stdout)
    assert {m["player"] for m in everybody} == {"alice", "carol"}  # bob has made his second pick
    assert carol == [m for m in everybody if m["player"] == "carol"] and len(carol) == 8
    assert bob == []


def test_every_listed_move_is_accepted_verbatim(small_game, tmp_path):
    for index, move in enumerate(json.loads(run("moves", small_game, "--json").stdout)):
        copy = tmp_path / f"copy{index}.json"
        copy.write_bytes(small_game.read_bytes())
        assert run("move", copy, "--player", move["player"], move["notation"]).exit_code == 0


def test_moves_of_a_finished_game(finished_game):
    assert run("moves", finished_game).stdout == "The game is over: there are no moves.\n"
    assert run("moves", finished_game, "--json").stdout == "[]\n"


def test_a_player_who_waits_is_told_on_whom(small_game):
    result = run("moves", small_game, "--player", "bob")
    assert (result.exit_code, result.stdout) == (0, "No moves now: alice must take one of the season dice.\n")
