"""The season wheel (R18) and the round's dice (R8), drawn for the board view.

The wheel is a ring of the 12 spaces read clockwise from the top left, each space in its
season's style, the token's space in brackets; the dice are small tiles with their symbols and
dots, a double frame for a transmute face (R9.3 B5), titled with the face id, and the player who
took each underneath.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..english import counted
from .common import joined, player_text
from .symbols import CARD, STAR, crystal_symbols, dots, energy_symbols

SEASONS = ("winter", "spring", "summer", "autumn")
CODES = {"Wi": "winter", "Sp": "spring", "Su": "summer", "Au": "autumn"}  # face ids: Sp3-4
CELL = 5  # characters per space of the ring
# The ring, row by row: the spaces on each row (None: the inside of the wheel).
RING = ((1, 2, 3, 4), (12, None, None, 5), (11, None, None, 6), (10, 9, 8, 7))


def season_of(space: int) -> str:
    return SEASONS[(space - 1) // 3]


def wheel(data: dict[str, Any]) -> Text:
    """The 12 spaces in a ring; inside it, the year and the season of the token."""
    token = data["season_position"]
    inside = ("game", "over") if data["finished"] else (f"Year {data['year']}/3", data["season"])
    lines = []
    for row, spaces in enumerate(RING):
        line = Text()
        for space in spaces:
            if space is None:
                continue
            line.append_text(_space(space, token))
            if space in (12, 11):  # the left side: the inside of the ring follows
                label = inside[row - 1]
                style = f"season.{data['season']}" if row == 2 else "title"
                line.append(f"{label:^{2 * CELL}}", style=style)
        lines.append(line)
    return Text("\n").join(lines)


def _space(space: int, token: int) -> Text:
    label = f"[{space}]" if space == token else str(space)
    text = Text(f"{label:^{CELL}}", style=f"season.{season_of(space)}")
    if space == token:
        text.stylize("token")  # over the season's style (a style name cannot be combined in one string)
    return text


def wheel_facts(data: dict[str, Any]) -> Table:
    """Beside the wheel: where the token is, the round, the transmutation rates, the piles."""
    grid = Table.grid()
    grid.add_column()
    season = Text(data["season"], style=f"season.{data['season']}")
    if data["finished"]:
        grid.add_row(Text("Year 3 is over: so is the game", style="title"))
    else:
        grid.add_row(Text.assemble(("Season token", "title"), f" on space {data['season_position']}: ",
                                   season, f", year {data['year']} of 3"))
    grid.add_row(joined(f"round {data['round']}",
                        Text.assemble("first player ", player_text(data["first_player"]))))
    if not data["finished"]:
        grid.add_row(Text.assemble(f"transmute in {data['season']}: ",
                                   energy_symbols(data["transmute_rates"]), " crystals a token"))
    grid.add_row(joined(*(Text(f"{s} {i * 3 + 1}-{i * 3 + 3}", style=f"season.{s}")
                          for i, s in enumerate(SEASONS))))
    piles = [f"draw pile {data['draw_pile']}", f"discard pile {data['discard_pile']}"]
    grid.add_row(joined(*piles, *([f"head {data['head']}"] if data.get("head") else [])))
    return grid


def wheel_panel(data: dict[str, Any], title: Text) -> Panel:
    grid = Table.grid(padding=(0, 2))
    grid.add_row(wheel(data), wheel_facts(data))
    return Panel(grid, title=title, title_align="left", box=box.ROUNDED)


def die_tile(die: dict[str, Any]) -> Panel:
    """One die: its symbols and its dots, framed twice for a transmute face, its taker below."""
    symbols = [energy_symbols(die["energy"])]
    if die["crystals"]:
        symbols.append(crystal_symbols(die["crystals"]))
    if die["gauge"]:
        symbols.append(Text(STAR, style="gauge"))
    if die["draw"]:
        symbols.append(Text(CARD, style="draw"))
    face = Text(" ").join(part for part in symbols if part)
    owner = player_text(die["taken_by"]) if die["taken_by"] else Text("free", style="free")
    transmute = die["transmute"]
    return Panel(Group(face, dots(die["dots"])), title=Text(die["face"]), subtitle=owner,
                 box=box.DOUBLE if transmute else box.ROUNDED, width=13, padding=(0, 1),
                 border_style="frame.transmute" if transmute else "frame")


def dice_view(data: dict[str, Any]) -> RenderableType:
    """The round's dice side by side, and the leftover die once every player has taken one."""
    row = Table.grid(padding=(0, 1))
    row.add_row(*(die_tile(die) for die in data["dice"]))
    season = CODES[data["dice"][0]["face"][:2]]
    title = Text.assemble(("Dice of round ", "heading"), (str(data["round"]), "heading"), " ",
                          (f"({season} dice)", f"season.{season}"))
    free = [die for die in data["dice"] if die["taken_by"] is None]
    if len(free) != 1 or data["finished"]:
        return Group(title, row)
    leftover = free[0]
    note = Text(f"leftover die {leftover['face']}: the season token moves {counted(leftover['dots'], 'space')} at the end of "
                "the round", style="muted")
    return Group(title, row, note)
