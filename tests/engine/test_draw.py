"""Drawing cards; the draw pile and the discard pile (R16, D13, D30)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c, turn


def test_draw_takes_a_card_from_the_draw_pile():
    """R16.1: a draw moves one card from the draw pile to the drawing player."""
    game = turn(position(draw_pile=[3, 29, 29]), "alice", "Wi1-5")
    game = play(game, "alice", "draw", "keep")
    assert len(game.draw_pile) == 2
    assert sorted(game.draw_pile + p(game, "alice").hand) == [3, 29, 29]


def test_empty_draw_pile_is_refilled_from_the_discard_pile():
    """R16.2: with an empty draw pile the discard pile is shuffled into a new one and the draw
    continues from it."""
    game = turn(position(draw_pile=[], discard=[29]), "alice", "Wi1-5")
    game = play(game, "alice", "draw", "keep")
    assert (p(game, "alice").hand, game.draw_pile, game.discard) == ([29], [], [])


def test_reshuffle_waits_until_a_card_is_needed():
    """D30: the draw pile runs out and a card is discarded afterwards: the discard pile is not
    reshuffled then, and the next draw takes that very card."""
    game = turn(position(draw_pile=[3]), "alice", "Wi1-5")
    game = play(game, "alice", "draw", "discard")
    assert (game.draw_pile, game.discard) == ([], [3])
    game = play(turn(game, "alice", "Wi1-5"), "alice", "draw", "keep")
    assert (p(game, "alice").hand, game.discard) == ([3], [])


def test_both_piles_empty_draws_nothing():
    """R16.3, D13: the die's draw gives nothing to keep or discard; step C follows."""
    game = turn(setup(position(draw_pile=[]), "alice", bonuses=3, hand=[7], gauge=1), "alice", "Wi1-5")
    assert pending(game) == [("alice", "main")]
    assert p(game, "alice").hand == [7]


def test_plain_draw_with_both_piles_empty():
    """R16.3, D13: choosing the plain draw with nothing to draw leads to step C."""
    game = play(turn(position(draw_pile=[]), "alice", "Wi1-5"), "alice", "draw")
    assert pending(game) == [("alice", "main")]


def test_reshuffle_in_the_middle_of_a_multiple_draw():
    """R16.4: Amulet of Fire draws 10, then the discard pile (11, Figrim) is reshuffled and drawn; the 10
    already drawn is not reshuffled, so only 2 cards are drawn of the 4."""
    game = setup(position(draw_pile=[10], discard=[11]), "alice", hand=[2], energy="2f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-fire")
    assert sorted(moves(game, "alice")) == ["choose figrim-the-avaricious", "choose syllas-the-faithful"]
    game = play(game, "alice", "choose syllas")
    assert (p(game, "alice").hand, game.draw_pile, game.discard) == ([10], [], [11])


def test_crystal_orb_looking_reshuffles_an_empty_draw_pile():
    """R16.2: Crystal Orb (card 34) looks at the top card of an empty draw pile: the discard pile
    becomes the draw pile first; the card looked at stays on top of it (not drawn)."""
    game = setup(position(draw_pile=[], discard=[13, 14, 29]), "alice", in_play=[34], gauge=1)
    game = play(step_c(game, "alice"), "alice", "activate crystal-orb look")
    assert (game.discard, game.draw_pile_size, game.top in (13, 14, 29)) == ([], 3, True)
    assert [e["kind"] for e in game.events][1:3] == ["reshuffle", "look"]
