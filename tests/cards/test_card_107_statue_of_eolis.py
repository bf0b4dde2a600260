"""Card 107 Statue of Eolis (expansions.md 4.2, X6, X27): the reserve holds 1 less; each season
change: 1 energy, or 2 crystals and a private look at the top card."""

from seasons_cli.engine.core import reserve_limit
from tests.helpers import (end_round_moving, moves, p, pending, play, setup, step_c, xposition)


def test_advance_from_space_3_to_5_two_crystals_and_the_top_card_seen():
    game = setup(xposition(space=3, draw_pile=[29]), "alice", in_play=[107], gauge=1)
    game = end_round_moving(game, 2)
    assert pending(game)[0] == ("alice", "statue")
    assert moves(game, "alice") == ["option energy", "option crystals"]
    game = play(game, "alice", "option crystals")
    assert p(game, "alice").crystals == 2 and game.extra.top == (29,)
    assert {"kind": "look", "player": "alice", "card": 29} in game.events


def test_temporal_boots_from_7_back_to_6_triggers_at_once():
    game = setup(xposition(space=7), "alice", in_play=[107], hand=[7], gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -1")
    assert pending(game) == [("alice", "statue")]
    game = play(game, "alice", "option energy", "gain 1f")
    assert p(game, "alice").energy == (0, 0, 1, 0)


def test_advance_from_4_to_6_nothing():
    game = end_round_moving(setup(xposition(space=4), "alice", in_play=[107], gauge=1), 2)
    assert ("alice", "statue") not in pending(game)


def test_grimoire_and_statue_limit_9_the_statue_leaves_10():
    from seasons_cli.engine import core

    game = setup(xposition(), "alice", in_play=[18, 107], gauge=2)
    assert reserve_limit(game, 0) == 9
    core.leave_play(game, 0, 1)
    assert reserve_limit(game, 0) == 10
