"""T11 Look at the hands (expansions.md 4.5, X5.2): +9 PP; the owner alone sees them."""

from seasons_cli.engine.scoring import score
from tests.helpers import play, setup, step_c, xposition


def test_3_players_the_owner_sees_both_hands_plus_9():
    game = setup(setup(xposition(3, kept=(11,)), "bob", hand=[3, 1]), "carol", hand=[29])
    game = play(step_c(game, "alice"), "alice", "use t11")
    assert {"kind": "hands", "player": "alice", "hands": {"bob": [1, 3], "carol": [29]}} \
        in game.events
    assert score(game)[0].token_prestige == 9


def test_empty_hands_nothing_to_see_the_token_is_still_used():
    game = play(step_c(xposition(kept=(11,)), "alice"), "alice", "use t11")
    assert game.extra.used[0] and {"kind": "hands", "player": "alice", "hands": {"bob": []}} \
        in game.events
