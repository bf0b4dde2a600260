"""Card 47 Mirror of the Seasons: pay X crystals (X >= 1) to turn X tokens of one type (reserve
and/or Amulet of Water) into X tokens of another type, into the reserve (cards.md, R10.4, R14.9)."""

from tests.helpers import (
    activations,
    p,
    pending,
    play,
    position,
    setup,
    step_c,
    tokens_on,
)


def mirror(crystals, energy):
    return step_c(setup(position(), "alice", in_play=[47], crystals=crystals, energy=energy), "alice")


def test_4_crystals_3_water_become_3_fire_1_crystal_left():
    game = play(mirror(4, "3w"), "alice", "activate mirror-of-the-seasons 3w 3f")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (1, (0, 0, 3, 0))
    assert p(game, "alice").in_play[0].activated


def test_2_crystals_and_3_water_x_at_most_2():
    sizes = {m.split()[2] for m in activations(mirror(2, "3w"), "alice")}
    assert sizes == {"1w", "2w"}


def test_amulet_water_into_reserve_earth_with_overflow():
    game = tokens_on(setup(position(), "alice", in_play=[47, 4], crystals=2, energy="7f"), "alice", 4, "2w")
    game = play(step_c(game, "alice"), "alice", "activate mirror-of-the-seasons 2w@amulet-of-water 2e")
    assert p(game, "alice").crystals == 0 and p(game, "alice").in_play[1].tokens == (0, 0, 0, 0)
    assert p(game, "alice").energy == (0, 0, 7, 2)  # reserve 9
    assert pending(game) == [("alice", "overflow")] and game.pending[0].data == {"count": 2}


def test_the_same_type_is_refused():
    game = mirror(5, "2w")
    assert not [m for m in activations(game, "alice") if m.endswith("w")]
    assert sorted(activations(game, "alice")) == [
        "activate mirror-of-the-seasons 1w 1a", "activate mirror-of-the-seasons 1w 1e",
        "activate mirror-of-the-seasons 1w 1f", "activate mirror-of-the-seasons 2w 2a",
        "activate mirror-of-the-seasons 2w 2e", "activate mirror-of-the-seasons 2w 2f"]


def test_discarded_tokens_are_all_of_one_type():
    assert not [m for m in activations(mirror(5, "1w1f"), "alice") if m.split()[2] not in ("1w", "1f")]


def test_0_crystals_or_no_token_means_no_activation():
    assert activations(mirror(0, "3w"), "alice") == []
    assert activations(mirror(5, "0"), "alice") == []


def test_reserve_and_amulet_tokens_of_one_type_together():
    game = tokens_on(setup(position(), "alice", in_play=[47, 4], crystals=2, energy="1w"), "alice", 4, "1w")
    game = play(step_c(game, "alice"), "alice", "activate mirror-of-the-seasons 1w+1w@amulet-of-water 2a")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (0, (2, 0, 0, 0))
