"""The digest of what happened since a player last moved (``reports.digest``), as ``seasons
replay`` draws its lines: numbered moves, and under each what followed it."""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from ..reports.replay import Line, Section
from ..english import counted
from ..escape import shell_word
from .replay import SectionLines


class DigestView:
    """Renders ``reports.digest.digest`` for the player it was made for (``you``); ``file`` is
    named in the hint to the rest of the history."""

    def __init__(self, data: dict[str, Any], file: str) -> None:
        self.data, self.file = data, file

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        data = self.data
        since = f"your last move (move {data['since']})" if data["since"] else "the game began"
        if not data["lines"]:
            yield Text(f"Nothing has happened since {since}.", style="muted")
            return
        yield Text(f"Since {since}:", style="heading")
        if data["earlier"]:
            earlier = counted(data["earlier"], "earlier move", "earlier moves")
            yield Text(f"{earlier} not shown (seasons replay {shell_word(self.file)} "
                       f"--as {data['player']})", style="muted")
        yield SectionLines(Section("", [Line(**line) for line in data["lines"]]))
