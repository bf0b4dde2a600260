"""``--svg FILE`` and ``--html FILE`` on show, replay and score (issue 6 point 4): what is printed,
written as a picture or a page to share."""

import pytest

from .conftest import run

COMMANDS = [("show",), ("show", "--as", "bob"), ("replay",), ("replay", "--at", "5"), ("score",)]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_svg_and_html_are_written_with_the_players(command, small_game, tmp_path):
    svg, html = tmp_path / "view.svg", tmp_path / "view.html"
    result = run(command[0], small_game, *command[1:], "--svg", svg, "--html", html)
    assert result.exit_code == 0, result.output
    assert "alice" in result.stdout
    assert svg.read_text().startswith("<svg") and html.read_text().startswith("<!DOCTYPE html>")
    for text in (svg.read_text(), html.read_text()):
        assert "alice" in text and "bob" in text


def test_the_export_is_in_colour_and_the_terminal_output_is_not(small_game, tmp_path):
    """NO_COLOR holds for the terminal; the page keeps the theme's colours."""
    html = tmp_path / "score.html"
    result = run("score", small_game, "--html", html)
    assert "\x1b[" not in result.stdout
    assert "color: #" in html.read_text()


def test_one_export_alone(small_game, tmp_path):
    svg = tmp_path / "board.svg"
    assert run("show", small_game, "--svg", svg).exit_code == 0
    assert svg.exists() and not (tmp_path / "board.html").exists()


def test_an_export_of_json_is_a_usage_error(small_game, tmp_path):
    result = run("score", small_game, "--json", "--svg", tmp_path / "x.svg")
    assert result.exit_code == 2
    assert "--svg and --html export the text view: leave out --json" in result.stderr
    assert not (tmp_path / "x.svg").exists()
