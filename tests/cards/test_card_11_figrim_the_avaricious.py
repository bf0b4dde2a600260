"""Card 11 Figrim the Avaricious: whenever the season changes, each opponent gives the owner
1 crystal (cards.md, R11.4, R17.4, R18.6, D8, D23, D31)."""

from tests.helpers import end_round, moves, p, play, position, setup, step_c

# With no dice rolled, end_round leaves winter die 1 face 5 over: the token advances 2 spaces.


def crystals(game, *who):
    return [p(game, w).crystals for w in who]


def test_three_players_one_opponent_with_none():
    game = setup(position(players=3, space=3), "alice", in_play=[11], crystals=0)
    game = setup(setup(game, "bob", crystals=4), "carol", crystals=0)
    game = end_round(game)
    assert game.season == "spring"
    assert crystals(game, "alice", "bob", "carol") == [1, 3, 0]


def test_no_season_change_no_crystals():
    game = setup(position(space=1), "alice", in_play=[11], crystals=0)
    game = end_round(setup(game, "bob", crystals=4))
    assert (game.space, crystals(game, "alice", "bob")) == (3, [0, 4])


def test_temporal_boots_backward_from_spring_to_winter_triggers():
    game = setup(position(space=4), "alice", hand=[7], gauge=2, in_play=[11], crystals=0)
    game = setup(game, "bob", crystals=4)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -1")
    assert (game.space, crystals(game, "alice", "bob")) == (3, [1, 3])


def test_cost_depends_on_the_number_of_players():
    game = setup(position(players=4), "alice", hand=[11], crystals=8, gauge=1)
    assert "summon figrim-the-avaricious" not in moves(step_c(game, "alice"), "alice")
    game = setup(game, "alice", crystals=9)
    game = play(step_c(game, "alice"), "alice", "summon figrim-the-avaricious")
    assert p(game, "alice").crystals == 0


def test_two_figrims_two_opponents_give_4():
    game = setup(position(players=3, space=3), "alice", in_play=[11, 11], crystals=0)
    game = end_round(setup(setup(game, "bob", crystals=5), "carol", crystals=5))
    assert crystals(game, "alice", "bob", "carol") == [4, 3, 3]


def test_end_of_round_change_starts_with_the_next_first_player():
    game = setup(position(players=3, space=3), "alice", in_play=[11], crystals=0)
    game = setup(setup(game, "bob", in_play=[11], crystals=0), "carol", crystals=1)
    game = end_round(game)  # alice was first: bob (on her left) resolves first (R17.4)
    assert crystals(game, "alice", "bob", "carol") == [1, 0, 0]


def test_final_change_into_year_4_triggers_before_scoring():
    game = setup(position(year=3, space=12), "alice", in_play=[11], crystals=0)
    game = end_round(setup(game, "bob", crystals=2))
    assert game.phase == "over" and crystals(game, "alice", "bob") == [1, 1]  # D31
