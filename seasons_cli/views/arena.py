"""``seasons arena``: the progress bar while the games run, then the table of standings."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text


def arena_progress(console: Console) -> Progress:
    """``games ━━━━━━━━━━  12/40  0:01:32``; shown only on a terminal."""
    return Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    console=console, transient=True, disable=console.color_system is None)


def standings_table(data: dict[str, Any]) -> Table:
    """Win rate (shared victories split) and average final score, with 95% intervals."""
    title = f"{data['games']} games · {data['level']} · seed {data['seed']}"
    if "content" in data:  # the expansions' (as 'seasons new' says them)
        from ..reports.words import content_words

        title += " · + " + ", ".join(content_words(data["content"]))
    table = Table(title=Text(title, style="title"), title_justify="left", box=box.SIMPLE_HEAD,
                  show_edge=False, collapse_padding=True)
    for header in ("Bot", "Games", "Wins", "Win rate", "95% CI", "Avg score", "95% CI"):
        table.add_column(header, justify="left" if header == "Bot" else "right")
    for row in data["standings"]:
        low, high = row["win_rate_ci95"]
        low_score, high_score = row["average_score_ci95"]
        table.add_row(Text(row["name"], style="player"), str(row["games"]), f"{row['wins']:g}",
                      f"{row['win_rate']:.1%}", f"{low:.1%}–{high:.1%}",
                      f"{row['average_score']:.1f}", f"{low_score:.1f}–{high_score:.1f}")
    return table

