"""T17 Reroll the season die (expansions.md 4.5, X13): step A, part A2; +9 PP."""

from seasons_cli.engine.model import Action
from seasons_cli.engine.scoring import score
from tests.helpers import moves, pending, play, setup, turn, xposition


def test_face_draw_a_card_reroll_the_new_face_applies():
    game = turn(xposition(kept=(17,)), "alice", "Wi1-3")
    assert pending(game) == [("alice", "step_a")]
    assert moves(game, "alice") == ["use t17", "go"]
    game = play(game, "alice", "use t17")
    event = next(e for e in game.events if e["kind"] == "reroll")
    assert event["player"] == "alice" and game.dice[0].face == event["face"]
    # only "go" is left in step A: made at once (P1), and the new face's actions follow
    assert {"kind": "auto", "player": "alice", "action": Action(0, "go")} in game.events
    assert game.step in ("B", "C")
    assert score(game)[0].token_prestige == 9


def test_after_a_die_of_malice_reroll_t17_may_still_be_used_then_no_malice():
    game = turn(setup(xposition(kept=(17,)), "alice", in_play=[15], gauge=1), "alice", "Wi1-3")
    assert moves(game, "alice") == ["activate die-of-malice", "use t17", "go"]
    game = play(game, "alice", "use t17")
    assert game.step != "A"  # X13: once moved on, no going back to A1: "go" alone, made at once


def test_no_token_no_step_a():
    game = turn(xposition(kept=(7,)), "alice", "Wi1-3")
    assert pending(game) == [("alice", "main")]
