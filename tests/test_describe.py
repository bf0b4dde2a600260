"""Pending decisions in words; hidden cards stay hidden (R21.2)."""

from __future__ import annotations

from seasons_cli.describe import describe_decision
from seasons_cli.engine.model import Decision
from seasons_cli.reports.board import board
from seasons_cli.reports.words import outcome_words
from tests.helpers import pending, play, position, setup, step_c, turn


def drawn_card_position():
    game = turn(position(draw_pile=["purse-of-io"]), "alice", "Wi1-5")  # a draw face
    return play(game, "alice", "draw")


def test_the_card_just_drawn_is_named_only_to_its_drawer():
    game = drawn_card_position()
    assert pending(game) == [("alice", "keep_drawn")]
    decision = game.pending[0]
    assert describe_decision(game, decision) == "alice must keep or discard the card just drawn"
    assert describe_decision(game, decision, viewer=0) == (
        "alice must keep or discard the card just drawn (Purse of Io)")
    assert "Purse of Io" not in str(board(game, viewer=1))
    assert "Purse of Io" in str(board(game, viewer=0))


def test_necrotic_kriss_in_words_the_sacrifice_and_the_shown_familiar():
    """Card 44: the familiar discarded from hand is shown to all (an outcome of the history)."""
    game = setup(position(), "alice", in_play=[44, 16, 21])
    game = play(step_c(game, "alice"), "alice", "activate necrotic-kriss sacrifice")
    assert describe_decision(game, game.pending[0]) == (
        "alice must sacrifice one of their familiars in play (Necrotic Kriss)")
    reveal = {"kind": "reveal", "player": "alice", "card": 16}
    assert outcome_words(reveal, "winter") == "alice shows Kairn the Destroyer to everyone"


def test_cards_the_decider_cannot_read_yet_are_hidden_cards_in_words():
    """A sealed game (issue 18): the cards a decision holds are handles (negative numbers) until
    the other seats' shares are in, as after Naria the Prophetess's draw; describing it to its
    decider then names no card (it raised KeyError: -31 in 'seasons status')."""
    game = drawn_card_position()
    decision = game.pending[0]
    unread = Decision(decision.player, decision.kind, decision.purpose,
                      {**decision.data, "held": [-31]})
    assert describe_decision(game, unread, viewer=0) == (
        "alice must keep or discard the card just drawn (a hidden card)")
