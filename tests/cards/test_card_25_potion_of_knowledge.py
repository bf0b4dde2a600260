"""Card 25 Potion of Knowledge: sacrifice it, gain 5 energy of your choice (cards.md)."""

from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c


def drink(game):
    return play(step_c(game, "alice"), "alice", "activate potion-of-knowledge")


def test_reserve_0_gains_5_tokens_of_the_chosen_types():
    game = drink(setup(position(), "alice", in_play=[25], energy="0"))
    assert len(moves(game, "alice")) == 56  # every mix of 5 tokens of 4 types (R10.5)
    game = play(game, "alice", "gain 2a1w2e")
    assert p(game, "alice").energy == (2, 1, 0, 2)
    assert (in_play(game, "alice"), game.discard) == ([], [25])


def test_reserve_4_goes_to_9_then_discard_2():
    game = drink(setup(position(), "alice", in_play=[25], energy="4w"))
    game = play(game, "alice", "gain 5f")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 2w")
    assert p(game, "alice").energy == (0, 2, 5, 0)


def test_reserve_4_with_a_grimoire_goes_to_9_without_discarding():
    game = drink(setup(position(), "alice", in_play=[25, 18], energy="4w"))
    game = play(game, "alice", "gain 5f")
    assert (p(game, "alice").energy, pending(game)) == ((0, 4, 5, 0), [("alice", "main")])


def test_summoned_and_drunk_in_the_same_turn():
    game = setup(position(), "alice", hand=[25], energy="2w", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon potion-of-knowledge")
    game = play(game, "alice", "activate potion-of-knowledge", "gain 5a")
    assert p(game, "alice").energy == (5, 0, 0, 0)
