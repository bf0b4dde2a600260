"""Card 23 Potion of Power: sacrifice it, draw 1 card to keep, summoning gauge +2 (cards.md)."""

from tests.helpers import in_play, moves, p, play, position, setup, step_c


def test_gauge_4_with_4_cards_becomes_gauge_6_with_3_cards_and_a_card_in_hand():
    game = setup(position(draw_pile=[29]), "alice", in_play=[23, 1, 2, 3], gauge=4)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-power")
    assert in_play(game, "alice") == ["amulet-of-air", "amulet-of-fire", "amulet-of-earth"]
    assert (p(game, "alice").gauge, p(game, "alice").hand) == (6, [29])
    assert game.discard == [23] and game.draw_pile == []


def test_the_drawn_card_must_be_kept():
    game = setup(position(draw_pile=[29]), "alice", in_play=[23], gauge=4)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-power")
    assert "discard" not in " ".join(moves(game, "alice"))  # no keep-or-discard question
    assert p(game, "alice").hand == [29]


def test_gauge_14_goes_to_15():
    game = setup(position(), "alice", in_play=[23], gauge=14)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-power")
    assert p(game, "alice").gauge == 15  # R13.1


def test_summoned_and_activated_in_the_same_turn():
    game = setup(position(draw_pile=[3]), "alice", hand=[23], energy="2f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon potion-of-power",
                "activate potion-of-power")
    assert (p(game, "alice").gauge, p(game, "alice").hand, p(game, "alice").in_play) == (3, [3], [])


def test_with_both_piles_empty_it_draws_itself_back():
    game = setup(position(draw_pile=[]), "alice", in_play=[23], gauge=2)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-power")
    # The sacrifice is the cost, paid first; the draw then reshuffles the discard pile (D30).
    assert (p(game, "alice").gauge, p(game, "alice").hand) == (4, [23])
    assert game.discard == [] and game.draw_pile == []
