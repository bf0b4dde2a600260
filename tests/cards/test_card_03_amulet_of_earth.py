"""Card 3 Amulet of Earth: on summon, gain 9 crystals (cards.md, Test ideas)."""

from tests.helpers import p, play, position, setup, step_c


def test_summoned_with_5_crystals_gives_14():
    game = step_c(setup(position(), "alice", hand=[3], energy="2e", gauge=1, crystals=5), "alice")
    game = play(game, "alice", "summon amulet-of-earth")
    assert p(game, "alice").crystals == 14


def test_with_staff_of_spring_gives_17():
    game = setup(position(), "alice", hand=[3], energy="2e", gauge=2, crystals=5, in_play=[6])
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth 2e")
    assert p(game, "alice").crystals == 17  # Staff +3 first (R14.4), then the Amulet +9


def test_put_into_play_by_divine_chalice_with_staff_gives_14():
    game = setup(position(draw_pile=[3]), "alice", hand=[9], energy="1a1w1f1e", gauge=3,
                 crystals=5, in_play=[6])
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    # The Chalice itself is summoned (+3 from the Staff); the only card drawn enters for free.
    assert p(game, "alice").crystals == 5 + 3 + 9
