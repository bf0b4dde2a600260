"""Nobody could have known (issue 17 point 8, fair-play.md §3, §7): over random fair games of
honest players, an oracle that holds every seat's secrets looks, after every entry, at each
chance event not yet complete. A seat that holds every other seat's link of it could compute its
outcome (the oracle does so with the seat's own link, and finds the event's true seed); such a
seat must make no move, of any kind, before that event is complete: no decision the rules place
before it is still theirs."""

from __future__ import annotations

import pytest

from seasons_cli.gamefile import fair
from seasons_cli.protocol.chains import event_link, event_seed

from .players import play_game

GAMES = [(2, "apprentice", 0), (2, "wizard", 1), (3, "wizard", 2), (3, "archmage", 3),
         (4, "wizard", 4)]


def knowers(record: fair.FairRecord, people):
    """Each moment a seat could compute an event's outcome before it was complete: (the entry
    after which it could, the event, the seat, the entry that completed the event)."""
    replay = fair._Replay(fair.create(record.settings))
    count = len(record.settings.players)
    could: dict[tuple[str, int, int], int] = {}  # (class, k, seat) -> from entry number
    for entry in record.history:
        replay.take(entry, "")
        for (event_class, k), by_seat in replay.ledger.links.items():
            if len(by_seat) != count - 1:
                continue
            seat = next(seat for seat in range(count) if seat not in by_seat)
            could.setdefault((event_class, k, seat), entry.number)
    seeds = {(event.event_class, event.k): seed for event, seed in replay.game.fair.used}
    completed = _completed_at(record)
    for (event_class, k, seat), since in could.items():
        if (event_class, k) not in completed:
            continue  # the game ended first
        links = dict(replay.ledger.links[(event_class, k)])
        links[seat] = event_link(people[seat], replay.ledger.genesis, seat, event_class, k)[0]
        computed = event_seed(replay.ledger.genesis, event_class, k,
                              [links[other] for other in range(count)])
        assert computed == seeds.get((event_class, k), computed)  # the oracle computes it
        yield since, (event_class, k), seat, completed[(event_class, k)]


def _completed_at(record: fair.FairRecord) -> dict[tuple[str, int], int]:
    """The entry whose release made each event's last link."""
    count, found, seen = len(record.settings.players), {}, {}
    for entry in record.history:
        for release in entry.releases:
            key = (release.event_class, release.k)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] == count:
                found[key] = entry.number
    return found


@pytest.mark.parametrize("count, level, rng", GAMES)
def test_no_seat_could_compute_an_outcome_while_it_still_had_a_decision_before_it(
        count, level, rng):
    record, people, _ = play_game(count, level, rng=rng, nonce=f"{count:02x}{rng:02x}" * 16)
    assert record.game.finished
    players = record.settings.players
    found = 0
    for since, event, seat, done in knowers(record, people):
        found += 1
        between = record.history[since:done - 1]  # after ``since``, before the completing entry
        moved = [entry.number for entry in between if entry.player == players[seat] and entry.move]
        assert not moved, (f"{players[seat]} could compute {event} after entry {since} and moved "
                           f"in entries {moved} before it was complete (entry {done})")
    assert found > 10  # the owners, and the early releases of the rolls, are looked at


def test_the_roller_the_release_rule_names_is_the_one_who_rolls(count=3):
    """``waiting.upcoming`` names round k's roller as seat (k - 1) mod n before the roll comes;
    the roll the game awaits is owned by the round's first player (R17.6): the same seat, at
    every roll of a whole game."""
    from seasons_cli.engine.waiting import awaited, upcoming

    record, _, _ = play_game(count, "apprentice", rng=count, nonce=f"{count:02x}" * 32)
    replay, checked = fair._Replay(fair.create(record.settings)), 0
    for entry in record.history:
        replay.take(entry, "")
        waiting = awaited(replay.game)
        if waiting is not None and waiting.event_class == "roll":
            ahead = next(event for event in upcoming(replay.game) if event.event_class == "roll")
            assert ahead == waiting and ahead.owner == waiting.owner == (waiting.k - 1) % count
            checked += 1
    assert checked >= record.game.round - 1
