"""X28 Year changes (expansions.md): the three main year changes happen once each, whatever move
causes them; a backward year change and a later crossing are additional ones; X27.3 their order."""

from tests.helpers import end_round_moving, p, play, setup, step_c, xposition


def test_the_first_move_into_year_2_is_the_main_one():
    game = end_round_moving(xposition(space=11), 2)
    assert (game.year, game.extra.years) == (2, (2,))


def test_back_into_year_1_and_forward_again_is_additional():
    game = end_round_moving(xposition(space=11), 2)
    game = setup(game, "alice", hand=[7, 7], gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move -1",
                "summon temporal-boots", "move +1")
    assert (game.year, game.extra.years) == (2, (2,))


def test_the_final_one_is_the_move_past_space_12_of_year_3():
    game = end_round_moving(xposition(space=11, year=3), 2)
    assert game.finished and game.extra.years == (4,)


def test_library_cards_join_the_hands_before_the_year_change_effects():
    """X28.3: the new year's library cards join the hands, then Arus's Cunning Schemes."""
    game = setup(xposition(enchantment="aruss-cunning-schemes", space=11), "alice",
                 library2=[1])
    game = end_round_moving(game, 2)
    assert (p(game, "alice").hand, p(game, "bob").hand) == ([], [1])
