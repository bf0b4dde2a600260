"""Card 41 Thieving Fairies: whenever an opponent activates a card, they give the Fairies' owner
1 crystal and the owner gains 1 more; the toll comes before the activation cost (cards.md, R14.9,
R14.10, R20.4)."""

from seasons_cli.engine import registry
from seasons_cli.engine.dice import FACES
from tests.helpers import (
    activations,
    end_round,
    moves,
    p,
    play,
    position,
    setup,
    step_c,
    turn,
)

IDOL = "activate idol-of-the-familiar"  # no cost; with no familiar of the activator it gives 0


def idol_against_fairies(crystals, fairies=1, game=None):
    game = setup(game or position(), "alice", in_play=[43], crystals=crystals)
    setup(game, "bob", in_play=[41] * fairies, crystals=0)
    return play(step_c(game, "alice"), "alice", IDOL)


def test_marked_passive_the_toll_is_in_every_activation():
    assert 41 in registry.PASSIVE and registry.implemented(41)


def test_opponent_with_5_crystals_activates_4_left_owner_plus_2():
    game = idol_against_fairies(5)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (4, 2)


def test_opponent_with_0_crystals_still_activates_owner_plus_1():
    game = idol_against_fairies(0)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 1)
    assert p(game, "alice").in_play[0].activated


def test_each_fairies_takes_its_own_toll():
    game = idol_against_fairies(5, fairies=2)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (3, 4)


def test_the_owners_own_activations_pay_nothing():
    game = setup(position(), "bob", in_play=[41, 16], energy="1f", crystals=5)
    setup(game, "alice", crystals=6)
    game = play(step_c(game, "bob"), "bob", "activate kairn-the-destroyer 1f")
    assert (p(game, "bob").crystals, p(game, "alice").crystals) == (5, 2)


def test_3_players_tolls_from_the_activators_left_with_1_crystal():
    """R14.10, R20.4: bob (alice's left) takes alice's only crystal and gains 1 more: 2;
    carol gets nothing from alice and gains her 1."""
    game = idol_against_fairies(1, game=setup(position(3), "carol", in_play=[41], crystals=0))
    assert [pl.crystals for pl in game.players] == [0, 2, 1]


def test_3_players_the_order_turns_with_the_activator():
    """The same with carol activating: her left is alice, who gets the crystal; bob only his 1."""
    game = setup(position(3), "carol", in_play=[43], crystals=1)
    setup(game, "alice", in_play=[41], crystals=0)
    setup(game, "bob", in_play=[41], crystals=0)
    game = play(step_c(game, "carol"), "carol", IDOL)
    assert [pl.crystals for pl in game.players] == [2, 1, 0]


def test_die_of_malice_in_step_a_pays_the_toll():
    """Card 15 is an activation too: 3 - 1 + 2, then the new face's crystals; the owner +2."""
    game = setup(position(), "alice", in_play=[15], crystals=3)
    game = turn(setup(game, "bob", in_play=[41], crystals=0), "alice", face="Wi1-3")
    game = play(game, "alice", "activate die-of-malice")
    new = FACES["winter", 1, game.dice[0].face]
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (4 + new.crystals, 2)


def test_a_crystal_cost_must_be_payable_after_the_toll():
    """R14.9: Mirror of the Seasons with 3 crystals: after the toll 2, so X is at most 2."""
    game = setup(position(), "alice", in_play=[47], energy="3w", crystals=3)
    game = step_c(setup(game, "bob", in_play=[41]), "alice")
    assert sorted({m.split()[2] for m in activations(game, "alice")}) == ["1w", "2w"]
    game = play(game, "alice", "activate mirror 2w 2f")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (0, (0, 1, 2, 0))
    assert p(game, "bob").crystals == 2


def test_with_1_crystal_a_crystal_cost_activation_is_refused():
    game = setup(position(), "alice", in_play=[47], energy="3w", crystals=1)
    game = step_c(setup(game, "bob", in_play=[41]), "alice")
    assert activations(game, "alice") == []


def test_a_potion_pays_the_toll():
    game = setup(position(), "alice", in_play=[25], crystals=2)
    game = play(step_c(setup(game, "bob", in_play=[41], crystals=0), "alice"), "alice",
                "activate potion-of-knowledge", "gain 5f")
    assert (p(game, "alice").crystals, p(game, "bob").crystals, p(game, "alice").energy) == \
        (1, 2, (0, 0, 5, 0))


def test_passing_damned_soul_of_onys_pays_the_toll_to_the_receiver():
    game = setup(position(), "alice", in_play=[50], energy="1w", crystals=4)
    game = play(step_c(setup(game, "bob", in_play=[41], crystals=0), "alice"), "alice",
                "activate damned-soul-of-onys 1w")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (3, 2)


def test_summons_and_end_of_round_effects_pay_nothing():
    game = setup(position(), "alice", hand=[3], energy="2e", crystals=1, gauge=1, in_play=[])
    game = play(step_c(setup(game, "bob", in_play=[41], crystals=0), "alice"), "alice",
                "summon amulet-of-earth")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (10, 0)
    setup(game, "alice", in_play=[13], energy="4w")
    assert p(end_round(game), "bob").crystals == 0


def test_2_players_cost_0_crystals_still_a_summon():
    """Cost 0C with two players: summoned with 0 crystals, and Staff of Spring gives its 3."""
    game = setup(position(), "alice", hand=[41], in_play=[6], crystals=0, gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon thieving-fairies")
    assert p(game, "alice").crystals == 3


def test_cost_3_crystals_with_3_players_6_with_4():
    three = step_c(setup(position(3), "alice", hand=[41], crystals=2, gauge=1), "alice")
    four = step_c(setup(position(4), "alice", hand=[41], crystals=6, gauge=1), "alice")
    assert "summon thieving-fairies" not in moves(three, "alice")
    assert p(play(four, "alice", "summon thieving-fairies"), "alice").crystals == 0
