"""Every kind of outcome the engine records can be put into words (the replay never crashes)."""

from __future__ import annotations

import pytest

from seasons_cli.reports.words import outcome_words


@pytest.mark.parametrize("outcome, words", [
    ({"kind": "no_room", "player": "alice", "cards": 4},
     "alice has no room for a card: the 4 cards drawn are discarded"),
    ({"kind": "no_room", "player": "alice", "card": 3},
     "alice has no room for Amulet of Earth: it is discarded"),
])
def test_no_room_outcomes(outcome, words):
    assert outcome_words(outcome, "winter") == words
