"""PoD-E2 Arus's Cunning Schemes (expansions.md 4.6, X28): at each main year change, after the
library cards have joined the hands, every player with a card in hand passes one to the left,
all at once."""

from tests.helpers import end_round_moving, moves, p, pending, play, setup, step_c, xposition


def year_end(**hands):
    game = xposition(3, enchantment="aruss-cunning-schemes", space=11)
    for who, (hand, library2) in hands.items():
        game = setup(game, who, hand=hand, library2=library2)
    return end_round_moving(game, 2)


def test_start_of_year_2_hands_of_4_3_and_0_pass_3_3_and_1():
    """Seats 1, 2, 3 with 4, 3 and 0 cards after the libraries: 3, 3 and 1 after passing."""
    game = year_end(alice=([1, 2], [3, 5]), bob=([6], [8, 9]), carol=([], []))
    assert pending(game) == [("alice", "scheme"), ("bob", "scheme")]
    game = play(game, "bob", "give staff-of-spring to carol")
    game = play(game, "alice", "give amulet-of-air to bob")
    assert [len(player.hand) for player in game.players] == [3, 3, 1]
    assert p(game, "carol").hand == [6] and 1 in p(game, "bob").hand


def test_a_player_with_a_single_card_must_pass_it():
    game = year_end(alice=([1], []), bob=([], []), carol=([], []))
    assert p(game, "alice").hand == [] and p(game, "bob").hand == [1]


def test_boots_back_into_year_1_and_forward_again_no_pass():
    """X28.1: a later crossing of a boundary already crossed is an additional year change."""
    game = year_end(alice=([7], []), bob=([], []), carol=([], []))
    assert game.extra.years == (2,) and p(game, "bob").hand == [7]
    game.position = 13
    game = setup(game, "alice", gauge=2, hand=[7, 7])
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -1")
    game = play(game, "alice", "summon temporal-boots", "move +1")
    assert game.year == 2 and pending(game) == [("alice", "main")]
    assert "give" not in " ".join(moves(game, "alice"))
