"""The board view (issue 6 point 1) at 80 and 120 columns, and its styles from the theme."""

import io
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console
from rich.theme import Theme

from seasons_cli.cli.main import seasons
from seasons_cli.gamefile import load, short_head
from seasons_cli.reports.board import board
from seasons_cli.views.board import BoardView
from seasons_cli.views.theme import STYLES

from .conftest import ENV

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
UNFINISHED = EXAMPLES / "wizard-3p-unfinished.json"
WIDTHS = (80, 120)


def show(width, *args):
    result = CliRunner().invoke(seasons, ["show", *map(str, args)], env={**ENV, "COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("width", WIDTHS)
def test_the_board_snapshot(width, snapshot):
    """Year 2, spring, round 10 of the 3-player example: carol plays, the leftover die is Sp4-4."""
    assert show(width, UNFINISHED) == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_the_board_as_a_player_snapshot(width, snapshot):
    """carol's hand with each card's cost and prestige, and her Library III by name (R21.2)."""
    text = show(width, UNFINISHED, "--as", "carol")
    assert "Divine Chalice" in text and "Die of Malice" in text
    assert text == snapshot


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", ["apprentice-2p-finished.json", "archmage-4p-finished.json"])
def test_finished_boards_snapshot(width, name, snapshot):
    assert show(width, EXAMPLES / name) == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_the_draft_snapshot(width, draft_game, snapshot):
    """R6.3: during the draft carol sees her packet and her picks; there is no wheel yet."""
    assert show(width, draft_game, "--as", "carol") == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_no_line_is_wider_than_the_terminal(width):
    for name in ("wizard-3p-unfinished.json", "archmage-4p-finished.json"):
        assert max(len(line) for line in show(width, EXAMPLES / name, "--as", "bob").splitlines()) <= width


def test_the_wheel_marks_the_token_and_the_dice_show_their_symbols():
    """R18.1: space 6 is spring's last; Sp2-6 shows 2 earth, the star and 3 dots (dice.md)."""
    lines = show(80, UNFINISHED).splitlines()
    assert lines[3].startswith("│  11    spring   [6]   ")
    assert lines[8:11] == ["╭── Sp1-1 ──╮ ╭── Sp2-6 ──╮ ╭── Sp4-4 ──╮ ╭── Sp5-6 ──╮",
                           "│ ▯         │ │ ■2 ★      │ │ ■2 ★      │ │ ■2 ★      │",
                           "│ ••        │ │ •••       │ │ •         │ │ •••       │"]
    assert lines[11] == "╰── carol ──╯ ╰─── bob ───╯ ╰── free ───╯ ╰── alice ──╯"


def test_a_transmute_face_has_a_double_frame():
    """R9.3 B5: the transmute frame; Au5-6 is 1 fire, the star, the frame (dice.md)."""
    lines = show(80, EXAMPLES / "apprentice-2p-finished.json").splitlines()
    top = next(index for index, line in enumerate(lines) if "Au5-6" in line)
    assert lines[top].endswith("╔══ Au5-6 ══╗") and lines[top + 1].endswith("║ ▲1 ★      ║")


def test_the_gauge_against_the_cards_in_play_and_the_bonus_track():
    """R13.2: alice has 4 cards and gauge 4: no room; R15.7: one bonus costs 5 prestige."""
    text = show(80, UNFINISHED)
    assert "│ gauge        ★4 · 4 cards in play · no room" in text
    assert "│ bonuses      ●○○ · 1 of 3 used · -5 prestige" in text
    assert "│ gauge        ★5 · 4 cards in play · room for 1 more" in text


def probe_theme():
    """Every style of the theme as its own colour, so a rendered colour names its style."""
    return {name: f"color({16 + index})" for index, name in enumerate(STYLES)}


def test_with_colour_every_colour_comes_from_a_theme_style():
    """style.md: views name styles; colours live in the theme only."""
    styles = probe_theme()
    console = Console(file=io.StringIO(), width=120, theme=Theme(styles), force_terminal=True,
                      color_system="256", markup=False, emoji=False, highlight=False)
    record = load(UNFINISHED)
    view = BoardView(board(record.game, 2, short_head(record.head)))
    segments = list(console.render(view))
    colours = {segment.style.color.name for segment in segments if segment.style and segment.style.color}
    assert colours and colours <= set(styles.values())
    by_text = {segment.text.strip(): segment.style.color.name for segment in segments
               if segment.style and segment.style.color}
    assert by_text["■2"] == styles["energy.earth"]
    assert by_text["◆23"] == styles["crystals"]
    assert by_text["carol"] == styles["player"]
    assert by_text["[6]"] == styles["token"]  # the token's style is laid over spring's
