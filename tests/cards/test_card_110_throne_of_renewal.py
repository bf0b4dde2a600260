"""Card 110 Throne of Renewal (expansions.md 4.2, X8): discard a card from hand, draw one, move the
bonus-track marker one space back; nothing with an empty hand."""

from tests.helpers import moves, p, play, setup, step_c, xposition


def summon_throne(hand, bonuses):
    """(A Balance of Ishtar and 3 air keep alice's turn going: she has a move left.)"""
    game = setup(xposition(draw_pile=[29]), "alice", hand=[110, *hand], energy="1w2f3a", gauge=3,
                 bonuses=bonuses, in_play=[5])
    return play(step_c(game, "alice"), "alice", "summon throne-of-renewal")


def test_hand_2_marker_2_hand_2_marker_1():
    game = play(summon_throne([3, 13], 2), "alice", "choose amulet-of-earth")
    assert (sorted(p(game, "alice").hand), p(game, "alice").bonuses) == ([13, 29], 1)
    assert game.discard == [3]


def test_empty_hand_marker_3_nothing_changes():
    game = summon_throne([], 3)
    assert (p(game, "alice").hand, p(game, "alice").bonuses) == ([], 3)


def test_marker_3_then_a_transmute_bonus_is_allowed():
    game = play(summon_throne([3], 3), "alice")
    assert p(game, "alice").bonuses == 2 and "bonus transmute" in moves(game, "alice")


def test_marker_0_the_draw_still_happens():
    game = play(summon_throne([3], 0), "alice")
    assert (p(game, "alice").hand, p(game, "alice").bonuses) == ([29], 0)
