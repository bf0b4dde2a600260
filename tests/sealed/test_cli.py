"""A sealed game through the command line (issue 18, fair-play.md §6): each person runs
``seasons`` with their own identity and journal (``tests.fair.people.Table``), choosing among
the moves ``seasons moves --json`` lists for them, and ``seasons sync`` when it lists none.

The opening is played from ``new --trust sealed`` to the first moves of the year: the joins,
the setup's shuffles and shares, the whole draft and the split. The end is played from the
last season of a game the same honest clients played as a library (``players.play_game``;
a whole game through the command line costs ~4 minutes: docs/fair-play.md): the last moves,
each person's last shares, then ``verify --final`` run by each."""

from __future__ import annotations

import json
import random
from pathlib import Path

from seasons_cli.gamefile import save
from tests.fair.people import Table
from tests.sealed.players import play_game


def write(table: Table, path: Path, choose: random.Random) -> tuple[str, str]:
    """The next person's write: a move among those listed for them, else a sync."""
    name = table.next_writer(path)
    assert name is not None
    listed = table.run(name, "moves", path, "--json")
    assert listed.exit_code == 0, listed.output
    moves = json.loads(listed.stdout)
    if not moves:
        done = table.run(name, "sync", path)
        assert done.exit_code == 0, done.output
        return name, "sync"
    text = choose.choice(moves)["notation"]
    done = table.run(name, "move", path, text)
    assert done.exit_code == 0, (text, done.output)
    return name, text


def test_a_sealed_opening_through_the_command_line(tmp_path):
    table, path = Table(tmp_path, 2), tmp_path / "game.json"
    made = table.run("alice", "new", path, "--players", "alice,bob", "--level", "wizard",
                     "--trust", "sealed")
    assert made.output.splitlines()[0] == f"created {path}: sealed wizard game for alice, bob"
    for name in table.names:
        assert table.run(name, "join", path, "--as", name).exit_code == 0
    choose, writes = random.Random(3), []
    while not any(text.startswith("library3") for _, text in writes[-3:]) or \
            sum(text.startswith("library3") for _, text in writes) < 2:
        writes.append(write(table, path, choose))
    picks = [text for _, text in writes if text.startswith("pick")]
    assert len(picks) == 16  # 8 a player; the 9th is given (P1)
    shown = table.run("alice", "show", path).output
    assert "Sealed game (docs/fair-play.md)" in shown
    raw = path.read_text()
    for text in picks:  # picks are named as their picker reads them, recorded over handles
        assert f'"move": "{text}"' not in raw
    assert table.run("bob", "validate", path).exit_code == 0


def test_the_end_of_a_sealed_game_through_the_command_line_and_verify_final(tmp_path):
    record, _, _ = play_game(2, rng=8, nonce="e8" * 32,
                             until=lambda record: record.game.year == 3
                             and record.game.dice_season == "autumn")
    table, path = Table(tmp_path, 2), tmp_path / "game.json"
    save(path, record)
    choose, writes = random.Random(8), 0
    while table.next_writer(path) is not None:
        write(table, path, choose)
        writes += 1
    status = json.loads(table.run("alice", "status", path, "--json").stdout)
    assert status["state"] == "over"
    owing = status["deciding"]  # the last shares: whoever has not released them yet syncs
    assert owing and set(owing) <= set(table.names)
    assert status["line"].endswith(f"; {' and '.join(owing)} must run seasons sync: the game is "
                                   "over and waits for their last shares (seasons verify --final)")
    for name in owing:
        assert table.run(name, "sync", path).exit_code == 0
    status = json.loads(table.run("alice", "status", path, "--json").stdout)
    assert (status["state"], status["deciding"]) == ("over", [])
    assert status["line"].startswith("game over: ") and "sync" not in status["line"]
    for name in table.names:
        result = table.run(name, "verify", path, "--final")
        assert result.exit_code == 0, result.output
        assert "every hidden card read and the game replayed in the open" in result.output
    assert writes >= 1


def test_a_sealed_apprentice_game_is_refused_in_one_line(tmp_path):
    """The default level's decks are known to all (R5.1): the split would show in the file."""
    table, path = Table(tmp_path, 2), tmp_path / "game.json"
    result = table.run("alice", "new", path, "--players", "alice,bob", "--trust", "sealed")
    assert (result.exit_code, result.output) == (1, "error: a sealed game is played at wizard or "
                                                 "archmage level (--level): an apprentice's "
                                                 "pre-built deck is known to all, so the file "
                                                 "would show each player's library split\n")
    assert not path.exists()


def test_a_bot_in_a_sealed_game_plays_for_whoever_holds_its_seat(tmp_path):
    """Issue 18 point 4: bob is a bot whose seat alice's key holds (she runs it: fair-play.md
    §1); after each of her writes its own follow, its cards read with its secret, its move
    chosen in the game as its seat sees it, or its releases alone while its cards wait for
    hers. The draft and the split are played to the end."""
    table, path = Table(tmp_path, 2), tmp_path / "game.json"
    table.run("alice", "new", path, "--players", "alice,bob", "--bot", "bob=random", "--level",
              "wizard", "--trust", "sealed")
    for name in table.names:
        assert table.run("alice", "join", path, "--as", name).exit_code == 0
    choose = random.Random(2)
    for _ in range(40):
        history = json.loads(path.read_text())["history"]
        if sum(entry.get("move", "").startswith("library3") for entry in history) == 2:
            break
        assert table.next_writer(path) == "alice"
        listed = json.loads(table.run("alice", "moves", path, "--json", "--player",
                                      "alice").stdout)
        done = table.run("alice", *(("move", path, "--player", "alice",
                                     choose.choice(listed)["notation"]) if listed
                                    else ("sync", path, "--player", "alice")))
        assert done.exit_code == 0, done.output
    moves = [entry["move"] for entry in history if entry["player"] == "bob" and "move" in entry]
    assert [move.split()[0] for move in moves] == ["pick"] * 8 + ["library2", "library3"]


def whole_write(table: Table, path: Path, choose: random.Random) -> tuple[str, list[str]]:
    """One write as docs/tutorial-sealed.md makes it: the person ``status`` names first makes
    every move ``moves`` lists for them, one after the other (the split's two), or a sync."""
    name = table.next_writer(path)
    assert name is not None
    made: list[str] = []
    while moves := json.loads(table.run(name, "moves", path, "--json").stdout):
        text = choose.choice(moves)["notation"]
        done = table.run(name, "move", path, text)
        assert done.exit_code == 0, (text, done.output)
        made.append(text)
    if not made:
        done = table.run(name, "sync", path)
        assert done.exit_code == 0, done.output
    return name, made


def test_a_4_player_sealed_archmage_opening_through_the_command_line(tmp_path):
    """Issue 18 point 3, with 4 players at archmage level: the joins, the setup (a shuffle of
    the deck by each, in seat order, then 2 writes of shares for the deal), the draft and the
    split in 36 writes (9 passes of the table, as ``status`` names the writers: against the
    passing direction), then what each person sees: their own cards named, another seat's as
    counts."""
    table, path = Table(tmp_path, 4), tmp_path / "game.json"
    made = table.run("alice", "new", path, "--players", "alice,bob,carol,dave", "--level",
                     "archmage", "--trust", "sealed")
    assert made.output.splitlines()[0] == (f"created {path}: sealed archmage game for alice, bob, "
                                           "carol, dave")
    for name in table.names:
        assert table.run(name, "join", path, "--as", name).exit_code == 0
    assert table.run("dave", "status", path).output == (
        "alice, bob, carol and dave must run seasons sync: the setup (the dice and the cards "
        "dealt) waits for them\n")
    choose, writes = random.Random(4), []
    while not writes or not writes[-1][1] or not writes[-1][1][-1].startswith("library3") or \
            sum(any(m.startswith("library3") for m in moves) for _, moves in writes) < 4:
        writes.append(whole_write(table, path, choose))
        if len(writes) == 1:
            waiting = table.run("alice", "status", path, "--player", "alice")
            assert (waiting.exit_code, waiting.output) == (
                3, "waiting: bob, carol and dave must run seasons sync: the setup (the dice and "
                "the cards dealt) waits for them\n")
    first = next(index for index, (_, moves) in enumerate(writes) if moves)
    # a shuffle each in seat order, then 2 writes of shares for the deal, from dave's right
    assert [name for name, _ in writes[:first]] == ["alice", "bob", "carol", "dave", "carol",
                                                     "bob"]
    draft = writes[first:]
    assert len(draft) == 36
    assert all(len(moves) == 1 and moves[0].startswith("pick") for _, moves in draft[:-4])
    assert [[move.split()[0] for move in moves] for _, moves in draft[-4:]] == \
        [["library2", "library3"]] * 4
    for round in range(8):  # each pick round is one pass of the table, a write by each
        assert sorted(name for name, _ in draft[4 * round:4 * round + 4]) == table.names
    shown = table.run("alice", "show", path, "--as", "dave").output
    dave = shown[shown.index("─ dave"):]
    assert "│ hand         3 cards" in dave and "│ library II   3 cards" in dave
    assert "│ library III  3 cards" in dave
    own = json.loads(table.run("dave", "show", path, "--json", "--as", "dave").stdout)["players"][3]
    assert len(own["hand"]) == 3 and all(isinstance(card, str) for card in own["hand"])
    seen = json.loads(table.run("alice", "show", path, "--json", "--as", "dave").stdout)
    assert seen["players"][3]["hand"] == 3
    assert table.run("bob", "validate", path).exit_code == 0
