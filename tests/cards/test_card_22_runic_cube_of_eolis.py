"""Card 22 Runic Cube of Eolis: costs 20 crystals, no effect, 30 prestige points (cards.md)."""

from seasons_cli.engine.registry import NO_EFFECT
from seasons_cli.engine.scoring import score
from tests.helpers import moves, p, play, position, setup, step_c


def test_20_crystals_summon_it_and_leave_0():
    game = setup(position(), "alice", hand=[22], energy="2a", gauge=1, crystals=20)
    game = play(step_c(game, "alice"), "alice", "summon runic-cube-of-eolis")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (0, (2, 0, 0, 0))


def test_19_crystals_are_not_enough():
    game = setup(position(), "alice", hand=[22], energy="7a", gauge=1, crystals=19)
    assert "summon runic-cube-of-eolis" not in moves(step_c(game, "alice"), "alice")  # R11.2


def test_it_does_nothing_on_entering_play():
    game = setup(position(), "alice", hand=[22], gauge=1, crystals=20)
    game = play(step_c(game, "alice"), "alice", "summon runic-cube-of-eolis")
    assert 22 in NO_EFFECT
    assert (p(game, "alice").gauge, p(game, "alice").hand) == (1, [])


def test_worth_30_points_in_play_at_the_end():
    game = setup(position(), "alice", in_play=[22], crystals=2)
    assert score(game)[0].card_prestige == 30
    assert score(game)[0].total == 32


def test_it_is_a_magic_item_for_scepter_of_greatness():
    game = setup(position(), "alice", hand=[28], in_play=[22], energy="1a1w1f1e", gauge=2,
                 crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon scepter-of-greatness")
    assert p(game, "alice").crystals == 3


def test_20_crystals_with_an_opponents_arcano_leech_are_not_enough():
    game = setup(position(), "alice", hand=[22], gauge=1, crystals=20)
    game = step_c(setup(game, "bob", in_play=[33]), "alice")
    assert "summon runic-cube-of-eolis" not in moves(game, "alice")  # needs 20 + 1 (card 33)
    game = play(step_c(setup(game, "alice", crystals=21), "alice"), "alice", "summon runic-cube")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 1)
