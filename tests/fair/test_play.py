"""``seasons play`` in fair games (issue 19 item 1): each person plays the seats their identity
holds; every write goes through ``seasons move``'s or ``seasons sync``'s path (its releases
attached, signed); the session says whose write the game awaits and for what, offers ``sync``
when the game awaits the player's release only, and shows the roller, the drawer and the last
to release for the setup what their own release completes before they decide.

Through prompt_toolkit's pipe input (exact words, fast), and in a real pseudo-terminal."""

from __future__ import annotations

import json

import pytest

from seasons_cli.engine.waiting import awaited
from seasons_cli.gamefile import fair, load, save
from seasons_cli.session import SessionError

from ..cli.playing import Terminal, session
from .people import Table, with_data
from .players import joined, joined_with_a_bot, play_game

SETUP = "the setup (the dice and the cards dealt)"


@pytest.fixture
def table(tmp_path):
    return Table(tmp_path, 4)


def saved(tmp_path, record):
    path = tmp_path / "game.json"
    save(path, record)
    return path


def play_as(table, name, path, typed, names=None, **options):
    """``seasons play`` by ``name`` (their data folder: identity and journal): exit code, words."""
    return with_data(table.home(name),
                     lambda: session(path, [name] if names is None else names, typed, **options))


def flat(told):
    """The words of a session, whatever the width wrapped."""
    return " ".join(told.split())


def entries(table, path):
    return with_data(table.home("dave"), lambda: load(path, in_full=True)).history


def at_writes(tmp_path, writes):
    """A 3-player apprentice game of honest players after the joins and ``writes`` writes."""
    return saved(tmp_path, play_game(3, "apprentice", writes=writes)[0])


# --- waiting for a release: sync is the move offered ----------------------------------------------

def test_a_seat_awaited_for_its_release_only_is_offered_sync_and_told_who_writes_next(
        tmp_path, table):
    path = saved(tmp_path, joined(3, "apprentice")[0])
    code, told = play_as(table, "alice", path, ["sync"], as_email=True)
    assert code == 0
    assert (f"{SETUP} waits for your release and bob's and carol's: type sync (or 1) to write "
            "it. Your moves (1: type a number or a move; ? for help) 1 sync entry 4: alice "
            "released links (setup 1) next: ") in flat(told)
    assert (f"next: bob and carol must run seasons sync: {SETUP} waits for them\n") in told
    assert "\nTo: bob\nSubject: Seasons game: entry 4, alice wrote; bob and carol next\n" in told
    written = entries(table, path)[-1]
    assert (written.player, written.move, [r.event_class for r in written.releases]) == \
        ("alice", None, ["setup"])


def test_the_session_commits_a_fair_write_with_the_fair_words(tmp_path, table, monkeypatch):
    import subprocess

    for name, value in (("GIT_AUTHOR_NAME", "t"), ("GIT_AUTHOR_EMAIL", "t@example.org"),
                        ("GIT_COMMITTER_NAME", "t"), ("GIT_COMMITTER_EMAIL", "t@example.org")):
        monkeypatch.setenv(name, value)
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    path = saved(tmp_path, joined(3, "apprentice")[0])
    code, told = play_as(table, "alice", path, ["sync"], git_commit=True)
    assert code == 0 and "committed " in told
    message = subprocess.run(["git", "-C", str(tmp_path), "log", "-1", "--format=%B"],
                             capture_output=True, text=True, check=True).stdout
    assert message.startswith("entry 4: alice released links (setup 1)\nnext: bob and carol must "
                              "run seasons sync: ")


def test_a_seat_the_game_does_not_await_ends_the_session_saying_whose_write_it_awaits(
        tmp_path, table):
    path = at_writes(tmp_path, 44)  # alice's draw waits for bob's and carol's releases
    before = path.read_bytes()
    code, told = play_as(table, "alice", path, [])
    assert code == 0
    assert told.endswith("alice: nothing to play now\nnext: bob and carol must run seasons sync: "
                         f"alice's draw waits for them\nhead: {load(path).head[:15]}\n")
    assert path.read_bytes() == before


def test_the_drawer_sees_the_cards_their_release_completes_before_choosing(tmp_path, table):
    """bob and carol sync (by number, and by word), then alice's screen shows her draw, and the
    move she makes carries her release (the others first, the drawer last, fair-play.md §4)."""
    path = at_writes(tmp_path, 44)
    assert play_as(table, "bob", path, ["1"])[0] == 0
    assert play_as(table, "carol", path, ["sync"])[0] == 0
    code, told = play_as(table, "alice", path, ["1"])
    assert code == 0
    assert ("Your release completes your draw: alice drew Yjang's Forgotten Vase; alice drew "
            "Beggar's Horn; alice drew Purse of Io; alice drew Ragfield's Helm. You see it before "
            "you decide; the move you make writes your release with it. Your moves (4:") \
        in flat(told)
    assert "1 choose purse-of-io" in told
    mine = entries(table, path)[-1]
    assert (mine.player, mine.move) == ("alice", "choose purse-of-io")
    assert [(r.event_class, r.k) for r in mine.releases] == [("draw", 1)]
    assert f"entry {mine.number}: alice " in told


def test_the_roller_sees_the_dice_their_release_rolls_and_those_are_the_dice_written(
        tmp_path, table):
    path = at_writes(tmp_path, 24)  # round 2: bob rolls, every other link is in
    code, told = play_as(table, "bob", path, ["die 1"])
    assert code == 0
    assert ("Your release completes your roll of round 2: dice rolled for round 2: Wi1-1 (1 "
            "fire, gauge +1, transmute; 3 dots); Wi3-5 (1 fire, gauge +1; 2 dots); Wi4-5 (6 "
            "crystals; 2 dots); Wi5-5 (2 water, gauge +1; 3 dots). You see it before you decide; "
            "the move you make writes your release with it. Your moves (4: type a number or a "
            "move; ? for help) 1 die 1 2 die 3 3 die 4 4 die 5 ") in flat(told)
    mine = entries(table, path)[-1]
    assert (mine.move, [(r.event_class, r.k) for r in mine.releases][0]) == ("die 1", ("roll", 2))
    assert {"kind": "roll", "round": 2, "season": "winter",
            "faces": ["Wi1-1", "Wi3-5", "Wi4-5", "Wi5-5"]} in mine.outcomes


def test_the_last_to_release_for_the_setup_sees_it_and_splits_in_the_same_write(tmp_path, table):
    path = at_writes(tmp_path, 2)
    code, told = play_as(table, "carol", path, ["1"])
    assert code == 0
    assert (f"Your release completes {SETUP}: the dice and your cards are on the board. You see "
            "it before you decide;") in flat(told)
    mine = entries(table, path)[-1]
    assert mine.player == "carol" and mine.move.startswith("library2 ")
    assert [r.event_class for r in mine.releases][0] == "setup"
    assert table.run("bob", "validate", path).exit_code == 0


# --- who may play here ----------------------------------------------------------------------------

def test_without_an_identity_the_session_is_refused_in_one_line(tmp_path, table):
    path = saved(tmp_path, joined(3, "apprentice")[0])
    with pytest.raises(SessionError) as refused:
        play_as(table, "nobody", path, [], names=["alice"])
    assert str(refused.value) == (f"{path} is a fair game, where every move is signed with your "
                                  "identity: you have no identity yet: make one with 'seasons keys "
                                  "new NAME' (or bring yours back with 'seasons keys import FILE')")


def test_a_seat_whose_key_this_person_does_not_hold_is_refused(tmp_path, table):
    path = saved(tmp_path, joined(3, "apprentice")[0])
    before = path.read_bytes()
    with pytest.raises(fair.ProtocolError, match=r"^you cannot write for bob: your key \(.*\) is "
                                                 "not the one bob joined with$"):
        play_as(table, "alice", path, [], names=["alice", "bob"])
    with pytest.raises(SessionError, match=r"^your key \(.*\) holds no person's seat in this "
                                           r"game: join it first \(seasons join FILE --as NAME\)$"):
        play_as(table, "dave", path, [], names=[])
    assert path.read_bytes() == before


# --- bots and hot seat ----------------------------------------------------------------------------

def with_a_bot(tmp_path, table):
    """alice, bob and dave, a greedy bot whose seat alice joined (she holds its keys); alice and
    bob have released for the setup, so dave's release is awaited."""
    record, people = joined_with_a_bot("apprentice")
    for seat, person in enumerate(people):
        record = fair.sync(record, person, seat)
    return saved(tmp_path, record)


def test_bot_seats_write_in_the_session_of_the_person_holding_their_keys_only(tmp_path, table):
    path = with_a_bot(tmp_path, table)
    code, told = play_as(table, "bob", path, [])  # bob does not hold dave's keys: dave waits
    assert told.endswith("bob: nothing to play now\nnext: dave must run seasons sync: "
                         f"{SETUP} waits for them\nhead: 5-{load(path).head[2:14]}\n")
    code, told = play_as(table, "alice", path, [])
    assert told.startswith("the bots are moving: dave (greedy) ...\n")
    written = entries(table, path)
    assert [entry.player for entry in written[5:]][:1] == ["dave"]
    assert written[5].releases and written[5].releases[0].event_class == "setup"
    assert "alice's move" in told  # then the split is alice's to make


def test_a_hot_seat_of_two_seats_one_key_holds(tmp_path, table):
    """dave joined as a bot with alice's key, then was handed to a person (signed with that key,
    P27): alice's key holds two persons' seats, played at one terminal in turn."""
    path = with_a_bot(tmp_path, table)
    alice = table.people[0]
    record = load_as(table, "alice", path)
    record = fair.change_seat(record, alice, 2, None)
    save(path, record)
    assert record.history[-1].releases[0].event_class == "setup"  # dave's, with the change
    code, told = play_as(table, "alice", path, ["", "1", "1", "", "1", "quit"],
                         names=["alice", "dave"])
    assert code == 0
    alice, dave = told.split("dave to play: pass the terminal to dave.")
    assert alice.startswith("alice to play: pass the terminal to alice.")
    assert "Since your last move (move 6):\n   7. alice chose the 3 cards of Library II\n" in dave
    after = entries(table, path)[len(record.history):]
    assert [(entry.player, entry.move.split()[0]) for entry in after] == \
        [("alice", "library2"), ("alice", "library3"), ("dave", "library2")]


def load_as(table, name, path):
    return with_data(table.home(name), lambda: load(path))


# --- a real terminal ------------------------------------------------------------------------------

def test_a_real_terminal_offers_sync_and_prints_the_email_for_whoever_writes_next(
        tmp_path, table):
    path = at_writes(tmp_path, 44)
    terminal = with_data(table.home("bob"), lambda: Terminal(path, "--as", "bob", width=100))
    terminal.wait_for("alice's draw waits for your release and carol's: type sync (or 1)")
    terminal.wait_for("bob>")
    terminal.send("sy\t")  # Tab completes the one move offered
    terminal.wait_for("sync")
    terminal.send("\r")
    terminal.wait_for("released links (draw 1)")
    terminal.wait_for("next: carol must run seasons sync: alice's draw waits for them")
    terminal.wait_for("Enter: leave >")
    terminal.send("e\r")
    terminal.wait_for("To: carol")
    code, rest = terminal.end()
    assert code == 0 and "Traceback" not in rest
    assert f"seasons sync {path} --expect " in rest
    assert entries(table, path)[-1].player == "bob"


def test_a_real_terminal_without_an_identity_is_one_line_and_the_file_unchanged(tmp_path, table):
    path = saved(tmp_path, joined(3, "apprentice")[0])
    before = path.read_bytes()
    terminal = with_data(table.home("nobody"), lambda: Terminal(path, "--as", "alice"))
    code, rest = terminal.end()
    assert (code, rest.strip()) == (1, f"error: {path} is a fair game, where every move is signed "
                                       "with your identity: you have no identity yet: make one "
                                       "with 'seasons keys new NAME' (or bring yours back with "
                                       "'seasons keys import FILE')")
    assert path.read_bytes() == before
    assert json.loads(path.read_text())["history"][-1]["n"] == 3
    assert awaited(load(path).game) is not None
