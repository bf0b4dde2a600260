"""The error boundary: one line on stderr, exit 1; usage errors are click's (exit 2); no traceback."""

import seasons_cli.cli.show as show_module

from .conftest import run


def test_an_unexpected_exception_is_one_line_and_no_traceback(small_game, monkeypatch):
    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(show_module, "board", broken)
    result = run("show", small_game)
    assert result.exit_code == 1
    assert result.stderr == "error: internal error, please report it: KeyError: 'boom'\n"
    assert "Traceback" not in result.output


def test_a_system_error_about_a_descriptor_is_one_line(small_game, monkeypatch):
    """An ``OSError`` may name a file by its descriptor (``open(3)``): no name to show, the
    reason alone (the fault campaign found one escaping as a traceback, issue 16 item 10)."""
    def broken(*args, **kwargs):
        raise IsADirectoryError(21, "Is a directory", 3)

    monkeypatch.setattr(show_module, "board", broken)
    result = run("show", small_game)
    assert (result.exit_code, result.stderr) == (1, "error: Is a directory\n")


def test_an_unknown_command_is_a_usage_error():
    result = run("shwo", "game.json")
    assert result.exit_code == 2
    assert "No such command 'shwo'" in result.stderr


def test_an_unknown_option_is_a_usage_error(small_game):
    result = run("show", small_game, "--colour")
    assert result.exit_code == 2
    assert "No such option '--colour'" in result.stderr


def test_a_missing_file_argument_is_a_usage_error():
    assert run("show").exit_code == 2


def test_a_folder_is_not_a_game_file(tmp_path):
    result = run("show", tmp_path)
    assert result.exit_code == 1
    assert result.stderr == f"error: {tmp_path}: is a folder, not a game file\n"


def test_help_lists_every_command():
    result = run("--help")
    assert result.exit_code == 0
    for command in ("new", "show", "moves", "move", "replay", "score", "validate"):
        assert f"\n  {command} " in result.stdout
