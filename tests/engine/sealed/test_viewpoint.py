"""One seat's point of view (fair-play.md §6.7): reveals, readings, moves checked when revealed,
and what a view cannot list."""

import pytest

from seasons_cli.engine import IllegalAction, SealedError, apply, legal_actions
from seasons_cli.engine.model import Action
from seasons_cli.engine.sealed import RevealNeed
from seasons_cli.engine.viewpoint import knows, read, recorded, remask, reveal
from seasons_cli.engine.waiting import awaited
from tests.engine.sealed.positions import seal
from tests.helpers import position, setup, step_c

EARTH = ((0, 0, 0, 2), ())  # a payment of 2 earth tokens from the reserve


def summoning(**alice):
    """alice in step C, holding Amulet of Earth and Divine Chalice, 2 earth in her reserve."""
    alice = {"hand": ["amulet-of-earth", "divine-chalice"], "energy": "2e", "gauge": 3, **alice}
    table = seal(step_c(setup(position(draw_pile=[29, 13]), "alice", **alice), "alice"))
    table.chores()
    return table


def test_a_summon_names_its_card_and_reveals_the_handle_it_was():
    """fair-play.md §6.3: the holder's share shows the card to all; the move is checked then."""
    table = summoning()
    alice = table.views[0]
    handle = next(h for h in alice.players[0].hand if knows(alice, h) == 3)
    move = recorded(alice, Action(0, "summon", (3, EARTH)))
    assert move.action == Action(0, "summon", (3, EARTH)) and move.reveals == ((handle, 3),)
    table.do("alice", "summon amulet-of-earth")
    bob = table.sees("bob")
    assert [card.number for card in bob.players[0].in_play] == [3]
    assert bob.players[0].crystals == 9 and handle not in bob.players[0].hand
    assert {"kind": "summon", "player": "alice", "card": 3} in table.oracle.events


def test_a_card_still_hidden_cannot_be_summoned():
    """A handle is no card to summon: its cost is the card's (docs/rulings.md P33)."""
    table = summoning()
    handle = table.oracle.players[0].hand[0]
    with pytest.raises(IllegalAction, match="^not a legal move now$"):
        apply(table.oracle, Action(0, "summon", (handle, EARTH)))


def test_a_summon_revealed_as_a_card_it_cannot_pay_is_refused():
    """The reveal is checked with the move: a revealed Divine Chalice needs 4 tokens."""
    table = summoning()
    bob = table.views[1]
    chalice = next(h for h in table.oracle.players[0].hand if table.cards[h] == 9)
    bob = reveal(bob, chalice, 9)
    with pytest.raises(IllegalAction, match="^not a legal move now$"):
        apply(bob, Action(0, "summon", (9, ((1, 1, 1, 1), ()))))


def test_a_reveal_or_a_reading_the_game_cannot_hold_is_refused():
    table = summoning()
    bob = table.views[1]  # who has read nothing: alice's hand is -1, -2, the draw pile -3, -4
    with pytest.raises(SealedError, match="^no card of this game has the handle -99$"):
        reveal(bob, -99, 3)
    with pytest.raises(SealedError, match="^handle -1 cannot be card 40: it is no card of this "
                                          "wizard game$"):
        reveal(bob, -1, 40)
    both = reveal(reveal(bob, -3, 29), -4, 29)
    with pytest.raises(SealedError, match="^handle -1 cannot be olafs-blessed-statue: both "
                                          "copies are known elsewhere$"):
        read(both, -1, 29)
    with pytest.raises(SealedError, match="^handle -1 was read as amulet-of-earth, not "
                                          "wondrous-chest$"):
        reveal(table.views[0], -1, 13)


def test_the_public_state_never_ends_a_turn_whose_hand_hides_a_card():
    """P1 in a sealed game (docs/rulings.md P32): with no bonus left and nothing else to do,
    whether alice could summon depends on her hand: only she may end her turn. With nothing in
    hand it ends at once, as in an open game."""
    from seasons_cli.engine.registry import SEVERAL

    table = summoning(energy="0", bonuses=3)
    main = table.oracle.pending[0]
    assert SEVERAL["main"](table.oracle, main)  # the public state cannot tell
    assert legal_actions(table.views[0], 0) == [Action(0, "end")]  # alice can
    empty = seal(step_c(setup(position(), "alice", bonuses=3), "alice")).oracle
    assert not SEVERAL["main"](empty, empty.pending[0])


def test_a_view_cannot_list_the_step_c_of_a_hand_it_cannot_read():
    table = summoning()
    with pytest.raises(SealedError, match="^alice's moves in step C depend on cards of their "
                                          "hand this view cannot read$"):
        legal_actions(table.views[1], 0)
    assert [a.kind for a in legal_actions(table.views[0], 0)].count("summon") == 1


def test_a_move_can_name_only_cards_its_view_has_read():
    table = summoning()
    with pytest.raises(SealedError, match="^amulet-of-earth is not among the cards this view "
                                          "has read there$"):
        recorded(table.views[1].copy(), Action(0, "summon", (3, EARTH)))


def test_a_game_that_waits_for_a_reveal_takes_no_other_operation():
    """Potion of Dreams with one card in hand puts it into play without a choice: the move
    waits for that card's reveal (its holder's share) and takes nothing else meanwhile."""
    game = setup(position(draw_pile=[29]), "alice", in_play=["potion-of-dreams"],
                 hand=["amulet-of-earth"], gauge=3)
    table = seal(step_c(game, "alice"))
    table.chores()
    handle = table.oracle.players[0].hand[0]
    waiting = apply(table.views[0], Action(0, "activate", (24, 0)))
    assert awaited(waiting) == RevealNeed(handle)
    with pytest.raises(SealedError, match=r"^the game waits for the card of handle -1, revealed "
                                          r"to every player: no reveal of handle -2 now$"):
        reveal(waiting, -2, 29)
    with pytest.raises(SealedError, match="^the game waits for the card of handle -1, revealed "
                                          "to every player: no re-masking now$"):
        remask(waiting, 0, "hand", [3])
    with pytest.raises(IllegalAction, match="^it is not alice's decision: waiting for the card "
                                            "of handle -1, revealed to every player$"):
        apply(waiting, Action(0, "end"))
    after = reveal(waiting, handle, 3)
    assert [card.number for card in after.players[0].in_play] == [3]
    assert after.players[0].crystals == 9 and after.sealed.revealed == {}


def test_a_zone_a_pending_decision_offers_is_not_remasked():
    """Potion of Dreams offers alice's hand: shuffling it now would change the offer."""
    game = setup(position(draw_pile=[29]), "alice", in_play=["potion-of-dreams"],
                 hand=["amulet-of-earth", "amulet-of-air"], gauge=3)
    table = seal(step_c(game, "alice"))
    table.do("alice", "activate potion-of-dreams")
    alice = table.views[0]
    with pytest.raises(SealedError, match="^alice's pending choose refers to cards of the hand: "
                                          "no re-masking now$"):
        remask(alice, 0, "hand", [3, 1])


def test_a_card_revealed_from_another_place_than_the_hand_cannot_be_summoned():
    """The adversary: bob's client reveals a card of the draw pile as an Amulet of Earth and
    summons it; the reveal puts the card where the handle was, not in his hand."""
    table = seal(step_c(setup(position(draw_pile=[29, 3]), "bob", energy="2e", gauge=3), "bob"))
    alice = table.views[0]
    cheat = reveal(alice, alice.draw_pile[0], 3)
    assert cheat.draw_pile[0] == 3 and cheat.players[1].hand == []
    with pytest.raises(IllegalAction, match="^not a legal move now$"):
        apply(cheat, Action(1, "summon", (3, EARTH)))


def test_to_read_lists_the_cards_a_step_gives_one_seat():
    """fair-play.md §6.3: the deal gives nine to each seat; a draw to its drawer; a look to the
    Orb's owner; Naria's gift to its receiver (tests/engine/sealed/test_cards.py)."""
    from seasons_cli.engine.viewpoint import to_read
    from tests.engine.sealed.table import Table, sealed_settings

    table = Table(sealed_settings(3, "wizard"), 1)
    while table.oracle.phase != "draft" or awaited(table.oracle) is not None:
        table.give(awaited(table.oracle))
    given = to_read(table.oracle)
    assert given == [(seat, handle) for seat in range(3)
                     for handle in table.oracle.players[seat].packet]
    from tests.helpers import turn

    drawing = seal(turn(position(draw_pile=[29, 3]), "alice", "Wi1-5"))
    top = drawing.oracle.draw_pile[0]
    drawing.do("alice", "draw")
    assert to_read(drawing.oracle) == [(0, top)]


def test_a_card_its_holder_cannot_read_yet_is_no_summon_and_the_others_still_are():
    """A card drawn whose shares are awaited (Potion of Power's draw) is a handle in its holder's
    own view while their turn goes on: the summons they list are those of the cards they read
    ('seasons moves' raised 'internal error: KeyError: -28' there)."""
    from seasons_cli.engine.actions import summon_options
    from seasons_cli.engine.viewpoint import materialize

    alice = materialize(summoning().views[0])
    alice.players[0].hand.append(-28)
    summons = summon_options(alice, 0)
    assert summons and {action.args[0] for action in summons} == {3}
    assert all(-28 not in action.args for action in legal_actions(alice, 0))
