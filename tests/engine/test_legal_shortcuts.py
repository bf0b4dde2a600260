"""The speed-ups of step C agree with the full list of legal actions (single source of truth)."""

from __future__ import annotations

import random

import pytest

from seasons_cli.engine import Settings, apply, legal_actions, new_game
from seasons_cli.engine.flow import _candidates
from seasons_cli.engine.registry import OPTIONS, SEVERAL

NAMES = ("alice", "bob", "carol", "dave")


@pytest.mark.parametrize("level, players", [("wizard", 2), ("archmage", 3), ("archmage", 4)])
def test_candidates_and_several_agree_with_the_options(level, players):
    game = new_game(Settings(NAMES[:players], level, f"shortcuts-{players}"))
    chooser = random.Random(players)
    while not game.finished:
        for decision in game.pending:
            options = OPTIONS[decision.kind](game, decision)
            for action in options:
                assert action in _candidates(game, decision, action)
            if decision.kind in SEVERAL and SEVERAL[decision.kind](game, decision):
                assert len(options) >= 2
        game = apply(game, chooser.choice(legal_actions(game)))
