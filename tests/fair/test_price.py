"""The price of fair play, measured (issue 17 point 7, fair-play.md §5): whole 2-, 3- and
4-player games by honest players, their extra writes counted against what §5 promises. The
figures of docs/fair-play.md come from ``python -m tests.fair.price``."""

from __future__ import annotations

import pytest

from .price import (NO_WRITE_AFTER_ROLLER, ROLLER_DECIDES_LATE, extra_writes, is_sync,
                    next_mover, played, releasers, roll_sync_causes, roll_syncs, sync_classes,
                    writes)
from seasons_cli.engine.waiting import awaited
from seasons_cli.gamefile.fair import game_at

from .players import play_game

_GAMES: dict = {}


def game(count: int):
    """A whole wizard game of ``count`` honest players (made once per run)."""
    if count not in _GAMES:
        _GAMES[count] = play_game(count, "wizard", rng=count, nonce=f"{count:02x}" * 32)[0]
    return _GAMES[count]


@pytest.mark.parametrize("count", (2, 3, 4))
def test_the_setup_costs_one_pass_of_the_table_before_the_first_pick(count):
    """Every seat but the last releases alone; the last learns the deal and picks in the same
    write (§5)."""
    record = game(count)
    first = writes(played(record))[:count]
    assert [is_sync(write) for write in first] == [True] * (count - 1) + [False]
    assert first[-1][0].releases[0].event_class == "setup" and first[-1][0].move.startswith("pick")
    assert sync_classes(record)["sync setup"] == count - 1


@pytest.mark.parametrize("count", (2, 3, 4))
def test_a_draw_or_a_reroll_costs_at_most_a_pass_of_the_other_players(count):
    """The others release first, each in a sync at most (n - 1 writes; fewer when a link rides
    on a write made anyway), the owner last, with the write its turn goes on with: its own sync
    only when nothing is left for it to decide then (the engine plays the rest of its turn)."""
    record = game(count)
    events = 0
    for event_class in ("draw", "reroll"):
        for k, released in releasers(record, event_class).items():
            events += 1
            others, (owner, owner_synced) = released[:-1], released[-1]
            assert len(released) == count and sum(synced for _, synced in others) <= count - 1
            if owner_synced:  # then its move goes on to another event, or its turn is over
                number = next(entry.number for entry in record.history for release in
                              entry.releases if (release.event_class, release.k) == (event_class, k)
                              and entry.player == owner)
                assert next_mover(record, number) != owner \
                    or awaited(game_at(record, number)) is not None
    assert events >= 5


def test_with_two_players_the_roll_costs_one_pass_per_round_at_most():
    record = game(2)
    rolls = releasers(record, "roll")
    assert all(sum(synced for _, synced in released) <= 1 for released in rolls.values())
    assert sync_classes(record)["sync roll"] <= record.game.round


@pytest.mark.parametrize("count", (3, 4))
def test_with_three_or_four_players_a_roll_costs_a_write_only_for_a_reason(count):
    """§5: free, but when the roller could still decide at the end of the round; and the
    engine's own case: when the seats that must release after the roller's last decision have
    made no write since (their turns had nothing to decide)."""
    record = game(count)
    syncs, causes = roll_syncs(record), roll_sync_causes(record)
    assert None not in causes
    assert set(causes) <= {ROLLER_DECIDES_LATE, NO_WRITE_AFTER_ROLLER}
    assert len(syncs) < record.game.round / 2


@pytest.mark.parametrize("count", (2, 3, 4))
def test_the_extra_writes_are_the_syncs_and_the_writes_they_split(count):
    record = game(count)
    syncs = sum(sync_classes(record).values())
    assert syncs <= extra_writes(record) <= 2 * syncs
