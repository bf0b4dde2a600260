"""Card 219 Otus the Oracle (expansions.md 4.3, X15.1, X17.3, X29.1): one card per player face up
in its centre row; each player may summon one of them per turn."""

from tests.helpers import end_game, in_play, moves, p, play, setup, step_c, xposition


def summon_otus(players=3, draw_pile=(3, 29, 7), **alice):
    game = setup(xposition(players, draw_pile=list(draw_pile)), "alice", hand=[219],
                 energy="1a1w", gauge=4, **alice)
    game.extra = game.extra.replace(top=tuple(draw_pile))
    game.draw_pile = []
    return play(step_c(game, "alice"), "alice", "summon otus-the-oracle")


def test_3_players_3_cards_face_up_the_owner_summons_one_at_once():
    game = summon_otus()
    assert game.extra.rows[0][1] == (3, 29, 7)
    assert [m for m in moves(game, "alice") if m.startswith("centre")] == [
        "centre temporal-boots"]
    game = play(game, "alice", "centre temporal-boots", "move +1")
    assert in_play(game, "alice") == ["otus-the-oracle", "temporal-boots"]
    assert not [m for m in moves(game, "alice") if m.startswith("centre")]


def test_an_opponent_summons_a_centre_card_staff_of_spring_gives_them_3_not_a_second():
    game = summon_otus()
    game = setup(game, "bob", in_play=[6], energy="2e3w", gauge=4)
    game = play(step_c(game, "bob"), "bob", "centre amulet-of-earth 2e")
    assert p(game, "bob").crystals == 9 + 3
    assert not [m for m in moves(game, "bob") if m.startswith("centre")]


def test_otus_sacrificed_with_2_centre_cards_left_both_removed_from_the_game():
    from seasons_cli.engine import core

    game = play(summon_otus(), "alice", "centre temporal-boots", "move +1")
    core.leave_play(game, 0, 0)
    assert game.extra.rows == () and game.extra.removed == (3, 29)


def test_end_of_the_game_with_1_centre_card_left_discarded_no_score_effect():
    game = summon_otus(2, draw_pile=(3, 29))
    game = end_game(game)
    assert sorted(game.discard) == [3, 29] and game.extra.rows == ()


def test_orb_of_ragfield_does_not_change_a_centre_cards_cost():
    game = summon_otus(in_play=[302], crystals=5)  # the Orb: Otus itself for 5 crystals
    assert "centre olafs-blessed-statue" not in " ".join(moves(game, "alice"))
