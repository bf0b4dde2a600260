"""What happened since a player last moved: ``seasons show --as NAME`` and ``seasons play`` open
with it. The play-by-email loop is: receive the file, read the digest, move.

The moves and chance outcomes since NAME's last entry of the history, in the words of ``seasons
replay`` (``steps.tell``, detailed, one line per move and one per thing that followed it), told
as NAME may know them: a card another player picked, split, drew, kept, gave or discarded face
down is never named (R16.1, R21.2). At most ``LIMIT`` moves are told, the latest; the older ones
are counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..gamefile import GameRecord
from .steps import Step, history_steps, tell

LIMIT = 16  # moves: about a round of a 4-player game


def digest(record: GameRecord, seat: int, limit: int = LIMIT) -> dict[str, Any]:
    """The digest for ``seat`` of the record (its history replayed from the settings)."""
    return digest_of(list(history_steps(record)), record.settings.players[seat], limit)


def digest_of(told: Sequence[Step], name: str, limit: int = LIMIT) -> dict[str, Any]:
    """The digest for ``name`` of a history replayed into ``told``: ``since`` is the number of
    NAME's last entry (0: NAME has not moved yet), ``earlier`` how many moves after it are left
    out, ``lines`` the latest moves' lines (the fields of ``reports.replay.Line``: a move's
    ``number``, ``player``, ``text`` and ``notation`` (None when it names a hidden card), an
    outcome's ``kind`` and ``text``)."""
    last = next((index for index in range(len(told), 0, -1)
                 if told[index - 1].entry.player == name), 0)  # steps up to NAME's last one
    since = told[last - 1].entry.number if last else 0
    new = told[last:]
    lines: list[dict[str, Any]] = []
    for step in new[max(0, len(new) - limit):]:
        words = tell(step, name, detailed=True)
        lines.append({"kind": "move", "number": step.entry.number, "player": words.player,
                      "text": words.line, "notation": words.notation})
        lines += [{"kind": event.kind, "text": event.text} for event in words.then]
    return {"player": name, "since": since, "moves": len(new),
            "earlier": max(0, len(new) - limit), "lines": lines}
