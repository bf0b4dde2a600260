"""Saving, loading and refusing game files (issue #2 points 5 and 9)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seasons_cli.gamefile import GameFileError, load, save
from seasons_cli.gamefile.codec import dumps

from .conftest import random_record


def saved(tmp_path: Path, record) -> Path:
    path = tmp_path / "game.json"
    save(path, record)
    return path


def edited(tmp_path: Path, record, change) -> Path:
    """Save ``record``, apply ``change`` to its JSON data and write it back."""
    path = saved(tmp_path, record)
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path


def refusal(path: Path) -> str:
    with pytest.raises(GameFileError) as error:
        load(path)
    return str(error.value)


def test_a_saved_game_loads_back_to_the_same_state(tmp_path, finished_game):
    loaded = load(saved(tmp_path, finished_game))
    assert loaded.to_data() == json.loads(dumps(finished_game.to_data()))
    assert loaded.game.finished


def test_the_file_is_indented_and_starts_with_the_format_version(tmp_path, finished_game):
    text = saved(tmp_path, finished_game).read_text()
    assert text.startswith('{\n  "format_version": 1,\n  "rules_edition": ')
    assert text.endswith("}\n")


def test_saving_twice_gives_identical_bytes(tmp_path, finished_game):
    first = saved(tmp_path, finished_game).read_bytes()
    assert saved(tmp_path, finished_game).read_bytes() == first


def test_an_edited_crystal_count_names_its_json_path(tmp_path, finished_game):
    def change(data):
        data["state"]["players"][1]["crystals"] += 1
    message = refusal(edited(tmp_path, finished_game, change))
    moves = len(finished_game.history)
    assert message.startswith(f"{tmp_path / 'game.json'}::$.state.players[1].crystals: ")
    assert f"differs from the replay after move {moves}" in message


def test_an_edited_die_roll_names_the_move_where_the_file_and_the_seed_part(tmp_path):
    record = random_record(2, "wizard", 3, moves=60)
    index = next(i for i, e in enumerate(record.history) if any(o["kind"] == "roll" for o in e.outcomes))

    def change(data):
        roll = next(o for o in data["history"][index]["outcomes"] if o["kind"] == "roll")
        roll["faces"][0] = "Wi1-1" if roll["faces"][0] != "Wi1-1" else "Wi1-2"
    message = refusal(edited(tmp_path, record, change))
    assert f"::$.history[{index}].outcomes: move {index + 1} " in message
    assert "not what the seed and the rules give" in message


def test_an_illegal_move_in_the_history_is_named(tmp_path):
    record = random_record(2, "wizard", 5, moves=3)

    def change(data):
        data["history"][1]["action"]["args"] = [999]
    assert ("::$.history[1].action: move 2 (bob: a draft pick) is not legal here: "
            "not a legal move now") in refusal(edited(tmp_path, record, change))


def test_an_error_never_quotes_a_move_that_names_a_hidden_card(tmp_path):
    """R21.2: whoever reads a refusal may be any player. A pick, a split or a choice of card is
    named by its kind; a public move (a die) by its text; an illegal summon by its kind, as the
    card named may be in its player's hand."""
    record = random_record(2, "wizard", 5, moves=40)
    kinds = {entry.action["kind"]: index for index, entry in enumerate(record.history)}
    split, die = kinds["library"], kinds["die"]

    def edit_split(data):
        data["history"][split]["outcomes"].append({"kind": "game_over"})

    def edit_die(data):
        data["history"][die]["outcomes"].append({"kind": "game_over"})

    def summon(data):
        data["history"][die]["action"] = {"kind": "summon", "args": [9, [[0, 0, 0, 0], []]]}
        data["history"][die]["move"] = "summon divine-chalice"
    message = refusal(edited(tmp_path, record, edit_split))
    who = record.history[split].player
    assert f"move {split + 1} ({who}: a library split): the recorded outcomes" in message
    assert record.history[split].move not in message
    who = record.history[die].player
    assert f"move {die + 1} ({who}: {record.history[die].move!r}): the recorded outcomes" \
        in refusal(edited(tmp_path, record, edit_die))
    message = refusal(edited(tmp_path, record, summon))
    assert f"move {die + 1} ({who}: a summon) is not legal here" in message
    assert "divine" not in message


def test_a_move_by_a_stranger_is_refused(tmp_path):
    record = random_record(2, "wizard", 5, moves=3)

    def change(data):
        data["history"][0]["player"] = "mallory"
    assert "::$.history[0].player: 'mallory' is not a player of this game" in refusal(
        edited(tmp_path, record, change))


def test_a_deleted_move_is_detected(tmp_path):
    record = random_record(2, "wizard", 5, moves=6)

    def change(data):
        del data["history"][2]
    assert ("::$.history[2].prev: move 3 does not follow move 2: the hash chain is broken"
            in refusal(edited(tmp_path, record, change)))


def test_reordered_and_duplicated_moves_break_the_chain(tmp_path):
    record = random_record(2, "wizard", 5, moves=6)

    def swap(data):
        data["history"][2], data["history"][3] = data["history"][3], data["history"][2]

    def duplicate(data):
        data["history"].insert(3, data["history"][2])
    assert "::$.history[2].prev: move 3 does not follow move 2" in refusal(edited(tmp_path, record, swap))
    assert "::$.history[3].prev: move 4 does not follow move 3" in refusal(edited(tmp_path, record, duplicate))


def test_an_outcome_added_to_a_move_is_named_at_that_move(tmp_path):
    record = random_record(2, "wizard", 5, moves=6)

    def change(data):
        data["history"][1]["outcomes"].append({"kind": "game_over"})
    assert "::$.history[1].outcomes: move 2 (bob: a draft pick): the recorded " \
        "outcomes are not what the seed and the rules give" in refusal(edited(tmp_path, record, change))


def test_an_edited_head_is_refused(tmp_path):
    record = random_record(2, "wizard", 5, moves=4)

    def change(data):
        data["head"] = "3-" + data["head"].split("-")[1]
    assert "::$.head: the head 3-" in refusal(edited(tmp_path, record, change))


def test_changed_players_are_detected(tmp_path):
    record = random_record(2, "wizard", 5, moves=2)

    def change(data):
        data["settings"]["players"] = ["alice", "mallory"]
    assert "::$.setup.outcomes: the setup outcomes are not what the settings and the seed give" in refusal(
        edited(tmp_path, record, change))


def test_a_changed_seed_is_detected(tmp_path):
    record = random_record(2, "wizard", 5, moves=2)

    def change(data):
        data["settings"]["seed"] = "other"
    assert "::$.setup.outcomes: the setup outcomes are not what the settings and the seed give" in refusal(
        edited(tmp_path, record, change))


@pytest.mark.parametrize("content, message", [
    (b"not json", "line 1 column 1: not valid JSON (Expecting value)"),
    (b'{"a": 1, "a": 2}', "$: duplicate key 'a'"),
    (b'{"a": NaN}', "$: NaN is not a number JSON allows"),
    (b"\xff\xfe", "byte 0: the file is not valid UTF-8"),
    (b"[]", "::$: [] is not of type 'object'"),
    (b'{"format_version": 9}', "::$.format_version: this file needs a newer seasons (format 9; "
                               "this seasons reads format 1)"),
])
def test_unusable_files_get_one_line_naming_the_problem(tmp_path, content, message):
    path = tmp_path / "game.json"
    path.write_bytes(content)
    text = refusal(path)
    assert message in text and "\n" not in text


def test_a_missing_required_field_is_named_by_its_path(tmp_path, finished_game):
    def change(data):
        del data["state"]["players"][0]["summoning_gauge"]
    assert "::$.state.players[0]: 'summoning_gauge' is a required property" in refusal(
        edited(tmp_path, finished_game, change))


def test_an_unknown_field_is_refused(tmp_path, finished_game):
    def change(data):
        data["settings"]["cheat"] = True
    assert "::$.settings: Additional properties are not allowed ('cheat' was unexpected)" in refusal(
        edited(tmp_path, finished_game, change))


def test_a_folder_and_a_missing_file_are_named(tmp_path):
    assert refusal(tmp_path).endswith(": is a folder, not a game file")
    assert refusal(tmp_path / "nope.json").endswith(": no such file (create one with 'seasons new')")



def test_a_file_that_cannot_be_written_is_named_not_its_temporary(tmp_path):
    """Issue #2 point 9: one line naming the user's file, not ``.game.json.x1y2.tmp``."""
    target = tmp_path / "missing" / "game.json"
    with pytest.raises(GameFileError) as error:
        save(target, random_record(2, "apprentice", 1, moves=0))
    assert str(error.value) == f"{target}: cannot be written (No such file or directory)"
