"""``seasons score``: the score table, in rank order, with its title saying whether it is final."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.table import Table
from rich.text import Text

from ..english import counted
from ..reports.words import winners_words
from .chart import PrestigeChart
from .common import edition_note

# Header, and the key of the value shown; hand and bonuses also show their penalty (R19.3, R15.7).
COLUMNS = (("Rank", "rank"), ("Player", "name"), ("Crystals", "crystals"),
           ("Card\nprestige", "card_prestige"), ("In hand\n(penalty)", "cards_in_hand"),
           ("Bonuses\n(penalty)", "bonuses_used"), ("Total", "total"),
           ("Cards\nin play", "cards_in_play"))
PENALTIES = {"cards_in_hand": "hand_penalty", "bonuses_used": "bonus_penalty"}


def score_title(data: dict[str, Any]) -> str:
    note = edition_note(data["card_edition"])
    return f"{_outcome(data)} · {note}" if note else _outcome(data)


def _outcome(data: dict[str, Any]) -> str:
    if not data["finished"]:
        return "Provisional score (the game is not over)"
    return f"Final score: {winners_words(data['winners'])}"


def score_table(data: dict[str, Any]) -> Table:
    """R19.3: crystals + prestige - 5 per card in hand - bonus penalty; ties: cards in play."""
    table = Table(title=Text(score_title(data), style="winner" if data["finished"] else "title"),
                  title_justify="left", box=box.SIMPLE_HEAD, show_edge=False,
                  collapse_padding=True)
    for header, key in COLUMNS:
        table.add_column(header, justify="left" if key == "name" else "right")
    rows = sorted(data["players"], key=lambda row: row["rank"])  # stable: seat order among equals
    for row in rows:
        table.add_row(*(_cell(key, row) for _, key in COLUMNS))
    return table


def _cell(key: str, row: dict[str, Any]) -> Text:
    value = row[key]
    if key == "name":
        return Text.assemble((value, "player"), (" (bot)" if "bot" in row else "", "muted"))
    if key in PENALTIES:
        penalty = row[PENALTIES[key]]
        return Text.assemble(str(value), (f" (-{penalty})" if penalty else "", "penalty"))
    if key == "total":
        return Text(str(value), style="crystals")
    return Text(str(value))


class ScoreTable:
    """The table from ``WIDE`` columns on; narrower, one line per player with the sum written
    out (``57 = 23 crystals + 54 prestige - 15 for 3 cards in hand ...``), which stays readable
    where eight columns of headers would be cut."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width >= WIDE:
            yield score_table(self.data)
            return
        data = self.data
        yield Text(score_title(data), style="winner" if data["finished"] else "title")
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(no_wrap=True)
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column()
        for row in sorted(data["players"], key=lambda row: row["rank"]):
            grid.add_row(Text(f"{row['rank']}."), _cell("name", row), _cell("total", row),
                         Text.assemble("= ", sum_words(row)))
        yield grid


WIDE = 72  # the table's width: from here on it fits


def sum_words(row: dict[str, Any]) -> Text:
    """R19.3 written out: ``23 crystals + 54 prestige - 15 for 3 cards in hand - 5 for 1 bonus
    · 7 cards in play`` (the tie-break, R19.6)."""
    text = Text(f"{counted(row['crystals'], 'crystal')} + {row['card_prestige']} prestige")
    if row["hand_penalty"]:
        text.append(f" - {row['hand_penalty']} for {counted(row['cards_in_hand'], 'card')} in hand",
                    style="penalty")
    if row["bonus_penalty"]:
        text.append(f" - {row['bonus_penalty']} for {counted(row['bonuses_used'], 'bonus', 'bonuses')}",
                    style="penalty")
    text.append(f" · {counted(row['cards_in_play'], 'card')} in play", style="muted")
    return text


class ScoreView:
    """The table, then the prestige chart (``reports.score.score_report``); exported, the chart
    is drawn as lines (``chart_svg``) under the table as the terminal shows it."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.players = [row["name"] for row in data["players"]]  # seat order

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield ScoreTable(self.data)
        yield Text()
        yield PrestigeChart(self.data["by_round"], self.players)

    def chart_svg(self) -> str:
        from .chart_svg import prestige_svg

        return prestige_svg(self.data["by_round"], self.players)

    def export_html(self, width: int) -> str:
        from .pages import recorded_html, score_page

        return score_page(score_title(self.data), recorded_html(ScoreTable(self.data), width),
                          self.chart_svg())

    def export_svg(self, width: int) -> str:
        from .pages import recorded_svg, stacked_svg

        return stacked_svg(recorded_svg(ScoreTable(self.data), width), self.chart_svg())


def score_view(data: dict[str, Any]) -> ScoreView:
    return ScoreView(data)
