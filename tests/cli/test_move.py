"""``seasons move``: one move or a script of moves, all or nothing (issue #2 points 6 and 9)."""

import json

from seasons_cli.gamefile import load

from .conftest import run


def test_one_move_is_saved_and_reported_with_the_new_head(small_game):
    """Issue 6 point 2: the move in words, who acts next and how, the new head."""
    result = run("move", small_game, "die", "2")
    assert result.exit_code == 0
    record = load(small_game)
    assert result.stdout == ("move 21: alice took die 2 (Sp2-5: 2 earth, 1 crystal)\n"
                             "next: bob must take one of the season dice "
                             f"(seasons moves {small_game} --player bob)\n"
                             f"head: 21-{record.last_hash[:12]}\n")
    assert record.history[-1].move == "die 2"


def test_expect_refuses_a_file_that_has_moved_on(small_game):
    head = f"20-{load(small_game).last_hash[:12]}"
    assert run("move", small_game, "--expect", head, "die", "2").exit_code == 0
    before = small_game.read_bytes()
    result = run("move", small_game, "--expect", head, "die", "1")
    assert result.exit_code == 1
    assert result.stderr == (f"error: the file has moved on: its head is 21-{load(small_game).last_hash[:12]}, "
                             f"not {head} (someone moved since your copy; get the newest one)\n")
    assert small_game.read_bytes() == before


def test_a_move_in_several_words(small_game):
    """R15.2: the exchange bonus names what is given and what is taken."""
    run("move", small_game, "-", input="die 3\ndie 1\n")  # alice: 1 air and gauge +1
    result = run("move", small_game, "bonus", "exchange", "1f", "for", "1a")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("move 23: alice used a bonus to exchange 1 fire for 1 air "
                                    "(bonus 1 of 3: -5 prestige at the end)\nnext: alice must ")
    assert load(small_game).game.players[0].energy == (2, 1, 1, 1)


def test_moves_from_stdin_skip_comments_and_blank_lines(small_game):
    result = run("move", small_game, "-", input="# round 3\ndie 2\n\nbob: die 3\n")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == "move 21: alice took die 2 (Sp2-5: 2 earth, 1 crystal)"
    assert [e.move for e in load(small_game).history[-2:]] == ["die 2", "die 3"]


def test_one_bad_line_writes_nothing_and_names_the_line(small_game):
    before = small_game.read_bytes()
    result = run("move", small_game, "-", input="die 2\n# bob now\ndie 9\n")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: line 3: 'die 9' is not legal now: ")
    assert result.stderr.endswith("(nothing was written)\n") and result.stderr.count("\n") == 1
    assert small_game.read_bytes() == before


def test_an_illegal_move_leaves_the_file_unchanged(small_game):
    before = small_game.read_bytes()
    result = run("move", small_game, "summon", "amulet-of-air")
    assert result.exit_code == 1
    assert result.stderr == ("error: 'summon amulet-of-air' is not legal now: alice must take one "
                             "of the season dice; 'seasons moves' lists the legal moves\n")
    assert small_game.read_bytes() == before


def test_a_move_by_the_wrong_player(small_game):
    before = small_game.read_bytes()
    result = run("move", small_game, "--player", "bob", "die", "1")
    assert result.exit_code == 1
    assert result.stderr == ("error: 'die 1' is not legal now: it is not bob's decision "
                             "(alice must take one of the season dice)\n")
    assert small_game.read_bytes() == before


def test_an_unknown_card(small_game):
    result = run("move", small_game, "summon", "dragon-egg")
    assert result.exit_code == 1
    assert result.stderr == ("error: 'summon dragon-egg' is not a move: no card is named 'dragon-egg' "
                             "(seasons help notation)\n")


def test_an_unaffordable_summon_names_the_players_resources(small_game):
    """R14.3: Amulet of Air costs 2 air; alice has 1 air, 1 water, 2 fire and 1 earth."""
    run("move", small_game, "-", input="die 3\ndie 1\n")
    result = run("move", small_game, "summon", "amulet-of-air", "2a")
    assert result.exit_code == 1
    assert result.stderr == ("error: 'summon amulet-of-air 2a' is not legal now: amulet-of-air costs "
                             "2a energy and 0 crystals; alice has 1a1w2f1e energy and 0 crystals\n")


def test_several_deciders_need_player(draft_game):
    """R6.1: alice and carol pick at the same time, so the move must say whose it is."""
    before = draft_game.read_bytes()
    result = run("move", draft_game, "pick", "syllas")
    assert result.exit_code == 1
    assert result.stderr == "error: alice and carol must both decide now: say whose move it is with --player\n"
    assert draft_game.read_bytes() == before
    assert run("move", draft_game, "--player", "carol", "pick", "syllas").exit_code == 0


def test_no_move_after_the_end(finished_game):
    result = run("move", finished_game, "end")
    assert result.exit_code == 1
    assert result.stderr == "error: the game is over: no more moves can be played\n"


def test_a_move_is_required(small_game):
    assert run("move", small_game).exit_code == 2


def test_the_saved_file_keeps_its_canonical_form(small_game):
    run("move", small_game, "die", "2")
    data = json.loads(small_game.read_text())
    assert data["history"][-1]["move"] == "die 2" and small_game.read_text().endswith("}\n")


def test_a_script_without_moves_changes_nothing(small_game):
    before = small_game.stat().st_mtime_ns, small_game.read_bytes()
    result = run("move", small_game, "-", input="# nothing to do\n\n")
    assert result.exit_code == 0
    assert result.stdout == "no moves were given: nothing changed\n"
    assert (small_game.stat().st_mtime_ns, small_game.read_bytes()) == before


def test_a_script_plays_the_simultaneous_draft(draft_game):
    """R6.1: ``name:`` lines say whose pick it is; the packets pass once everybody has picked."""
    result = run("move", draft_game, "-", input="carol: pick syllas\nalice: pick 1\n")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[-3].startswith("move 6: alice picked ")
    assert load(draft_game).game.draft_pick == 3
