"""``seasons play`` (issue 19 item 1): an interactive session, tested as a user meets it.

Two ways in: prompt_toolkit's own pipe input with a dummy output, the session printing to a
fixed-width console (exact output, fast); and real pseudo-terminals spawning ``seasons play``
with pexpect (keys as a user types them: Tab, Up, Ctrl-C, Ctrl-D).
"""

from __future__ import annotations

import time

import pytest
from seasons_cli.gamefile import load

from .conftest import run
from .playing import Terminal, session

SPLIT = ("library2 amulet-of-fire,amsug-longneck,hand-of-fortune",
         "library3 potion-of-life,olafs-blessed-statue,yjangs-forgotten-vase")


def new(path, players="alice,bob", *args):
    result = run("new", path, "--players", players, "--level", "apprentice", "--seed", "snap",
                 "--decks", "1,2", *args)
    assert result.exit_code == 0, result.output
    return path


# --- through prompt_toolkit's pipe input ----------------------------------------------------------

def test_a_move_is_played_by_number_or_notation_and_saved_as_move_saves_it(tmp_path):
    path = new(tmp_path / "duel.json")
    code, told = session(path, ["alice"], [SPLIT[0], "20"])
    assert code == 0
    assert "move 1: alice put Amulet of Fire, Amsug Longneck, Hand of Fortune in Library II" in told
    assert "move 2: alice put Potion of Life, Olaf's Blessed Statue, Yjang's Forgotten Vase in " \
           "Library III" in told
    assert told.endswith("head: 2-" + load(path).head[2:14] + "\nleft the game: the moves "
                         "played are saved\n")  # the offer of an email was met by the end of input
    assert [entry.move for entry in load(path).history] == list(SPLIT)
    assert run("validate", path).exit_code == 0


def test_a_refused_move_is_one_line_and_the_turn_goes_on(tmp_path):
    path = new(tmp_path / "duel.json")
    before = path.read_bytes()
    code, told = session(path, ["alice"], ["library2 runic-cube", "99", "board", "help"])
    lines = told.splitlines()
    errors = [line for line in lines if line.startswith("error:")]
    assert len(errors) == 2 and errors[0].startswith("error: 'library2 runic-cube' is not ")
    assert errors[1] == "error: there is no move 99: the moves are numbered 1 to 84"
    assert told.count("Prelude: library split") == 2  # 'board' drew it again
    assert "  board   show the board again" in lines
    assert (code, path.read_bytes()) == (0, before)


def test_when_someone_else_must_act_it_says_who_and_prints_the_email(tmp_path, monkeypatch,
                                                                      snapshot):
    """alice takes her die; bob (a person, elsewhere) must take his: the session tells her
    what bob did since her split, her move, who must act, and prints the email for bob."""
    monkeypatch.chdir(tmp_path)
    path = new("duel.json")
    run("move", path, "-", input=f"alice: {SPLIT[0]}\nalice: {SPLIT[1]}\n")
    run("move", path, "-", input="bob: library2 divine-chalice,lewis-greyface,scepter-of-greatness"
                                 "\nbob: library3 amulet-of-earth,balance-of-ishtar,beggars-horn\n")
    code, told = session(path, ["alice"], ["die 1"], as_email=True, width=80)
    assert code == 0
    assert told == snapshot


def test_bots_move_in_between_and_their_hidden_choices_stay_hidden(tmp_path):
    path = new(tmp_path / "solo.json", "alice,bot", "--bot", "bot=greedy")
    code, told = session(path, None, [*SPLIT, "die 1", "end"])
    assert told.startswith("the bots are moving: bot (greedy) ...\n")
    assert ("Since the game began:\n   1. bot chose the 3 cards of Library II\n"
            "   2. bot chose the 3 cards of Library III\n") in told
    assert "move 7: alice ended their turn\n  then bot's turn began (die 4)" in told
    assert "bot took die" in told
    history = load(path).history
    assert [entry.player for entry in history][:4] == ["bot", "bot", "alice", "alice"]
    for card in (history[0].move.split()[1].split(",") + history[1].move.split()[1].split(",")):
        assert card.replace("-", " ") not in told.lower().replace("'", "")


def test_a_hot_seat_game_goes_on_with_the_next_local_player(tmp_path):
    """The draft is simultaneous: alice picks, then bob after the screen asking to pass the
    terminal; bob's screen names none of alice's cards (R21.2)."""
    path = tmp_path / "draft.json"
    run("new", path, "--players", "alice,bob", "--level", "wizard", "--seed", "2026")
    code, told = session(path, ["alice", "bob"], ["", "3", "", "1", "quit"])
    alice, bob = told.split("bob to play: pass the terminal to bob.")
    assert "alice to play: pass the terminal to alice." in alice
    assert "move 1: alice picked Divine Chalice (pick 1 of 9)" in alice
    assert "Since the game began:\n   1. alice picked a card (pick 1 of 9)" in bob
    assert "Divine Chalice" not in bob
    assert "move 2: bob picked " in bob
    assert [entry.player for entry in load(path).history] == ["alice", "bob"]


def test_who_plays_here_must_be_said_when_several_must_act(tmp_path):
    path = tmp_path / "draft.json"
    run("new", path, "--players", "alice,bob", "--level", "wizard", "--seed", "2026")
    with pytest.raises(Exception, match="alice and bob must both decide now: say who plays here "
                                        r"with --as NAME \(several names, comma-separated"):
        session(path, None, [])
    path = new(tmp_path / "solo.json", "alice,bot", "--bot", "bot=greedy")
    with pytest.raises(Exception, match=r"bot's seat is played by a bot \(greedy\)"):
        session(path, ["bot"], [])


def test_seasons_play_needs_a_terminal(tmp_path):
    path = new(tmp_path / "duel.json")
    result = run("play", path, "--as", "alice")
    assert (result.exit_code, result.stderr) == \
        (1, "error: seasons play needs a terminal to read moves from (scripts: seasons move)\n")


# --- through a real pseudo-terminal ---------------------------------------------------------------

def test_a_real_terminal_session_with_tab_up_and_quit(tmp_path):
    path = new(tmp_path / "solo.json", "alice,bot", "--bot", "bot=greedy")
    terminal = Terminal(path, "--as", "alice")
    terminal.wait_for("Your moves (84: type one, Tab completes it")
    terminal.wait_for("alice>")
    terminal.send("libr\t")  # completes the word and its space: 'library2 '
    terminal.wait_for("library2 ")
    terminal.send("amulet-of-f\t")
    terminal.wait_for("amulet-of-fire,")
    terminal.send("amsug-longneck,hand-of-fortune\r")
    terminal.wait_for("move 3: alice put Amulet of Fire, Amsug Longneck, Hand of Fortune in")
    terminal.wait_for("alice>")
    terminal.send("20\r")
    terminal.wait_for("move 4: alice put Potion of Life")
    terminal.wait_for("1 die 1")
    terminal.wait_for("alice>")
    terminal.send("die 1\r")
    terminal.wait_for("move 5: alice took die 1")
    terminal.wait_for("alice>")
    time.sleep(0.3)  # a person does not press Up in the same millisecond
    terminal.send("\x1b[A")  # Up: the line typed last comes back, and is refused now
    terminal.wait_for("die 1")
    terminal.send("\r")
    terminal.wait_for("error: 'die 1' is not legal now")
    terminal.wait_for("alice>")
    terminal.send("quit\r")
    code, rest = terminal.end()
    assert (code, rest.strip().splitlines()[-1]) == (0, "left the game: the moves played are saved")
    assert [entry.move for entry in load(path).history][2:5] == [*SPLIT, "die 1"]


@pytest.mark.parametrize(("key", "code", "said"), [("\x03", 130, "left the game (Ctrl-C)"),
                                                   ("\x04", 0, "left the game")])
def test_ctrl_c_and_ctrl_d_leave_the_file_unchanged(tmp_path, key, code, said):
    path = new(tmp_path / "duel.json")
    before = path.read_bytes()
    terminal = Terminal(path, "--as", "alice", width=60)
    terminal.wait_for("alice>")
    terminal.send(key)
    status, rest = terminal.end()
    assert status == code
    assert rest.strip().splitlines()[-1] == f"{said}: nothing was changed"
    assert "Traceback" not in rest
    assert path.read_bytes() == before


def test_a_real_terminal_hot_seat_clears_the_screen_between_players(tmp_path):
    path = tmp_path / "draft.json"
    run("new", path, "--players", "alice,bob", "--level", "wizard", "--seed", "2026")
    terminal = Terminal(path, "--as", "alice,bob", width=120)
    terminal.wait_for("alice, press Enter when only you can see the screen")
    terminal.send("\r")
    terminal.wait_for("alice>")
    terminal.send("pick divine-chalice\r")
    terminal.wait_for("move 1: alice picked Divine Chalice")
    terminal.wait_for("bob to play: pass the terminal to bob")
    assert "\x1b[2J" in terminal.everything and "\x1b[3J" in terminal.everything  # screen and
    # scrollback cleared: alice's packet is gone
    terminal.wait_for("bob, press Enter")
    terminal.send("\r")
    bobs = terminal.wait_for("bob>")
    assert "Divine Chalice" not in bobs and "Since the game began:" in bobs
    terminal.send("quit\r")
    assert terminal.end()[0] == 0
    assert [entry.move for entry in load(path).history] == ["pick divine-chalice"]
