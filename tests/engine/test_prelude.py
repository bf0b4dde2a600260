"""The prelude: draft and split into hand and libraries (R6, D34)."""

from seasons_cli.engine import IllegalAction, apply, legal_actions
from seasons_cli.engine.model import Action
from tests.helpers import all_cards, finish_prelude, moves, new, p, pending, play


def pick_first(game, who):
    """``who`` picks the lowest-numbered card of their packet."""
    return play(game, who, moves(game, who)[0])


def test_packets_pass_left_after_every_pick():
    """R6.1: once all have picked, each player receives the packet of the player on their right."""
    game = new(3)
    packets = {who: sorted(p(game, who).packet) for who in ("alice", "bob", "carol")}
    for who in ("alice", "bob", "carol"):
        game = pick_first(game, who)
    packets = {who: cards[1:] for who, cards in packets.items()}  # the lowest card was picked
    assert sorted(p(game, "bob").packet) == packets["alice"]
    assert sorted(p(game, "carol").packet) == packets["bob"]
    assert sorted(p(game, "alice").packet) == packets["carol"]


def test_two_players_swap_packets():
    """R6.1: with 2 players the packets go back and forth."""
    game = new(2)
    alice, bob = sorted(p(game, "alice").packet), sorted(p(game, "bob").packet)
    game = pick_first(pick_first(game, "alice"), "bob")
    assert (sorted(p(game, "alice").packet), sorted(p(game, "bob").packet)) == (bob[1:], alice[1:])
    game = pick_first(pick_first(game, "alice"), "bob")
    assert sorted(p(game, "alice").packet) == alice[2:]
    assert sorted(p(game, "alice").chosen) == sorted([alice[0], bob[1]])


def test_a_pick_is_final_and_packets_wait_for_everyone():
    """R6.2, D34: alice may pick first; the packets do not move before bob picks, and alice
    has no further pick until then."""
    game = new(2)
    alice_packet = sorted(p(game, "alice").packet)
    game = pick_first(game, "alice")
    assert sorted(p(game, "alice").packet) == alice_packet[1:]
    assert pending(game) == [("bob", "draft")]
    assert legal_actions(game, 0) == []


def test_picking_a_card_not_in_the_packet_is_illegal():
    """R6.1: a player takes a card from the packet they hold."""
    game = new(2)
    missing = next(n for n in range(1, 31) if n not in p(game, "alice").packet)
    try:
        apply(game, Action(0, "pick", (missing,)))
        raise AssertionError("picked a card that is not in the packet")
    except IllegalAction:
        pass


def test_eight_picks_then_the_ninth_is_automatic():
    """R6.1: packets hold 9, 8, ..., 1 cards; nobody is ever asked for the 9th pick, which is
    made automatically, and the split follows."""
    game = new(3)
    while game.phase == "draft":
        assert game.draft_pick <= 8
        assert all(len(pl.packet) + len(pl.chosen) == 9 for pl in game.players)
        assert {len(pl.packet) for pl in game.players} <= {10 - game.draft_pick, 9 - game.draft_pick}
        game = apply(game, legal_actions(game)[0])
    assert [len(pl.chosen) for pl in game.players] == [9, 9, 9]
    assert [len(pl.packet) for pl in game.players] == [0, 0, 0]
    assert game.phase == "split"


def draft_done(players=2):
    game = new(players)
    while game.phase == "draft":
        game = apply(game, legal_actions(game)[0])
    return game


def test_split_into_three_groups_of_three():
    """R6.4: 3 cards to Library II, 3 to Library III; the remaining 3 are the starting hand."""
    game = draft_done()
    chosen = sorted(p(game, "alice").chosen)
    game = play(game, "alice", "library2 " + ",".join(map(str, chosen[6:])),
                "library3 " + ",".join(map(str, chosen[3:6])))
    alice = p(game, "alice")
    assert (sorted(alice.library2), sorted(alice.library3), sorted(alice.hand)) == \
        (chosen[6:], chosen[3:6], chosen[:3])


def test_split_groups_hold_exactly_three_cards():
    """R6.4: every split option names exactly 3 of the player's cards."""
    game = draft_done()
    options = legal_actions(game, 0)
    assert options and all(len(a.args[1]) == 3 for a in options)


def test_tournament_starts_when_every_split_is_done():
    """R6.6: after alice's split the game still waits for bob; after his, round 1 begins."""
    game = draft_done()
    game = play(game, "alice", moves(game, "alice")[0])
    game = play(game, "alice", moves(game, "alice")[0])
    assert (game.phase, game.round) == ("split", 0)
    assert pending(game) == [("bob", "library")]
    game = finish_prelude(game)
    assert (game.phase, game.round) == ("play", 1)


def test_every_card_accounted_for_after_the_prelude():
    """R5.2, R6.4: the 9 dealt cards of each player end in hand and libraries; nothing is lost."""
    game = finish_prelude(new(4))
    assert len(all_cards(game)) == 60
    assert all(len(pl.hand) + len(pl.library2) + len(pl.library3) == 9 for pl in game.players)
