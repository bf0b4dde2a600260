"""Card 101 Heart of Argos (expansions.md 4.2, X7): the first activation of the owner's turn puts
1 earth on the Heart; at the end of the round it moves into the reserve."""

from tests.helpers import end_round, p, pending, play, setup, step_c, turn, xposition


def alice(**kwargs):
    return setup(xposition(), "alice", in_play=[101, 43, 43], gauge=3, **kwargs)


def test_two_activations_in_a_turn_one_earth_then_into_the_reserve():
    game = play(step_c(alice(), "alice"), "alice", "activate idol-of-the-familiar#1",
                "activate idol-of-the-familiar#2")
    assert p(game, "alice").in_play[0].tokens == (0, 0, 0, 1)
    assert p(game, "alice").energy == (0, 0, 0, 0)  # not in the reserve (X7.1)
    game = end_round(game)
    assert p(game, "alice").energy == (0, 0, 0, 1) and p(game, "alice").in_play[0].tokens == \
        (0, 0, 0, 0)


def test_a_die_of_malice_in_step_a_counts_a_later_activation_adds_nothing():
    game = setup(xposition(), "alice", in_play=[101, 15, 43], gauge=3)
    game = play(turn(game, "alice", "Wi1-3"), "alice", "activate die-of-malice")
    assert p(game, "alice").in_play[0].tokens == (0, 0, 0, 1)


def test_reserve_at_its_limit_the_owner_discards_one():
    game = play(step_c(alice(energy="7a"), "alice"), "alice", "activate idol-of-the-familiar#1")
    game = end_round(game)
    assert pending(game)[0] == ("alice", "overflow")


def test_sacrificed_while_holding_its_earth_the_earth_goes_to_the_supply():
    game = play(step_c(alice(), "alice"), "alice", "activate idol-of-the-familiar#1")
    from seasons_cli.engine import core

    core.leave_play(game, 0, 0)
    assert p(game, "alice").energy == (0, 0, 0, 0) and game.discard == [101]


def test_opponents_activations_do_not_count():
    game = setup(setup(xposition(), "bob", in_play=[101], gauge=1), "alice", in_play=[43],
                 gauge=1)
    game = play(step_c(game, "alice"), "alice", "activate idol-of-the-familiar")
    assert p(game, "bob").in_play[0].tokens == (0, 0, 0, 0)
