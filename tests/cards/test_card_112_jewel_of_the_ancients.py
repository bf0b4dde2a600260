"""Card 112 Jewel of the Ancients (expansions.md 4.2, X7, X29.2): activate with 3 identical
energy, one onto the Jewel; end of game +35 with 3 on it, else -10."""

from tests.helpers import activations, end_game, p, play, setup, step_c, tokens_on, xposition


def test_activate_with_3f_jewel_1f_reserve_minus_3f():
    game = step_c(setup(xposition(space=4), "alice", energy="3f1a", in_play=[112], gauge=1),
                  "alice")
    game = play(game, "alice", "activate jewel-of-the-ancients 3f")
    assert p(game, "alice").energy == (1, 0, 0, 0)
    assert p(game, "alice").in_play[0].tokens == (0, 0, 1, 0)


def test_end_of_game_holding_3_plus_35_holding_2_with_6_crystals_0():
    game = setup(xposition(), "alice", in_play=[112], gauge=1, crystals=1)
    assert p(end_game(tokens_on(game, "alice", 112, "2f1e")), "alice").crystals == 36
    game = setup(xposition(), "alice", in_play=[112], gauge=1, crystals=6)
    assert p(end_game(tokens_on(game, "alice", 112, "2f")), "alice").crystals == 0


def test_helm_earns_20_then_the_jewel_loses_10_from_4_crystals_14():
    """X29.2: the Jewel is resolved last among its owner's end-of-game effects."""
    game = setup(xposition(), "alice", in_play=[112, 19], gauge=2, crystals=4)
    assert p(end_game(game), "alice").crystals == 14


def test_only_2_identical_tokens_refused():
    game = step_c(setup(xposition(space=4), "alice", energy="2f2a", in_play=[112], gauge=1),
                  "alice")
    assert activations(game, "alice") == []
