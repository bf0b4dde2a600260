"""``seasons cards``: the catalogue as a table, or one card in detail."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..reports.cards import effect_type_words
from .common import joined

LEGEND = "Costs: a air, w water, f fire, e earth, c crystals; 2p / 3p / 4p: by number of players."
EDITION_NAMES = {1: "1st edition", 2: "2nd edition"}


def catalogue_title(data: dict[str, Any]) -> str:
    which = f"the {data['level']} level" if data["level"] else "all levels"
    return f"Power cards of {which} ({len(data['cards'])}), {EDITION_NAMES[data['edition']]}"


class CatalogueView:
    """Renders ``reports.cards.catalogue``: a table from ``WIDE`` columns on, where the effects
    have room; narrower, one card under the other, its facts on one line and its effect wrapped
    below them (a table there would leave the effects a dozen columns, or cut them)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width >= WIDE:
            yield catalogue_table(self.data)
            return
        yield Text(catalogue_title(self.data), style="title")
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column()
        for card in self.data["cards"]:
            grid.add_row(Text(str(card["number"]), style="muted"), card_lines(card))
        yield grid
        yield Text(LEGEND, style="muted")


def card_lines(card: dict[str, Any]) -> Group:
    """``Amulet of Air · magic item · 2a · 6 PP · on summon``, then the effect."""
    facts = joined(Text(card["name"], style="card"), card["kind"], card["cost"],
                   f"{card['prestige']} PP", effect_type_words(card["effect_types"], card["when"]))
    return Group(facts, Text(card["effect"]))


WIDE = 100  # from this width on, the catalogue is a table


def catalogue_table(data: dict[str, Any]) -> Table:
    """The catalogue as a table: one row per card."""
    table = Table(title=Text(catalogue_title(data), style="title"), title_justify="left",
                  caption=Text(LEGEND, style="muted"), caption_justify="left",
                  box=box.SIMPLE_HEAD, show_edge=False, collapse_padding=True)
    table.add_column("No.", justify="right")
    table.add_column("Name", style="card", max_width=16)
    table.add_column("Kind", max_width=8)
    table.add_column("Cost", max_width=14)
    table.add_column("PP", justify="right")
    table.add_column("Effect type", max_width=14)
    table.add_column("Effect", min_width=28)
    for card in data["cards"]:
        table.add_row(str(card["number"]), card["name"], card["kind"], card["cost"],
                      str(card["prestige"]), effect_type_words(card["effect_types"], card["when"]),
                      card["effect"])
    return table


class CardView:
    """Renders ``reports.cards.card_detail``: every fact about one card in a panel."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="muted", no_wrap=True)
        grid.add_column()
        for label, value in self.rows():
            grid.add_row(label, value)
        title = Text.assemble((f"{self.data['number']} ", "muted"), (self.data["name"], "card"))
        yield Panel(grid, title=title, title_align="left", box=box.ROUNDED)

    def rows(self) -> list[tuple[str, Text | str]]:
        card = self.data
        rows: list[tuple[str, Text | str]] = [
            ("kind", card["kind"]),
            ("notation", card["slug"]),
            ("levels", ", ".join(card["levels"])),
            ("cost", cost_by_players(card)),
            ("prestige", str(card["prestige"])),
            ("effect type", effect_type_words(card["effect_types"], card["when"])),
            ("effect", card["effect"]),
            ("apprentice decks", ", ".join(map(str, card["apprentice_decks"])) or "none"),
        ]
        for edition in card["editions"]:
            rows.append(edition_row(edition, card["edition"]))
        return rows


def cost_by_players(card: dict[str, Any]) -> Text:
    """``3c with 2 players · 6c with 3 · 9c with 4``, or one cost for every player count."""
    costs = card["costs"]
    if card["cost_chosen_by_player"]:
        return Text(card["cost"])
    if len({cost["text"] for cost in costs}) == 1:
        return Text(f"{costs[0]['text']} with 2, 3 or 4 players")
    first, *others = costs
    return joined(f"{first['text']} with {first['players']} players",
                  *(f"{cost['text']} with {cost['players']}" for cost in others))


def edition_row(edition: dict[str, Any], shown: int) -> tuple[str, Text]:
    """One printing of card 5 or 43: cost, effect type and effect; the edition shown is marked."""
    label = EDITION_NAMES[edition["edition"]] + (" (shown)" if edition["edition"] == shown else "")
    return label, joined(f"cost {edition['cost']}", effect_type_words(edition["effect_types"], None),
                         edition["effect"])


def card_view(data: dict[str, Any]) -> Group:
    return Group(CardView(data))
