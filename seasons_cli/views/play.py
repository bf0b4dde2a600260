"""``seasons play``: the legal moves of the player at the terminal, numbered."""

from __future__ import annotations

from collections.abc import Sequence

from rich.columns import Columns
from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from ..english import counted

NUMBERED = 40  # more moves than this are summed up by their first word (a split has 84)


class MovesView:
    """``Your moves (...):`` and the moves in columns, each after its number (the number the
    session accepts for it); when there are more than ``NUMBERED`` (and not ``every``), one
    line per first word with a count and an example instead."""

    def __init__(self, notations: Sequence[str], every: bool = False) -> None:
        self.notations, self.every = notations, every

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        count = len(self.notations)
        if count > NUMBERED and not self.every:
            yield Text.assemble(("Your moves", "heading"), (f" ({count}: type one, Tab completes "
                                "it; 'moves' numbers them all; ? for help)", "muted"))
            yield from summed_up(self.notations)
            return
        yield Text.assemble(("Your moves", "heading"),
                            (f" ({count}: type a number or a move; ? for help)", "muted"))
        width = len(str(count))
        cells = [Text.assemble((f"{number:>{width}} ", "muted"), notation)
                 for number, notation in enumerate(self.notations, start=1)]
        yield Columns(cells, padding=(0, 3), column_first=True)


def summed_up(notations: Sequence[str]) -> list[Text]:
    """``  library2 ...  84 moves, like library2 amulet-of-fire,...``: one line per first word."""
    groups: dict[str, list[str]] = {}
    for notation in notations:
        groups.setdefault(notation.split()[0], []).append(notation)
    return [Text.assemble(f"  {word}", (f"  {counted(len(found), 'move')}, "
                                        f"like {found[0]}", "muted"))
            for word, found in groups.items()]
