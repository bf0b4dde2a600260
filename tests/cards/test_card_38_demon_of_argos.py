"""Card 38 Demon of Argos: on summon each opponent, from the owner's left, lowers their gauge by 1
(not below 0) and draws 1 card into hand (cards.md, R13.1, R13.3, R16)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c


def demon(game, who="alice"):
    game = setup(game, who, hand=[38], energy="1a1w1f1e", gauge=1)
    return play(step_c(game, who), who, "summon demon-of-argos")


def test_3_players_gauges_5_and_0_become_4_and_0_each_hand_plus_1():
    game = setup(setup(position(3, draw_pile=[13, 14]), "bob", gauge=5), "carol", gauge=0)
    game = demon(game)
    assert [p(game, who).gauge for who in ("bob", "carol")] == [4, 0]
    assert sorted(p(game, "bob").hand + p(game, "carol").hand) == [13, 14]
    assert (len(p(game, "bob").hand), len(p(game, "carol").hand)) == (1, 1)


def test_gauge_4_with_4_cards_keeps_them_all_and_cannot_summon():
    game = setup(position(), "bob", gauge=4, in_play=[1, 2, 3, 13], hand=[7])
    game = demon(game)
    assert (p(game, "bob").gauge, len(p(game, "bob").in_play)) == (3, 4)
    game = step_c(game, "bob")
    assert [m for m in moves(game, "bob") if m.startswith("summon")] == []


def test_both_piles_empty_gauges_still_drop_no_card():
    game = demon(setup(position(3, draw_pile=[]), "bob", gauge=2))
    assert (p(game, "bob").gauge, p(game, "bob").hand, p(game, "carol").hand) == (1, [], [])


def test_opponents_draw_from_the_owners_left():
    game = demon(position(3, draw_pile=[13]), "bob")  # carol (bob's left) draws first
    assert (p(game, "carol").hand, p(game, "alice").hand) == ([13], [])


def test_the_owner_is_untouched_and_nothing_is_asked():
    game = demon(setup(position(draw_pile=[13]), "bob", gauge=3))
    assert (p(game, "alice").gauge, p(game, "alice").hand, pending(game)) == (1, [], [("alice", "main")])
