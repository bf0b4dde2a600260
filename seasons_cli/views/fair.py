"""What a fair game's kind guarantees, its players' fingerprints until it starts, and whose write
it waits for: shown under the board (``seasons show``), above the history (``replay``) and the
scores (``score``). Everything comes from ``reports.fair.trust_data``. Laid out as lines
(``views.lines``), so that replay and score still write plain text without rich."""

from __future__ import annotations

from typing import Any

from .lines import Line, LineView, hanging, wrap


class TrustView(LineView):
    """Renders ``reports.fair.trust_data``; ``full`` adds the fingerprints and the waiting line
    (``show``), which the history and the scores leave out."""

    def __init__(self, data: dict[str, Any], *, full: bool = True) -> None:
        self.data, self.full = data, full

    def lines(self, width: int) -> list[Line]:
        data = self.data
        found = wrap([(f"{data['kind'].capitalize()} game", "title"),
                      (" (docs/fair-play.md):", "muted")], width)
        for guarantee in data["guarantees"]:
            found += hanging([("  ·", "")], 3, [(guarantee, "")], width)
        if not self.full:
            return found
        fingerprints = data.get("fingerprints")
        if fingerprints is not None:
            found += wrap([("Fingerprints (check each once with its player, out of band):",
                            "title")], width)
            size = max(map(len, fingerprints))
            for name, seen in fingerprints.items():
                shown = (seen, "") if seen else ("has not joined yet", "muted")
                found += wrap([("  ", ""), (name.ljust(size), "player"), ("  ", ""), shown], width)
        if data["waiting"]:
            found += wrap([("waiting: ", "pending"), (data["waiting"], "")], width)
        return found


class WithTrust(LineView):
    """A view laid out as lines, opened by what the game's kind guarantees."""

    def __init__(self, trust: dict[str, Any], view: LineView) -> None:
        self.trust, self.view = trust, view

    def lines(self, width: int) -> list[Line]:
        return [*TrustView(self.trust, full=False).lines(width), [], *self.view.lines(width)]


def with_trust(data: dict[str, Any], view: Any) -> Any:
    """``view``, opened by what the game's kind guarantees when ``data`` is a fair game's
    (``replay``, ``score``); an open game's view as it is."""
    return view if "trust" not in data else WithTrust(data["trust"], view)
