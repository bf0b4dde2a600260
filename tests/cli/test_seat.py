"""``seasons seat`` and the bots that keep a game moving (issue 19 item 4): a seat handed to a bot
mid-game and back, agreed by that seat, recorded in the history; bot seats move on their own
after a person's move unless ``bots.auto`` is off."""

from __future__ import annotations

import json

import pytest

from seasons_cli.gamefile import load, short_head

from .conftest import run


@pytest.fixture
def duel(tmp_path):
    """alice and bob at the library split of the small game's apprentice game (seed "snap",
    decks 1,2), nobody moved yet."""
    path = tmp_path / "duel.json"
    assert run("new", path, "--players", "alice,bob", "--level", "apprentice", "--seed", "snap",
               "--decks", "1,2").exit_code == 0
    return path


def refused(path, *args):
    """Run ``args``; check it is one line on stderr, exit 1, the file unchanged; the line."""
    before = path.read_bytes()
    result = run(*args)
    assert (result.exit_code, result.stdout, result.stderr.count("\n")) == (1, "", 1), result.output
    assert path.read_bytes() == before
    return result.stderr


def test_a_seat_handed_to_a_bot_moves_at_once_and_names_none_of_its_cards_to_others(duel):
    result = run("seat", duel, "bob", "--bot", "greedy", "--player", "bob", "--email")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:5] == [
        "Subject: Seasons duel: moves 1-3, bob chose the 3 cards of Library III; alice to play", "",
        "move 1: bob's seat is now played by a bot (greedy)",
        "move 2: bob chose the 3 cards of Library II",
        "move 3: bob chose the 3 cards of Library III"]
    record = load(duel)
    assert record.game.settings.bots == (("bob", "greedy"),)
    assert [entry.move for entry in record.history][0] == "seat greedy"
    assert run("validate", duel).stdout == f"{duel}: valid (3 moves, year 1, winter, round 0)\n"


def test_after_a_persons_move_the_bots_move_until_a_person_must_act(duel):
    run("seat", duel, "bob", "--bot", "random", "--player", "bob")
    for line in ("library2 amulet-of-fire,amsug-longneck,hand-of-fortune",
                 "library3 potion-of-life,olafs-blessed-statue,yjangs-forgotten-vase"):
        assert run("move", duel, "--player", "alice", line).exit_code == 0, line
    result = run("move", duel, "die 1")
    lines = result.stdout.splitlines()
    assert lines[0].startswith("move 6: alice took die 1")
    assert lines[1].startswith("move 7: bob took die ")
    game = load(duel).game
    assert {d.player for d in game.pending} == {0}  # alice's turn: bob has taken his die


def test_bots_auto_false_leaves_the_bots_to_seasons_bot(duel):
    run("config", "set", "bots.auto", "false")
    result = run("seat", duel, "bob", "--bot", "random", "--player", "bob")
    assert result.stdout.splitlines()[0] == "move 1: bob's seat is now played by a bot (random)"
    assert len(load(duel).history) == 1
    assert run("bot", duel).stdout.startswith("move 2: bob chose the 3 cards of Library II\n")


def test_a_seat_goes_back_to_a_person_who_then_moves_again(duel):
    run("seat", duel, "bob", "--bot", "random", "--player", "bob")
    result = run("seat", duel, "bob", "--person", "--player", "bob")
    assert result.stdout.splitlines() == [
        "move 4: bob's seat is now played by a person",
        f"next: alice must choose 3 cards for Library II (seasons moves {duel} --player alice)",
        f"head: {short_head(load(duel).head)}"]
    assert load(duel).game.settings.bots == ()
    assert "no seat of this game is played by a bot" in refused(duel, "bot", duel)
    assert "bob's seat is now played by a person" in run("replay", duel).stdout


def test_a_seat_changes_hands_only_with_its_players_agreement(duel):
    assert refused(duel, "seat", duel, "bob", "--bot", "greedy") == \
        "error: only bob can hand bob's seat over: run it as bob (--player bob)\n"
    assert refused(duel, "seat", duel, "bob", "--bot", "greedy", "--player", "alice") == \
        "error: only bob can hand bob's seat over, not alice: run it as bob (--player bob)\n"
    run("config", "set", "player", "bob")  # bob's own settings: --player may be left out
    assert run("seat", duel, "bob", "--bot", "greedy").exit_code == 0


def test_refusals_are_one_line_and_leave_the_file_alone(duel):
    assert refused(duel, "seat", duel, "zoe", "--person", "--player", "zoe") == \
        "error: there is no player 'zoe' in this game (players: alice, bob)\n"
    assert refused(duel, "seat", duel, "bob", "--person", "--player", "bob") == \
        "error: bob's seat is already played by a person\n"
    assert refused(duel, "seat", duel, "bob", "--bot", "strong", "--player", "bob",
                   "--expect", "3-0123456789ab").startswith("error: the file has moved on")
    assert run("seat", duel, "bob", "--bot", "clever", "--player", "bob").exit_code == 2
    assert run("seat", duel, "bob", "--player", "bob").exit_code == 2  # neither --bot nor --person


def test_a_finished_game_keeps_its_seats(tmp_path):
    path = tmp_path / "bots.json"
    run("new", path, "--players", "alice,bob", "--level", "apprentice", "--seed", "end",
        "--bot", "alice=random", "--bot", "bob=random")
    run("bot", path)
    assert refused(path, "seat", path, "bob", "--person", "--player", "bob") == \
        "error: the game is over: its seats can no longer change hands\n"


def test_score_says_who_plays_each_seat_now(duel):
    run("seat", duel, "alice", "--bot", "strong", "--player", "alice", "--quiet")
    run("config", "set", "bots.auto", "false")
    run("seat", duel, "bob", "--bot", "random", "--player", "bob", "--quiet")
    players = json.loads(run("score", duel, "--json").stdout)["players"]
    assert [row.get("bot") for row in players] == ["strong", "random"]
