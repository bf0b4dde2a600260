"""``seasons show``: the season wheel, the dice, every player's area and who must decide."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .common import (card_list, count_text, crystals_text, edition_note, energy_text, joined,
                     player_text)


class BoardView:
    """Renders the data of ``reports.board.board``."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield header(self.data)
        if self.data["dice"]:
            yield dice_table(self.data["dice"], self.data["round"])
        for player in self.data["players"]:
            yield PlayerPanel(player, self.data)
        data = self.data
        piles = [f"draw pile {data['draw_pile']}", f"discard pile {data['discard_pile']}"]
        yield joined(*piles, *([f"head {data['head']}"] if data.get("head") else []))
        yield pending_text(self.data)


def header(data: dict[str, Any]) -> Text:
    """``Year 1, winter (space 2/12) · round 1 · first player alice · apprentice``."""
    note = edition_note(data["card_edition"])
    level = Text(f"{data['level']}, {note}" if note else data["level"], style="muted")
    if data["phase"] in ("draft", "split"):
        stage = "Prelude: draft" if data["phase"] == "draft" else "Prelude: library split"
        return joined(Text(stage, style="title"), level)
    if data["finished"]:
        return joined(Text(f"Game over after round {data['round']}", style="title"), level)
    season = Text(data["season"], style=f"season.{data['season']}")
    wheel = Text.assemble((f"Year {data['year']}", "title"), ", ", season,
                          f" (space {data['season_position']}/12)")
    first = Text.assemble("first player ", player_text(data["first_player"]))
    return joined(wheel, f"round {data['round']}", first, level)


def dice_table(dice: list[dict[str, Any]], round_number: int) -> Table:
    table = Table(title=f"Dice of round {round_number}", title_justify="left", box=box.SIMPLE_HEAD,
                  show_edge=False)
    for column in ("Die", "Face", "Symbols", "Taken by"):
        table.add_column(column)
    for die in dice:
        owner = player_text(die["taken_by"]) if die["taken_by"] else Text("free", style="muted")
        table.add_row(str(die["die"]), die["face"], die["symbols"], owner)
    return table


class PlayerPanel:
    """One player's area: crystals, energy, gauge, bonuses, cards in play, hand and libraries."""

    def __init__(self, player: dict[str, Any], board: dict[str, Any]) -> None:
        self.player, self.board = player, board

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="muted", no_wrap=True)
        grid.add_column()
        for label, value in self.rows():
            grid.add_row(label, value)
        yield Panel(grid, title=self.title(), title_align="left", box=box.ROUNDED)

    def title(self) -> Text:
        name, notes = self.player["name"], []
        if name == self.board["first_player"] and self.board["phase"] == "play":
            notes.append("first player")
        if name == self.board["active_player"]:
            notes.append("playing")
        if name == self.board["viewer"]:
            notes.append("you")
        suffix = f" ({', '.join(notes)})" if notes else ""
        return Text.assemble(player_text(name), (suffix, "muted"))

    def rows(self) -> list[tuple[str, Text]]:
        player = self.player
        resources = joined(Text.assemble(crystals_text(player["crystals"]), " crystals"),
                           f"summoning gauge {player['summoning_gauge']}",
                           f"bonuses used {player['bonuses_used']} of 3")
        reserve = sum(player["energy"].values())
        energy = Text.assemble(energy_text(player["energy"]),
                               (f"  ({reserve} of {player['reserve_limit']})", "muted"))
        rows = [("resources", resources), ("energy", energy), ("in play", in_play_text(player))]
        rows.append(("hand", hidden_text(player["hand"])))
        for label, key in (("library II", "library_ii"), ("library III", "library_iii")):
            rows.append((label, hidden_text(player.get(f"{key}_cards", player[key]))))
        if self.board["phase"] == "draft":
            rows.append(("packet", hidden_text(player["packet"])))
            rows.append(("picked", hidden_text(player["chosen"])))
        elif self.board["phase"] == "split":
            rows.append(("to split", hidden_text(player["chosen"])))
        return rows


def hidden_text(cards: list[str] | int) -> Text:
    """Names for the viewer's own cards, a count for anybody else's."""
    return card_list(cards) if isinstance(cards, list) else count_text(cards)


def in_play_text(player: dict[str, Any]) -> Text:
    """``Amulet of Water [water 2], Die of Malice (activated)``."""
    if not player["cards_in_play"]:
        return Text("none", style="muted")
    parts = []
    for card in player["cards_in_play"]:
        part = Text(card["name"], style="card.activated" if card["activated"] else "card")
        if card["activated"]:
            part.append(" (activated)", style="muted")
        if any(card["tokens"].values()):
            part.append_text(Text.assemble(" [", energy_text(card["tokens"], zeros=False), "]"))
        parts.append(part)
    return Text(", ").join(parts)


def pending_text(data: dict[str, Any]) -> Text:
    if data["finished"]:
        names = " and ".join(data["winners"])
        verb = "wins" if len(data["winners"]) == 1 else "share the victory"
        return Text(f"The game is over: {names} {verb}.", style="winner")
    lines = [Text.assemble(("waiting: ", "pending"), d["description"]) for d in data["pending"]]
    return Text("\n").join(lines)


def board_view(data: dict[str, Any]) -> Group:
    """The board as one renderable (handy for tests and for printing in one call)."""
    return Group(BoardView(data))
