"""Small pieces every view uses: energy, crystals, names and cards as styled ``Text``.

Every piece of text that comes from a game file (player names above all) goes through ``Text``,
never through markup, so ``[bold]`` in a name is printed as it is.
"""

from __future__ import annotations

from rich.text import Text

from ..english import counted

ENERGY_TYPES = ("air", "water", "fire", "earth")


def energy_text(energy: dict[str, int], *, zeros: bool = True) -> Text:
    """``air 2  water 0  fire 1  earth 0``, each type in its style (zeros muted or left out)."""
    text = Text()
    for kind in ENERGY_TYPES:
        count = energy.get(kind, 0)
        if not count and not zeros:
            continue
        if text:
            text.append("  ")
        text.append(f"{kind} {count}", style=f"energy.{kind}" if count else "muted")
    return text if text else Text("none", style="muted")


def player_text(name: str) -> Text:
    return Text(name, style="player")


def crystals_text(count: int) -> Text:
    return Text(str(count), style="crystals")


def card_list(names: list[str]) -> Text:
    """Card names separated by commas, or a muted ``none``."""
    if not names:
        return Text("none", style="muted")
    return Text(", ").join(Text(name, style="card") for name in names)


def count_text(count: int, noun: str = "card") -> Text:
    return Text(counted(count, noun), style="muted" if not count else "")


def joined(*parts: Text | str, separator: str = " · ") -> Text:
    """Parts on one line with a muted separator (strings are plain text, not markup)."""
    line = Text()
    for index, part in enumerate(parts):
        if index:
            line.append(separator, style="muted")  # not Text.join: it would mute the whole line
        line.append_text(part if isinstance(part, Text) else Text(part))
    return line


