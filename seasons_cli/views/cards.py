"""``seasons cards``: the catalogue as a table, or one card in detail."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..reports.cards import effect_type_words
from .common import joined

LEGEND = "Costs: a air, w water, f fire, e earth, c crystals; 2p / 3p / 4p: by number of players."
SETS_LEGEND = " Sets: EK Enchanted Kingdom, PoD Path of Destiny."
EDITION_NAMES = {1: "1st edition", 2: "2nd edition"}
SET_SHORT = {"base": "base", "enchanted-kingdom": "EK", "path-of-destiny": "PoD", "promo": "promo"}


def catalogue_title(data: dict[str, Any]) -> str:
    which = f"the {data['level']} level" if data["level"] else "all levels"
    if data.get("set"):
        which += f", {data['set']}"
    return f"Power cards of {which} ({len(data['cards'])}), {EDITION_NAMES[data['edition']]}"


class CatalogueView:
    """Renders ``reports.cards.catalogue``: tables from ``WIDE`` columns on, where the effects
    have room; narrower, one card (token, enchantment) under the other, its facts on one line and
    its effect wrapped below them (a table there would leave the effects a dozen columns, or cut
    them). The set of each card is shown when the cards are of several sets."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        sets = mixed_sets(self.data)
        if options.max_width >= WIDE + (SET_COLUMN if sets else 0):
            yield catalogue_table(self.data)
            return
        yield Text(catalogue_title(self.data), style="title")
        yield _lines_grid((str(card["number"]), card_lines(card, sets))
                          for card in self.data["cards"])
        yield Text(LEGEND + (SETS_LEGEND if sets else ""), style="muted")
        if self.data["tokens"]:
            yield Text("")
            yield Text(tokens_title(self.data["tokens"]), style="title")
            yield _lines_grid((token["token"].upper(), token_lines(token))
                              for token in self.data["tokens"])
        if self.data["enchantments"]:
            yield Text("")
            yield Text(enchantments_title(self.data["enchantments"]), style="title")
            yield _lines_grid((enchantment["code"], enchantment_lines(enchantment))
                              for enchantment in self.data["enchantments"])


def _lines_grid(rows: Iterable[tuple[str, Group]]) -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column()
    for label, lines in rows:
        grid.add_row(Text(label, style="muted"), lines)
    return grid


def card_lines(card: dict[str, Any], sets: bool = False) -> Group:
    """``Amulet of Air · magic item · 2a · 6 PP · on summon``, then the effect; the set after
    the name when the listing mixes sets."""
    facts = joined(Text(card["name"], style="card"), *([SET_SHORT[card["set"]]] if sets else []),
                   card["kind"], card["cost"], f"{card['prestige']} PP",
                   effect_type_words(card["effect_types"], card["when"]))
    return Group(facts, Text(card["effect"]))


def token_lines(token: dict[str, Any]) -> Group:
    """``Draw a card · EK · 0 PP if used · step C``, then the effect."""
    facts = joined(Text(token["name"], style="card"), SET_SHORT[token["set"]],
                   f"{_token_prestige(token)} PP if used", token["when"] or "not played")
    return Group(facts, Text(token["effect"]))


def enchantment_lines(enchantment: dict[str, Any]) -> Group:
    return Group(Text(enchantment["name"], style="card"), Text(enchantment["effect"]))


WIDE = 100  # from this width on, the catalogue is a table
SET_COLUMN = 8  # and this much more with a column of sets


def mixed_sets(data: dict[str, Any]) -> bool:
    return len({card["set"] for card in data["cards"]}) > 1


def catalogue_table(data: dict[str, Any]) -> Group:
    """The catalogue as tables: one row per card, then per token and enchantment."""
    sets = mixed_sets(data)
    table = Table(title=Text(catalogue_title(data), style="title"), title_justify="left",
                  caption=Text(LEGEND + (SETS_LEGEND if sets else ""), style="muted"),
                  caption_justify="left", box=box.SIMPLE_HEAD, show_edge=False,
                  collapse_padding=True)
    table.add_column("No.", justify="right")
    table.add_column("Name", style="card", max_width=16)
    if sets:
        table.add_column("Set", max_width=5)
    table.add_column("Kind", max_width=8)
    table.add_column("Cost", max_width=14)
    table.add_column("PP", justify="right")
    table.add_column("Effect type", max_width=14)
    table.add_column("Effect", min_width=28)
    for card in data["cards"]:
        cells = [str(card["number"]), card["name"], SET_SHORT[card["set"]], card["kind"],
                 card["cost"], str(card["prestige"]),
                 effect_type_words(card["effect_types"], card["when"]), card["effect"]]
        table.add_row(*(cells if sets else cells[:2] + cells[3:]))
    parts: list[Any] = [table]
    if data["tokens"]:
        parts += ["", tokens_table(data["tokens"])]
    if data["enchantments"]:
        parts += ["", enchantments_table(data["enchantments"])]
    return Group(*parts)


def tokens_title(tokens: list[dict[str, Any]]) -> str:
    return f"Special ability tokens ({len(tokens)})"


def enchantments_title(enchantments: list[dict[str, Any]]) -> str:
    return f"Enchantments ({len(enchantments)})"


def _token_prestige(token: dict[str, Any]) -> str:
    return f"{token['prestige_if_used']:+d}" if token["prestige_if_used"] else "0"


def tokens_table(tokens: list[dict[str, Any]]) -> Table:
    table = Table(title=Text(tokens_title(tokens), style="title"),
                  title_justify="left", box=box.SIMPLE_HEAD, show_edge=False,
                  collapse_padding=True)
    table.add_column("Token")
    table.add_column("Name", style="card", max_width=18)
    table.add_column("Set", max_width=5)
    table.add_column("PP if used", justify="right")
    table.add_column("When", max_width=9)
    table.add_column("Effect", min_width=28)
    for token in tokens:
        table.add_row(token["token"].upper(), token["name"], SET_SHORT[token["set"]],
                      _token_prestige(token),
                      token["when"] or "not played", token["effect"])
    return table


def enchantments_table(enchantments: list[dict[str, Any]]) -> Table:
    table = Table(title=Text(enchantments_title(enchantments), style="title"),
                  title_justify="left", box=box.SIMPLE_HEAD, show_edge=False,
                  collapse_padding=True)
    table.add_column("Card")
    table.add_column("Name", style="card", max_width=22)
    table.add_column("Effect", min_width=28)
    for enchantment in enchantments:
        effect = enchantment["effect"]
        table.add_row(enchantment["code"], enchantment["name"], effect)
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
            ("set", card["set"]),
            ("levels", ", ".join(card["levels"]) or "none (an expansion card set, G2)"),
            ("cost", cost_by_players(card)),
            ("prestige", str(card["prestige"])),
            ("effect type", effect_type_words(card["effect_types"], card["when"])),
            ("effect", card["effect"]),
            ("apprentice decks", ", ".join(map(str, card["apprentice_decks"])) or "none"),
            ("tournament lists", ", ".join(card["tournament_lists"]) or "none"),
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


def token_view(data: dict[str, Any]) -> Panel:
    """Renders ``reports.cards.token_data``."""
    rows = [("set", data["set"]), ("prestige if used", f"{data['prestige_if_used']:+d}"),
            ("when", data["when"] or "not played (expansions.md 1.2)"), ("effect", data["effect"]),
            ("token settings", ", ".join(data["token_settings"]) or "none")]
    return _panel(data["token"].upper(), data["name"], rows)


def enchantment_view(data: dict[str, Any]) -> Panel:
    """Renders ``reports.cards.enchantment_data``."""
    rows = [("notation", data["slug"]), ("set", data["set"]), ("effect", data["effect"])]
    if not data["in_scope"]:
        rows.append(("status", "not played: the Die of Destiny's faces are unknown "
                               "(expansions.md 1.2)"))
    return _panel(data["code"], data["name"], rows)


def _panel(label: str, name: str, rows: list[tuple[str, str]]) -> Panel:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="muted", no_wrap=True)
    grid.add_column()
    for key, value in rows:
        grid.add_row(key, value)
    title = Text.assemble((f"{label} ", "muted"), (name, "card"))
    return Panel(grid, title=title, title_align="left", box=box.ROUNDED)
