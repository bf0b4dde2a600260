"""Card 50 Damned Soul of Onys: on summon 10 crystals and 1 water; activation (discard 1 water):
pass it straight to the left neighbour's play area, ignoring the gauge; at the end of each round
its holder loses 3 crystals; -5 prestige (cards.md, R14.7, R17.1, D9)."""

from seasons_cli.engine.scoring import score
from tests.helpers import (
    activations,
    end_round,
    in_play,
    moves,
    p,
    pending,
    play,
    position,
    setup,
    step_c,
    tokens_on,
)

PASS = "activate damned-soul-of-onys"


def holding_soul(players=2, energy="1w", **alice):
    return step_c(setup(position(players), "alice", in_play=[50], energy=energy, **alice), "alice")


def test_summon_with_0_crystals_gives_10_and_1_water():
    game = setup(position(), "alice", hand=[50], energy="1w", crystals=0, gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon damned-soul-of-onys")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (10, (0, 1, 0, 0))


def test_pass_left_straight_the_receiver_gains_nothing():
    game = holding_soul(3)
    setup(game, "bob", crystals=2, energy="1f", in_play=[6, 30])
    game = play(game, "alice", f"{PASS} 1w")
    assert (in_play(game, "alice"), in_play(game, "bob")[-1], in_play(game, "carol")) == \
        ([], "damned-soul-of-onys", [])
    assert not p(game, "bob").in_play[-1].activated
    assert (p(game, "bob").crystals, p(game, "bob").energy) == (2, (0, 0, 1, 0))
    assert pending(game) == [("alice", "main")]  # no Yjang's Vase energy to choose


def test_receiver_without_room_gets_it_and_cannot_summon():
    game = holding_soul()
    setup(game, "bob", in_play=[1, 2, 3], gauge=3, hand=[7])
    game = play(game, "alice", f"{PASS} 1w")
    assert len(p(game, "bob").in_play) == 4
    assert not [m for m in moves(step_c(game, "bob"), "bob") if m.startswith("summon")]


def test_holder_with_2_crystals_at_the_end_of_the_round_has_0():
    game = end_round(setup(position(), "alice", in_play=[50], crystals=2))
    assert p(game, "alice").crystals == 0


def test_each_copy_costs_3():
    game = end_round(setup(position(), "alice", in_play=[50, 50], crystals=10))
    assert p(game, "alice").crystals == 4


def test_the_new_holder_pays_at_the_end_of_the_round():
    game = setup(play(holding_soul(crystals=5), "alice", f"{PASS} 1w"), "bob", crystals=5)
    game = end_round(game)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (5, 2)


def test_receiver_passes_it_back_in_the_same_round():
    game = play(holding_soul(), "alice", f"{PASS} 1w")
    game = play(step_c(setup(game, "bob", energy="1w"), "bob"), "bob", f"{PASS} 1w")
    assert (in_play(game, "alice"), in_play(game, "bob")) == (["damned-soul-of-onys"], [])


def test_water_from_an_amulet_of_water_pays():
    game = tokens_on(setup(position(), "alice", in_play=[50, 4], energy="0"), "alice", 4, "1w")
    game = play(step_c(game, "alice"), "alice", f"{PASS} 1w@amulet-of-water")
    assert in_play(game, "bob") == ["damned-soul-of-onys"]


def test_no_water_means_no_activation():
    assert activations(holding_soul(energy="2f1a"), "alice") == []


def test_counts_minus_5_for_its_holder():
    game = setup(position(), "alice", in_play=[50, 3], crystals=10)
    assert (score(game)[0].card_prestige, score(game)[0].total) == (1, 11)


def test_hand_of_fortune_does_not_reduce_its_1_water():
    game = setup(position(), "alice", hand=[50], in_play=[20], energy="1f", gauge=2)
    assert "summon damned-soul-of-onys" not in moves(step_c(game, "alice"), "alice")


def test_passing_is_no_summon_for_an_arcano_leech():
    game = holding_soul(crystals=3)
    game = play(setup(game, "bob", in_play=[33], crystals=0), "alice", f"{PASS} 1w")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (3, 0)
