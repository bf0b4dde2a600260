"""Fair games through the commands people run (issue 17 points 1, 6 and 10): what each command
says of the kind of game and whom it waits for, and that every refusal is one line with exit 1
and the file unchanged."""

from __future__ import annotations

import json

import pytest

from seasons_cli.gamefile import load, save
from seasons_cli.protocol.identity import fingerprint

from .people import Table, with_data
from .players import joined, joined_with_a_bot, new_fair, play_game

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


def started_game(tmp_path, table, writes: int = 0):
    """A 3-player fair game saved at ``tmp_path / game.json`` after the joins and ``writes``
    honest writes."""
    path = tmp_path / "game.json"
    record, _, _ = play_game(3, writes=writes)
    save(path, record)
    return path


def test_undo_is_refused_in_a_fair_game(tmp_path, table):
    path = started_game(tmp_path, table, writes=10)
    before = path.read_bytes()
    refused = table.run("alice", "undo", path, "--player", "alice")
    assert refused.exit_code == 1
    assert refused.output == ("error: fair games take no move back: every entry is signed, and "
                              "an honest player never signs two entries for one move number "
                              "(docs/fair-play.md)\n")
    assert path.read_bytes() == before


def test_a_seat_change_is_signed_by_the_seat_and_its_bot_writes_for_its_holder(tmp_path, table):
    """P27: carol hands her seat to a bot with an entry signed by her key; the bot then makes
    carol's writes whenever carol's seasons runs (its secrets are hers)."""
    path = started_game(tmp_path, table)
    for name in ("alice", "bob"):
        table.run(name, "sync", path)
    result = table.run("carol", "seat", path, "carol", "--bot", "greedy", "--player", "carol")
    assert result.exit_code == 0, result.output
    assert "entry 6: carol's seat is now played by a bot (greedy)\nentry 7: carol picked " \
        in result.output
    record = with_data(table.home("carol"), lambda: load(path, in_full=True))
    assert [entry.move for entry in record.history[5:7]][0] == "seat greedy"
    assert record.history[6].player == "carol" and record.game.settings.bots == (("carol", "greedy"),)
    pick = json.loads(table.run("bob", "moves", path, "--player", "bob", "--json").output)[0]
    moved = table.run("bob", "move", path, "--player", "bob", pick["notation"])
    assert moved.exit_code == 0 and "carol picked" not in moved.output  # bob holds no key of hers


def test_only_the_seats_own_key_can_hand_it_over(tmp_path, table):
    path = started_game(tmp_path, table, writes=3)
    before = path.read_bytes()
    refused = table.run("alice", "seat", path, "bob", "--bot", "greedy", "--player", "bob")
    assert refused.exit_code == 1
    assert refused.output == (f"error: you cannot write for bob: your key "
                              f"({fingerprint(table.people[0].public_key)}) is not the one bob "
                              "joined with\n")
    assert path.read_bytes() == before


def test_expect_refuses_a_fair_move_or_sync_on_a_copy_that_moved_on(tmp_path, table):
    path = started_game(tmp_path, table)
    head = load(path).head
    table.run("alice", "sync", path)
    before = path.read_bytes()
    stale = table.run("bob", "sync", path, "--expect", head[:15])
    assert stale.exit_code == 1
    assert stale.output.startswith("error: the file has moved on: its head is 4-")
    assert path.read_bytes() == before
    now = with_data(table.home("bob"), lambda: load(path)).head[:15]
    assert table.run("bob", "sync", path, "--expect", now).exit_code == 0
    assert table.run("carol", "move", path, "--expect", now, "pick x").exit_code == 1


def test_move_email_is_addressed_to_whoever_must_write_next(tmp_path, table):
    """Carol's bonus draw waits for alice's and bob's links (§4: the others first, the drawer
    last): the email goes to alice and tells each of them to sync; once both have, carol is
    told to move, and sees her cards."""
    path = started_game(tmp_path, table, writes=39)
    mail = table.run("carol", "move", path, "--email", "bonus draw2").output
    head = with_data(table.home("carol"), lambda: load(path)).head[:15]
    lines = mail.splitlines()
    assert lines[0] == "To: alice"
    assert lines[1] == "Subject: Seasons game: entry 44, carol wrote; alice and bob next"
    assert lines[-2:] == [f"    seasons sync {path} --expect {head} --player alice",
                          f"    seasons sync {path} --expect {head} --player bob"]
    assert "next: alice and bob must run seasons sync: carol's draw waits for them" in mail
    table.run("alice", "sync", path)
    mail = table.run("bob", "sync", path, "--email").output.splitlines()
    head = with_data(table.home("bob"), lambda: load(path)).head[:15]
    assert mail[0] == "To: carol"
    assert f"    seasons move {path} --expect {head} --player carol MOVE" in mail
    moves = table.run("carol", "moves", path, "--player", "carol").output
    assert moves.startswith("you must choose which of the two cards drawn to keep")


def test_seasons_bot_writes_for_the_bot_seats_this_person_holds(tmp_path, table):
    """Dave is a bot whose seat alice joined (she holds its secrets, fair-play.md §1): her
    'seasons bot' makes dave's writes, signed with her key; bob's refuses to."""
    from seasons_cli.gamefile import fair

    path = tmp_path / "game.json"
    record, people = joined_with_a_bot()
    for seat, person in enumerate(people):
        record = fair.sync(record, person, seat)
    save(path, record)
    assert table.run("bob", "bot", path).output == (  # dave waits for the one who holds him
        "no bot you hold has a write to make; next: dave must run seasons sync: the setup (the "
        "dice and the cards dealt) waits for them\n")
    played = table.run("alice", "bot", path)
    assert played.exit_code == 0, played.output
    assert "dave released links (setup 1" in played.output and "dave picked a card" in played.output
    checked = with_data(table.home("bob"), lambda: load(path, in_full=True))
    assert checked.history[-1].player == "dave"


def test_the_fair_example_is_a_finished_fair_game_that_validates(table):
    """examples/fair/archmage-4p-finished.json (examples/make_examples.py; benchmarks F1, F2)."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "examples" / "fair" / "archmage-4p-finished.json"
    result = table.run("dave", "validate", path)
    assert result.exit_code == 0
    assert result.output.startswith(f"{path}: valid (fair game: 329 entries, each signed by "
                                    "its player's key; finished)\n")


def test_a_sync_is_followed_by_the_writes_of_the_bots_its_author_holds(tmp_path, table):
    """As after a move (P28): alice's sync for the setup, then dave's (a bot whose seat alice
    joined), signed with her key; bob's release, the last, is still to come."""
    path = tmp_path / "game.json"
    save(path, joined_with_a_bot()[0])
    synced = table.run("alice", "sync", path, "--player", "alice")
    assert synced.exit_code == 0, synced.output
    assert synced.output.startswith("entry 4: alice released links (setup 1)\n"
                                    "entry 5: dave released links (setup 1, roll 1)\n"
                                    "next: bob must run seasons sync: the setup")
    assert [entry.player for entry in with_data(table.home("bob"), lambda: load(path)).history] \
        == ["alice", "bob", "dave", "alice", "dave"]
