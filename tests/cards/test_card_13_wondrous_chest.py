"""Card 13 Wondrous Chest: at the end of each round, +3 crystals if the owner's reserve holds
4 or more tokens (cards.md, R10.7, R17.1, D9, D17)."""

from tests.helpers import end_round, p, pending, play, position, setup, tokens_on


def chest_round(energy, in_play=(13,)):
    game = setup(position(), "alice", energy=energy, crystals=0, in_play=list(in_play))
    return end_round(game)


def test_reserve_4_gives_3():
    assert p(chest_round("2a1f1e"), "alice").crystals == 3


def test_reserve_3_gives_nothing():
    assert p(chest_round("2a1f"), "alice").crystals == 0


def test_amulet_of_water_tokens_do_not_count():
    game = setup(position(), "alice", energy="3f", crystals=0, in_play=[13, 4])
    game = end_round(tokens_on(game, "alice", 4, "3w"))
    assert p(game, "alice").crystals == 0


def test_two_chests_with_grimoire_reserve_8_give_6():
    game = chest_round("8e", in_play=(13, 13, 18))
    assert p(game, "alice").crystals == 6  # Grimoire tokens are reserve tokens (R10.2)


def test_owner_chooses_the_order_with_beggars_horn():
    game = setup(position(), "alice", energy="1f", crystals=0, in_play=[13, 14])
    game = end_round(game)
    assert pending(game) == [("alice", "order")]  # D9: two different end-of-round cards
    game = play(game, "alice", "resolve beggars-horn", "gain 1e")
    assert p(game, "alice").energy == (0, 0, 1, 1) and p(game, "alice").crystals == 0


def test_order_with_damned_soul_of_onys_1_crystal_reserve_5():
    """D9, card 50: Soul first (1 -> 0), then Chest (+3) -> 3; Chest first (4), then Soul -> 1."""
    def chest_and_soul(first):
        game = end_round(setup(position(), "alice", energy="5f", crystals=1, in_play=[13, 50]))
        return play(game, "alice", f"resolve {first}")

    assert p(chest_and_soul("damned-soul-of-onys"), "alice").crystals == 3
    assert p(chest_and_soul("wondrous-chest"), "alice").crystals == 1
