"""EK-E8 Olaf's Knowledge (expansions.md 4.6, X8.5): a fifth bonus, draw a card, under the same
marker; the card may be kept or discarded."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def alice(bonuses, draw_pile=(29,)):
    game = xposition(enchantment="olafs-knowledge", draw_pile=list(draw_pile))
    return step_c(setup(game, "alice", bonuses=bonuses), "alice")


def test_marker_1_keep_the_card_hand_plus_1_marker_2():
    game = play(alice(1), "alice", "bonus draw")
    assert pending(game) == [("alice", "keep_drawn")]
    game = play(game, "alice", "keep")
    assert (p(game, "alice").hand, p(game, "alice").bonuses) == ([29], 2)


def test_marker_3_refused():
    assert "bonus draw" not in moves(alice(3), "alice")


def test_discard_the_card_discard_pile_plus_1_marker_plus_1():
    game = play(alice(0), "alice", "bonus draw", "discard")
    assert (game.discard, p(game, "alice").bonuses) == ([29], 1)


def test_both_piles_empty_the_bonus_cannot_be_used():
    """Ruling (project decision)."""
    assert "bonus draw" not in moves(alice(0, draw_pile=()), "alice")
