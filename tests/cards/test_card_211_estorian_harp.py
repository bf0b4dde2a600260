"""Card 211 Estorian Harp (expansions.md 4.3): discard 2 identical energy: gauge +1 and 3 crystals."""

from tests.helpers import activations, p, play, setup, step_c, xposition


def alice(energy, gauge=3, space=4, cards=()):
    return step_c(setup(xposition(space=space), "alice", in_play=[211, *cards], gauge=gauge,
                        energy=energy), "alice")


def test_discard_2e_gauge_plus_1_plus_3():
    game = play(alice("2e"), "alice", "activate estorian-harp 2e")
    assert (p(game, "alice").gauge, p(game, "alice").crystals) == (4, 3)


def test_only_1w_1f_refused_unless_winter_with_a_staff():
    assert activations(alice("1w1f"), "alice") == []
    assert activations(alice("1w1f", space=1, cards=[208]), "alice") == \
        ["activate estorian-harp 1w1f"]


def test_gauge_15_stays_15_plus_3():
    game = play(alice("2e", gauge=15), "alice", "activate estorian-harp 2e")
    assert (p(game, "alice").gauge, p(game, "alice").crystals) == (15, 3)
