"""The views: named styles only, plain text off a terminal or with NO_COLOR, no markup from data."""

import io
from pathlib import Path

from rich.text import Text

from seasons_cli.views import theme
from seasons_cli.views.board import in_play_table
from seasons_cli.views.common import joined
from seasons_cli.views.score import ScoreTable

VIEWS = Path(theme.__file__).parent


class Terminal(io.StringIO):
    def isatty(self):
        return True


def rendered(renderable, file=None):
    console = theme.make_console(file=file or io.StringIO(), width=100)
    console.print(renderable)
    return console.file.getvalue()


def test_plain_text_when_not_a_terminal():
    assert rendered(Text("alice", style="player")) == "alice\n"


def test_colour_on_a_terminal(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert "\x1b[" in rendered(Text("alice", style="player"), Terminal())


def test_no_colour_on_a_terminal_with_no_color(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert rendered(Text("alice", style="player"), Terminal()) == "alice\n"


def test_text_from_the_file_is_never_markup():
    """A hand-edited file could hold ``[bold]``; it is printed as it is."""
    data = {"card_edition": 2, "finished": False, "winners": [], "players": [
        {"rank": 1, "name": "[red]eve[/red]", "crystals": 1, "card_prestige": 0, "cards_in_hand": 0,
         "hand_penalty": 0, "bonuses_used": 0, "bonus_penalty": 0, "total": 1, "cards_in_play": 0}]}
    assert "[red]eve[/red]" in rendered(ScoreTable(data))


def test_activated_cards_and_tokens_in_play():
    """Card 4: tokens lie on the Amulet of Water; R14.10: an activated card is marked; each card
    with its prestige, and their sum."""
    cards = [
        {"name": "Amulet of Water", "activated": False, "prestige": 6,
         "tokens": {"air": 0, "water": 2, "fire": 1, "earth": 0}},
        {"name": "Die of Malice", "activated": True, "prestige": 8,
         "tokens": {"air": 0, "water": 0, "fire": 0, "earth": 0}}]
    assert [line.rstrip() for line in rendered(in_play_table(cards)).splitlines()] == [
        "Amulet of Water   6 on it ●2 ▲1",
        "Die of Malice     8 activated",
        "prestige in play 14"]


def test_views_import_no_click_and_use_no_colour_names():
    colours = ("red", "green", "blue", "yellow", "magenta", "cyan", "#")
    for path in VIEWS.glob("*.py"):
        source = path.read_text()
        assert "import click" not in source and "from click" not in source, path.name
        if path.name != "theme.py":
            assert not any(f'"{colour}' in source or f"'{colour}" in source for colour in colours), path.name


def test_every_style_the_views_use_is_in_the_theme():
    used = {"energy.air", "energy.water", "energy.fire", "energy.earth", "crystals", "player", "card",
            "card.activated", "pending", "muted", "title", "heading", "winner", "penalty", "auto", "chance",
            "season.winter", "season.spring", "season.summer", "season.autumn", "token", "gauge", "draw",
            "dots", "frame", "frame.transmute", "free", "room", "full", "bonus.used", "bonus.free",
            "prestige", "acting", "notation", "axis", "series.1", "series.2", "series.3", "series.4"}
    assert used <= set(theme.THEME.styles)


def test_only_the_separators_of_a_joined_line_are_muted():
    line = joined(Text("alice", style="player"), "round 1")
    assert [(line.plain[span.start:span.end], span.style) for span in line.spans] == [
        ("alice", "player"), (" · ", "muted")]
