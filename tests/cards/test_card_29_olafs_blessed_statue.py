"""Card 29 Olaf's Blessed Statue: gain 20 crystals when it enters play (cards.md)."""

from tests.helpers import p, play, position, setup, step_c


def test_0_crystals_become_20():
    game = setup(position(), "alice", hand=[29], energy="3w", gauge=1, crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon olafs-blessed-statue")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (20, (0, 0, 0, 0))


def test_put_into_play_by_divine_chalice_gives_20_as_well():
    game = setup(position(draw_pile=[29]), "alice", hand=[9], energy="1a1w1f1e", gauge=2,
                 crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert p(game, "alice").crystals == 20  # R14.6: its own entry effect resolves


def test_returned_by_amsug_and_summoned_again_gives_20_again():
    game = setup(position(), "alice", hand=[17], in_play=[29], energy="1a1w", gauge=3,
                 crystals=20)
    game = play(step_c(game, "alice"), "alice", "summon amsug-longneck")
    assert p(game, "alice").hand == [29]
    setup(game, "alice", energy="3w")
    game = play(game, "alice", "summon olafs-blessed-statue")
    assert p(game, "alice").crystals == 40  # D27
