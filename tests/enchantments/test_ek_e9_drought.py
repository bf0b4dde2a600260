"""EK-E9 Drought (expansions.md 4.6, X6, X27.3): the first entry into summer of each year, the
crystal leader sacrifices a card or loses a reserve space for good; a tie cancels it."""

from seasons_cli.engine.core import reserve_limit
from tests.helpers import (end_round_moving, in_play, moves, pending, play, setup, step_c,
                           xposition)


def game_at(space, crystals, **alice):
    game = xposition(3, enchantment="drought", space=space)
    for who, amount in zip(("alice", "bob", "carol"), crystals):
        game = setup(game, who, crystals=amount)
    return setup(game, "alice", **alice) if alice else game


def test_advance_5_to_7_the_leader_sacrifices_a_card_or_loses_a_space():
    game = end_round_moving(game_at(5, (20, 15, 15), in_play=[1, 3], gauge=2), 2)
    assert pending(game) == [("alice", "drought")]
    assert moves(game, "alice") == ["sacrifice amulet-of-air", "sacrifice amulet-of-earth",
                                    "lose space"]
    game = play(game, "alice", "lose space")
    assert (game.extra.reductions, reserve_limit(game, 0)) == ((1, 0, 0), 6)


def test_sacrificing_a_card_instead():
    game = end_round_moving(game_at(5, (20, 15, 15), in_play=[1, 3], gauge=2), 2)
    game = play(game, "alice", "sacrifice amulet-of-air")
    assert in_play(game, "alice") == ["amulet-of-earth"] and game.extra.reductions == (0, 0, 0)


def test_a_tie_for_the_lead_nothing_and_no_other_check_this_year():
    game = end_round_moving(game_at(5, (20, 20, 3), in_play=[1], gauge=1), 2)
    assert game.extra.droughts == (1,) and game.extra.reductions == (0, 0, 0)
    assert {"kind": "drought"} in game.events


def test_boots_back_to_spring_and_forward_again_no_second_drought():
    game = end_round_moving(game_at(5, (20, 15, 15)), 2)  # no card: alice loses a space
    assert game.extra.reductions == (1, 0, 0)
    game = setup(game, "alice", hand=[7, 7], gauge=2)
    game.position = 6
    game = step_c(game, "alice")
    game = play(game, "alice", "summon temporal-boots", "move +1")
    assert game.extra.reductions == (1, 0, 0)


def test_leader_with_no_card_in_play_loses_a_space_limit_6():
    game = end_round_moving(game_at(5, (20, 15, 15)), 2)
    assert reserve_limit(game, 0) == 6 and pending(game) != [("alice", "drought")]


def test_backward_moves_into_summer_never_count():
    game = setup(game_at(10, (20, 15, 15), hand=[7], gauge=1), "alice")
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -3")
    assert game.space == 7 and game.extra.droughts == ()
