"""Card 8 Purse of Io: +1 crystal per token transmuted, per Purse in play (cards.md, R12.5, D6)."""

from tests.helpers import p, play, position, setup, step_c, tokens_on


def transmuting(space, energy, in_play):
    game = setup(position(space=space), "alice", energy=energy, crystals=0, in_play=in_play)
    return step_c(game, "alice", transmute=True)


def test_winter_2_earth_with_one_purse_gives_8():
    game = play(transmuting(1, "2e", [8]), "alice", "transmute 2e")
    assert p(game, "alice").crystals == 8  # 2 x (3 + 1)


def test_summer_1_air_with_purse_and_transmute_bonus_gives_5():
    game = play(transmuting(7, "1a", [8]), "alice", "bonus transmute", "transmute 1a")
    assert p(game, "alice").crystals == 5  # 3 + 1 + 1


def test_two_purses_give_2_per_token():
    game = play(transmuting(1, "1e", [8, 8]), "alice", "transmute 1e")
    assert p(game, "alice").crystals == 5  # D6: 3 + 2


def test_amulet_of_water_tokens_count():
    game = tokens_on(transmuting(10, "0", [8, 4]), "alice", 4, "1w")  # autumn: water 3
    game = play(game, "alice", "transmute 1w@amulet-of-water")
    assert p(game, "alice").crystals == 4


def test_potion_of_life_with_3_tokens_gives_15():
    game = setup(position(), "alice", energy="1a1f1e", crystals=0, in_play=[8, 26])
    game = play(step_c(game, "alice"), "alice", "activate potion-of-life")
    assert p(game, "alice").crystals == 15  # 3 x (4 + 1), no permission needed (R12.6)


def test_an_opponents_purse_gives_nothing():
    game = setup(transmuting(1, "1e", []), "bob", in_play=[8])
    game = play(game, "alice", "transmute 1e")
    assert p(game, "alice").crystals == 3


def test_dragon_skull_with_one_purse_gives_15_only():
    game = setup(position(), "alice", in_play=[8, 37, 13, 14], crystals=0)
    game = play(step_c(game, "alice"), "alice", "activate dragon-skull purse-of-io,dragon-skull,wondrous-chest")
    assert p(game, "alice").crystals == 15  # R12.6: a fixed gain, not a transmutation
