"""The result of a bot tournament (``seasons arena``), as data for ``--json`` and the table."""

from __future__ import annotations

from typing import Any

from ..arena import GameResult, standings


def arena_report(strengths: tuple[str, ...], level: str, seed: str, out: str | None,
                 results: list[GameResult],
                 content: dict[str, Any] | None = None) -> dict[str, Any]:
    """The settings of the tournament (the expansions' ``content`` under ``content`` when the
    games have some), each contestant's standing and every game's outcome."""
    report = {
        "level": level,
        "seed": seed,
        "games": len(results),
        "out": out,
        "standings": [{
            "name": s.name, "strength": s.strength, "games": s.games, "wins": round(s.wins, 3),
            "win_rate": round(s.win_rate, 4), "win_rate_ci95": [round(x, 4) for x in s.win_rate_ci],
            "average_score": round(s.average, 2),
            "average_score_ci95": [round(x, 2) for x in s.average_ci],
        } for s in standings(strengths, results)],
        "results": [{"game": r.number, "seed": r.seed, "seats": list(r.seats),
                     "totals": list(r.totals), "winners": list(r.winners), "file": r.file}
                    for r in sorted(results, key=lambda r: r.number)],
    }
    if content:
        report["content"] = {key: list(value) if isinstance(value, tuple) else value
                             for key, value in content.items()}
    return report
