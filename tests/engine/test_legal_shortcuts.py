"""The speed-ups of step C agree with the full list of legal actions (single source of truth)."""

from __future__ import annotations

import random

import pytest

from seasons_cli.engine import (
    Action,
    IllegalAction,
    Settings,
    apply,
    legal_actions,
    new_game,
)
from seasons_cli.engine.flow import _candidates, check_action
from seasons_cli.engine.registry import OPTIONS, SEVERAL, SINGLE

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


@pytest.mark.parametrize("level, players", [("wizard", 2), ("archmage", 4)])
def test_a_decision_without_several_options_has_the_one_single_names(monkeypatch, level, players):
    """Where the game loop takes SINGLE's option without listing (step C with no bonus left,
    transmutation, summon or activation: "end", R9.4-R9.5), the full list is that option."""
    checked = []

    def spy(game, decision, several=SEVERAL["main"]):
        found = several(game, decision)
        if not found:
            assert OPTIONS["main"](game, decision) == [SINGLE["main"](game, decision)]
            checked.append(decision)
        return found

    monkeypatch.setitem(SEVERAL, "main", spy)
    game = new_game(Settings(NAMES[:players], level, f"single-{players}"))
    chooser = random.Random(players)
    while not game.finished:
        game = apply(game, chooser.choice(legal_actions(game)))
    assert len(checked) > 10
    assert set(SINGLE) == {"main"}


def _near_misses(action: Action, players: int) -> list[Action]:
    """Moves that differ from a legal one by a little: another seat, an argument more or less,
    the last argument changed (a number +1, a tuple shortened)."""
    args = action.args
    last = args[-1] if args else None
    changed = last + 1 if isinstance(last, int) else last[:-1] if isinstance(last, tuple) else last
    seat, kind = action.player, action.kind
    return [Action((seat + 1) % players, kind, args), Action(seat, kind, (*args, 0)),
            Action(seat, kind, args[:-1]), Action(seat, kind, (*args[:-1], changed))]


@pytest.mark.parametrize("level, players", [("wizard", 2), ("archmage", 4)])
def test_the_check_of_a_move_accepts_exactly_the_legal_moves(level, players):
    """check_action (its candidates and argument comparison) says yes exactly for the moves in
    legal_actions, also for near misses of each legal move."""
    game = new_game(Settings(NAMES[:players], level, f"check-{players}"))
    chooser = random.Random(players)
    while not game.finished:
        legal = legal_actions(game)
        for action in {near for move in legal for near in [move, *_near_misses(move, players)]}:
            try:
                check_action(game, action)
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == (action in legal), action
        game = apply(game, chooser.choice(legal))
