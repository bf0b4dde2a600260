"""X6 Reserve limit and decreased-reserve tokens (expansions.md): base 10 with a Bespelled
Grimoire effect, else 7, less 1 per Mesodae's Lantern and per Statue of Eolis effect and per
Drought token, never below 0; R10.4 applies as soon as it drops."""

import pytest

from seasons_cli.engine.core import reserve_limit
from seasons_cli.engine.flow import run
from tests.helpers import p, pending, play, setup, xposition


@pytest.mark.parametrize("cards, droughts, limit", [
    ([18, 106], 0, 9), ([106, 107], 0, 5), ([18, 18, 106], 0, 9), ([106, 106, 107, 107], 3, 0),
    ([], 0, 7), ([18], 0, 10)])
def test_the_examples_of_x6_2(cards, droughts, limit):
    game = setup(xposition(), "alice", in_play=cards, gauge=len(cards))
    game.extra = game.extra.replace(reductions=(droughts, 0))
    assert reserve_limit(game, 0) == limit


def test_a_drought_token_over_the_limit_trims_the_reserve_at_once():
    """X6.3: when the limit drops the reserve is trimmed by its owner's choice (R10.4)."""
    game = setup(xposition(), "alice", energy="4a3w")
    game.extra = game.extra.replace(reductions=(1, 0))
    game.tasks, game.pending = [], []
    run(game)
    assert pending(game) == [("alice", "overflow")] and game.pending[0].data["count"] == 1


def test_a_base_game_tests_its_reserves_against_7_an_expansion_game_against_its_floor():
    """X6: the game loop's lowest limit is 7 unless a Lantern, a Statue or Drought can lower
    one (``Extra.floor``)."""
    from seasons_cli.engine import Settings, new_game

    assert new_game(Settings(("a", "b"), "wizard", "f", tokens="both")).extra.floor == 7
    assert new_game(Settings(("a", "b"), "wizard", "f", enchantment="drought")).extra.floor == 0
