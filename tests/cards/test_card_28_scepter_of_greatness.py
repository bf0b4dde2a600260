"""Card 28 Scepter of Greatness: 3 crystals per other magic item of the owner in play
(cards.md)."""

from tests.helpers import p, play, position, setup, step_c

COST = "1a1w1f1e"


def summon_scepter(game):
    return play(step_c(game, "alice"), "alice", "summon scepter-of-greatness")


def test_3_other_items_and_2_familiars_give_9():
    game = setup(position(), "alice", hand=[28], in_play=[1, 2, 13, 16, 21], energy=COST,
                 gauge=6, crystals=0)
    assert p(summon_scepter(game), "alice").crystals == 9


def test_as_the_first_card_in_play_0():
    game = setup(position(), "alice", hand=[28], energy=COST, gauge=1, crystals=0)
    assert p(summon_scepter(game), "alice").crystals == 0


def test_another_scepter_and_1_other_item_give_6():
    game = setup(position(), "alice", hand=[28], in_play=[28, 3], energy=COST, gauge=3,
                 crystals=0)
    assert p(summon_scepter(game), "alice").crystals == 6


def test_opponents_items_do_not_count():
    game = setup(position(), "alice", hand=[28], in_play=[3], energy=COST, gauge=2, crystals=0)
    setup(game, "bob", in_play=[1, 2, 4])
    assert p(summon_scepter(game), "alice").crystals == 3


def test_put_into_play_by_divine_chalice_counts_the_chalice():
    game = setup(position(draw_pile=[28]), "alice", hand=[9], in_play=[3], energy=COST, gauge=3,
                 crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert p(game, "alice").crystals == 6  # Amulet of Earth and the Chalice


def test_items_arriving_later_give_nothing():
    game = setup(position(), "alice", hand=[28, 1], in_play=[3], energy=COST + "2a", gauge=3,
                 crystals=0)
    game = play(summon_scepter(game), "alice", "summon amulet-of-air")
    assert p(game, "alice").crystals == 3  # counted once, when the Scepter entered play
