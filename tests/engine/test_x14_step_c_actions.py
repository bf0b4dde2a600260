"""X14 Step C: new actions (expansions.md): using a token, summoning from an Otus centre row,
declaring Fertile Grave, Vision of Destiny's 5 crystals, Olaf's Knowledge's bonus; X2 the new
components the engine keeps."""

from seasons_cli.cards.abilities import TOKEN_POOLS
from seasons_cli.engine.extra import Extra
from seasons_cli.engine.piles import show_top
from tests.helpers import moves, play, setup, step_c, xposition


def test_the_expansions_actions_come_after_the_bonuses_and_before_end():
    game = xposition(kept=(7,), enchantment="olafs-knowledge", draw_pile=[3])
    game = step_c(setup(game, "alice", bonuses=2), "alice")
    listed = moves(game, "alice")
    assert listed[-3:] == ["use t7", "bonus draw", "end"]


def test_a_centre_row_summon_and_vision_and_grave_are_actions_of_step_c():
    game = xposition(enchantment="vision-of-destiny", draw_pile=[1, 2, 3])
    show_top(game)
    game = step_c(setup(game, "alice", crystals=5), "alice")
    assert "vision" in moves(game, "alice")
    game = xposition(enchantment="fertile-grave", discard=[7])
    game = step_c(setup(game, "alice", gauge=1), "alice")
    assert "grave" in moves(game, "alice")
    game = xposition()
    game.extra = game.extra.replace(rows=((99, (7,)),))
    game = step_c(setup(game, "alice", gauge=1), "alice")
    assert "centre temporal-boots" in moves(game, "alice")
    assert "centre temporal-boots" not in moves(play(game, "alice", "centre temporal-boots",
                                                     "move +1"), "alice")


def test_the_components_the_engine_keeps():
    """X2: the Replica stack (10), the token pools (12 + 5 in scope), a count of
    decreased-reserve tokens per player, the game's enchantment."""
    extra = Extra.new(3, "drought", 10)
    assert (extra.replicas, extra.reductions, extra.enchantment) == (10, (0, 0, 0), "drought")
    assert (len(TOKEN_POOLS["enchanted-kingdom"]), len(TOKEN_POOLS["path-of-destiny"])) == (12, 5)
