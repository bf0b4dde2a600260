"""The price of fair play (fair-play.md §5), counted: whole games played by honest players, each
write classed by what it was for."""

from __future__ import annotations

import random
from collections import Counter

from seasons_cli.engine import legal_actions
from seasons_cli.engine.waiting import awaited
from seasons_cli.gamefile import fair

from .players import joined, next_writer, play_write


def count_writes(players: int, level: str, rng: int) -> tuple[Counter, fair.FairRecord]:
    """Writes after the joins, by kind: ``move`` (a write with a move), and ``sync setup``,
    ``sync roll``, ``sync draw``, ``sync reroll`` (a write of releases alone, for the event the
    game awaited); ``rounds``, ``draw events`` and ``reroll events``: how many the game had."""
    record, people = joined(players, level, nonce=f"{players:02x}{rng:02x}" * 16)
    choose, counts = random.Random(rng), Counter()
    while (seat := next_writer(record)) is not None:
        game = fair.preview(record, people[seat], seat)
        waiting = awaited(game)
        if waiting is not None or not legal_actions(game, seat):
            counts[f"sync {(waiting or awaited(record.game)).event_class}"] += 1
        else:
            counts["move"] += 1
        record = play_write(record, people, seat, choose)
    last = record.game.fair.last
    counts.update({"rounds": record.game.round, "draw events": last["draw"],
                   "reroll events": last["reroll"]})
    return counts, record
