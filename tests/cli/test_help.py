"""``seasons help``: the notation guide from inside the package (issue 19 item 3), where a pip
install has no docs/ folder, and every command's help."""

from pathlib import Path

from seasons_cli.cli.help import FOLDER

from .conftest import run

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_the_notation_topic_is_the_notation_guide():
    result = run("help", "notation")
    assert result.exit_code == 0
    assert result.stdout == (DOCS / "notation.md").read_text(encoding="utf-8")


def test_the_package_holds_the_guide_itself():
    """The wheel copies the file the link points to (pyproject's package data)."""
    assert (Path(FOLDER) / "notation.md").read_text() == (DOCS / "notation.md").read_text()


def test_without_a_topic_the_topics_are_listed():
    result = run("help")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1].split()[0] == "notation"


def test_a_command_topic_is_its_help():
    assert run("help", "move").stdout == run("move", "--help").stdout


def test_an_unknown_topic_is_one_line_and_exit_1():
    result = run("help", "chess")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: no help topic or command 'chess': choose one of notation, new,")
    assert result.stderr.count("\n") == 1


def test_move_errors_point_to_the_topic(small_game):
    result = run("move", small_game, "die", "x")
    assert result.stderr == ("error: 'die x' is not a move: 'x' is not a number: a die is taken "
                             "by its number, like 'die 3' (seasons help notation)\n")
