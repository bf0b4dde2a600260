"""Card 46 Sealed Chest of Urm: at the end of the game, 20 crystals if the owner has no familiar
in play (cards.md, R19.2)."""

from tests.helpers import end_game, p, play, position, setup, step_c


def chest_end(in_play, opponent=()):
    game = setup(position(), "alice", in_play=list(in_play), crystals=0)
    return end_game(setup(game, "bob", in_play=list(opponent)))


def test_only_magic_items_gives_20():
    assert p(chest_end([46, 3, 5]), "alice").crystals == 20


def test_one_familiar_in_play_gives_nothing():
    assert p(chest_end([46, 3, 16]), "alice").crystals == 0


def test_opponents_familiars_do_not_matter():
    assert p(chest_end([46], opponent=[16, 10]), "alice").crystals == 20


def test_two_chests_give_40():
    assert p(chest_end([46, 46]), "alice").crystals == 40


def test_damned_soul_passed_to_the_owner_in_the_last_round_cancels_it():
    game = setup(position(year=3, space=12), "alice", in_play=[46], crystals=0)
    game = setup(game, "bob", in_play=[50], energy="1w")
    game = play(step_c(game, "bob"), "bob", "activate damned-soul-of-onys")
    game = end_game(game)
    assert p(game, "alice").crystals == 0
