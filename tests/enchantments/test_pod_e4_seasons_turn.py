"""PoD-E4 Season's Turn (expansions.md 4.6, X11.3): end of round, a reserve holding all four types
gains 4 crystals; one of each player's end-of-round effects, in the order they choose."""

from tests.helpers import end_round, p, setup, tokens_on, xposition


def game_with(energy, **kwargs):
    return setup(xposition(enchantment="seasons-turn"), "alice", energy=energy, **kwargs)


def test_reserve_of_all_four_types_gains_4():
    assert p(end_round(game_with("1a1w1f1e")), "alice").crystals == 4


def test_amulet_of_water_earth_does_not_count():
    game = tokens_on(game_with("1a2w1f", in_play=[4], gauge=1), "alice", 4, "1e")
    assert p(end_round(game), "alice").crystals == 0
