"""Card 212 Chrono-Ring (expansions.md 4.3, X27.2): each forward move of 3 or more: 4 crystals or
1 energy."""

from tests.helpers import end_round_moving, moves, p, pending, play, setup, step_c, xposition


def test_leftover_die_with_3_dots_plus_4_crystals():
    game = end_round_moving(setup(xposition(space=4), "alice", in_play=[212], gauge=1), 3)
    assert pending(game)[0] == ("alice", "chrono")
    assert p(play(game, "alice", "option crystals"), "alice").crystals == 4


def test_leftover_die_with_2_dots_nothing():
    game = end_round_moving(setup(xposition(space=4), "alice", in_play=[212], gauge=1), 2)
    assert ("alice", "chrono") not in pending(game)


def test_boots_minus_3_nothing_plus_3_triggers_at_once():
    game = setup(xposition(space=8), "alice", in_play=[212], gauge=3, hand=[7, 7])
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -3")
    assert pending(game) == [("alice", "main")]
    game = play(game, "alice", "summon temporal-boots", "move +3")
    assert pending(game) == [("alice", "chrono")]


def test_4_players_cost_1w1e():
    game = setup(xposition(4), "alice", hand=[212], energy="1w1e", gauge=1)
    assert "summon chrono-ring 1w1e" in moves(step_c(game, "alice"), "alice")
