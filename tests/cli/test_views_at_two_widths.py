"""The other views at 80 and 120 columns (issue 6 point 10): the legal moves and the cards."""

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons

from .conftest import ENV

WIDTHS = (80, 120)


def at(width, *args):
    result = CliRunner().invoke(seasons, [str(arg) for arg in args], env={**ENV, "COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("width", WIDTHS)
def test_moves_snapshot(width, small_game, snapshot):
    assert at(width, "moves", small_game) == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_moves_of_step_c_snapshot(width, small_game, snapshot):
    """Step C of alice's turn: summons, bonuses and the end of the turn, one per line."""
    CliRunner().invoke(seasons, ["move", str(small_game), "-"], input="die 3\ndie 1\n", env=ENV)
    assert at(width, "moves", small_game) == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_card_detail_snapshot(width, snapshot):
    assert at(width, "cards", "elemental-amulet") == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_cards_of_a_level_snapshot(width, snapshot):
    assert at(width, "cards", "--level", "apprentice") == snapshot
