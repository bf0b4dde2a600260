"""The draft and the split of a sealed game (R6, fair-play.md §6.4, §6.5): packets of handles,
picks of handles, the pass to the left, the split as an assignment of the nine handles."""

import pytest

from seasons_cli.engine import SealedError, legal_actions
from seasons_cli.engine.model import Action
from seasons_cli.engine.viewpoint import materialize, recorded, remask
from tests.engine.sealed.positions import seal
from tests.helpers import finish_prelude, new, number


def draft(packets, players=2):
    """A wizard draft with these packets (card slugs), every seat to pick."""
    game = new(players=players)
    pile = sorted(game.draw_pile + [card for player in game.players for card in player.packet])
    for player, packet in zip(game.players, packets):
        player.packet = sorted(number(card) for card in packet)
        for card in player.packet:
            pile.remove(card)
    game.draw_pile = pile
    return seal(game)


def test_a_seat_reads_its_packet_and_picks_a_handle_that_the_others_cannot_read():
    """R6.1, R6.3: alice picks among her packet's handles, named to her alone."""
    table = draft([["amulet-of-air", "temporal-boots"], ["purse-of-io", "divine-chalice"]])
    table.chores()
    alice, bob = table.views
    assert sorted(materialize(alice).players[0].packet) == [1, 7]
    assert all(card < 0 for card in materialize(bob).players[0].packet)
    named = legal_actions(materialize(alice), 0)
    assert named == [Action(0, "pick", (1,)), Action(0, "pick", (7,))]
    move = recorded(alice, named[1])
    assert move.reveals == () and move.action.args[0] < 0
    assert legal_actions(bob, 0) == legal_actions(alice, 0)  # over handles, for everyone
    assert move.action in legal_actions(bob, 0)


def test_the_packets_pass_to_the_left_with_their_handles():
    """R6.1: once everyone has picked, alice's rest goes to bob, bob's to carol, carol's to
    alice; the handles move with the cards."""
    table = draft([["amulet-of-air", "temporal-boots"], ["purse-of-io", "divine-chalice"],
                   ["amulet-of-fire", "staff-of-spring"]], players=3)
    table.do("alice", "pick amulet-of-air")
    table.do("bob", "pick purse-of-io")
    table.do("carol", "pick amulet-of-fire")
    # the last single card of each packet was picked automatically (P1)
    assert [sorted(table.sees(who).players[seat].chosen)
            for seat, who in enumerate(("alice", "bob", "carol"))] == [[1, 6], [7, 8], [2, 9]]
    assert all(card < 0 for card in table.oracle.players[1].chosen)


def test_identical_cards_of_a_packet_are_two_picks_never_one_made_for_the_player():
    """docs/rulings.md P31: whether two hidden cards are the same must not show, so the public
    state lists a pick per handle and makes none by itself; the owner sees one card."""
    table = draft([["amulet-of-air", "amulet-of-air"], ["purse-of-io", "divine-chalice"]])
    table.chores()
    alice = table.views[0]
    assert len(legal_actions(alice, 0)) == 2
    assert legal_actions(materialize(alice), 0) == [Action(0, "pick", (1,))]
    table.do("alice", "pick amulet-of-air")
    assert table.oracle.players[0].packet and len(table.oracle.players[0].chosen) == 1


def test_a_remasked_packet_has_new_handles_only_its_shuffler_reads():
    """fair-play.md §6.2, §6.5: the picker shuffles the packet before keeping a pair, so that
    its earlier holders cannot tell which one it kept."""
    table = draft([["amulet-of-air", "temporal-boots", "purse-of-io"], ["divine-chalice"] * 2])
    table.chores()
    alice, bob = table.views
    old = list(alice.players[0].packet)
    alice = remask(alice, 0, "packet", [7, 8, 1])
    bob = remask(bob, 0, "packet")
    new_handles = alice.players[0].packet
    made = alice.sealed.made  # the three new handles are the last made, in output order
    assert new_handles == bob.players[0].packet == [-(made - 2), -(made - 1), -made]
    assert not set(new_handles) & set(old)
    assert [alice.sealed.known[h] for h in new_handles] == [7, 8, 1]
    assert not set(bob.sealed.known) & set(new_handles)
    assert not set(alice.sealed.known) & set(old)  # the old handles are gone


def test_the_split_assigns_handles_and_the_hand_is_the_rest():
    """R6.4, fair-play.md §6.4: the nine pairs, shuffled first, are the commitment."""
    table = seal(finish_draft(new(players=2)))
    table.chores()  # reads, then each seat re-masks its chosen cards
    alice = table.views[0]
    assert len(legal_actions(alice, 0)) == 84  # every group of 3 of 9 handles
    named = sorted(materialize(alice).players[0].chosen)
    group = named[:3]
    move = recorded(alice, Action(0, "library", (2, tuple(group))))
    handles = move.action.args[1]
    assert list(handles) == sorted(handles) and all(card < 0 for card in handles)
    assert sorted(alice.sealed.known[h] for h in handles) == group
    table.do("alice", "library2 " + ",".join(str(card) for card in group))
    assert sorted(table.sees("alice").players[0].library2) == group
    assert table.oracle.players[0].library2 == list(handles)


def test_the_library_joins_the_hand_with_its_handles_in_year_2():
    """R18.5: the cards move, still hidden from the others."""
    table = seal(finish_prelude(new(players=2)))
    library = list(table.oracle.players[1].library2)
    game = table.oracle
    game.position = 12  # the end of year 1: the round's advance takes it into year 2
    from seasons_cli.engine import core

    core.move_token(game, 1, 0)
    assert set(library) <= set(game.players[1].hand) and game.players[1].library2 == []


def test_a_zone_is_remasked_only_when_it_can_be():
    table = draft([["amulet-of-air", "temporal-boots"], ["purse-of-io", "divine-chalice"]])
    table.chores()
    alice = table.views[0]
    with pytest.raises(SealedError, match="^no zone 'pocket': choose one of hand, library2, "
                                          "library3, packet, chosen$"):
        remask(alice, 0, "pocket")
    with pytest.raises(SealedError, match="^the re-masked cards must be the zone's own cards, "
                                          "all read by this view, in a new order$"):
        remask(alice, 0, "packet", [1, 8])
    with pytest.raises(SealedError, match="^the re-masked cards must be"):
        remask(table.views[1], 0, "packet", [1, 7])  # bob has not read alice's packet


def finish_draft(game):
    """Make every pick with the first legal option until the split."""
    from seasons_cli.engine import apply

    while game.phase == "draft":
        game = apply(game, legal_actions(game)[0])
    return game
