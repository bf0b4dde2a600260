"""Card 221 Igramul the Banisher (expansions.md 4.3, X3.4): name a card; opponents show their
hands and discard every copy; the owner gains the named card's energy cost once."""

from tests.helpers import p, play, setup, step_c, xposition


def banish(named, **hands):
    game = xposition(3)
    for who, hand in hands.items():
        game = setup(game, who, hand=hand)
    game = setup(game, "alice", hand=[221], crystals=3, gauge=1)
    return play(step_c(game, "alice"), "alice", "summon igramul-the-banisher", f"name {named}")


def test_name_divine_chalice_one_opponent_holds_one_plus_1a_1w_1f_1e():
    game = banish("divine-chalice", bob=[9, 3], carol=[1])
    assert (p(game, "bob").hand, game.discard) == ([3], [9])
    assert p(game, "alice").energy == (1, 1, 1, 1)


def test_name_naria_3c_a_copy_discarded_no_energy():
    game = banish("naria-the-prophetess", bob=[12])
    assert game.discard == [12] and p(game, "alice").energy == (0, 0, 0, 0)


def test_two_opponents_each_hold_amulet_of_water_both_discarded_plus_2w_once():
    game = banish("amulet-of-water", bob=[4], carol=[4])
    assert game.discard == [4, 4] and p(game, "alice").energy == (0, 2, 0, 0)


def test_nobody_holds_it_nothing_all_hands_were_shown():
    game = banish("amulet-of-air", bob=[3], carol=[29])
    assert p(game, "alice").energy == (0, 0, 0, 0)
    assert [e["player"] for e in game.events if e["kind"] == "shown_hand"] == ["bob", "carol"]


def test_chrono_ring_with_3_players_gives_1w_1e():
    game = banish("chrono-ring", bob=[212])
    assert p(game, "alice").energy == (0, 1, 0, 1)
