"""The end of the round (R17, D9, D23, D24)."""

import pytest

from tests.helpers import end_round, leftover, moves, p, pending, play, position, setup


def ending(game, face="Wi1-3", first="alice"):
    """Run the end of the round with ``first`` as the round's first player and the leftover die
    showing ``face``."""
    game.first = game.settings.players.index(first)
    return end_round(leftover(game, face))


def test_end_of_round_effects_start_with_the_first_player():
    """R17.1, D9: with bob first, bob's Beggar's Horn resolves before alice's."""
    game = setup(setup(position(), "alice", in_play=[14]), "bob", in_play=[14])
    game = ending(game, first="bob")
    assert pending(game) == [("bob", "gain")]
    game = play(game, "bob", "gain 1f")
    assert pending(game) == [("alice", "gain")]


def test_the_player_orders_different_end_of_round_effects():
    """R17.1, D9: Wondrous Chest and Beggar's Horn: alice chooses which resolves first."""
    game = ending(setup(position(), "alice", in_play=[13, 14], energy="1w"))
    assert sorted(moves(game, "alice")) == ["resolve beggars-horn", "resolve wondrous-chest"]


def test_chest_after_the_horn_counts_the_new_token():
    """R17.1, D9: each effect reads the reserve when it resolves: with 1 token the Horn gives a
    2nd, then the Chest sees 2 tokens (needs 4) and gives nothing; then the token moves."""
    game = ending(setup(position(), "alice", in_play=[13, 14], energy="1w"))
    game = play(game, "alice", "resolve beggars-horn", "gain 1f")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 1, 1, 0), 0)
    assert game.position == 2


def test_copies_of_one_card_resolve_without_a_question():
    """R17.1: two Wondrous Chests with 4 tokens give 3 crystals each, no order to choose."""
    game = ending(setup(position(), "alice", in_play=[13, 13], energy="4w"))
    assert p(game, "alice").crystals == 6
    assert game.round == 2


def test_end_of_round_effects_come_before_the_season_advance():
    """D24: while alice chooses the Horn's energy the token has not moved yet."""
    game = ending(setup(position(), "alice", in_play=[14]), face="Wi1-1")
    assert (pending(game), game.position) == ([("alice", "gain")], 1)
    game = play(game, "alice", "gain 1f")
    assert game.position == 4


@pytest.mark.parametrize("face, dots", [("Wi1-3", 1), ("Wi1-2", 2), ("Wi1-1", 3)])
def test_season_advance_by_the_leftover_dice_dots(face, dots):
    """R17.2: the token moves as many spaces as the leftover die's dots."""
    game = ending(position(space=2), face)
    assert game.position == 2 + dots


def test_year_change_hands_out_library_two():
    """R17.3, R18.5: from space 12 of year 1, 2 dots: year 2, space 2; Library II joins every
    hand, Library III stays."""
    game = setup(position(space=12), "alice", hand=[1], library2=[2, 3, 4], library3=[5, 6, 7])
    game = ending(setup(game, "bob", library2=[8, 9, 10]), "Wi1-2")
    assert (game.year, game.space) == (2, 2)
    assert (sorted(p(game, "alice").hand), p(game, "alice").library3) == ([1, 2, 3, 4], [5, 6, 7])
    assert (sorted(p(game, "bob").hand), p(game, "bob").library2) == ([8, 9, 10], [])


def test_year_three_hands_out_library_three():
    """R17.3, R18.5: entering year 3, Library III joins the hand."""
    game = setup(position(space=11, year=2), "alice", library3=[5, 6, 7])
    game = ending(game, "Wi1-2")
    assert (game.year, sorted(p(game, "alice").hand), p(game, "alice").library3) == (3, [5, 6, 7], [])


def test_season_change_effects_start_left_of_the_first_player():
    """R17.4, D23: alice first; both have Figrim; alice 1 crystal, bob 0. Bob's Figrim resolves
    first (alice gives him 1), then alice's (bob gives it back): alice 1, bob 0."""
    game = setup(position(space=3), "alice", in_play=[11], crystals=1)
    game = ending(setup(game, "bob", in_play=[11]), "Wi1-3")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1, 0)


def test_season_change_effects_with_bob_first():
    """R17.4, D23: the same with bob first: alice resolves first and ends with 0, bob with 1."""
    game = setup(position(space=3), "alice", in_play=[11], crystals=1)
    game = ending(setup(game, "bob", in_play=[11]), "Wi1-3", first="bob")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 1)


def test_no_season_change_within_a_season():
    """R17.4, R18.3: a move from space 1 to 2 is no season change: Figrim takes nothing."""
    game = setup(position(space=1), "alice", in_play=[11])
    game = ending(setup(game, "bob", crystals=5), "Wi1-3")
    assert p(game, "bob").crystals == 5


def test_season_change_effects_come_after_the_libraries():
    """D24: when alice's Hourglass asks for its energy (space 12 -> 1 is a season change),
    her Library II is already in her hand."""
    game = setup(position(space=12), "alice", in_play=[27], library2=[2, 3, 4])
    game = ending(game, "Wi1-3")
    assert pending(game) == [("alice", "gain")]
    assert sorted(p(game, "alice").hand) == [2, 3, 4]


def test_first_player_passes_left():
    """R17.6: after a round with alice first, bob is first and takes the first die."""
    game = ending(position(3), "Wi1-3")
    assert (game.round, game.first, pending(game)) == (2, 1, [("bob", "die")])


def test_first_player_passes_from_the_last_seat_to_seat_one():
    """R17.6, R2.1: after carol (seat 3) comes alice (seat 1)."""
    game = ending(position(3), "Wi1-3", first="carol")
    assert (game.first, pending(game)) == (0, [("alice", "die")])


@pytest.mark.parametrize("first, crystals", [("damned-soul-of-onys", 3), ("wondrous-chest", 1)])
def test_d9_worked_example_the_order_decides(first, crystals):
    """D9: 1 crystal, 4 tokens, Wondrous Chest and Damned Soul of Onys: Soul first 1 -> 0 -> 3,
    Chest first 1 -> 4 -> 1."""
    game = ending(setup(position(), "alice", crystals=1, energy="4w", in_play=[13, 50]))
    assert sorted(moves(game, "alice")) == ["resolve damned-soul-of-onys", "resolve wondrous-chest"]
    assert p(play(game, "alice", f"resolve {first}"), "alice").crystals == crystals


def test_choices_are_listed_in_the_suggested_order():
    """cards.md "End of round": Damned Soul of Onys, Beggar's Horn, Titus Deepgaze, Wondrous Chest
    (Board Game Arena's fixed order), whatever order the cards entered play in."""
    game = ending(setup(position(), "alice", crystals=9, in_play=[13, 14, 50]))
    assert moves(game, "alice") == ["resolve damned-soul-of-onys", "resolve beggars-horn",
                                    "resolve wondrous-chest"]
