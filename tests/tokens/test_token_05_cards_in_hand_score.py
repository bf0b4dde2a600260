"""T5 Cards in hand score (expansions.md 4.5, X29.3): +3 per card in hand instead of -5."""

from seasons_cli.engine.scoring import score
from tests.helpers import moves, setup, step_c, xposition


def test_3_cards_in_hand_score_plus_9_instead_of_minus_15():
    game = setup(xposition(kept=(5,)), "alice", hand=[1, 2, 3], crystals=20)
    alice = score(game)[0]
    assert (alice.hand_penalty, alice.total, alice.token_prestige) == (-9, 29, 0)


def test_no_card_in_hand_zero():
    assert score(setup(xposition(kept=(5,)), "alice", crystals=20))[0].total == 20


def test_it_is_never_used():
    """X9.4: T5 is never used: its effect is permanent."""
    game = step_c(setup(xposition(kept=(5,)), "alice", hand=[1]), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("use")]


def test_only_for_the_player_who_kept_it():
    game = setup(setup(xposition(kept=(5, 7)), "alice", hand=[1]), "bob", hand=[1])
    assert [s.hand_penalty for s in score(game)] == [-3, 5]
