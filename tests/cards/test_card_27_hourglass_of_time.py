"""Card 27 Hourglass of Time: whenever the season changes, gain 1 energy of your choice
(cards.md, R17.4, R18.6, D23)."""

from tests.helpers import end_round_moving, p, pending, play, position, setup, step_c


def test_end_of_round_from_space_2_to_4_gives_1_token():
    game = setup(position(space=2), "alice", in_play=[27], energy="0")
    game = end_round_moving(game, 2)
    assert (game.space, pending(game)) == (4, [("alice", "gain")])
    game = play(game, "alice", "gain 1f")
    assert p(game, "alice").energy == (0, 0, 1, 0)


def test_end_of_round_from_space_4_to_6_gives_nothing():
    game = setup(position(space=4), "alice", in_play=[27], energy="0")
    game = end_round_moving(game, 2)
    assert game.space == 6 and ("alice", "gain") not in pending(game)
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_temporal_boots_from_space_7_back_to_6_gives_1_token():
    game = setup(position(space=7), "alice", hand=[7], in_play=[27], energy="0", gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -1")
    assert (game.space, pending(game)) == (6, [("alice", "gain")])  # official: backward too
    game = play(game, "alice", "gain 1w")
    assert p(game, "alice").energy == (0, 1, 0, 0)


def test_two_hourglasses_give_2_tokens_per_change():
    game = setup(position(space=3), "alice", in_play=[27, 27], energy="0")
    game = play(end_round_moving(game, 1), "alice", "gain 1a", "gain 1e")
    assert p(game, "alice").energy == (1, 0, 0, 1)


def test_the_final_change_out_of_year_3_still_gives_a_token():
    game = setup(position(year=3, space=12), "alice", in_play=[27], energy="0")
    game = play(end_round_moving(game, 1), "alice", "gain 1e")  # D31: before the game ends
    assert game.finished and p(game, "alice").energy == (0, 0, 0, 1)


def test_overflow_applies():
    game = setup(position(space=3), "alice", in_play=[27], energy="7a")
    game = play(end_round_moving(game, 1), "alice", "gain 1f")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 1a")
    assert p(game, "alice").energy == (6, 0, 1, 0)


def test_end_of_round_change_resolves_from_the_next_first_player():
    game = position(3, space=3)
    for who in ("alice", "bob", "carol"):
        setup(game, who, in_play=[27], energy="0")
    game = end_round_moving(game, 1)  # alice was first: bob starts the coming round (R17.4)
    order = []
    while pending(game)[0][1] == "gain":
        order.append(pending(game)[0][0])
        game = play(game, order[-1], "gain 1a")
    assert order == ["bob", "carol", "alice"]


def test_boots_change_resolves_from_the_boots_owner():
    game = position(3, space=3)
    for who in ("alice", "bob", "carol"):
        setup(game, who, in_play=[27], energy="0")
    setup(game, "carol", hand=[7], gauge=2)
    game = step_c(game, "carol")
    game.first = 0  # alice is the round's first player; carol plays the Boots
    game = play(game, "carol", "summon temporal-boots", "move +1")
    order = []
    while pending(game)[0][1] == "gain":
        order.append(pending(game)[0][0])
        game = play(game, order[-1], "gain 1a")
    assert order == ["carol", "alice", "bob"]  # R18.6, D23: the active player first
