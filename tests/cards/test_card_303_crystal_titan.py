"""Card 303 Crystal Titan (expansions.md 4.4, X20): before an opponent's voluntary sacrifice, 3
crystals to its owner; sacrifice it, the hand and every crystal: an opponent's card is
sacrificed."""

from tests.helpers import activations, in_play, p, pending, play, setup, step_c, xposition


def test_an_opponent_with_5_crystals_activates_potion_of_power_pays_3_first():
    game = setup(xposition(draw_pile=[29]), "alice", in_play=[23], gauge=1, crystals=5)
    game = setup(game, "bob", in_play=[303], gauge=1)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-power")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (2, 3)
    assert game.discard == [23]


def test_an_opponent_with_2_crystals_cannot_activate_potion_of_power():
    game = setup(xposition(), "alice", in_play=[23], gauge=1, crystals=2)
    game = setup(game, "bob", in_play=[303], gauge=1)
    assert activations(step_c(game, "alice"), "alice") == []


def test_the_titans_owner_summons_syllas_the_sacrifice_is_forced_no_toll():
    game = setup(xposition(), "alice", in_play=[3, 1], gauge=2, crystals=4)
    game = setup(game, "bob", in_play=[303], hand=[10], energy="3f", gauge=3)
    game = play(step_c(game, "bob"), "bob", "summon syllas-the-faithful")
    game = play(game, "alice", "sacrifice amulet-of-earth")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (4, 0)


def test_activate_with_3_cards_in_hand_and_14_crystals_hand_0_crystals_0():
    game = setup(xposition(), "bob", in_play=[3], gauge=1)
    game = setup(game, "alice", in_play=[303], hand=[1, 2, 5], crystals=14, gauge=1)
    game = play(step_c(game, "alice"), "alice", "activate crystal-titan bob:amulet-of-earth")
    assert (p(game, "alice").hand, p(game, "alice").crystals) == ([], 0)
    assert in_play(game, "bob") == [] and game.discard == [303, 1, 2, 5, 3]
    assert pending(game) == [("alice", "main")]
