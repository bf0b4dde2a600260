"""T8 Discard four water (expansions.md 4.5, X7.4): +18 PP; Amulet of Water tokens may be used."""

from seasons_cli.engine.scoring import score
from tests.helpers import moves, p, play, setup, step_c, tokens_on, xposition


def test_reserve_3w_and_amulet_1w_allowed_plus_18():
    game = setup(xposition(kept=(8,)), "alice", energy="3w", in_play=[4], gauge=1)
    game = step_c(tokens_on(game, "alice", 4, "1w1e"), "alice")
    game = play(game, "alice", "use t8 3w+1w@amulet-of-water")
    assert p(game, "alice").energy == (0, 0, 0, 0)
    assert p(game, "alice").in_play[0].tokens == (0, 0, 0, 1)
    assert score(game)[0].token_prestige == 18


def test_reserve_3w_only_refused():
    game = step_c(setup(xposition(kept=(8,)), "alice", energy="3w2e"), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("use")]
