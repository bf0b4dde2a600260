"""Card 220 Crafty Nightshade (expansions.md 4.3): the top 2 cards into the hand, then one card of
the hand to the opponent with the fewest cards in play."""

from tests.helpers import moves, p, play, setup, step_c, xposition


def summon_crafty(bob_cards, carol_cards):
    game = setup(xposition(3, draw_pile=[29, 3]), "bob", in_play=bob_cards, gauge=9)
    game = setup(game, "carol", in_play=carol_cards, gauge=9)
    game = setup(game, "alice", hand=[220], energy="1f", gauge=1)
    return play(step_c(game, "alice"), "alice", "summon crafty-nightshade")


def test_opponents_with_3_and_5_cards_the_one_with_3_receives_the_owner_plus_1_net():
    game = summon_crafty([1, 2, 3, 5, 6], [1, 2, 3])
    assert moves(game, "alice") == ["give amulet-of-earth to carol",
                                    "give olafs-blessed-statue to carol"]
    game = play(game, "alice", "give amulet-of-earth to carol")
    assert (p(game, "alice").hand, p(game, "carol").hand) == ([29], [3])


def test_two_opponents_tied_at_2_the_owner_chooses():
    game = summon_crafty([1, 2], [1, 2])
    assert len(moves(game, "alice")) == 4
