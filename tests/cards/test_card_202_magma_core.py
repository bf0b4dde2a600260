"""Card 202 Magma Core (expansions.md 4.3, X15.4): +1 fire each time an opponent summons;
sacrifice it for 3 fire."""

from tests.helpers import p, play, setup, step_c, xposition


def test_3_players_cost_2f_an_opponent_summons_owner_plus_1f():
    game = setup(xposition(3), "bob", hand=[202], energy="2f", gauge=2)
    game = play(step_c(game, "bob"), "bob", "summon magma-core")
    assert p(game, "bob").energy == (0, 0, 0, 0)
    game = setup(game, "alice", hand=[7], gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move +1")
    assert p(game, "bob").energy == (0, 0, 1, 0)


def test_divine_chalices_free_card_gives_nothing_only_the_chalices_summon():
    game = setup(xposition(draw_pile=[3]), "bob", in_play=[202], gauge=1)
    game = setup(game, "alice", hand=[9], energy="1a1w1f1e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert p(game, "bob").energy == (0, 0, 1, 0)


def test_activate_plus_3f_the_core_in_the_discard_pile():
    game = step_c(setup(xposition(), "alice", in_play=[202], gauge=1), "alice")
    game = play(game, "alice", "activate magma-core")
    assert (p(game, "alice").energy, game.discard) == ((0, 0, 3, 0), [202])
