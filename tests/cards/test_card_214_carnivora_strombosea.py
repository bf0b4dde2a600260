"""Card 214 Carnivora Strombosea (expansions.md 4.3): end of round with an empty reserve, look at
the top card; take it (gauge -1, only with room) or leave it."""

from tests.helpers import end_round, moves, p, pending, play, setup, xposition


def alice(gauge, cards, energy="0"):
    game = setup(xposition(draw_pile=[29]), "alice", in_play=[214, *cards], gauge=gauge,
                 energy=energy)
    return end_round(game)


def test_reserve_empty_gauge_5_3_cards_take_the_card_gauge_4():
    game = alice(5, [1, 2])
    assert pending(game)[0] == ("alice", "carnivora") and moves(game, "alice") == ["keep", "back"]
    game = play(game, "alice", "keep")
    assert (p(game, "alice").hand, p(game, "alice").gauge) == ([29], 4)


def test_reserve_empty_gauge_4_4_cards_the_card_must_stay_on_top():
    game = alice(4, [1, 2, 3])
    assert game.extra.top == (29,) and ("alice", "carnivora") not in pending(game)


def test_reserve_1_nothing():
    assert alice(5, [1], energy="1a").extra.top == ()
