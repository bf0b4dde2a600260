"""X24 Searching the draw pile (expansions.md): reveal the top card; a match stops, any other
card is discarded; an empty draw pile reshuffles the discard pile; as many cards as both piles
held at the start, then no card."""

from seasons_cli.engine.piles import search
from tests.helpers import xposition


def familiar(number):
    from seasons_cli.cards.catalogue import CARDS

    return CARDS[number].is_familiar


def test_the_first_match_stops_the_search_the_others_are_discarded():
    game = xposition(draw_pile=[1, 10])
    game.extra = game.extra.replace(top=(1, 10))
    assert search(game, 0, familiar) == 10 and game.discard == [1]
    assert [e["card"] for e in game.events if e["kind"] == "reveal"] == [1, 10]


def test_no_match_ends_after_as_many_cards_as_both_piles_held():
    """X24.3: 3 cards at the start, 3 revealed (a reshuffle in between), then no card."""
    game = xposition(draw_pile=[1, 2], discard=[3])
    game.events = []
    assert search(game, 0, familiar) is None
    assert len([e for e in game.events if e["kind"] == "reveal"]) == 3
    assert {"kind": "reshuffle", "cards": 3} in game.events
    assert sorted(game.draw_pile + game.discard) == [1, 2, 3]


def test_the_discarded_cards_are_reshuffled_when_the_draw_pile_runs_out():
    game = xposition(draw_pile=[1], discard=[10, 10])
    assert search(game, 0, familiar) == 10
    assert {"kind": "reshuffle", "cards": 3} in game.events


def test_both_piles_empty_nothing_is_revealed():
    game = xposition(draw_pile=[])
    game.events = []
    assert search(game, 0, familiar) is None and game.events == []
