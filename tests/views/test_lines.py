"""Views laid out as lines (``views.lines``, issue 19 item 8): wrapped as rich wraps text, and
the same characters whether rich prints them or they are written plain without rich."""

import io
import random
from pathlib import Path

import pytest
from rich._wrap import divide_line  # rich's own rule: the oracle

from seasons_cli.gamefile import load
from seasons_cli.reports.replay import sections
from seasons_cli.reports.score import score_report
from seasons_cli.views.lines import breaks, plain_text, wrap
from seasons_cli.views.replay import ReplayView
from seasons_cli.views.score import ScoreView
from seasons_cli.views.theme import make_console, print_view

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("seed", range(200))
def test_text_breaks_where_rich_breaks_it(seed):
    chooser = random.Random(seed)
    words = ["a", "bb", "die", "amulet-of-water", "1w+2w@amulet-of-water", "·", "x" * 30, ""]
    text = "".join(chooser.choice(words) + " " * chooser.randint(1, 3) for _ in range(chooser.randint(1, 30)))
    width = chooser.randint(3, 60)
    assert breaks(text, width) == divide_line(text, width)


def test_a_line_keeps_its_styles_across_the_break():
    assert wrap([("alice", "player"), (" took die 3", ""), ("  · die 3", "notation")], 12) == [
        [("alice", "player"), (" took", "")], [("die 3", ""), ("  · die", "notation")],
        [("3", "notation")]]


@pytest.mark.parametrize("width", [40, 60, 80, 120])
@pytest.mark.parametrize("name", ["archmage-4p-finished", "wizard-3p-unfinished"])
def test_rich_and_the_plain_writer_give_the_same_text(name, width):
    record = load(EXAMPLES / f"{name}.json")
    for view in (ReplayView(sections(record, "alice")), ScoreView(score_report(record))):
        console = make_console(io.StringIO(), width)
        print_view(console, view)
        assert console.file.getvalue() == plain_text(view.lines(width))
