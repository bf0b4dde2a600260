"""Draws in a sealed game (R16, R15.5, fair-play.md §6.4): the top pair of the draw pile, kept
or discarded face down, and the players' reshuffle of the discard pile."""

import pytest

from seasons_cli.engine import legal_actions
from seasons_cli.engine.model import Action
from seasons_cli.engine.sealed import ShuffleNeed
from seasons_cli.engine.viewpoint import materialize, play, recorded, reveal
from seasons_cli.engine.waiting import awaited
from tests.engine.sealed.positions import seal
from tests.helpers import position, setup, step_c, turn


def drawing(draw, discard=(), **alice):
    """alice to draw with her die (R9.3 B4), the draw pile in this order (top first)."""
    game = setup(position(draw_pile=list(draw), discard=list(discard)), "alice", **alice)
    return seal(turn(game, "alice", "Wi1-5"), draw=list(draw))


def test_a_draw_takes_the_top_handle_which_the_drawer_alone_reads():
    """R16.1: alice sees the card; bob sees that a card was drawn."""
    table = drawing([29, 3, 13])
    top = table.oracle.draw_pile[0]
    table.do("alice", "draw")
    assert table.oracle.pending[0].held == [top]
    assert [event for event in table.oracle.events if event["kind"] == "draw"] == [
        {"kind": "draw", "player": "alice", "card": top}]
    assert table.sees("alice").pending[0].held == [29]
    assert table.sees("bob").pending[0].held == [top]
    table.do("alice", "keep")
    assert table.sees("alice").players[0].hand == [29]
    assert table.oracle.players[0].hand == [top]


def test_a_drawn_card_discarded_goes_to_the_discard_pile_face_down():
    """R16.5: nobody but the drawer reads a card drawn and discarded."""
    table = drawing([29, 3])
    top = table.oracle.draw_pile[0]
    table.do("alice", "draw", "discard")
    assert table.oracle.discard == [top]
    assert table.sees("bob").discard == [top] and table.sees("alice").discard == [29]


def test_draw_two_keep_one_of_two_identical_cards_is_still_a_choice():
    """R15.5, docs/rulings.md P31: two copies of Olaf's Blessed Statue drawn are two options in
    the public state (one to the drawer, who sees one card), and never chosen for her."""
    table = drawing([29, 29, 3])
    table.do("alice", "bonus draw2")
    alice = table.views[0]
    assert [action.kind for action in legal_actions(alice, 0)] == ["choose", "choose"]
    assert legal_actions(materialize(alice), 0) == [Action(0, "choose", (29,))]
    held = table.oracle.pending[0].held
    table.do("alice", "choose olafs-blessed-statue")
    move = table.moves[-1][1]
    assert move.action.args[0] == held[0] and move.reveals == ()
    assert table.oracle.players[0].hand == [held[0]] and table.oracle.discard == [held[1]]


def test_an_empty_draw_pile_waits_for_the_players_shuffle_of_the_discard_pile():
    """R16.2, D30, fair-play.md §6.2: the discard pile as it is (a card everyone saw sacrificed
    among hidden ones) is the shuffle's input; the new draw pile is new handles, the first of
    them drawn."""
    table = drawing([], discard=[29, 3, 13])
    known = table.oracle.discard[1]  # a card everyone knows: sacrificed from play, say
    table.each(lambda game: reveal(game, known, 3))
    discard = list(table.oracle.discard)
    assert discard[1] == 3
    made = table.oracle.sealed.made
    table.chores()
    move = recorded(table.views[0], Action(0, "draw"))
    table.each(lambda game: play(game, move))
    assert awaited(table.oracle) == ShuffleNeed(2, tuple(discard), -(made + 1))
    assert table.oracle.pending == [] and table.oracle.discard == discard  # the move is held
    table.go_on()
    drawn = table.oracle.pending[0].held
    assert drawn == [-(made + 1)]
    assert table.oracle.draw_pile == [-(made + 2), -(made + 3)] and table.oracle.discard == []
    assert [e["kind"] for e in table.oracle.events] == ["reshuffle", "draw"]


def test_a_reshuffle_in_the_middle_of_an_effect_goes_on_with_the_new_handles():
    """R16.4: Amulet of Fire draws 2, the discard pile is shuffled (without the 2 drawn), and
    it draws 2 more; alice keeps 1 of the 4 she reads."""
    game = setup(position(draw_pile=[29, 3], discard=[13, 14, 6]), "alice",
                 hand=["amulet-of-fire"], energy="2f", gauge=2)
    table = seal(step_c(game, "alice"), draw=[29, 3])
    first = table.oracle.draw_pile[:2]
    made = table.oracle.sealed.made
    table.do("alice", "summon amulet-of-fire")
    held = table.oracle.pending[0].held
    assert held == [*first, -(made + 1), -(made + 2)]
    reshuffled = [table.cards[handle] for handle in held[2:]]
    assert set(reshuffled) <= {13, 14, 6}  # not the two drawn before the reshuffle
    assert sorted(table.sees("alice").pending[0].held) == sorted([29, 3, *reshuffled])
    assert table.oracle.draw_pile == [-(made + 3)]
    table.do("alice", "choose olafs-blessed-statue")
    assert table.sees("alice").players[0].hand == [29]
    assert len(table.oracle.discard) == 3 and all(card < 0 for card in table.oracle.discard)


def test_both_piles_empty_draw_nothing_and_nobody_waits():
    """R16.3, D13."""
    table = drawing([], hand=[7], bonuses=3, gauge=1)
    assert awaited(table.oracle) is None
    assert [d.kind for d in table.oracle.pending] == ["main"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_drawn_card_is_read_by_its_drawer_only_whatever_the_table(players):
    table = seal(turn(position(players, draw_pile=[29, 3]), "alice", "Wi1-5"), draw=[29, 3])
    table.do("alice", "draw")
    held = table.oracle.pending[0].held[0]
    assert [held in view.sealed.known for view in table.views] == [True] + [False] * (players - 1)
