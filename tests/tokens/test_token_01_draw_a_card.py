"""T1 Draw a card (expansions.md 4.5): draw 1 card, keep it or discard it; -5 PP if used (X10.5)."""

from seasons_cli.engine.scoring import score
from tests.helpers import moves, p, pending, play, setup, step_c, token_used, xposition


def alice_with_t1(**kwargs):
    return step_c(setup(xposition(kept=(1,), **kwargs), "alice", crystals=10), "alice")


def test_use_it_and_keep_the_card_hand_plus_1_final_score_minus_5():
    game = play(alice_with_t1(draw_pile=[29]), "alice", "use t1")
    assert pending(game) == [("alice", "keep_drawn")] and token_used(game, "alice")
    game = play(game, "alice", "keep")
    assert p(game, "alice").hand == [29]
    assert score(game)[0].total == 10 - 5 - 5  # one card in hand, -5 for the token
    assert score(game)[0].token_prestige == -5


def test_discarding_the_drawn_card():
    game = play(alice_with_t1(draw_pile=[29]), "alice", "use t1", "discard")
    assert (p(game, "alice").hand, game.discard) == ([], [29])


def test_both_piles_empty_refused():
    """Ruling (project decision): it can be used only if a card can be drawn."""
    assert "use t1" not in moves(alice_with_t1(draw_pile=[]), "alice")


def test_used_once_per_game():
    """X10.1: once used it is flipped; it is not offered again."""
    game = play(alice_with_t1(draw_pile=[29, 3]), "alice", "use t1", "keep")
    assert not [m for m in moves(game, "alice") if m.startswith("use")]
