"""``seasons undo``: the move taken back and the file rewritten, or a refusal saying why (issue 6
point 6; the policy itself is tested in tests/gamefile/test_undo.py)."""

from seasons_cli.gamefile import load

from .conftest import run


def test_undo_restores_the_file_before_the_move(small_game):
    run("move", small_game, "-", input="die 2\ndie 3\n")
    before = small_game.read_bytes()
    assert run("move", small_game, "bonus", "exchange", "1e", "for", "1a").exit_code == 0
    result = run("undo", small_game, "--player", "alice")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == ("took back move 23, alice: bonus exchange 1e for 1a; next: alice must "
                             "play their turn (summon, activate, transmute, bonus) or end it\n"
                             f"head: 22-{load(small_game).last_hash[:12]}\n")
    assert small_game.read_bytes() == before


def test_a_refusal_is_one_line_and_leaves_the_file_untouched(small_game):
    before = small_game.read_bytes()
    result = run("undo", small_game, "--player", "alice")
    assert result.exit_code == 1
    assert result.stderr == "error: move 20 (end) cannot be taken back: the season dice were rolled after it\n"
    assert small_game.read_bytes() == before


def test_undo_finds_the_player_as_move_does(small_game):
    """Issue 19 item 5: without --player or the setting, the only player who must decide."""
    run("move", small_game, "-", input="die 2\ndie 3\nbonus gauge\n")
    result = run("undo", small_game)
    assert result.exit_code == 0 and result.stdout.startswith("took back move 23, alice: bonus gauge;")


def test_undo_without_a_player_while_several_decide_asks_whose(draft_game):
    before = draft_game.read_bytes()
    result = run("undo", draft_game)
    assert result.exit_code == 1
    assert result.stderr == ("error: alice and carol must both decide now: say whose move it is "
                             "with --player\n")
    assert draft_game.read_bytes() == before


def test_undo_of_a_finished_game_says_why_not(finished_game):
    result = run("undo", finished_game)
    assert result.exit_code == 1
    assert result.stderr == "error: the game is over: its moves can no longer be taken back\n"


def test_the_player_setting_says_whose_move(small_game):
    run("move", small_game, "-", input="die 2\ndie 3\nbonus gauge\n")
    run("config", "set", "player", "alice")
    result = run("undo", small_game)
    assert result.exit_code == 0 and result.stdout.startswith("took back move 23, alice: bonus gauge;")


def test_undo_checks_the_expected_head(small_game):
    result = run("undo", small_game, "--player", "alice", "--expect", "19-0123456789ab")
    assert result.exit_code == 1 and result.stderr.startswith("error: the file has moved on: ")
