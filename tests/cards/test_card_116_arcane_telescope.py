"""Card 116 Arcane Telescope (expansions.md 4.2): pay 2 crystals, look at the top 3 cards and put
them back in any order."""

from seasons_cli.engine import core
from tests.helpers import activations, p, play, setup, step_c, xposition


def test_5_crystals_become_3_the_next_draw_is_the_card_put_on_top():
    game = step_c(setup(xposition(draw_pile=[1, 2, 3, 5]), "alice", in_play=[116], gauge=1,
                        crystals=5), "alice")
    game = play(game, "alice", "activate arcane-telescope")
    held = game.pending[0].data["held"]
    game = play(game, "alice", "arrange " + " ".join(str(n) for n in reversed(held)))
    assert p(game, "alice").crystals == 3 and core.draw(game, 0) == held[-1]


def test_1_crystal_refused():
    game = step_c(setup(xposition(), "alice", in_play=[116], gauge=1, crystals=1), "alice")
    assert activations(game, "alice") == []


def test_after_a_thieving_fairies_toll_fewer_than_2_left_refused():
    game = setup(xposition(), "alice", in_play=[116], gauge=1, crystals=2)
    game = step_c(setup(game, "bob", in_play=[41], gauge=1), "alice")
    assert activations(game, "alice") == []
