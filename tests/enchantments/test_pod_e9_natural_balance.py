"""PoD-E9 Natural Balance (expansions.md 4.6): every token transmutes for 2 crystals in every
season; Purse of Io and bonuses still add; Balance of Ishtar works as usual."""

from tests.helpers import p, play, setup, step_c, xposition


def alice(space, **kwargs):
    game = xposition(enchantment="natural-balance", space=space)
    return step_c(setup(game, "alice", **kwargs), "alice", transmute=True)


def test_winter_water_fire_earth_give_6():
    assert p(play(alice(1, energy="1w1f1e"), "alice", "transmute 1w1f1e"), "alice").crystals == 6


def test_summer_2_air_with_a_purse_give_6():
    game = play(alice(8, energy="2a", in_play=[8], gauge=1), "alice", "transmute 2a")
    assert p(game, "alice").crystals == 2 * 3


def test_balance_of_ishtar_still_gives_9():
    game = play(alice(1, energy="3w", in_play=[5], gauge=1), "alice",
                "activate balance-of-ishtar")
    assert p(game, "alice").crystals == 9


def test_staff_of_winter_adds_nothing():
    """208: under Natural Balance every token transmutes for 2, earth too."""
    game = play(alice(1, energy="2w", in_play=[208], gauge=1), "alice", "transmute 2w")
    assert p(game, "alice").crystals == 4
