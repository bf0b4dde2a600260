"""Card 4 Amulet of Water: on summon, 4 tokens of the owner's choice go on the card (cards.md).

The tokens are not in the reserve (R10.2, D17) but may be spent like reserve tokens (R10.6), and
they return to the supply when the Amulet leaves play (D27).
"""

from tests.helpers import (
    end_round,
    in_play,
    moves,
    p,
    pending,
    play,
    position,
    setup,
    step_c,
    tokens_on,
    turn,
)


def water_tokens(game, who, copy=0):
    return [c.tokens for c in p(game, who).in_play if c.number == 4][copy]


def test_tokens_go_on_the_amulet_not_the_reserve():
    game = setup(position(), "alice", hand=[4], energy="2w1f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-water", "gain 3a1e")
    assert water_tokens(game, "alice") == (3, 0, 0, 1)
    assert p(game, "alice").energy == (0, 0, 1, 0)


def test_full_reserve_no_overflow_and_each_amulet_has_its_own_tokens():
    game = setup(position(), "alice", hand=[4], energy="7a", gauge=2, in_play=[4])
    game = tokens_on(game, "alice", 4, "4w")
    game = step_c(game, "alice")
    game = play(game, "alice", "summon amulet-of-water 2w@amulet-of-water", "gain 4w")
    assert pending(game) == [("alice", "main")]  # no overflow decision (R10.3)
    assert p(game, "alice").energy == (7, 0, 0, 0)
    assert (water_tokens(game, "alice", 0), water_tokens(game, "alice", 1)) == ((0, 2, 0, 0), (0, 4, 0, 0))


def test_summon_cost_split_between_amulet_and_reserve():
    game = setup(position(), "alice", hand=[29], energy="2w", gauge=2, in_play=[4])
    game = tokens_on(game, "alice", 4, "4w")
    game = play(step_c(game, "alice"), "alice", "summon olafs-blessed-statue 1w+2w@amulet-of-water")
    assert water_tokens(game, "alice") == (0, 2, 0, 0)
    assert p(game, "alice").energy == (0, 1, 0, 0)


def test_wondrous_chest_ignores_amulet_tokens():
    game = setup(position(), "alice", energy="3f", crystals=0, in_play=[4, 13])
    game = end_round(tokens_on(game, "alice", 4, "2w"))
    assert p(game, "alice").crystals == 0  # reserve 3 < 4 (R10.7)


def test_returned_by_amsug_loses_tokens_and_gets_4_new_ones():
    game = setup(position(), "alice", hand=[17], energy="1a3w", gauge=3, in_play=[4])
    game = tokens_on(game, "alice", 4, "2f")
    game = play(step_c(game, "alice"), "alice", "summon amsug-longneck 1a1w")
    assert p(game, "alice").hand == [4] and in_play(game, "alice") == ["amsug-longneck"]
    game = play(game, "alice", "summon amulet-of-water", "gain 4e")
    assert water_tokens(game, "alice") == (0, 0, 0, 4)  # the 2 fire went back to the supply (D27)


def test_transmute_with_amulet_tokens():
    game = setup(position(space=10), "alice", crystals=0, in_play=[4])  # autumn: water = 3
    game = tokens_on(game, "alice", 4, "2w")
    game = play(step_c(game, "alice", transmute=True), "alice", "transmute 2w@amulet-of-water")
    assert (p(game, "alice").crystals, water_tokens(game, "alice")) == (6, (0, 0, 0, 0))


def test_exchange_amulet_tokens_into_the_reserve():
    game = setup(position(), "alice", in_play=[4])
    game = tokens_on(game, "alice", 4, "2w")
    game = play(step_c(game, "alice"), "alice", "bonus exchange 2w@amulet-of-water for 2w")
    # D17: the tokens taken in return go into the reserve.
    assert (p(game, "alice").energy, water_tokens(game, "alice")) == ((0, 2, 0, 0), (0, 0, 0, 0))
    assert p(game, "alice").bonuses == 1


def test_activation_cost_paid_from_amulet():
    game = setup(position(), "alice", in_play=[4, 16])
    game = setup(tokens_on(game, "alice", 4, "1a1f"), "bob", crystals=6)
    game = play(step_c(game, "alice"), "alice", "activate kairn-the-destroyer 1f@amulet-of-water")
    assert (p(game, "bob").crystals, water_tokens(game, "alice")) == (2, (1, 0, 0, 0))


def test_overflow_counts_and_discards_only_reserve_tokens():
    game = setup(position(), "alice", energy="6a", in_play=[4])
    game = turn(tokens_on(game, "alice", 4, "4e"), "alice", face="Wi1-2")  # die gives 2 water
    assert pending(game) == [("alice", "overflow")]
    assert game.pending[0].data == {"count": 1}  # 8 in the reserve, limit 7: the 4e do not count
    assert sorted(moves(game, "alice")) == ["discard 1a", "discard 1w"]


def test_sacrificed_amulet_loses_its_tokens():
    game = setup(position(), "bob", hand=[10], energy="3f", gauge=1)
    game = tokens_on(setup(game, "alice", in_play=[4]), "alice", 4, "3w")
    game = play(step_c(game, "bob"), "bob", "summon syllas-the-faithful")
    assert (p(game, "alice").in_play, p(game, "alice").energy) == ([], (0, 0, 0, 0))
    assert game.discard == [4]
