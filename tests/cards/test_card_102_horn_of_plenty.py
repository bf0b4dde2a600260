"""Card 102 Horn of Plenty (expansions.md 4.2): end of round, discard 1 energy; earth gives 5."""

from tests.helpers import end_round, moves, p, play, setup, tokens_on, xposition


def alice(energy, space=4, **kwargs):
    return setup(xposition(space=space), "alice", energy=energy, in_play=[102, *kwargs.pop(
        "more", [])], gauge=3, **kwargs)


def test_reserve_2e_1w_discard_1e_gain_5():
    game = end_round(alice("1w2e"))
    assert moves(game, "alice") == ["discard 1e", "discard 1w"]
    game = play(game, "alice", "discard 1e")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 1, 0, 1), 5)


def test_reserve_1w_only_1w_discarded_no_crystals():
    game = end_round(alice("1w"))
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 0, 0, 0), 0)


def test_empty_reserve_amulet_of_water_earth_may_be_discarded_for_5():
    game = tokens_on(alice("0", more=[4]), "alice", 4, "1e")
    game = end_round(game)
    assert p(game, "alice").crystals == 5 and p(game, "alice").in_play[1].tokens == (0, 0, 0, 0)


def test_winter_with_staff_of_winter_any_token_gives_5():
    game = end_round(alice("1f", space=2, more=[208]))
    assert p(game, "alice").crystals == 5


def test_seasons_turn_first_then_the_horn_9_in_all():
    """PoD-E4 test idea: Season's Turn first -> +4, then the Horn discarding the earth -> +5."""
    game = setup(xposition(enchantment="seasons-turn"), "alice", energy="1a1w1f1e",
                 in_play=[102], gauge=1)
    game = end_round(game)
    assert moves(game, "alice") == ["resolve horn-of-plenty", "resolve seasons-turn"]
    game = play(game, "alice", "resolve seasons-turn", "discard 1e")
    assert p(game, "alice").crystals == 9
