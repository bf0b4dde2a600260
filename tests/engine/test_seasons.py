"""The season wheel, seasons and years (R18, D15, D28)."""

import pytest

from seasons_cli.engine.dice import season_at, year_and_space
from tests.helpers import end_round, leftover, p, pending, play, position, setup, step_c


@pytest.mark.parametrize("position_, year, space", [
    (1, 1, 1), (12, 1, 12), (13, 2, 1), (36, 3, 12), (37, 4, 1),
    (0, 0, 12), (-2, 0, 10), (-11, 0, 1), (-12, -1, 12),
])
def test_position_arithmetic(position_, year, space):
    """R18.2, R18.8: year = floor((p - 1) / 12) + 1, space = ((p - 1) mod 12) + 1, also for p <= 0."""
    assert year_and_space(position_) == (year, space)


@pytest.mark.parametrize("position_, season", [
    (1, "winter"), (3, "winter"), (4, "spring"), (7, "summer"), (10, "autumn"), (12, "autumn"),
    (13, "winter"), (0, "autumn"), (-5, "summer"),
])
def test_season_of_a_position(position_, season):
    """R18.1: spaces 1-3 winter, 4-6 spring, 7-9 summer, 10-12 autumn, in every year."""
    assert season_at(position_) == season


def boots(game, move, who="alice"):
    """``who`` summons Temporal Boots (free) in step C and moves the token by ``move``."""
    game = setup(game, who, hand=[*p(game, who).hand, 7], gauge=len(p(game, who).in_play) + 1)
    return play(step_c(game, who), who, "summon temporal-boots", f"move {move:+d}")


def test_backward_move_across_a_boundary_changes_the_season():
    """R18.3: from space 4 (spring) one space back is winter: bob's Figrim takes 1 crystal."""
    game = setup(setup(position(space=4), "alice", crystals=2), "bob", in_play=[11])
    game = boots(game, -1)
    assert (game.season, p(game, "alice").crystals, p(game, "bob").crystals) == ("winter", 1, 1)


def test_one_move_one_season_change_and_one_year_change():
    """R18.3: from space 11 a move of 3 ends on space 2 of year 2: one season change (one
    Hourglass energy), one year change."""
    game = setup(position(space=11), "alice", in_play=[27], library2=[2])
    game = end_round(leftover(game, "Wi1-1"))
    assert (game.year, game.space, p(game, "alice").hand) == (2, 2, [2])
    game = play(game, "alice", "gain 1f")
    assert (p(game, "alice").energy, pending(game)) == ((0, 0, 1, 0), [("bob", "die")])


def test_backward_year_change_takes_nothing_from_the_hand():
    """R18.4: Temporal Boots from space 1 of year 2 back 2 spaces: year 1, space 11; the hand
    keeps its cards, and Library III stays where it is."""
    game = setup(position(space=1, year=2), "alice", hand=[2, 3], library3=[5])
    game = boots(game, -2)
    assert (game.year, game.space) == (1, 11)
    assert (sorted(p(game, "alice").hand), p(game, "alice").library3) == ([2, 3], [5])


def test_an_emptied_library_gives_nothing_again():
    """R18.5: back into year 1 and forward into year 2 again: Library II was already emptied;
    nothing is added."""
    game = setup(position(space=1, year=2), "alice", hand=[2, 3])
    game = boots(game, -1)
    game = end_round(leftover(game, "Wi1-1"))
    assert (game.year, sorted(p(game, "alice").hand)) == (2, [2, 3])


def test_season_change_from_boots_resolves_at_once_from_the_active_player():
    """R18.6, D23: alice moves the token from winter to spring in her turn; alice's Figrim
    resolves first (bob gives 1), then bob's (alice gives 1): alice 0, bob 1; her turn goes on."""
    game = setup(position(space=3), "alice", in_play=[11], crystals=0)
    game = setup(game, "bob", in_play=[11], crystals=1)
    game = boots(game, +1)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 1)
    assert pending(game) == [("alice", "main")]


def test_back_before_year_one():
    """R18.8, D28: from year 1, space 1, back 3 spaces: space 10 of year 0, autumn; a season
    change happens (bob's Figrim takes 1) and the game goes on."""
    game = setup(setup(position(), "alice", crystals=2), "bob", in_play=[11])
    game = boots(game, -3)
    assert (game.year, game.space, game.season, p(game, "bob").crystals) == (0, 10, "autumn", 1)
    assert pending(game) == [("alice", "main")]


def test_entering_year_one_again_hands_out_nothing():
    """R18.5, D28: from year 0 forward into year 1, Library II stays in its place."""
    game = setup(position(space=12, year=0), "alice", library2=[2, 3, 4])
    game = end_round(leftover(game, "Wi1-3"))
    assert (game.year, game.space) == (1, 1)
    assert (p(game, "alice").hand, p(game, "alice").library2) == ([], [2, 3, 4])


def test_the_rounds_dice_stay_after_a_season_move():
    """R18.7: after Boots move the token into spring, the round's dice are still winter dice;
    the next round rolls spring dice."""
    game = boots(position(space=3), +1)
    assert (game.season, game.dice_season) == ("spring", "winter")
    game = end_round(leftover(game, "Wi1-3"))
    assert (game.dice_season, len(game.dice)) == ("spring", 3)
