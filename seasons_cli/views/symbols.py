"""The symbols of the game as styled ``Text``: energy, crystals, the star, the card, dots.

Each symbol has its own shape, so the board reads without colour too; ``legend()`` says what
they mean. Colours come from the theme's named styles (``energy.fire``), never from here.
"""

from __future__ import annotations

from rich.text import Text

ENERGY_TYPES = ("air", "water", "fire", "earth")
ENERGY = {"air": "≈", "water": "●", "fire": "▲", "earth": "■"}
CRYSTAL, STAR, CARD, DOT = "◆", "★", "▯", "•"
BONUS_USED, BONUS_FREE = "●", "○"


def energy_symbols(energy: dict[str, int], *, zeros: bool = False) -> Text:
    """``≈1 ■2``: each type's symbol and count in its style; zeros muted, or left out."""
    text = Text()
    for kind in ENERGY_TYPES:
        count = energy.get(kind, 0)
        if count or zeros:
            if text:
                text.append(" ")
            text.append(f"{ENERGY[kind]}{count}", style=f"energy.{kind}" if count else "muted")
    return text


def crystal_symbols(count: int) -> Text:
    return Text(f"{CRYSTAL}{count}", style="crystals")


def cost_symbols(cost: dict[str, object]) -> Text:
    """A summoning cost: ``▲2 ◆3``; ``free``; a chosen cost in words (card 31)."""
    if cost.get("chosen"):
        return Text(str(cost["text"]), style="muted")
    energy = energy_symbols(cost["energy"])  # type: ignore[arg-type]
    crystals = int(cost["crystals"])  # type: ignore[call-overload]
    parts = [part for part in (energy, crystal_symbols(crystals) if crystals else Text()) if part]
    return Text(" ").join(parts) if parts else Text("free", style="muted")


def dots(count: int) -> Text:
    return Text(DOT * count, style="dots")


def legend() -> Text:
    """What the symbols mean, on one line (wraps at the console width)."""
    parts = [Text.assemble((ENERGY[kind], f"energy.{kind}"), f" {kind}") for kind in ENERGY_TYPES]
    parts += [Text.assemble((CRYSTAL, "crystals"), " crystals"), Text.assemble((STAR, "gauge"), " gauge +1"),
              Text.assemble((CARD, "draw"), " draw a card"), Text.assemble((DOT, "dots"), " dot"),
              Text("double frame: transmute")]
    return Text("  ").join(parts)
