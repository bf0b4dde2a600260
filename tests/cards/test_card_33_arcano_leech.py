"""Card 33 Arcano Leech: each summon from hand by an opponent first gives the Leech's owner 1
crystal (cards.md, R14.3-R14.4, D22); free put-into-play pays nothing (R14.6)."""

from seasons_cli.engine.registry import PASSIVE, implemented
from tests.helpers import in_play, moves, p, play, position, setup, step_c


def summons(game, who="alice"):
    return [m for m in moves(step_c(game, who), who) if m.startswith("summon")]


def with_leech(players=2, **alice):
    game = setup(position(players), "bob", in_play=[33], crystals=0)
    return setup(game, "alice", **alice)


def test_opponent_with_4_crystals_summons_amulet_of_earth():
    game = with_leech(hand=[3], energy="2e", gauge=1, crystals=4)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (3 + 9, 1)


def test_opponent_with_0_crystals_cannot_summon_anything_from_hand():
    game = with_leech(hand=[7, 3], energy="2e", gauge=2, crystals=0)
    assert summons(game) == []  # Temporal Boots (free) included


def test_opponent_with_3_crystals_cannot_summon_naria():
    game = with_leech(hand=[12], gauge=1, crystals=3)
    assert summons(game) == []  # needs 3 + 1
    game = setup(game, "alice", crystals=4)
    game = play(step_c(game, "alice"), "alice", "summon naria-the-prophetess")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 1)


def test_divine_chalice_pays_the_toll_the_free_card_does_not():
    game = with_leech(hand=[9], energy="1a1w1f1e", gauge=2, crystals=2)
    game.draw_pile = [3]
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert in_play(game, "alice") == ["divine-chalice", "amulet-of-earth"]
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1 + 9, 1)


def test_the_owners_own_summons_pay_nothing():
    game = setup(position(), "alice", in_play=[33], hand=[3], energy="2e", gauge=2, crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth")
    assert p(game, "alice").crystals == 9


def test_a_free_card_from_hand_still_pays():
    game = with_leech(hand=[7], gauge=1, crystals=1)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move +1")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 1)


def test_leeches_of_two_owners_take_1_each():
    game = setup(with_leech(3, hand=[3], energy="2e", gauge=1, crystals=1), "carol", in_play=[33])
    assert summons(game) == []  # 1 crystal, 2 tolls
    game = setup(game, "alice", crystals=2)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth")
    assert [p(game, who).crystals for who in ("alice", "bob", "carol")] == [9, 1, 1]


def test_two_leeches_of_one_owner_take_2():
    game = setup(with_leech(hand=[3], energy="2e", gauge=1, crystals=2), "bob", in_play=[33, 33])
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (9, 2)


def test_cost_depends_on_the_player_count():
    for players, cost in ((2, 2), (3, 5), (4, 8)):
        game = setup(position(players), "alice", hand=[33], gauge=1, crystals=cost)
        game = play(step_c(game, "alice"), "alice", "summon arcano-leech")
        assert (in_play(game, "alice"), p(game, "alice").crystals) == (["arcano-leech"], 0)


def test_the_leech_is_a_permanent_effect_read_by_the_summon_rules():
    assert 33 in PASSIVE and implemented(33)
