"""Card 39 Titus Deepgaze: at the end of each round each opponent gives the owner 1 crystal; if
one had none, Titus is sacrificed afterwards (cards.md, R11.4, R17.1, D9)."""

from tests.helpers import end_round, in_play, moves, p, pending, play, position, setup, step_c


def titus(players=3, crystals=(5, 3), in_play_cards=(39,)):
    game = setup(position(players), "alice", in_play=list(in_play_cards), crystals=0)
    for who, amount in zip(("bob", "carol", "dave"), crystals):
        game = setup(game, who, crystals=amount)
    return game


def test_opponents_with_5_and_3_owner_plus_2_titus_stays():
    game = end_round(titus())
    assert [p(game, who).crystals for who in ("alice", "bob", "carol")] == [2, 4, 2]
    assert in_play(game, "alice") == ["titus-deepgaze"]


def test_opponents_with_5_and_0_owner_plus_1_titus_sacrificed():
    game = end_round(titus(crystals=(5, 0)))
    assert [p(game, who).crystals for who in ("alice", "bob", "carol")] == [1, 4, 0]
    assert (in_play(game, "alice"), game.discard) == ([], [39])


def test_4_players_cost_3f_with_one_hand_of_fortune_2f():
    game = setup(position(4), "alice", hand=[39], energy="2f", gauge=2)
    assert [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("summon")] == []
    game = setup(game, "alice", energy="3f")
    assert [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("summon")] == \
        ["summon titus-deepgaze 3f"]
    game = setup(game, "alice", in_play=[20], energy="2f")
    game = play(step_c(game, "alice"), "alice", "summon titus-deepgaze 2f")
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_cost_by_player_count_2_players_1f():
    game = setup(position(2), "alice", hand=[39], energy="1f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon titus-deepgaze")
    assert in_play(game, "alice") == ["titus-deepgaze"]


def test_two_copies_resolve_separately_the_second_sees_what_the_first_left():
    game = end_round(titus(players=2, crystals=(1,), in_play_cards=(39, 39)))
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1, 0)
    assert (in_play(game, "alice"), game.discard) == (["titus-deepgaze"], [39])


def test_the_owner_orders_it_with_other_end_of_round_effects():
    game = titus(players=2, crystals=(1,), in_play_cards=(39, 13))
    game = end_round(setup(game, "alice", energy="4e"))
    assert pending(game) == [("alice", "order")]
    game = play(game, "alice", "resolve titus-deepgaze")  # then the Wondrous Chest (4 tokens)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1 + 3, 0)


def test_it_triggers_at_the_end_of_the_round_it_was_summoned_in():
    game = setup(position(), "alice", hand=[39], energy="1f", gauge=1, crystals=0)
    game = play(step_c(setup(game, "bob", crystals=2), "alice"), "alice", "summon titus-deepgaze")
    game = end_round(game)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1, 1)
