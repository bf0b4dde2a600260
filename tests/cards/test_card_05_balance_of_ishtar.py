"""Card 5 Balance of Ishtar: discard 3 identical tokens for 9 crystals (2nd edition, default) or
4 for 12 (1st edition); +1 per token per Purse of Io and per transmute +1 bonus (cards.md, D6, D7).
"""

from tests.helpers import moves, p, play, position, setup, step_c, tokens_on


def test_second_edition_3_fire_gives_9():
    game = setup(position(), "alice", energy="3f1a", crystals=0, in_play=[5])
    game = play(step_c(game, "alice"), "alice", "activate balance-of-ishtar 3f")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (9, (1, 0, 0, 0))
    assert p(game, "alice").in_play[0].activated


def test_second_edition_with_purse_and_transmute_bonus_gives_15():
    game = setup(position(), "alice", energy="3w", crystals=0, in_play=[5, 8])
    game = play(step_c(game, "alice"), "alice", "bonus transmute", "activate balance-of-ishtar")
    assert p(game, "alice").crystals == 15  # 9 + 3 x (1 Purse + 1 bonus)


def test_first_edition_4_earth_with_purse_gives_16():
    game = setup(position(edition=1), "alice", energy="4e", crystals=0, in_play=[5, 8])
    game = play(step_c(game, "alice"), "alice", "activate balance-of-ishtar 4e")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (16, (0, 0, 0, 0))


def test_first_edition_with_3_identical_tokens_is_not_allowed():
    game = setup(position(edition=1), "alice", energy="3e2f", in_play=[5])
    assert not [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("activate")]


def test_second_edition_needs_3_of_one_type():
    game = setup(position(), "alice", energy="2a2w2f2e", in_play=[5])
    assert not [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("activate")]


def test_tokens_from_reserve_and_amulet_of_water_together():
    game = setup(position(), "alice", energy="2w", crystals=0, in_play=[5, 4])
    game = step_c(tokens_on(game, "alice", 4, "1w"), "alice")
    game = play(game, "alice", "activate balance-of-ishtar 2w+1w@amulet-of-water")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (9, (0, 0, 0, 0))


def test_rate_is_fixed_and_needs_no_permission():
    game = setup(position(space=7), "alice", energy="3w", crystals=0, in_play=[5])  # summer
    game = play(step_c(game, "alice"), "alice", "activate balance-of-ishtar")
    assert p(game, "alice").crystals == 9  # 3 per token, not the chart's 2 for water
    assert not game.transmute_ok  # grants no permission (R12.6)


def test_once_per_round():
    game = setup(position(), "alice", energy="6f", crystals=0, in_play=[5])
    game = play(step_c(game, "alice"), "alice", "activate balance-of-ishtar")
    assert not [m for m in moves(game, "alice") if m.startswith("activate")]


def test_summon_cost_2_crystals_second_edition():
    game = setup(position(), "alice", hand=[5], crystals=2, gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon balance-of-ishtar")
    assert p(game, "alice").crystals == 0


def test_summon_cost_6_crystals_first_edition():
    game = setup(position(edition=1), "alice", hand=[5], crystals=5, gauge=1)
    assert "summon balance-of-ishtar" not in moves(step_c(game, "alice"), "alice")
    game = play(step_c(setup(game, "alice", crystals=6), "alice"), "alice", "summon balance-of-ishtar")
    assert p(game, "alice").crystals == 0
