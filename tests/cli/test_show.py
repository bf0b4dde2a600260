"""``seasons show``: the board for everybody, or with one player's hidden cards (issue #2 point 6)."""

import json

import pytest

from .conftest import run


def test_show_snapshot(small_game, snapshot):
    result = run("show", small_game)
    assert result.exit_code == 0
    assert result.stdout == snapshot


def test_show_as_a_player_snapshot(small_game, snapshot):
    result = run("show", small_game, "--as", "alice")
    assert "Temporal Boots" in result.stdout  # in play, visible to all
    assert "Amulet of Air" in result.stdout  # alice's hand, only with --as alice
    assert result.stdout == snapshot


def test_show_json_snapshot(small_game, snapshot):
    assert run("show", small_game, "--json").stdout == snapshot


def test_show_json_as_a_player_snapshot(small_game, snapshot):
    assert run("show", small_game, "--json", "--as", "bob").stdout == snapshot


def test_show_json_hides_other_hands(small_game):
    data = json.loads(run("show", small_game, "--json", "--as", "bob").stdout)
    alice, bob = data["players"]
    assert alice["hand"] == 1 and alice["library_ii"] == 3 and "library_ii_cards" not in alice
    assert bob["hand"] == ["Potion of Power", "Potion of Knowledge"]
    assert bob["library_iii_cards"] == ["Amulet of Earth", "Balance of Ishtar", "Beggar's Horn"]


def test_show_json_has_the_issue_keys(small_game):
    """Issue #2 point 8: the keys scripts may rely on."""
    data = json.loads(run("show", small_game, "--json").stdout)
    assert {"year", "season", "season_position", "round", "first_player", "dice", "pending",
            "finished", "players"} <= set(data)
    assert (data["year"], data["season"], data["season_position"], data["round"]) == (1, "spring", 5, 3)
    assert data["pending"] == [{"player": "alice", "kind": "die",
                                "description": "alice must take one of the season dice"}]
    assert set(data["players"][0]) >= {"name", "crystals", "energy", "summoning_gauge", "bonuses_used",
                                       "in_play", "hand", "library_ii", "library_iii"}


def test_show_speaks_to_the_viewer_of_their_own_decision(small_game):
    """Issue 19 item 5: to alice, alice's decision is "you must ..."; the JSON description
    stays in the third person, with the words spoken to her beside it."""
    result = run("show", small_game, "--as", "alice")
    assert "\nyou must take one of the season dice\n" in result.stdout
    assert "waiting: alice" not in result.stdout
    data = json.loads(run("show", small_game, "--json", "--as", "alice").stdout)
    assert data["pending"] == [{"player": "alice", "kind": "die",
                                "description": "alice must take one of the season dice",
                                "to_viewer": "you must take one of the season dice"}]


def test_show_to_another_player_says_whom_they_wait_for(small_game):
    result = run("show", small_game, "--as", "bob")
    assert "\nwaiting: alice must take one of the season dice\n" in result.stdout
    assert "you must" not in result.stdout


def test_show_during_the_draft_snapshot(draft_game, snapshot):
    """R6.1: during the draft the --as player sees their packet and their picks."""
    assert run("show", draft_game, "--as", "carol").stdout == snapshot


def test_show_finished_game_snapshot(finished_game, snapshot):
    assert run("show", finished_game).stdout == snapshot


def test_show_as_an_unknown_player_is_one_line(small_game):
    result = run("show", small_game, "--as", "zed")
    assert result.exit_code == 1
    assert result.stderr == "error: there is no player 'zed' in this game (players: alice, bob)\n"


@pytest.mark.parametrize("width", [60, 80])
def test_show_cards_prints_what_each_card_does_snapshot(width, small_game, snapshot):
    """Issue 19 item 3: the text of the cards in play, and of alice's own with --as alice."""
    result = run("show", small_game, "--as", "alice", "--cards", env={"COLUMNS": str(width)})
    assert result.exit_code == 0
    tail = result.stdout[result.stdout.index("What the cards do"):]
    assert "Amulet of Air" in tail and "Summoning gauge +2." in tail  # alice's hand
    assert tail == snapshot


def test_show_cards_names_no_card_hidden_from_the_viewer(small_game):
    """Bob's hand and libraries stay hidden: only the cards in play and alice's own are told."""
    alice = json.loads(run("show", small_game, "--as", "alice", "--cards", "--json").stdout)
    nobody = json.loads(run("show", small_game, "--cards", "--json").stdout)
    in_play = {name for player in nobody["players"] for name in player["in_play"]}
    assert {card["name"] for card in nobody["cards"]} == in_play
    own = alice["players"][0]
    mine = set(own["hand"]) | set(own["library_ii_cards"]) | set(own["library_iii_cards"])
    assert {card["name"] for card in alice["cards"]} == in_play | mine
    assert set(alice["cards"][0]) == {"number", "name", "kind", "effect"}
