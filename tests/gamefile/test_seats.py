"""Seat changes (issue 19 item 4): an entry of the history that is no move, hash-chained and
replayed like one, which changes who plays a seat (``game.settings.bots``) and nothing else."""

from __future__ import annotations

import json
import random

import pytest

from seasons_cli.botplay import play_bots
from seasons_cli.engine import Settings, legal_actions
from seasons_cli.engine.model import to_data
from seasons_cli.gamefile import GameFileError, change_seat, create, load, play_action, save
from seasons_cli.gamefile.seats import SeatError
from seasons_cli.gamefile.undo import rebuild, refusal
from seasons_cli.reports.replay import sections

ALICE, BOB = 0, 1


def split_record(moves: int = 2):
    """A 2-player apprentice game at the library split, ``moves`` random moves in."""
    record = create(Settings(("alice", "bob"), "apprentice", "seats"))
    choose = random.Random(5)
    while len(record.history) < moves:
        record = play_action(record, choose.choice(legal_actions(record.game)))
    return record


def test_a_seat_change_is_an_entry_of_the_chain_that_changes_only_who_plays():
    record = split_record()
    changed = change_seat(record, BOB, "greedy")
    entry = changed.history[-1]
    assert entry.to_data() == {
        "n": 3, "player": "bob", "move": "seat greedy",
        "action": {"kind": "seat", "args": ["greedy"]},
        "phase": "split", "year": 1, "season": "winter", "round": 0, "outcomes": [],
        "prev": record.last_hash}
    assert changed.game.settings.bots == (("bob", "greedy"),)
    assert changed.settings == record.settings  # the file's settings: as the game began
    assert to_data(changed.game) == to_data(record.game)
    back = change_seat(changed, BOB, None)
    assert back.history[-1].move == "seat person" and back.history[-1].action["args"] == []
    assert back.game.settings.bots == ()


def test_a_file_with_seat_changes_replays_to_the_same_record(tmp_path):
    record = change_seat(split_record(), BOB, "random")
    record = play_bots(record)
    record = change_seat(record, BOB, None)
    path = tmp_path / "g.json"
    save(path, record)
    loaded = load(path, in_full=True)
    assert loaded == record and loaded.game == record.game
    assert loaded.game.settings.bots == ()


@pytest.mark.parametrize(("seat", "strength", "message"), [
    (BOB, None, "bob's seat is already played by a person"),
    (BOB, "clever", "'clever' is not a bot strength: choose one of random, greedy, strong"),
])
def test_a_change_that_changes_nothing_is_refused(seat, strength, message):
    with pytest.raises(SeatError) as error:
        change_seat(split_record(), seat, strength)
    assert str(error.value) == message


def test_a_finished_game_keeps_its_seats():
    record = create(Settings(("alice", "bob"), "apprentice", "over", bots=(("alice", "random"),
                                                                           ("bob", "random"))))
    record = play_bots(record)
    with pytest.raises(SeatError, match="the game is over: its seats can no longer change hands"):
        change_seat(record, BOB, "greedy")


def edited(tmp_path, record, change):
    path = tmp_path / "g.json"
    save(path, record)
    data = json.loads(path.read_text())
    change(data["history"][-1])
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError) as error:
        load(path)
    return str(error.value).split("::", 1)[1]


@pytest.mark.parametrize(("change", "message"), [
    (lambda e: e["action"].update(args=["clever"]), "$.history[2].action: move 3 (bob: 'seat "
     "greedy') is not a seat change that can be made here: 'clever' is not a bot strength: "
     "choose one of random, greedy, strong"),
    (lambda e: e["action"].update(args=[]), "$.history[2].action: move 3 (bob: 'seat greedy') is "
     "not a seat change that can be made here: bob's seat is already played by a person"),
    (lambda e: e["action"].update(args=["greedy", "strong"]), "$.history[2].action: move 3 (bob: "
     "'seat greedy') is not a seat change that can be made here: a seat change's args are [] (a "
     "person) or [STRENGTH] (a bot)"),
    (lambda e: e.update(move="seat strong"), "$.history[2].move: move 3 (bob: 'seat strong'): the "
     "notation does not match the action (the action reads 'seat greedy')"),
    (lambda e: e["outcomes"].append({"kind": "game_over"}), "$.history[2].outcomes: move 3 (bob: "
     "'seat greedy'): the recorded outcomes are not what the seed and the rules give"),
    (lambda e: e.update(round=2), "$.history[2].round: move 3 (bob: 'seat greedy'): round is 2, "
     "the replay gives 0"),
])
def test_a_seat_change_the_replay_cannot_make_is_named_by_its_path(tmp_path, change, message):
    assert edited(tmp_path, change_seat(split_record(), BOB, "greedy"), change) == message


def test_an_edited_seat_change_breaks_the_chain(tmp_path):
    """A seat change is hashed like a move: the next entry no longer follows an edited one."""
    record = play_action(change_seat(split_record(), BOB, "greedy"),
                         legal_actions(split_record().game, ALICE)[0])
    path = tmp_path / "g.json"
    save(path, record)
    data = json.loads(path.read_text())
    data["history"][2].update(move="seat strong", action={"kind": "seat", "args": ["strong"]})
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError, match=r"\$\.history\[3\]\.prev: move 4 does not follow "
                                            "move 3: the hash chain is broken"):
        load(path)


def test_a_seat_change_is_told_by_the_replay_and_refused_by_undo():
    record = change_seat(split_record(), BOB, "greedy")
    lines = [line for section in sections(record) for line in section.lines]
    assert (lines[-1].text, lines[-1].notation) == ("bob's seat is now played by a bot (greedy)",
                                                    "seat greedy")
    assert refusal(record, BOB) == ("move 3 (seat greedy) cannot be taken back: a seat change is "
                                    "no move: 'seasons seat' hands the seat back")


def test_undo_rebuilds_a_history_with_seat_changes():
    """Undo replays the history without the last move: seat changes included."""
    record = change_seat(split_record(), BOB, "greedy")
    record = change_seat(record, BOB, None)
    moved = play_action(record, legal_actions(record.game, BOB)[0])
    rebuilt = rebuild(moved, len(record.history))
    assert rebuilt == record and rebuilt.game == record.game
