"""Card 16 Kairn the Destroyer: discard 1 token, each opponent loses 4 crystals (cards.md)."""

from tests.helpers import moves, p, play, position, setup, step_c, tokens_on


def test_opponents_with_10_and_2_crystals_end_with_6_and_0():
    game = setup(position(3), "alice", in_play=[16], energy="1f", crystals=5)
    setup(game, "bob", crystals=10)
    setup(game, "carol", crystals=2)
    game = play(step_c(game, "alice"), "alice", "activate kairn-the-destroyer 1f")
    assert (p(game, "bob").crystals, p(game, "carol").crystals) == (6, 0)  # R11.3, D8
    assert p(game, "alice").crystals == 5  # the owner gains nothing
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_no_token_anywhere_means_no_activation():
    game = setup(position(), "alice", in_play=[16, 4], energy="0")
    assert not [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("activate")]


def test_the_token_may_come_from_an_amulet_of_water():
    game = tokens_on(setup(position(), "alice", in_play=[16, 4], energy="0"), "alice", 4, "1w")
    setup(game, "bob", crystals=7)
    game = play(step_c(game, "alice"), "alice", "activate kairn 1w@amulet-of-water")
    assert p(game, "bob").crystals == 3
    assert p(game, "alice").in_play[1].tokens == (0, 0, 0, 0)


def test_summoned_and_activated_in_the_same_turn():
    game = setup(position(), "alice", hand=[16], energy="4a", gauge=1)
    setup(game, "bob", crystals=5)
    game = play(step_c(game, "alice"), "alice", "summon kairn-the-destroyer", "activate kairn 1a")
    assert p(game, "bob").crystals == 1  # D4: allowed the turn it entered play
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_once_per_round():
    game = setup(position(), "alice", in_play=[16], energy="2f")
    setup(game, "bob", crystals=10)
    game = play(step_c(game, "alice"), "alice", "activate kairn")
    assert p(game, "bob").crystals == 6
    assert "activate kairn-the-destroyer 1f" not in moves(game, "alice")  # R14.11
