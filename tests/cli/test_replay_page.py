"""``seasons replay FILE --html PAGE`` (issue 19 item 7): one self-contained page that steps
through the game, as one seat saw it. Opened in headless Chromium: loaded, stepped with the keys
and the buttons, read back, screenshot (``SEASONS_SCREENSHOTS``: docs/testing.md). And, without
a browser, its source checked against ``bots.observe``: no card the reader could not see is named
anywhere in it."""

from __future__ import annotations

import html
import random
from pathlib import Path

import pytest

from seasons_cli.bots import observe
from seasons_cli.cards.catalogue import CARDS
from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, play_action
from seasons_cli.reports.replay import stepped
from seasons_cli.reports.score import by_round
from seasons_cli.reports.steps import steps
from seasons_cli.views.replay_page import replay_page
from seasons_cli.views.theme import SERIES
from tests.browser import Browser, needs_chromium, png_colours, rgb, shot_path

from .conftest import run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "archmage-4p-finished.json"


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("replay") / "replay.html"
    result = run("replay", EXAMPLE, "--as", "alice", "--html", out)
    assert result.exit_code == 0, result.output
    return out


def shown(browser: Browser) -> tuple[str, str]:
    """The position line, and the text of the one step on show."""
    visible = browser.evaluate("[...document.querySelectorAll('section.step')]"
                               ".filter(s => !s.hidden).map(s => s.id)")
    assert len(visible) == 1
    text = browser.evaluate(f"document.getElementById('{visible[0]}').innerText")
    return browser.evaluate("document.getElementById('position').textContent"), text


@needs_chromium
def test_the_page_steps_through_the_game_with_the_keys_and_the_buttons(page, tmp_path):
    with Browser(1200, 1100) as browser:
        browser.open(page)
        position, text = shown(browser)
        assert position == "The setup" and "alice was dealt Amulet of Water" in text
        assert "bob was dealt 9 cards" in text  # bob's cards stay hidden from alice
        for _ in range(3):
            browser.press("ArrowRight")
        position, text = shown(browser)
        assert position == "Move 3 of 307" and "Move 3" in text and "picked" in text
        assert browser.evaluate("location.hash") == "#move-3"
        browser.click('button[data-go="next"]')
        assert shown(browser)[0] == "Move 4 of 307"
        browser.press("ArrowLeft")
        assert shown(browser)[0] == "Move 3 of 307"
        browser.press("End")
        position, text = shown(browser)
        assert position == "Move 307 of 307" and "The game is over: alice wins." in text
        assert browser.evaluate("document.getElementById('now').style.display") == ""
        for _ in range(150):
            browser.press("ArrowLeft")
        position, text = shown(browser)
        assert position == "Move 157 of 307" and "Year 2 of 3, winter" in text
        browser.screenshot(shot_path(tmp_path, "replay-move-157.png"))
        browser.press("Home")
        assert shown(browser)[0] == "The setup"
        assert browser.evaluate("document.getElementById('now').style.display") == "none"
        assert browser.network == []


@needs_chromium
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_page_reads_in_both_schemes(dark, page, tmp_path):
    with Browser(1200, 1100, dark=dark) as browser:
        browser.open(page)
        browser.press("End")
        shot = browser.screenshot(shot_path(tmp_path, f"replay-end-{'dark' if dark else 'light'}.png"))
    colours = png_colours(shot)
    for colour in SERIES:
        assert colours.get(rgb(colour), 0) > 300, colour
    assert colours.get(rgb("#1e1e1e" if dark else "#ffffff"), 0) > 300_000


@needs_chromium
def test_at_opens_the_page_at_that_move_and_the_address_wins(tmp_path):
    out = tmp_path / "at.html"
    assert run("replay", EXAMPLE, "--at", 37, "--html", out).exit_code == 0
    with Browser() as browser:
        browser.open(out)
        assert shown(browser)[0] == "Move 37 of 307"
        browser.evaluate("location.hash = '#move-12'")  # an address typed or followed
        assert shown(browser)[0] == "Move 12 of 307"
    with Browser() as browser:
        browser.open(out, "move-200")
        assert shown(browser)[0] == "Move 200 of 307"


def test_the_page_is_one_file_with_nothing_from_the_network(page):
    text = page.read_text()
    assert "<script>" in text and "<style>" in text
    assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in text and " src=" not in text and "<link" not in text


def test_filters_are_refused_with_html(tmp_path):
    result = run("replay", EXAMPLE, "--round", 3, "--html", tmp_path / "x.html")
    assert result.exit_code == 2 and not (tmp_path / "x.html").exists()
    assert "--html writes a page of the whole game" in result.output


# --- nothing hidden -------------------------------------------------------------------------

def seen_by(game, seat: int) -> set[int]:
    """Every card ``seat`` may see in ``game``: what ``bots.observe`` does not hide."""
    view = observe(game, seat).game
    cards = {card.number for player in view.players for card in player.in_play}
    for player in view.players:
        for zone in ("hand", "library2", "library3", "packet", "chosen"):
            cards.update(getattr(player, zone))
    for decision in view.pending:
        cards.update(decision.held)
        cards.update(n for n in decision.data.get("cards", []) if isinstance(n, int))
        if isinstance(decision.data.get("seen"), int):
            cards.add(decision.data["seen"])
    if view.top is not None:
        cards.add(view.top)
    return {card for card in cards if card > 0}  # a handle (negative) is a card hidden


def told(outcomes: list[dict], name: str) -> set[int]:
    """Cards the outcomes of a move show to player ``name``: to everyone, or to them alone."""
    public = {"summon", "activate", "reveal", "no_room"}
    own = {"draw", "look", "deal"}
    found = set()
    for outcome in outcomes:
        cards = outcome.get("cards") if isinstance(outcome.get("cards"), list) else [outcome.get("card")]
        if outcome["kind"] in public or (outcome["kind"] in own and outcome.get("player") == name):
            found.update(card for card in cards if isinstance(card, int))
    return found


def random_record(players: int, level: str, seed: int):
    record = create(Settings(("alice", "bob", "carol", "dave")[:players], level, f"page-{seed}"))
    chooser = random.Random(seed)
    while not record.game.finished and len(record.history) < 160:
        record = play_action(record, chooser.choice(legal_actions(record.game)))
    return record


@pytest.mark.parametrize(("players", "level", "seed"), [(2, "wizard", 1), (3, "archmage", 2),
                                                        (4, "apprentice", 3), (4, "archmage", 4)])
def test_the_page_names_no_card_its_reader_could_not_see(players, level, seed):
    record = random_record(players, level, seed)
    for seat, name in enumerate(record.settings.players):
        known: set[int] = set()
        game = create(record.settings).game
        known |= seen_by(game, seat) | told(record.setup, name)
        for step in steps(game, record.history):
            known |= seen_by(step.before, seat) | seen_by(step.after, seat)
            known |= told(step.entry.outcomes, name)
        text = html.unescape(replay_page("t", stepped(record, name), by_round(record),
                                         list(record.settings.players)))
        named = {number for number, card in CARDS.items() if card.name in text or card.slug in text}
        assert named - known == set(), [CARDS[n].name for n in named - known]
        assert named & known  # the reader's own cards are there
