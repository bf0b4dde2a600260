"""The bot seats in a game file's settings (issue 7): recorded, hashed, checked."""

from __future__ import annotations

import json

import pytest

from seasons_cli.engine import Settings
from seasons_cli.gamefile import GameFileError, create, load, save


def bot_file(tmp_path, bots=(("bob", "greedy"),)):
    path = tmp_path / "game.json"
    save(path, create(Settings(("alice", "bob"), "apprentice", "b", bots=bots)))
    return path


def test_bot_seats_are_saved_and_loaded_back(tmp_path):
    assert load(bot_file(tmp_path)).settings.bots == (("bob", "greedy"),)


def test_a_bot_seat_edited_into_a_file_breaks_the_hash_chain_start(tmp_path):
    """The settings are part of the genesis hash: turning a person into a bot is tampering."""
    path = bot_file(tmp_path, bots=())
    data = json.loads(path.read_text())
    data["settings"]["bots"] = {"alice": "strong"}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError, match=r"\$\.head: the head .* does not match"):
        load(path)


def test_a_bot_that_is_no_player_is_refused(tmp_path):
    path = bot_file(tmp_path)
    data = json.loads(path.read_text())
    data["settings"]["bots"] = {"zoe": "greedy"}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError, match=r"::\$\.settings: bot 'zoe' is not a player"):
        load(path)


def test_an_unknown_strength_fails_the_schema(tmp_path):
    path = bot_file(tmp_path)
    data = json.loads(path.read_text())
    data["settings"]["bots"] = {"bob": "genius"}
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError, match=r"::\$\.settings\.bots\.bob: 'genius' is not one of"):
        load(path)
