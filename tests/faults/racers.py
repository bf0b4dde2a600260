"""Many ``seasons move`` processes on one file at once (10 on every CI run, 20 in the long run):
each move is accepted exactly once or refused with one line, the file validates, its history is
the old one followed by exactly the accepted moves (none lost, none twice), and a mover that
gave ``--expect HEAD`` was accepted only on that head."""

from __future__ import annotations

import time
from collections import Counter

from .campaign import Round, family
from .games import choices, head, history, position
from .sandbox import finished

STARTS = ("split", "draft", "split", "draft", "middle", "small")  # mostly where all decide at once


@family(rounds=1, about="concurrent movers on one file")
def racers(round: Round) -> None:
    rng = round.rng
    start = rng.choice(STARTS)
    path = position(round.campaign.template(start), round.box.games / "game.json", rng,
                    rng.randrange(0, 6))
    old = path.read_bytes()
    movers = [_mover(rng, choices(path), head(old)) for _ in range(round.campaign.scale.movers)]
    expecting = sum(expect is not None for _, _, expect in movers)
    round.fault = f"{len(movers)} movers on {start} ({expecting} with --expect)"
    began = time.monotonic()
    processes = [round.box.start("move", "game.json", "--player", player, "--quiet",
                                 *(("--expect", expect) if expect else ()), move)
                 for player, move, expect in movers]
    outcomes = [round.sound(finished(process, ("move", player, move), began))
                for process, (player, move, expect) in zip(processes, movers)]
    accepted = [mover for mover, outcome in zip(movers, outcomes) if outcome.code == 0]
    round.count("moves accepted", len(accepted))
    round.count("moves refused", len(movers) - len(accepted))
    _check_history(round, old, path.read_bytes(), accepted, outcomes)
    valid = round.run("validate", "game.json")
    round.check(valid.code == 0, "the file does not validate after the race", valid)
    round.no_temporaries()


def _mover(rng, options: list[tuple[str, str]], expected: str) -> tuple[str, str, str | None]:
    """A random legal move of a random player who must decide, with ``--expect`` the head one
    time in three."""
    player, move = rng.choice(options)
    return player, move, expected if rng.random() < 1 / 3 else None


def _check_history(round: Round, old: bytes, new: bytes, accepted, outcomes) -> None:
    before, after = history(old), history(new)
    round.check(after[:len(before)] == before, "the old history was changed", *outcomes)
    added = after[len(before):]
    round.check(Counter((e["player"], e["move"]) for e in added)
                == Counter((player, move) for player, move, _ in accepted),
                f"the moves added {[(e['player'], e['move']) for e in added]} are not the moves "
                f"accepted {[(p, m) for p, m, _ in accepted]}", *outcomes)
    first = head(old).partition("-")[2]
    for player, move, expect in accepted:
        if expect is not None:
            entry = next((e for e in added if (e["player"], e["move"]) == (player, move)), None)
            round.check(entry is not None and entry["prev"] == first,
                        f"{player}'s --expect move {move!r} was accepted on another head",
                        *outcomes)
