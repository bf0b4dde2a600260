"""Card 302 Orb of Ragfield (expansions.md 4.4, X15.3): +20 crystals; a card of its owner's hand
worth less than 12 PP costs exactly 5 crystals."""

from tests.helpers import moves, p, play, setup, step_c, xposition


def with_orb(hand, crystals, energy="0"):
    game = setup(xposition(), "alice", in_play=[302], hand=hand, crystals=crystals, gauge=3,
                 energy=energy)
    return step_c(game, "alice")


def summons(game):
    return [m for m in moves(game, "alice") if m.startswith("summon")]


def test_on_summon_plus_20():
    game = setup(xposition(), "alice", hand=[302], energy="1a1w1f1e", gauge=1)
    assert p(play(step_c(game, "alice"), "alice", "summon orb-of-ragfield"), "alice").crystals == 20


def test_amulet_of_earth_6_pp_costs_5c_no_energy():
    game = play(with_orb([3], 5), "alice", "summon amulet-of-earth")
    assert p(game, "alice").crystals == 9


def test_syllas_14_pp_keeps_3f():
    assert summons(with_orb([10], 20, energy="3f")) == ["summon syllas-the-faithful 3f"]


def test_temporal_boots_costs_5c_with_4_refused():
    assert summons(with_orb([7], 4)) == []
    assert summons(with_orb([7], 5)) == ["summon temporal-boots"]
