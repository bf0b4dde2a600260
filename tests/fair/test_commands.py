"""Fair games through the commands people run (issue 17 points 1, 6 and 10): what each command
says of the kind of game and whom it waits for, and that every refusal is one line with exit 1
and the file unchanged."""

from __future__ import annotations

import json

import pytest

from seasons_cli.gamefile import load, save
from seasons_cli.protocol.identity import fingerprint

from .people import Table, with_data
from .players import joined, new_fair, play_game

KIND = ("Fair game (docs/fair-play.md):\n"
        "  · every entry is signed by its player: nobody can move in another's name\n"
        "  · a rewritten or rolled-back history is refused by whoever saw the newer one\n"
        "  · no die roll or draw can be known before the moves that lead to it, the creator's "
        "included\n"
        "  · hands, libraries and the draft are hidden on screen only: the file holds them in "
        "the clear\n")


@pytest.fixture
def table(tmp_path):
    return Table(tmp_path, 3)


def test_show_names_the_kind_and_the_fingerprints_until_everyone_has_joined(tmp_path, table):
    path = tmp_path / "game.json"
    save(path, new_fair(3))
    assert table.run("alice", "join", path, "--as", "alice").exit_code == 0
    shown = table.run("bob", "show", path).output
    alice = fingerprint(table.people[0].public_key)
    assert shown.endswith(KIND + "Fingerprints (check each once with its player, out of band):\n"
                          f"  alice  {alice}\n"
                          "  bob    has not joined yet\n"
                          "  carol  has not joined yet\n"
                          "waiting: the game waits for bob and carol to join (seasons join FILE "
                          "--as NAME)\n")
    for name in ("bob", "carol"):
        table.run(name, "join", path, "--as", name)
    shown = table.run("bob", "show", path).output
    assert "Fingerprints" not in shown and shown.endswith(
        KIND + "waiting: alice, bob and carol must run seasons sync: the setup (the dice and the "
        "cards dealt) waits\nfor them\n")  # wrapped at 100 columns


def test_show_json_says_the_kind_and_an_open_game_has_no_trust_key(tmp_path, table):
    path = tmp_path / "game.json"
    record, _ = joined(3)
    save(path, record)
    data = json.loads(table.run("bob", "show", path, "--json").output)
    assert data["trust"]["kind"] == "fair" and "fingerprints" not in data["trust"]
    assert data["trust"]["waiting"].startswith("alice, bob and carol must run seasons sync")
    open_game = tmp_path / "open.json"
    table.run("bob", "new", open_game, "--players", "alice,bob", "--seed", "s")
    assert "trust" not in json.loads(table.run("bob", "show", open_game, "--json").output)


def test_status_and_moves_name_whom_the_game_waits_for(tmp_path, table):
    path = tmp_path / "game.json"
    save(path, new_fair(3))
    table.run("alice", "join", path, "--as", "alice")
    waiting = table.run("bob", "status", path, "--player", "alice")
    assert waiting.exit_code == 3
    assert waiting.output == ("waiting: the game waits for bob and carol to join (seasons join "
                              "FILE --as NAME)\n")
    assert table.run("bob", "status", path, "--player", "bob").exit_code == 0
    moves = table.run("bob", "moves", path)
    assert moves.output == ("no moves now: the game waits for bob and carol to join (seasons "
                            "join FILE --as NAME)\n")


def test_validate_replay_and_score_say_the_kind(tmp_path, table):
    path = tmp_path / "game.json"
    record, _, _ = play_game(3, writes=60)
    save(path, record)
    found = record.game
    valid = table.run("carol", "validate", path).output.splitlines()
    assert valid[0] == (f"{path}: valid (fair game: {len(record.history)} entries, each signed "
                        f"by its player's key; year {found.year}, {found.season}, round "
                        f"{found.round})")
    assert valid[1].startswith("fair game (docs/fair-play.md): every entry is signed")
    for command in ("replay", "score"):
        assert table.run("carol", command, path).output.startswith(KIND + "\n")
        assert json.loads(table.run("carol", command, path, "--json").output)["trust"]["kind"] \
            == "fair"


def test_replay_tells_a_fair_game_as_an_open_one_with_the_outcomes_its_releases_completed(
        tmp_path, table):
    path = tmp_path / "game.json"
    record, _, _ = play_game(3, writes=60)
    save(path, record)
    told = table.run("carol", "replay", path).output
    assert "Setup\n        dice in play: winter" in told
    assert "dice rolled for round 1: " in told and "Year 1, winter, round 1" in told


def test_sync_by_a_seat_the_game_does_not_wait_for_is_refused_and_the_file_unchanged(
        tmp_path, table):
    path = tmp_path / "game.json"
    record, _ = joined(3)
    save(path, record)
    table.run("alice", "sync", path)
    before = path.read_bytes()
    refused = table.run("alice", "sync", path)
    assert refused.exit_code == 1
    assert refused.output == ("error: alice may not sync: the game does not wait for them (bob "
                              "and carol must run seasons sync: the setup (the dice and the cards "
                              "dealt) waits for them)\n")
    assert path.read_bytes() == before


def test_a_person_cannot_write_for_a_seat_they_did_not_join(tmp_path, table):
    path = tmp_path / "game.json"
    record, _ = joined(3)
    save(path, record)
    before = path.read_bytes()
    refused = table.run("alice", "sync", path, "--player", "bob")
    assert refused.exit_code == 1 and refused.output.count("\n") == 1
    assert refused.output.startswith("error: you cannot write for bob: your key (")
    assert path.read_bytes() == before


def test_the_journal_of_each_person_follows_what_they_saw(tmp_path, table):
    path = tmp_path / "game.json"
    record, _ = joined(3)
    save(path, record)
    table.run("bob", "show", path)
    seen = with_data(table.home("bob"), lambda: load(path))
    assert len(seen.history) == 3
