"""Card 301 Speedwall the Escaped (expansions.md 4.4, X18, X25.2): when an opponent draws exactly
one card, its owner may take it and put Speedwall into that opponent's hand."""

from tests.helpers import in_play, moves, p, pending, play, setup, step_c, turn, xposition


def bob_draws(face="Sp1-1", speedwall=True, **bob):
    game = setup(xposition(space=4, draw_pile=[29]), "alice",
                 in_play=[301] if speedwall else [], gauge=1)
    game = setup(game, "bob", **bob)
    return turn(game, "bob", face)  # spring die 1 face 1: draw a card (dice.md)


def test_an_opponent_draws_keeps_the_owner_uses_speedwall():
    game = play(bob_draws(), "bob", "draw", "keep")
    assert pending(game) == [("alice", "speedwall")]
    assert moves(game, "alice") == ["option take", "pass"]
    game = play(game, "alice", "option take")
    assert (p(game, "alice").hand, in_play(game, "alice")) == ([29], [])
    assert p(game, "bob").hand == [301]


def test_the_opponent_discards_the_drawn_card_no_use():
    game = play(bob_draws(), "bob", "draw", "discard")
    assert ("alice", "speedwall") not in pending(game)


def test_amulet_of_fire_is_not_a_single_card_draw():
    game = setup(xposition(draw_pile=[29, 3, 13, 14]), "alice", in_play=[301], gauge=1)
    game = setup(game, "bob", hand=[2], energy="2f", gauge=1)
    game = play(step_c(game, "bob"), "bob", "summon amulet-of-fire", "choose 29")
    assert ("alice", "speedwall") not in pending(game)


def test_summon_with_gauge_6_and_5_cards_in_play_costs_6_crystals():
    game = setup(xposition(), "alice", hand=[301], crystals=6, gauge=6, in_play=[1, 2, 3, 5, 7])
    game = play(step_c(game, "alice"), "alice", "summon speedwall-the-escaped")
    assert p(game, "alice").crystals == 0 and in_play(game, "alice")[-1] == "speedwall-the-escaped"


def test_passing_leaves_the_card():
    game = play(bob_draws(), "bob", "draw", "keep")
    game = play(game, "alice", "pass")
    assert (p(game, "bob").hand, in_play(game, "alice")) == ([29], ["speedwall-the-escaped"])
