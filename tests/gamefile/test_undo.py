"""Taking back a move (issue 6 point 6): Board Game Arena's policy, and a record rebuilt by replay.

The game is the CLI tests' small game (seed "snap", decks 1,2, 20 moves: alice must take a die
for round 3), played on by the moves below.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import GameRecord, create, play, play_action
from seasons_cli.gamefile.codec import dumps
from seasons_cli.gamefile.undo import REVEALING, UndoRefused, rebuild, refusal, undo
from seasons_cli.script import play_script, read_script

ROOT = Path(__file__).resolve().parents[2]
SMALL_GAME = (ROOT / "tests" / "cli" / "data" / "small_game.txt").read_text()
ALICE, BOB = 0, 1


def small_game(*moves: str) -> GameRecord:
    """The small game after its 20 scripted moves, then ``moves`` (each by the only decider)."""
    record = create(Settings(("alice", "bob"), "apprentice", "snap", 2, (1, 2)))
    return play_script(record, read_script(SMALL_GAME + "\n".join(moves)), None)


# Round 3: alice takes die 2, bob die 3, alice plays two bonuses (no chance): her turn goes on.
ALICES_TURN = ("die 2", "die 3", "bonus exchange 1e for 1a", "bonus exchange 2f for 1w1e")


def test_a_move_without_chance_is_taken_back_to_the_very_file_before_it():
    before = small_game(*ALICES_TURN[:3])
    after = undo(small_game(*ALICES_TURN), ALICE)
    assert after.head == before.head and after.history == before.history
    assert dumps(after.to_data()) == dumps(before.to_data())


def test_undo_takes_back_one_move_at_a_time_through_the_turn():
    record = undo(undo(small_game(*ALICES_TURN), ALICE), ALICE)
    assert [entry.move for entry in record.history[-2:]] == ["die 2", "die 3"]
    assert record.game.players[ALICE].energy == (0, 1, 2, 3)  # as at the start of her turn


def test_a_move_after_another_players_move_is_refused():
    """Bob took die 3 after alice's 'die 2': alice can no longer take it back."""
    record = small_game("die 2", "die 3")
    assert refusal(record, ALICE) == ("bob has moved since alice's last move (move 22: die 3): "
                                      "a move can be taken back only before anyone else acts")


def test_a_refusal_names_another_players_hidden_move_by_its_kind():
    """R21.2: alice picked, then bob: bob's pick is not named to alice."""
    record = create(Settings(("alice", "bob"), "wizard", "undo"))
    for seat in (ALICE, BOB):
        record = play_action(record, legal_actions(record.game, seat)[0])
    assert refusal(record, ALICE) == ("bob has moved since alice's last move (move 2: a draft "
                                      "pick): a move can be taken back only before anyone else acts")


def test_a_move_that_passed_the_decision_on_is_refused():
    """After 'die 2' bob must take a die: alice is no longer the one to act."""
    assert refusal(small_game("die 2"), ALICE) == (
        "alice is no longer the one to act, so move 21 must stand: bob must take one of the "
        "season dice")


def test_a_move_followed_by_the_dice_roll_is_refused():
    """Move 20, alice's 'end', closed round 2: the dice of round 3 were rolled (R8.1)."""
    assert refusal(small_game(), ALICE) == ("move 20 (end) cannot be taken back: the season dice "
                                            "were rolled after it")


def test_a_die_of_malice_reroll_is_final():
    """Die of Malice (card 15) rerolls a die in step A (R9.2): chance, so bob cannot take the
    activation back, though his turn goes on (move 17 is his 'end')."""
    record = create(Settings(("alice", "bob"), "apprentice", "snap", 2, (1, 2)))
    record = play_script(record, read_script(SMALL_GAME)[:16], None)
    assert record.history[-1].move == "activate die-of-malice" and record.game.pending[0].player == BOB
    assert refusal(record, BOB) == ("move 16 (activate die-of-malice) cannot be taken back: a die "
                                    "was rerolled after it")


def test_a_card_drawn_is_final():
    """The bonus 'draw 2, keep 1' (R15.5) draws two cards: alice cannot take it back."""
    record = small_game(*ALICES_TURN, "end", "go", "bonus exchange 1w1e for 2f", "bonus transmute",
                        "transmute 2f", "end", "die 2", "die 1", "activate die-of-malice",
                        "bonus draw2")
    assert record.history[-1].player == "alice"
    assert refusal(record, ALICE) == ("move 34 (bonus draw2) cannot be taken back: a card was "
                                      "drawn after it")


def test_an_automatic_move_of_another_player_makes_the_move_final():
    """Bob's 'go' is automatic only when it is his only option; forged here on a copy of move
    24's outcomes: another player acting after the move counts even when it was forced."""
    record = small_game(*ALICES_TURN)
    bobs_go = {"kind": "auto", "player": "bob", "action": {"kind": "go", "args": []}}
    forged = record.history[-1].replace(outcomes=[bobs_go])
    record = record.replace(history=(*record.history[:-1], forged))
    assert refusal(record, ALICE) == ("move 24 (bonus exchange 2f for 1w1e) cannot be taken back: "
                                      "bob has acted after it (an automatic move)")


def test_a_player_who_has_not_moved_has_nothing_to_take_back():
    record = create(Settings(("alice", "bob"), "apprentice", "snap", 2, (1, 2)))
    with pytest.raises(UndoRefused, match="^alice has not moved yet: there is nothing to take back$"):
        undo(record, ALICE)


def test_a_finished_game_is_final():
    record = small_game()
    record = record.replace(game=_finished(record.game))
    assert refusal(record, ALICE) == "the game is over: its moves can no longer be taken back"


def _finished(game):
    game = game.copy()
    game.phase = "over"
    game.pending = []
    return game


def test_a_library_split_is_final():
    """R6.4 and rulings P3: each of the two split moves is final once made, though alice still
    decides (Library III) and bob has not moved."""
    record = create(Settings(("alice", "bob"), "apprentice", "snap", 2, (1, 2)))
    record = play(record, "library2 amulet-of-fire,amsug-longneck,hand-of-fortune", ALICE)
    assert refusal(record, ALICE) == ("move 1 (library2 amulet-of-fire,amsug-longneck,"
                                      "hand-of-fortune) cannot be taken back: a library split is "
                                      "final once made (R6.4, rulings P3)")


def test_a_draft_pick_is_final_even_for_the_last_to_pick():
    """R6.2, D34: bob picks last, the packets pass and he decides again; his pick stands."""
    record = create(Settings(("alice", "bob"), "wizard", "draft"))
    record = play_action(record, legal_actions(record.game, ALICE)[0])
    record = play_action(record, legal_actions(record.game, BOB)[0])
    assert BOB in {d.player for d in record.game.pending}
    assert refusal(record, BOB).endswith("cannot be taken back: a draft pick is final once made "
                                         "(R6.2, D34)")


def test_rebuild_replays_the_history_up_to_a_move():
    record = small_game()
    assert rebuild(record, 12).history == record.history[:12]
    assert rebuild(record, 20).game.players[ALICE].crystals == record.game.players[ALICE].crystals


def test_every_outcome_kind_is_classed_as_revealing_or_not():
    """A new kind of outcome must be classed here before undo can meet it."""
    schema = json.loads((ROOT / "schemas" / "game.schema.json").read_text())
    kinds = set(schema["$defs"]["outcome"]["properties"]["kind"]["enum"])
    safe = {"auto", "summon", "activate", "season", "season_change", "no_room", "game_over"}
    assert kinds == set(REVEALING) | safe and not set(REVEALING) & safe
