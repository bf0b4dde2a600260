"""The score's SVG image and HTML page as a reader meets them (issue 19 item 6): opened in
headless Chromium, in the light and the dark scheme, screenshot and read back. The screenshots
can be kept to look at: ``SEASONS_SCREENSHOTS=folder`` (docs/testing.md)."""

from pathlib import Path

import pytest

from seasons_cli.views.theme import SERIES
from tests.browser import Browser, needs_chromium, png_colours, rgb, shot_path

from .conftest import run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "archmage-4p-finished.json"
pytestmark = needs_chromium


@pytest.fixture(scope="module")
def exports(tmp_path_factory):
    folder = tmp_path_factory.mktemp("exports")
    svg, html = folder / "score.svg", folder / "score.html"
    assert run("score", EXAMPLE, "--svg", svg, "--html", html).exit_code == 0
    return svg, html


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_score_page_shows_the_table_and_one_line_per_player(dark, exports, tmp_path):
    with Browser(1000, 700, dark=dark) as browser:
        browser.open(exports[1])
        assert browser.evaluate("document.title") == "Final score: alice wins"
        assert browser.evaluate("document.querySelector('pre.view').textContent").startswith(
            "Final score: alice wins")
        assert browser.evaluate("document.querySelectorAll('svg.chart polyline').length") == 4
        legend = browser.evaluate("[...document.querySelectorAll('svg.chart text')]"
                                  ".map(t => t.textContent)")
        assert {"alice 57", "bob 0", "carol 9", "dave 16", "prestige", "60", "-40"} <= set(legend)
        shot = browser.screenshot(shot_path(tmp_path, f"score-page-{'dark' if dark else 'light'}.png"))
        assert browser.network == []
    colours = png_colours(shot)
    for colour in SERIES:  # every player's line is drawn, in their colour
        assert colours.get(rgb(colour), 0) > 300, colour
    background = rgb("#292929" if dark else "#ffffff")
    assert colours.get(background, 0) > 100_000  # the chart follows the scheme


def test_the_score_image_holds_the_table_and_the_chart(exports, tmp_path):
    with Browser(1000, 700) as browser:
        browser.open(exports[0])
        assert browser.evaluate("document.querySelectorAll('svg svg').length") == 2
        assert browser.evaluate("document.querySelectorAll('svg.chart polyline').length") == 4
        shot = browser.screenshot(shot_path(tmp_path, "score-image.png"))
    colours = png_colours(shot)
    for colour in SERIES:
        assert colours.get(rgb(colour), 0) > 300, colour
