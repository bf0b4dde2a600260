"""EK-E7 Io's Bounty (expansions.md 4.6): every energy transmuted gives 1 more crystal."""

from tests.helpers import p, play, setup, step_c, xposition


def alice(space=1, **kwargs):
    game = xposition(enchantment="ios-bounty", space=space)
    return step_c(setup(game, "alice", **kwargs), "alice", transmute=True)


def test_winter_1_earth_gives_3_plus_1():
    assert p(play(alice(energy="1e"), "alice", "transmute 1e"), "alice").crystals == 4


def test_winter_1_earth_with_purse_and_a_transmute_bonus_gives_6():
    game = play(alice(energy="1e", in_play=[8], gauge=1), "alice", "bonus transmute",
                "transmute 1e")
    assert p(game, "alice").crystals == 3 + 1 + 1 + 1


def test_potion_of_life_with_3_tokens_gives_15():
    game = play(alice(energy="1a1w1f", in_play=[26], gauge=1), "alice",
                "activate potion-of-life")
    assert p(game, "alice").crystals == 3 * 5
