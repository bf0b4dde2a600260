"""The round: rolling and choosing the season dice (R7, R8)."""

from seasons_cli.engine.flow import run
from seasons_cli.engine.model import Task
from tests.helpers import finish_prelude, moves, new, pending, play, position


def start_round(game, first="alice"):
    """Run the start of a round (R7.2 step 1) with ``first`` as first player."""
    game.first = game.settings.players.index(first)
    game.tasks, game.pending = [Task("round_start", game.first)], []
    run(game)
    return game


def test_first_round_rolls_the_winter_dice_in_the_game():
    """R8.1, R4.2: round 1 rolls exactly the N + 1 winter dice chosen at setup, each on a face 1-6."""
    game = finish_prelude(new(3))
    assert game.dice_season == "winter"
    assert sorted(d.die for d in game.dice) == sorted(game.dice_in_game["winter"])
    assert len(game.dice) == 4 and all(1 <= d.face <= 6 for d in game.dice)


def test_a_round_in_spring_rolls_the_spring_dice():
    """R8.1: the dice rolled are those of the season the token is on at the start of the round."""
    game = start_round(position(2, space=5))
    assert game.dice_season == "spring"
    assert sorted(d.die for d in game.dice) == sorted(game.dice_in_game["spring"])


def test_dice_are_chosen_in_turn_order_from_the_first_player():
    """R8.2: with bob first, bob chooses, then carol, then alice."""
    game = start_round(position(3), first="bob")
    order = []
    while pending(game)[0][1] == "die":
        who = pending(game)[0][0]
        order.append(who)
        game = play(game, who, moves(game, who)[0])
    assert order == ["bob", "carol", "alice"]


def test_the_last_player_chooses_between_two_dice_and_one_is_left_over():
    """R8.2: 4 dice for 3 players: 4, 3 then 2 to choose from; exactly one die is left over."""
    game = start_round(position(3))
    offered = []
    for who in ("alice", "bob", "carol"):
        offered.append(len(moves(game, who)))
        game = play(game, who, moves(game, who)[0])
    assert offered == [4, 3, 2]
    assert [d.owner for d in game.dice].count(None) == 1


def test_a_taken_die_is_not_offered_again():
    """R8.2: each player takes one of the dice not yet taken."""
    game = start_round(position(2))
    taken = moves(game, "alice")[1]
    game = play(game, "alice", taken)
    assert taken not in moves(game, "bob")


def test_all_dice_are_chosen_before_the_first_turn():
    """R8.3: the first player's turn begins only after the last player took a die."""
    game = start_round(position(2))
    game = play(game, "alice", moves(game, "alice")[0])
    assert pending(game) == [("bob", "die")]
    game = play(game, "bob", moves(game, "bob")[0])
    assert game.step in ("A", "B", "C") and game.active == 0
