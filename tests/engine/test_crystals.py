"""Crystals: never below 0, costs need the crystals, losses and gifts (R11, D8)."""

from tests.helpers import end_round, leftover, moves, p, play, position, setup, step_c


def test_crystal_cost_needs_the_crystals():
    """R11.2, D8: Figrim costs 3 crystals with 2 players; with 2 crystals it cannot be summoned."""
    game = step_c(setup(position(), "alice", hand=[11], crystals=2, gauge=1), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("summon")]


def test_crystal_cost_paid_exactly():
    """R11.2, R14.4: with exactly 3 crystals Figrim is summoned and alice has 0 left."""
    game = step_c(setup(position(), "alice", hand=[11], crystals=3, gauge=1), "alice")
    game = play(game, "alice", "summon figrim-the-avaricious")
    assert (p(game, "alice").crystals, p(game, "alice").hand) == (0, [])


def test_loss_stops_at_zero():
    """R11.3, D8: Kairn the Destroyer against a player with 3 crystals takes 3, not 4."""
    game = setup(position(), "alice", in_play=[16], energy="1f")
    game = setup(game, "bob", crystals=3)
    game = play(step_c(game, "alice"), "alice", "activate kairn-the-destroyer 1f")
    assert p(game, "bob").crystals == 0


def test_a_giver_with_nothing_gives_nothing():
    """R11.4, D8: Figrim gets nothing from an opponent with 0 crystals at a season change."""
    game = setup(position(space=3), "alice", in_play=[11], crystals=5)
    game = end_round(leftover(setup(game, "bob", crystals=0), "Wi1-3"))
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (5, 0)


def test_a_gift_moves_exactly_what_is_given():
    """R11.4: with 2 crystals bob gives 1 to Figrim's owner at a season change: 1 and 6."""
    game = setup(position(space=3), "alice", in_play=[11], crystals=5)
    game = end_round(leftover(setup(game, "bob", crystals=2), "Wi1-3"))
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (6, 1)


def test_no_upper_limit():
    """R11.1, R3.5: crystals have no upper limit: 95 + 20 (Olaf's Blessed Statue) = 115."""
    game = step_c(setup(position(), "alice", hand=[29], energy="3w", crystals=95, gauge=1), "alice")
    game = play(game, "alice", "summon olafs-blessed-statue")
    assert p(game, "alice").crystals == 115
