"""``seasons score`` (issue 6 point 4): the table and each player's prestige by round, as data
(``by_round``) and as a chart drawn in the terminal."""

import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons
from seasons_cli.views.chart import MARKS, PrestigeChart, Ticks
from seasons_cli.views.theme import make_console

from .conftest import ENV, run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
WIDTHS = (60, 80, 120)


def score(width, *args):
    result = CliRunner().invoke(seasons, ["score", *map(str, args)], env={**ENV, "COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("width", WIDTHS)
def test_the_score_snapshot(width, small_game, snapshot):
    assert score(width, small_game) == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_a_finished_games_score_snapshot(width, snapshot):
    assert score(width, EXAMPLES / "archmage-4p-finished.json") == snapshot


def test_the_totals_at_the_end_of_each_round(small_game):
    """R19.3 at the end of round 1: alice 0 crystals + 8 (Temporal Boots) - 2 cards x 5 = -2;
    bob 1 crystal + 8 (Die of Malice) - 2 x 5 - 5 (one bonus, R15.7) = -6. Round 3 is under way."""
    points = json.loads(run("score", small_game, "--json").stdout)["by_round"]
    assert [(p["round"], p["season"], p["complete"], p["totals"]) for p in points] == [
        (1, "winter", True, {"alice": -2, "bob": -6}),
        (2, "spring", True, {"alice": 11, "bob": -1}),
        (3, "spring", False, {"alice": 11, "bob": -1})]


def test_the_last_point_of_a_finished_game_is_its_final_score():
    data = json.loads(run("score", EXAMPLES / "apprentice-2p-finished.json", "--json").stdout)
    last = data["by_round"][-1]
    assert (last["round"], last["year"], last["complete"]) == (19, 3, True)
    assert last["totals"] == {row["name"]: row["total"] for row in data["players"]}


def chart(points, players, width=60):
    console = make_console(io.StringIO(), width)
    console.print(PrestigeChart(points, players))
    return [line.rstrip() for line in console.file.getvalue().splitlines()]


def point(round_, year, complete=True, **totals):
    return {"round": round_, "year": year, "season": "winter", "complete": complete, "totals": totals}


def test_the_chart_a_column_per_player_round_ticks_a_zero_line_and_a_legend():
    """Readable without colour (issue 19 item 6): each player has a shape and a column of their
    own in every round (a and b both at 3 in round 2 share no cell), the y-axis is labelled with
    round numbers, the rounds and the year are written below."""
    points = [point(1, 1, a=-2, b=4), point(2, 1, a=3, b=3), point(3, 2, False, a=6, b=0)]
    assert chart(points, ["a", "b"]) == [
        "Prestige by round (the total if the game ended then)",
        "prestige",
        " 6 ┤      ●",
        "   │",
        " 4 ┤ ▲",
        "   │   ●▲",
        " 2 ┤",
        "   │",
        " 0 ┤───────▲─",
        "   │",
        "-2 ┤●",
        "   └─────────",
        "    1  2  now",
        "          year 2",
        "● a 6  ▲ b 0  (a column each, every round)"]


@pytest.mark.parametrize("seed", range(20))
def test_every_point_of_every_player_is_drawn(seed):
    """No mark hides another: each player's mark appears once per round shown, whatever the
    values and the number of players."""
    import random

    chooser = random.Random(seed)
    names = ["a", "b", "c", "d"][:chooser.randint(2, 4)]
    points = [point(r, 1 + r // 7, **{n: chooser.randint(-40, 120) for n in names})
              for r in range(1, chooser.randint(2, 20))]
    text = "\n".join(chart(points, names, width=120)[2:-4])
    for seat in range(len(names)):
        assert text.count(MARKS[seat]) == len(points)


@pytest.mark.parametrize(("low", "high", "ticks"), [
    (-2, 6, [-2, 0, 2, 4, 6]), (-34, 57, [-40, -20, 0, 20, 40, 60]),
    (-14, 108, [-25, 0, 25, 50, 75, 100, 125]), (0, 0, [0, 1]), (3, 9, [0, 2, 4, 6, 8, 10]),
    (-300, -10, [-300, -250, -200, -150, -100, -50, 0])])
def test_the_ticks_are_round_numbers_covering_the_values_and_zero(low, high, ticks):
    assert Ticks(low, high).values == ticks


def test_no_round_yet():
    assert chart([], ["a", "b"]) == ["Prestige by round (the total if the game ended then)",
                                     "No round has been played yet."]
