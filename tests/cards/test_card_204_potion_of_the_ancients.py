"""Card 204 Potion of the Ancients (expansions.md 4.3): sacrifice it; two different options in the
order of your choice."""

from tests.helpers import activations, p, pending, play, setup, step_c, xposition


def alice(**kwargs):
    return step_c(setup(xposition(**kwargs.pop("where", {})), "alice", in_play=[204], gauge=3,
                        **kwargs), "alice")


def test_d_then_a_with_an_empty_reserve_limit_7_4_tokens_then_16_crystals():
    game = play(alice(), "alice", "activate potion-of-the-ancients d a", "gain 4a")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 0, 0, 0), 16)


def test_a_with_3_tokens_and_a_purse_then_c_15_crystals_gauge_plus_2():
    game = setup(alice(energy="3w"), "alice", in_play=[204, 8], gauge=3)
    game = play(game, "alice", "activate potion-of-the-ancients a c")
    assert (p(game, "alice").crystals, p(game, "alice").gauge) == (15, 5)


def test_b_with_1_card_left_in_the_draw_pile_the_potion_just_discarded_is_the_other():
    """The Potion is sacrificed first (its cost), so the second draw reshuffles it (R16.2)."""
    game = play(alice(where={"draw_pile": [29]}), "alice", "activate potion-of-the-ancients b c")
    assert pending(game) == [("alice", "choose")]
    assert sorted(game.pending[0].data["cards"]) == [29, 204]
    game = play(game, "alice", "choose 29")
    assert (p(game, "alice").hand, game.discard, p(game, "alice").gauge) == ([29], [204], 5)


def test_b_with_both_piles_empty_but_one_card_it_is_kept():
    game = play(alice(where={"draw_pile": []}), "alice", "activate potion-of-the-ancients b c")
    assert (p(game, "alice").hand, p(game, "alice").gauge) == ([204], 5)


def test_choosing_c_twice_is_not_an_option():
    assert "activate potion-of-the-ancients c c" not in activations(alice(), "alice")
    assert len(activations(alice(), "alice")) == 12
