"""``seasons validate`` and every command on a bad file: one line with the JSON path, exit 1,
the file untouched (issue #2 points 5 and 9)."""

import json

import pytest

from seasons_cli.gamefile import load

from .conftest import random_game, run


def edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=2))
    return path.read_bytes()


def test_a_sound_file(small_game):
    result = run("validate", small_game)
    assert result.exit_code == 0
    assert result.stdout == f"{small_game}: valid (20 moves, year 1, spring, round 3)\n"


def test_one_move_and_no_move_are_counted_in_words(tmp_path):
    one = random_game(tmp_path / "one.json", ("alice", "bob"), "wizard", "one", moves=1)
    assert run("validate", one).stdout == f"{one}: valid (1 move, year 1, winter, round 0)\n"
    none = tmp_path / "none.json"
    assert run("new", none, "--players", "alice,bob", "--level", "wizard", "--seed", "one").exit_code == 0
    assert run("validate", none).stdout == f"{none}: valid (0 moves, year 1, winter, round 0)\n"


def test_a_finished_file(finished_game):
    moves = len(load(finished_game).history)
    assert run("validate", finished_game).stdout == f"{finished_game}: valid ({moves} moves, finished)\n"


def test_edited_crystals_are_found_by_the_replay(small_game):
    before = edit(small_game, lambda d: d["state"]["players"][0].update(crystals=99))
    result = run("validate", small_game)
    assert result.exit_code == 1
    assert result.stderr == (f"error: {small_game}::$.state.players[0].crystals: the stored state differs "
                             "from the replay after move 20 (the file says 99, the replay gives 0)\n")
    assert small_game.read_bytes() == before


def test_a_schema_error_names_its_json_path(small_game):
    edit(small_game, lambda d: d["history"][3].update(player=5))
    result = run("validate", small_game)
    assert result.exit_code == 1
    assert result.stderr == f"error: {small_game}::$.history[3].player: 5 is not of type 'string'\n"


def test_a_move_that_does_not_match_its_notation(small_game):
    edit(small_game, lambda d: d["history"][5].update(move="die 3"))
    assert run("validate", small_game).stderr == (
        f"error: {small_game}::$.history[5].move: move 6 (bob: 'die 3'): the notation does not "
        "match the action (the action reads 'die 2')\n")


def test_malformed_json_names_line_and_column(small_game):
    small_game.write_text('{"format_version": 1,\n  "settings": }\n')
    result = run("validate", small_game)
    assert result.exit_code == 1
    assert result.stderr == f"error: {small_game}: line 2 column 15: not valid JSON (Expecting value)\n"


def test_a_missing_file(tmp_path):
    result = run("validate", tmp_path / "nope.json")
    assert result.exit_code == 1
    assert result.stderr == f"error: {tmp_path / 'nope.json'}: no such file (create one with 'seasons new')\n"


@pytest.mark.parametrize("command", [["show"], ["moves"], ["move", "--player", "alice", "die", "2"],
                                     ["replay"], ["score"], ["show", "--json"]])
def test_every_command_refuses_an_inconsistent_file_and_leaves_it(small_game, command):
    before = edit(small_game, lambda d: d["state"]["players"][1].update(summoning_gauge=7))
    result = run(command[0], small_game, *command[1:])
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith(f"error: {small_game}::$.state.players[1].summoning_gauge: ")
    assert result.stderr.count("\n") == 1
    assert small_game.read_bytes() == before
