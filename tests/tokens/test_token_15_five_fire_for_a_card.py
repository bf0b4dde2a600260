"""T15 Five fire for a card (expansions.md 4.5): +10 PP; the card drawn is kept."""

from tests.helpers import moves, p, play, setup, step_c, xposition


def test_reserve_5f_1w_becomes_1w_hand_plus_1():
    game = step_c(setup(xposition(kept=(15,), draw_pile=[29]), "alice", energy="5f1w"), "alice")
    game = play(game, "alice", "use t15 5f")
    assert (p(game, "alice").energy, p(game, "alice").hand) == ((0, 1, 0, 0), [29])


def test_reserve_4f_refused():
    game = step_c(setup(xposition(kept=(15,)), "alice", energy="4f"), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("use")]
