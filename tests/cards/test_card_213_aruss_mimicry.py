"""Card 213 Arus's Mimicry (expansions.md 4.3, X20): discard a card from hand or sacrifice one in
play (the Mimicry allowed), then 12 crystals."""

from tests.helpers import in_play, moves, p, play, setup, step_c, xposition


def summon_mimicry(hand=(), crystals=0, bob_cards=()):
    game = setup(xposition(), "bob", in_play=list(bob_cards), gauge=len(bob_cards))
    game = setup(game, "alice", hand=[213, *hand], energy="1a1w1e", gauge=3, crystals=crystals)
    return play(step_c(game, "alice"), "alice", "summon aruss-mimicry")


def test_discard_a_card_from_hand_plus_12():
    game = play(summon_mimicry([3]), "alice", "discard amulet-of-earth")
    assert (p(game, "alice").crystals, game.discard) == (12, [3])


def test_empty_hand_sacrifice_a_card_the_mimicry_allowed_plus_12():
    game = summon_mimicry()
    assert p(game, "alice").crystals == 12 and game.discard == [213]


def test_an_opponents_crystal_titan_and_2_crystals_1_card_in_hand_must_discard_it():
    game = summon_mimicry([3], crystals=2, bob_cards=[303])
    assert (p(game, "alice").crystals, game.discard) == (14, [3])
    assert in_play(game, "alice") == ["aruss-mimicry"]


def test_the_choice_lists_the_hand_and_every_card_in_play():
    assert moves(summon_mimicry([3]), "alice") == ["discard amulet-of-earth",
                                                  "sacrifice aruss-mimicry"]
