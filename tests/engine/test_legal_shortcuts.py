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
from seasons_cli.engine import actions, core
from seasons_cli.engine import energy as en
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


def _library_tries(chosen: list[int], library: int) -> list[tuple]:
    """Arguments of library moves: every ordered triple of the chosen cards and of cards near
    them (unsorted, repeated, missing), the other library, and odd shapes and types."""
    near = sorted(set(chosen) | {min(chosen) - 1, max(chosen) + 1})
    tries = [(lib, (a, b, c)) for lib in (library, 5 - library)
             for a in near for b in near for c in near]
    group = tuple(sorted(chosen)[:3])
    tries += [(library, list(group)), (library, group[:2]), (library, (*group, group[0])),
              (library, tuple(float(n) for n in group)), (library, (True, *group[1:])),
              (library,), (library, group, 0), [library, group], (float(library), group)]
    return tries


def _accepted(game, action: Action) -> bool:
    try:
        check_action(game, action)
    except IllegalAction:
        return False
    return True


def test_the_check_of_a_library_split_agrees_with_the_groups():
    """R6.4: check_action accepts a split exactly when it is one of legal_actions' groups, for
    Library II and III, with repeated cards, and for arguments of every odd shape."""
    game = new_game(Settings(NAMES[:4], "archmage", "library-check"))
    chooser = random.Random(4)
    checked = 0
    while not game.finished and checked < 8:
        decision = game.pending[0]
        if decision.kind == "library":
            seat, legal = decision.player, legal_actions(game, decision.player)
            chosen = game.players[seat].chosen
            for args in _library_tries(chosen, decision.data["library"]):
                action = Action(seat, "library", args)
                assert _accepted(game, action) == (action in legal), args
            checked += 1
        game = apply(game, chooser.choice(legal_actions(game)))
    assert checked == 8


def _token_tries(game, seat: int) -> list[Action]:
    """Transmutations and bonuses to check: every set of the tokens the player can spend and
    of one more (R12, R15: from the reserve or Amulets of Water, D17), every exchange of 1-3
    of them, "transmute", "gauge", and odd shapes."""
    player = game.players[seat]
    pool = core.spendable(player)
    bigger = en.add(pool, (1, 1, 0, 0))
    payments = {payment for tokens in en.submultisets(bigger)
                for payment in [(tokens, ()), *core.amulet_payments(player.energy,
                                                                    core.amulet_tokens(player),
                                                                    tokens)]}
    tries = [Action(seat, "transmute", (payment,)) for payment in payments]
    tries += [Action(seat, "bonus", ("exchange", payment, taken)) for payment in payments
              if en.total(core.payment_total(payment)) <= 3
              for size in (1, 2, 3) for taken in en.multisets(size)]
    tries += [Action(seat, "bonus", args) for args in [("transmute",), ("gauge",), ("gauge", 1),
                                                        ["transmute"], ()]]
    tries += [Action(seat, "transmute", args) for args in [(), ((pool, ()), 1), [(pool, ())]]]
    return tries


def test_the_check_of_transmutations_and_bonuses_agrees_without_a_listing(monkeypatch):
    """R12, R15: a transmutation or bonus named by a move is checked without the list of every
    one when that list was not made (a replay): accepted exactly when legal_actions has it."""
    game = new_game(Settings(NAMES[:4], "archmage", "token-check"))
    chooser = random.Random(7)
    checked = 0
    while not game.finished and checked < 60:
        decision = game.pending[0]
        if decision.kind == "main":
            legal = legal_actions(game, decision.player)
            for action in _token_tries(game, decision.player):
                actions._BY_TOKENS.clear()  # the lists not made yet, as in a replay
                assert _accepted(game, action) == (action in legal), action
            checked += 1
        game = apply(game, chooser.choice(legal_actions(game)))
    assert checked == 60


def test_the_gauge_bonus_is_refused_at_15_without_a_listing():
    """R15.4: at 15 the gauge bonus is not legal, also when the check makes no list (a replay);
    below 15 it is. The transmute +1 bonus is legal either way (R15.3)."""
    from tests.helpers import position, seat, setup, step_c
    for gauge, legal in ((15, False), (14, True)):
        game = step_c(setup(position(), "alice", gauge=gauge, energy="1w"), "alice")
        alice = seat(game, "alice")
        actions._BY_TOKENS.clear()
        assert _accepted(game, Action(alice, "bonus", ("gauge",))) == legal
        assert _accepted(game, Action(alice, "bonus", ("transmute",)))


@pytest.mark.parametrize("level, players", [("apprentice", 2), ("wizard", 3), ("archmage", 4)])
def test_every_options_function_makes_a_new_list(level, players):
    """``legal_actions`` returns a single decision's options list as it is: each call must make
    a new one, so that a caller changing it changes nothing else (no cache, no later list)."""
    game = new_game(Settings(NAMES[:players], level, f"new-lists-{players}"))
    chooser = random.Random(players)
    while not game.finished:
        for decision in game.pending:
            first = OPTIONS[decision.kind](game, decision)
            assert type(first) is list
            expected = list(first)
            first.clear()  # a caller may change the list it was given
            assert OPTIONS[decision.kind](game, decision) == expected
        legal = legal_actions(game)
        chosen = chooser.choice(legal)
        legal.clear()
        assert legal_actions(game)
        game = apply(game, chosen)
