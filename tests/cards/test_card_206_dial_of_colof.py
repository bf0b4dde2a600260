"""Card 206 Dial of Colof (expansions.md 4.3, X26.3): gauge +2; end of round, with more cards in
play than an opponent, the owner may reroll the leftover die."""

from tests.helpers import end_round, moves, p, pending, play, setup, step_c, xposition


def round_end(alice, *others):
    game = setup(xposition(3), "alice", in_play=[206, *alice[1:]], gauge=len(alice))
    for who, cards in zip(("bob", "carol"), others):
        game = setup(game, who, in_play=cards, gauge=len(cards))
    return end_round(game)


def test_on_summon_gauge_plus_2():
    game = setup(xposition(), "alice", hand=[206], energy="1w1f1e", gauge=1)
    assert p(play(step_c(game, "alice"), "alice", "summon dial-of-colof"), "alice").gauge == 3


def test_owner_5_cards_opponents_5_and_4_may_reroll():
    game = round_end([206, 1, 2, 3, 5], [1, 2, 3, 5, 6], [1, 2, 3, 5])
    assert pending(game)[0] == ("alice", "dial") and moves(game, "alice") == ["reroll", "pass"]
    game = play(game, "alice", "reroll")
    event = next(e for e in game.events if e["kind"] == "reroll")
    assert event["face"] in range(1, 7)


def test_owner_5_cards_opponents_5_and_6_may_not():
    game = round_end([206, 1, 2, 3, 5], [1, 2, 3, 5, 6], [1, 2, 3, 5, 6, 7])
    assert ("alice", "dial") not in pending(game)
