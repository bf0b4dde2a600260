"""``seasons show``: the season wheel, the dice, every player's area and who must decide.

At 110 columns or more the players' panels stand two by two; narrower, one under the other.
Everything comes from ``reports.board.board``; styles are the theme's names.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..english import counted
from ..reports.words import edition_note, winners_words
from .common import card_list, count_text, joined, player_text
from .symbols import BONUS_FREE, BONUS_USED, STAR, cost_symbols, crystal_symbols, energy_symbols, legend
from .wheel import dice_view, wheel_panel

WIDE = 110  # from this width on, two player panels side by side


class BoardView:
    """Renders the data of ``reports.board.board``."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        data = self.data
        if data["phase"] in ("draft", "split"):
            yield header(data)
        else:
            yield wheel_panel(data, header(data))
        if "expansion" in data:
            yield table_view(data["expansion"])
        if data["dice"]:
            yield dice_view(data)
        yield players_view([PlayerPanel(p, data) for p in data["players"]], options.max_width)
        yield pending_text(data)
        if data["phase"] not in ("draft", "split"):
            yield legend()
        if "cards" in data:
            yield card_texts_view(data["cards"])


def header(data: dict[str, Any]) -> Text:
    """``Seasons · wizard``, the prelude's stage, or ``Game over``."""
    note = edition_note(data["card_edition"])
    level = Text(f"{data['level']}, {note}" if note else data["level"], style="muted")
    if data["phase"] in ("draft", "split"):
        stage = "Prelude: draft" if data["phase"] == "draft" else "Prelude: library split"
        parts = [Text(stage, style="title"), level]
        return joined(*parts, *([f"head {data['head']}"] if data.get("head") else []))
    if data["finished"]:
        return joined(Text(f"Game over after round {data['round']}", style="title"), level)
    return joined(Text("Seasons", style="title"), level)


def players_view(panels: list[PlayerPanel], width: int) -> RenderableType:
    """Two by two when wide enough (an odd last panel takes the whole width), else stacked."""
    if width < WIDE or len(panels) < 2:
        return Group(*panels)
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(ratio=1)
    grid.add_column(ratio=1)
    for index in range(0, len(panels) - 1, 2):
        grid.add_row(panels[index], panels[index + 1])
    return Group(grid, *panels[len(panels) - len(panels) % 2:])


class PlayerPanel:
    """One player's area: crystals, energy, gauge against cards in play, bonus track, cards in
    play with their prestige, and the hand and libraries (by name for the viewer only)."""

    def __init__(self, player: dict[str, Any], board: dict[str, Any]) -> None:
        self.player, self.board = player, board

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="muted", no_wrap=True)
        grid.add_column()
        for label, value in self.rows():
            grid.add_row(label, value)
        acting = any(d["player"] == self.player["name"] for d in self.board["pending"])
        yield Panel(grid, title=self.title(), title_align="left", box=box.ROUNDED,
                    border_style="acting" if acting else "frame")

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

    def rows(self) -> list[tuple[str, RenderableType]]:
        player = self.player
        rows: list[tuple[str, RenderableType]] = [
            ("crystals", crystal_symbols(player["crystals"])),
            ("energy", reserve_text(player)),
            ("gauge", gauge_text(player)),
            ("bonuses", bonus_text(player)),
            ("in play", in_play_table(player["cards_in_play"])),
            ("hand", hand_view(player)),
        ]
        if "token" in player:  # an expansion game (X9, X10)
            rows.insert(4, ("token", token_text(player)))
        for label, key in (("library II", "library_ii"), ("library III", "library_iii")):
            rows.append((label, hidden_text(player.get(f"{key}_cards", player[key]))))
        if self.board["phase"] == "draft":
            rows += [("packet", hidden_text(player["packet"])), ("picked", hidden_text(player["chosen"]))]
        elif self.board["phase"] == "split":
            rows.append(("to split", hidden_text(player["chosen"])))
        return rows


def reserve_text(player: dict[str, Any]) -> Text:
    """``≈0 ●1 ▲0 ■2  3 of 7`` (R10.3: the reserve limit), and the decreased-reserve tokens
    Drought gave (X6.1)."""
    held = sum(player["energy"].values())
    limit = player["reserve_limit"]
    text = Text.assemble(energy_symbols(player["energy"], zeros=True),
                         (f"  {held} of {limit}", "full" if held >= limit else "muted"))
    if player.get("reserve_reductions"):
        text.append(f" · {counted(player['reserve_reductions'], 'Drought token')}", "penalty")
    return text


def token_text(player: dict[str, Any]) -> Text:
    """``T8 Discard four water · +18 PP once used · not used yet`` (X10.5); a token kept but
    not shown yet (X9.2), the tokens dealt (their names to their owner only), or none."""
    token = player["token"]
    if token == "chosen":
        return Text("kept, shown once every player has chosen", style="muted")
    if token is None:
        dealt = player.get("tokens_dealt")
        if isinstance(dealt, list):
            return Text(", ").join(_token_name(t) for t in dealt).append(" (dealt)", "muted")
        return Text(f"{dealt} dealt" if dealt else "none", style="muted")
    prestige = token["prestige_if_used"]
    worth = f"{prestige:+d} PP once used" if prestige else "permanent"
    return joined(_token_name(token), Text(worth, style="prestige"),
                  Text("used", style="muted") if token["used"] else "not used yet")


def _token_name(token: dict[str, Any]) -> Text:
    return Text.assemble((token["token"].upper(), "muted"), " ", (token["name"], "card"))


def table_view(table: dict[str, Any]) -> RenderableType:
    """What lies on the table in an expansion game (X5.1): the enchantment and its text, the
    cards face up on the draw pile (Vision of Destiny), the Otus centre rows, the Replica
    stack, the cards removed from the game."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="muted", no_wrap=True)
    grid.add_column()
    enchantment = table["enchantment"]
    if enchantment is not None:
        grid.add_row("enchantment", Text.assemble((enchantment["name"], "card"),
                                                  (f" ({enchantment['code']}): ", "muted"),
                                                  enchantment["effect"]))
    if table["draw_pile_face_up"]:
        grid.add_row("face up", Text.assemble(card_list(table["draw_pile_face_up"]),
                                              (" on top of the draw pile", "muted")))
    for row in table["centre_rows"]:
        grid.add_row("centre row", Text.assemble(card_list(row["cards"]), " (",
                                                 player_text(row["otus_owner"] or "nobody"),
                                                 ("'s Otus the Oracle)", "muted")))
    if table["replicas"] is not None:
        grid.add_row("Replicas", Text(f"{table['replicas']} in the stack"))
    if table["removed"]:
        grid.add_row("removed", card_list(table["removed"]))
    return grid


def gauge_text(player: dict[str, Any]) -> Text:
    """``★4 · 3 cards in play · room for 1 more`` (R13.2: room while cards < gauge)."""
    gauge, cards = player["summoning_gauge"], len(player["cards_in_play"])
    room = gauge - cards
    state = Text(f"room for {room} more", style="room") if room > 0 else Text("no room", style="full")
    return joined(Text(f"{STAR}{gauge}", style="gauge"),
                  f"{counted(cards, 'card')} in play", state)


def bonus_text(player: dict[str, Any]) -> Text:
    """``●●○ 2 of 3 used · -12 prestige`` (R15.1, R15.7)."""
    used = player["bonuses_used"]
    track = Text.assemble((BONUS_USED * used, "bonus.used"), (BONUS_FREE * (3 - used), "bonus.free"))
    penalty = Text(f"-{player['bonus_penalty']} prestige", style="penalty") if used else \
        Text("no penalty", style="muted")
    return joined(track, f"{used} of 3 used", penalty)


def in_play_table(cards: list[dict[str, Any]]) -> RenderableType:
    """One line per card in play: name, prestige, activated mark and tokens on it."""
    if not cards:
        return Text("none", style="muted")
    table = Table.grid(padding=(0, 1))
    table.add_column(no_wrap=False)
    table.add_column(justify="right", no_wrap=True)
    table.add_column()
    for card in cards:
        name = Text(card["name"], style="card.activated" if card["activated"] else "card")
        table.add_row(name, Text(f"{card['prestige']}", style="prestige"), card_state(card))
    total = sum(card["prestige"] for card in cards)
    table.add_row(Text("prestige in play", style="muted"), Text(str(total), style="prestige"), "")
    return table


def card_state(card: dict[str, Any]) -> Text:
    """``activated``, the tokens lying on the card (Amulet of Water, Glutton Cauldron, the
    energy stored on the expansions' cards, X7) and its marks (X5.1): the item a Raven copies,
    the Deadbolts on it, a Trap token."""
    parts = [Text("activated", style="muted")] if card["activated"] else []
    if any(card["tokens"].values()):
        parts.append(Text.assemble("on it ", energy_symbols(card["tokens"])))
    if "copies" in card:
        copied = card["copies"]
        parts.append(Text.assemble("copies ", (copied["card"], "card"), " (",
                                   player_text(copied["of"] or "nobody"), ")"))
    for owner in card.get("deadbolts", ()):
        parts.append(Text.assemble("Deadbolt (", player_text(owner or "nobody"), "): no effect"))
    if card.get("trap"):
        parts.append(Text("Trap set", style="penalty"))
    return joined(*parts) if parts else Text()


def hand_view(player: dict[str, Any]) -> RenderableType:
    """The viewer's hand with each card's cost and prestige; a count for anyone else's."""
    if "hand_cards" not in player:
        return hidden_text(player["hand"])
    if not player["hand_cards"]:
        return Text("none", style="muted")
    table = Table.grid(padding=(0, 1))
    for card in player["hand_cards"]:
        table.add_row(Text(card["name"], style="card"), cost_symbols(card["cost"]),
                      Text(f"{card['prestige']} prestige", style="muted"))
    return table


def hidden_text(cards: list[str] | int) -> Text:
    """Names for the viewer's own cards, a count for anybody else's."""
    return card_list(cards) if isinstance(cards, list) else count_text(cards)


def pending_text(data: dict[str, Any]) -> Text:
    if data["finished"]:
        return Text(f"The game is over: {winners_words(data['winners'])}.", style="winner")
    return Text("\n").join(map(pending_line, data["pending"]))


def pending_line(decision: dict[str, Any]) -> Text:
    """``you must pick a card from your packet`` to the viewer; ``waiting: bob must ...``."""
    if "to_viewer" in decision:
        return Text(decision["to_viewer"], style="pending")
    return Text.assemble(("waiting: ", "pending"), decision["description"])


def card_texts_view(cards: list[dict[str, Any]]) -> RenderableType:
    """``show --cards``: each card's name and what it does, the text wrapped beside the name."""
    if not cards:
        return Text("No card is in play yet.", style="muted")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="card", no_wrap=True)
    grid.add_column()
    for card in cards:
        grid.add_row(card["name"], card["effect"])
    return Group(Text(), Text("What the cards do", style="heading"), grid)


def board_view(data: dict[str, Any]) -> Group:
    """The board as one renderable (handy for tests and for printing in one call)."""
    return Group(BoardView(data))
