"""What a fair game's kind guarantees, its players' fingerprints until it starts, and whose write
it waits for: shown under the board (``seasons show``), above the history (``replay``) and the
scores (``score``). Everything comes from ``reports.fair.trust_data``."""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text


def with_trust(data: dict[str, Any], view: Any) -> Any:
    """``view``, opened by what the game's kind guarantees when ``data`` is a fair game's
    (``replay``, ``score``); an open game's view as it is."""
    if "trust" not in data:
        return view
    from rich.console import Group

    return Group(TrustView(data["trust"], full=False), Text(), view)


class TrustView:
    """Renders ``reports.fair.trust_data``; ``full`` adds the fingerprints and the waiting line
    (``show``), which the history and the scores leave out."""

    def __init__(self, data: dict[str, Any], *, full: bool = True) -> None:
        self.data, self.full = data, full

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        data = self.data
        yield Text.assemble((f"{data['kind'].capitalize()} game", "title"),
                            (" (docs/fair-play.md):", "muted"))
        points = Table.grid()
        points.add_column(width=4)
        points.add_column()
        for guarantee in data["guarantees"]:
            points.add_row("  · ", guarantee)
        yield points
        if not self.full:
            return
        fingerprints = data.get("fingerprints")
        if fingerprints is not None:
            yield Text("Fingerprints (check each once with its player, out of band):",
                       style="title")
            width = max(map(len, fingerprints))
            for name, found in fingerprints.items():
                shown = Text(found) if found else Text("has not joined yet", style="muted")
                yield Text.assemble(("  ", ""), (name.ljust(width), "player"), "  ", shown)
        if data["waiting"]:
            yield Text.assemble(("waiting: ", "pending"), data["waiting"])
