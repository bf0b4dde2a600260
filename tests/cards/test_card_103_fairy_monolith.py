"""Card 103 Fairy Monolith (expansions.md 4.2, X7): end of round, 1 token may go onto it; activate:
any of its tokens back to the reserve."""

from tests.helpers import activations, end_round, p, pending, play, setup, step_c, tokens_on, xposition


def test_end_of_round_reserve_3_one_token_onto_the_monolith():
    game = end_round(setup(xposition(), "alice", energy="3a", in_play=[103], gauge=1))
    game = play(game, "alice", "discard 1a")
    assert p(game, "alice").energy == (2, 0, 0, 0)
    assert p(game, "alice").in_play[0].tokens == (1, 0, 0, 0)


def test_monolith_4_reserve_5_return_4_reserve_9_discards_2():
    game = setup(xposition(), "alice", energy="5w", in_play=[103], gauge=1)
    game = step_c(tokens_on(game, "alice", 103, "4a"), "alice")
    game = play(game, "alice", "activate fairy-monolith 4a")
    assert pending(game) == [("alice", "overflow")] and game.pending[0].data["count"] == 2


def test_empty_monolith_activation_refused():
    game = step_c(setup(xposition(), "alice", in_play=[103], gauge=1), "alice")
    assert activations(game, "alice") == []


def test_lantern_of_xidit_ignores_the_monolith_s_tokens():
    from tests.helpers import end_game

    game = setup(xposition(), "alice", energy="2a", in_play=[103, 45], gauge=2)
    game = end_game(tokens_on(game, "alice", 103, "6e"))
    assert p(game, "alice").crystals == 6
