"""T13 Take the top card of the discard pile (expansions.md 4.5, X4.3): -5 PP."""

from tests.helpers import moves, p, play, step_c, xposition


def test_the_last_card_discarded_goes_to_the_owners_hand():
    game = step_c(xposition(kept=(13,), discard=[12, 3]), "alice")
    game = play(game, "alice", "use t13")
    assert (p(game, "alice").hand, game.discard) == ([3], [12])


def test_empty_discard_pile_refused():
    assert "use t13" not in moves(step_c(xposition(kept=(13,)), "alice"), "alice")
