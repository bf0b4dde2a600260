"""The price of fair play (fair-play.md §5), counted: whole games played by honest players, each
write classed by what it was for.

A **write** is what one person does before the file goes on to someone else: the entries one
seat adds in a row (its moves with their releases, and the releases its last move allowed). A
**sync** is a write of releases alone. The price of a fair game is the writes it takes beyond
those the same moves take in an open game (where a move-less write never happens, and two
writes of one seat with only syncs between them are one): ``extra_writes``.
"""

from __future__ import annotations

from collections import Counter

from seasons_cli.engine.deciders import could_decide_before
from seasons_cli.engine.fair import Event
from seasons_cli.gamefile import fair

# Why a round's roll needed a sync with 3 or 4 players (§5 names the first; the second comes
# from the engine playing alone a turn with nothing to decide: its player writes nothing).
ROLLER_DECIDES_LATE = "the roller could decide at the end of the round"
NO_WRITE_AFTER_ROLLER = "the seats to release wrote nothing after the roller's last decision"


def writes(entries: list[fair.FairEntry]) -> list[list[fair.FairEntry]]:
    """``entries`` (no joins) cut into writes: runs of entries by one seat."""
    found: list[list[fair.FairEntry]] = []
    for entry in entries:
        if found and found[-1][-1].player == entry.player:
            found[-1].append(entry)
        else:
            found.append([entry])
    return found


def played(record: fair.FairRecord) -> list[fair.FairEntry]:
    return [entry for entry in record.history if entry.join is None]


def is_sync(write: list[fair.FairEntry]) -> bool:
    return all(entry.move is None for entry in write)


def extra_writes(record: fair.FairRecord) -> int:
    """The writes of the game beyond those its moves would take in an open game."""
    entries = played(record)
    return len(writes(entries)) - len(writes([entry for entry in entries if entry.move]))


def sync_classes(record: fair.FairRecord) -> Counter:
    """The syncs by the class of the first event each releases a link for: the one the game
    awaited (the honest client releases for it first)."""
    return Counter(f"sync {next(iter(entry.releases)).event_class}"
                   for write in writes(played(record)) if is_sync(write) for entry in write[:1])


def releasers(record: fair.FairRecord, event_class: str) -> dict[int, list[tuple[str, bool]]]:
    """For each event of ``event_class``, its releasers in order, each with whether their link
    came in a sync (the last of them is the event's owner, who releases last, §4)."""
    found: dict[int, list[tuple[str, bool]]] = {}
    for write in writes(played(record)):
        for entry in write:
            for release in entry.releases:
                if release.event_class == event_class:
                    found.setdefault(release.k, []).append((entry.player, is_sync(write)))
    return found


def next_mover(record: fair.FairRecord, number: int) -> str | None:
    """Who made the first move after entry ``number``."""
    return next((entry.player for entry in record.history[number:] if entry.move), None)


def roll_syncs(record: fair.FairRecord) -> list[list[fair.FairEntry]]:
    """The syncs for the round's roll the game awaited."""
    return [write for write in writes(played(record))
            if is_sync(write) and write[0].releases[0].event_class == "roll"]


def roll_sync_causes(record: fair.FairRecord) -> list[str | None]:
    """``roll_sync_cause`` of each of ``roll_syncs``."""
    games = _games_after(record, len(record.history))
    return [roll_sync_cause(record, sync, games) for sync in roll_syncs(record)]


def roll_sync_cause(record: fair.FairRecord, sync: list[fair.FairEntry],
                    games: dict[int, object]) -> str | None:
    """Why ``sync``, a write releasing a link of a round's roll, was needed with 3 or 4
    players; None when nothing in §5 or the engine explains it (a saving missed): the syncing
    seat wrote nothing after the roller's last decision, or at each of its writes since, the
    public state said the roller could still be asked something before the roll (§5).
    ``games``: the game after each entry (``_games_after``)."""
    roll = next(release for entry in sync for release in entry.releases
                if release.event_class == "roll")
    players = record.settings.players
    roller = players.index(players[(roll.k - 1) % len(players)])
    made = [entry for entry in record.history[:sync[0].number - 1] if entry.move]
    last = max(entry.number for entry in made if entry.player == players[roller])
    since = [entry.number for entry in made if entry.number > last
             and entry.player == sync[0].player]
    if not since:
        return NO_WRITE_AFTER_ROLLER
    event = Event("roll", roll.k, roller)
    if all(roller in could_decide_before(games[number], event) for number in since):
        return ROLLER_DECIDES_LATE
    return None


def _games_after(record: fair.FairRecord, entries: int) -> dict[int, object]:
    """The game after each of the first ``entries`` entries, by entry number."""
    replay = fair._Replay(fair.create(record.settings))
    found = {}
    for entry in record.history[:entries]:
        replay.take(entry, "")
        found[entry.number] = replay.game
    return found


def table(games: int = 10) -> str:
    """The figures of docs/fair-play.md: per player count, the mean over ``games`` wizard games
    of honest random players (``python -m tests.fair.price``)."""
    from .players import play_game

    lines = ["| players | rounds | writes with a move | extra writes | setup | rolls | draws "
             "(events) | rerolls (events) | extra writes per round |",
             "|---|---|---|---|---|---|---|---|---|"]
    for count in (2, 3, 4):
        totals: Counter = Counter()
        for rng in range(games):
            record = play_game(count, "wizard", rng=rng, nonce=f"{count:02x}{rng:02x}" * 16)[0]
            entries = played(record)
            totals.update(sync_classes(record))
            totals.update({"rounds": record.game.round, "extra": extra_writes(record),
                           "moves": len(writes([entry for entry in entries if entry.move])),
                           "draws": record.game.fair.last["draw"],
                           "rerolls": record.game.fair.last["reroll"]})
        mean = {key: value / games for key, value in totals.items()}
        lines.append(f"| {count} | {mean['rounds']:.1f} | {mean['moves']:.0f} | "
                     f"{mean['extra']:.1f} | {mean['sync setup']:.1f} | {mean['sync roll']:.1f} | "
                     f"{mean['sync draw']:.1f} ({mean['draws']:.1f}) | "
                     f"{mean['sync reroll']:.1f} ({mean['rerolls']:.1f}) | "
                     f"{mean['extra'] / mean['rounds']:.2f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    import os
    import tempfile

    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()  # the honest players' journals
    print(table())
