"""Transmutation: permission, chart, extras (R12, D1, D2, D6, D29)."""

import pytest

from tests.helpers import moves, p, play, position, setup, step_c

CHART = [  # R12.4: (space, token, crystals)
    (1, "w", 1), (2, "e", 3), (3, "f", 2), (1, "a", 1),
    (4, "w", 1), (5, "e", 1), (6, "f", 3), (4, "a", 2),
    (7, "w", 2), (8, "e", 1), (9, "f", 1), (7, "a", 3),
    (10, "w", 3), (11, "e", 2), (12, "f", 1), (12, "a", 1),
]


def transmuting(space=1, energy="1f2e", **kwargs):
    """Alice in step C with permission to transmute."""
    game = setup(position(space=space), "alice", energy=energy, **kwargs)
    return step_c(game, "alice", transmute=True)


@pytest.mark.parametrize("space, token, crystals", CHART)
def test_chart(space, token, crystals):
    """R12.4: one token gives the chart value of the season the token is on."""
    game = play(transmuting(space, "1" + token), "alice", "transmute 1" + token)
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (crystals, (0, 0, 0, 0))


def test_worked_example():
    """R12.7: winter, 1 fire and 2 earth: 2 + 3 + 3 = 8."""
    game = play(transmuting(), "alice", "transmute 1f2e")
    assert p(game, "alice").crystals == 8


def test_worked_example_with_a_transmute_bonus():
    """R12.7, R12.5: after one transmute +1 bonus: 3 + 4 + 4 = 11."""
    game = play(transmuting(), "alice", "bonus transmute", "transmute 1f2e")
    assert p(game, "alice").crystals == 11


def test_worked_example_with_bonus_and_purse_of_io():
    """R12.7, D6: bonus and a Purse of Io in play: 14."""
    game = play(transmuting(in_play=[8]), "alice", "bonus transmute", "transmute 1f2e")
    assert p(game, "alice").crystals == 14


def test_two_purses_add_up():
    """D6: winter, two Purses of Io, 1 earth: 3 + 2 = 5."""
    game = play(transmuting(energy="1e", in_play=[8, 8]), "alice", "transmute 1e")
    assert p(game, "alice").crystals == 5


def test_bonus_counts_only_for_later_tokens():
    """R15.3: 1 earth before the bonus gives 3, 1 earth after it gives 4."""
    game = play(transmuting(energy="2e"), "alice", "transmute 1e", "bonus transmute", "transmute 1e")
    assert p(game, "alice").crystals == 7


def test_two_bonuses_in_one_turn_give_two_extra():
    """R15.3, D6: transmute +1 used twice: winter water 1 + 2 = 3."""
    game = play(transmuting(energy="1w"), "alice", "bonus transmute", "bonus transmute", "transmute 1w")
    assert p(game, "alice").crystals == 3


def test_no_permission_no_transmutation():
    """D1, R12.2: without the frame, the bonus or a card, transmuting is not a legal move."""
    game = step_c(setup(position(), "alice", energy="1f2e"), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("transmute")]


def test_transmute_bonus_gives_permission():
    """D1, R15.3: after the transmute +1 bonus the player may transmute."""
    game = play(step_c(setup(position(), "alice", energy="1f"), "alice"), "alice", "bonus transmute")
    assert "transmute 1f" in moves(game, "alice")


def test_any_non_empty_set_of_tokens():
    """R12.1: with 1 fire and 2 earth there are 5 ways to choose at least 1 token."""
    options = [m for m in moves(transmuting(), "alice") if m.startswith("transmute")]
    assert sorted(options) == ["transmute 1e", "transmute 1f", "transmute 1f1e", "transmute 1f2e",
                               "transmute 2e"]


def test_repeatedly_and_with_energy_gained_later():
    """D2, R12.3: transmute, gain 5 tokens from Potion of Knowledge, transmute again: 2 + 5 x 3."""
    game = transmuting(energy="1f", in_play=[25])
    game = play(game, "alice", "transmute 1f", "activate potion-of-knowledge", "gain 5e", "transmute 5e")
    assert p(game, "alice").crystals == 17


def test_rate_follows_the_season_token():
    """D29, R18.7: Temporal Boots move the token from winter (space 1) to spring (space 4);
    1 fire then gives 3 (spring), not 2 (winter), though the dice are still winter dice."""
    game = transmuting(energy="1f", hand=[7], gauge=1)
    game = play(game, "alice", "summon temporal-boots", "move +3", "transmute 1f")
    assert (game.season, game.dice_season, p(game, "alice").crystals) == ("spring", "winter", 3)


def test_potion_of_life_needs_and_grants_no_permission():
    """R12.6, D1: Potion of Life converts 2 tokens into 8 crystals without permission, and the
    player still cannot transmute afterwards."""
    game = step_c(setup(position(), "alice", energy="1f1w", in_play=[26]), "alice")
    game = play(game, "alice", "activate potion-of-life")
    assert p(game, "alice").crystals == 8
    assert game.transmute_ok is False


def test_tree_of_light_gives_permission():
    """D1, R12.2 (third source), card 32: discarding 1 token to Tree of Light's option (b) lets a
    player without frame or bonus transmute, here 1 fire in winter for 2."""
    game = step_c(setup(position(), "alice", energy="1w1f", in_play=[32]), "alice")
    game = play(game, "alice", "activate tree-of-light transmute 1w", "transmute 1f")
    assert (p(game, "alice").crystals, p(game, "alice").bonuses) == (2, 0)
