"""``seasons score``: the score table, in rank order, with its title saying whether it is final,
then the prestige chart. Laid out as lines (``views.lines``): in plain output rich is not needed.
"""

from __future__ import annotations

from typing import Any

from ..english import counted
from ..reports.words import edition_note, winners_words
from .chart import PrestigeChart
from .lines import Line, LineView, hanging, text_of, wrap

# Header, and the key of the value shown; hand and bonuses also show their penalty (R19.3, R15.7).
COLUMNS = (("Rank", "rank"), ("Player", "name"), ("Crystals", "crystals"),
           ("Card\nprestige", "card_prestige"), ("In hand\n(penalty)", "cards_in_hand"),
           ("Bonuses\n(penalty)", "bonuses_used"), ("Total", "total"),
           ("Cards\nin play", "cards_in_play"))
PENALTIES = {"cards_in_hand": "hand_penalty", "bonuses_used": "bonus_penalty"}
GAP = "  "  # between two columns of the table


def score_title(data: dict[str, Any]) -> str:
    note = edition_note(data["card_edition"])
    return f"{_outcome(data)} · {note}" if note else _outcome(data)


def _outcome(data: dict[str, Any]) -> str:
    if not data["finished"]:
        return "Provisional score (the game is not over)"
    return f"Final score: {winners_words(data['winners'])}"


class ScoreTable(LineView):
    """R19.3: crystals + prestige - 5 per card in hand - bonus penalty; ties: cards in play.

    A table where it fits; narrower, one line per player with the sum written out (``57 = 23
    crystals + 54 prestige - 15 for 3 cards in hand ...``), which stays readable where eight
    columns of headers would be cut."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.rows = sorted(data["players"], key=lambda row: row["rank"])  # stable: seat order

    def lines(self, width: int) -> list[Line]:
        title = wrap([(score_title(self.data), "winner" if self.data["finished"] else "title")], width)
        table = self.table()
        if max(len(text_of(line)) for line in table) <= width:
            return title + table
        return title + [line for row in self.rows for line in self.sum_lines(row, width)]

    def table(self) -> list[Line]:
        """The headers (two lines, at the bottom), a rule, a row per player; numbers right."""
        columns = self.columns()
        cells = [[_cell(key, row) for _, key in columns] for row in self.rows]
        heads = [header.split("\n") for header, _ in columns]
        widths = [max([*map(len, head), *(len(text_of(row[i])) for row in cells)])
                  for i, head in enumerate(heads)]
        top = [head[0] if len(head) == 2 else "" for head in heads]  # one line: at the bottom
        head_lines = [_row([[(text, "")] for text in texts], widths, columns)
                      for texts in (top, [head[-1] for head in heads])]
        rule = [("─" * (sum(widths) + len(GAP) * (len(widths) - 1) + 2), "")]
        return [*head_lines, rule, *(_row(row, widths, columns) for row in cells)]

    def columns(self) -> tuple[tuple[str, str], ...]:
        """``COLUMNS``, and the ability token's before the total in an expansion game (X29.3)."""
        if not any("token_prestige" in row for row in self.rows):
            return COLUMNS
        return (*COLUMNS[:6], TOKEN_COLUMN, *COLUMNS[6:])

    def sum_lines(self, row: dict[str, Any], width: int) -> list[Line]:
        """``1. alice 57 = 23 crystals + ...``: rank, name and total, then the sum wrapped."""
        names = max(len(text_of(_cell("name", other))) for other in self.rows)
        totals = max(len(str(other["total"])) for other in self.rows)
        name = _cell("name", row)
        left: Line = [(f"{row['rank']}.", ""), (" ", ""), *name,
                      (" " * (names - len(text_of(name)) + 1 + totals - len(str(row["total"]))), ""),
                      *_cell("total", row)]
        return hanging(left, len(text_of(left)), [("= ", ""), *sum_words(row)], width)


def _row(cells: list[Line], widths: list[int], columns: tuple[tuple[str, str], ...]) -> Line:
    """One line of the table: the player's name left-aligned, every other column right."""
    line: Line = [(" ", "")]
    for index, (cell, width) in enumerate(zip(cells, widths)):
        pad = (" " * (width - len(text_of(cell))), "")
        line += [*cell, pad] if columns[index][1] == "name" else [pad, *cell]
        if index < len(cells) - 1:
            line.append((GAP, ""))
    return line


def _cell(key: str, row: dict[str, Any]) -> Line:
    value = row[key]
    if key == "name":
        return [(value, "player"), *([(" (bot)", "muted")] if "bot" in row else [])]
    if key in PENALTIES:
        penalty = row[PENALTIES[key]]  # negative: T5's +3 a card in hand (X29.3)
        return [(str(value), ""), *([(f" ({-penalty:+d})", "penalty" if penalty > 0 else
                                      "crystals")] if penalty else [])]
    if key == "token":
        return _token_cell(row)
    if key == "total":
        return [(str(value), "crystals")]
    return [(str(value), "")]


def _token_cell(row: dict[str, Any]) -> Line:
    """``T8 +18`` for a token used, ``T8 (unused)``, ``T5`` (permanent), or nothing."""
    token = row.get("token")
    if token is None:
        return [("", "")]
    if row["token_used"]:
        return [(f"{token.upper()} ", "muted"), (f"{row['token_prestige']:+d}", "crystals")]
    return [(token.upper(), "muted"), *([(" (unused)", "muted")] if token != "t5" else [])]


TOKEN_COLUMN = ("Ability\ntoken", "token")


def sum_words(row: dict[str, Any]) -> Line:
    """R19.3 written out: ``23 crystals + 54 prestige - 15 for 3 cards in hand - 5 for 1 bonus
    · 7 cards in play`` (the tie-break, R19.6); with expansion content, T5's hand term and a
    used token's prestige (X29.3)."""
    runs: Line = [(f"{counted(row['crystals'], 'crystal')} + {row['card_prestige']} prestige", "")]
    if row["hand_penalty"] > 0:
        runs.append((f" - {row['hand_penalty']} for {counted(row['cards_in_hand'], 'card')} "
                     "in hand", "penalty"))
    elif row["hand_penalty"] < 0:
        runs.append((f" + {-row['hand_penalty']} for {counted(row['cards_in_hand'], 'card')} "
                     "in hand (T5)", "crystals"))
    if row["bonus_penalty"]:
        runs.append((f" - {row['bonus_penalty']} for "
                     f"{counted(row['bonuses_used'], 'bonus', 'bonuses')}", "penalty"))
    if row.get("token_prestige"):
        runs.append((f" {'+' if row['token_prestige'] > 0 else '-'} "
                     f"{abs(row['token_prestige'])} for {row['token'].upper()}",
                     "crystals" if row["token_prestige"] > 0 else "penalty"))
    runs.append((f" · {counted(row['cards_in_play'], 'card')} in play", "muted"))
    return runs


class ScoreView(LineView):
    """The table, then the prestige chart (``reports.score.score_report``); exported, the chart
    is drawn as lines (``chart_svg``) under the table as the terminal shows it."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.players = [row["name"] for row in data["players"]]  # seat order

    def lines(self, width: int) -> list[Line]:
        chart = PrestigeChart(self.data["by_round"], self.players)
        return [*ScoreTable(self.data).lines(width), [], *chart.lines(width)]

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
