"""The property of issue 18 point 6: random sealed games played to the end by honest clients
agree with the open replay of the same game after ``verify --final`` (every move legal with
every card known, no card changed), and an oracle finds no seat that could read a card before
R21.2 lets it (``test_flows.early_reads``). Whole games are a few seconds each: a few examples
a run, a new seed each run (hypothesis), named on failure."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seasons_cli.gamefile.final import audit
from tests.sealed.games import walk
from tests.sealed.players import play_game
from tests.sealed.test_flows import early_reads


@settings(max_examples=2, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1), count=st.sampled_from((2, 3)))
def test_random_honest_sealed_games_agree_with_their_open_replay(seed, count):
    record, _, log = play_game(count, "wizard", rng=seed, nonce=f"{seed:064x}")
    assert record.game.finished
    moves, findings = audit(record)
    assert findings == []
    assert moves == sum(1 for entry in record.history if entry.move is not None)
    assert early_reads(walk(record), count) == []  # each step read before the next one
