"""X4 The discard pile is an ordered stack (expansions.md): cards go on top one at a time, the last
on top; the top k are the k placed most recently; a reshuffle takes the whole pile."""

from seasons_cli.engine import core
from seasons_cli.engine.model import to_data
from seasons_cli.engine.piles import discard_at_bottom, discard_top_cards
from tests.helpers import position, xposition


def test_the_top_cards_are_the_most_recent():
    game = xposition(discard=[12, 3, 29])
    core.discard_card(game, 1)
    assert discard_top_cards(game, 2) == [1, 29] and discard_top_cards(game, 9) == [1, 29, 3, 12]


def test_cards_put_at_the_bottom_keep_their_order_under_all_the_others():
    game = xposition(discard=[12])
    discard_at_bottom(game, [3, 29])
    assert game.discard == [3, 29, 12]


def test_the_file_writes_the_order_with_expansion_content_and_sorts_it_without():
    assert to_data(xposition(discard=[12, 3]))["discard_pile"] == [12, 3]
    assert to_data(position(discard=[12, 3]))["discard_pile"] == [3, 12]


def test_a_reshuffle_takes_the_whole_pile_whatever_its_order():
    game = xposition(draw_pile=[], discard=[12, 3, 29])
    card = core.draw(game, 0)
    assert card in (3, 12, 29) and sorted(game.draw_pile + [card]) == [3, 12, 29]
    assert game.discard == []
