"""``seasons moves``: the legal moves, one per line, under the decision they answer."""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from ..english import counted


class MovesView:
    """Renders ``reports.moves.moves`` with the pending decisions (``reports.board.pending_data``).

    Each move is on a line of its own, indented, so ``grep`` and ``cut`` work on the plain output.
    """

    def __init__(self, moves: list[dict[str, Any]], pending: list[dict[str, Any]]) -> None:
        self.moves, self.pending = moves, pending

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if not self.pending:
            yield Text("The game is over: there are no moves.", style="muted")
            return
        if not self.moves:  # --player of somebody who waits: say on whom, not an empty line
            waiting = "; ".join(decision["description"] for decision in self.pending)
            yield Text(f"No moves now: {waiting}.", style="muted")
            return
        for decision in self.pending:
            mine = [m for m in self.moves if m["player"] == decision["player"]]
            if not mine:
                continue
            said = decision.get("to_viewer", decision["description"])
            yield Text.assemble((said, "pending"),
                                (f" ({counted(len(mine), 'move')}):", "muted"))
            width = max(len(move["notation"]) for move in mine)
            for move in mine:
                yield move_line(move, width)


def move_line(move: dict[str, Any], width: int) -> Text:
    """``  die 3  Wi3-3: 1 air, 1 water, transmute``: the move, and what a die gives."""
    if "gives" not in move:
        return Text(f"  {move['notation']}")
    return Text.assemble(f"  {move['notation']:<{width}}  ", (f"{move['face']}: {move['gives']}", "muted"))
