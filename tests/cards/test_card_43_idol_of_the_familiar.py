"""Card 43 Idol of the Familiar: 2nd edition (default) +10 crystals on summon; both editions
activate for 1 crystal per own familiar in play (cards.md, D7)."""

import pytest

from tests.helpers import activations, p, play, position, setup, step_c

ALL_FOUR = "1a1w1f1e"


def summon_idol(edition):
    game = setup(position(edition=edition), "alice", hand=[43], energy=ALL_FOUR, crystals=5, gauge=1)
    return play(step_c(game, "alice"), "alice", "summon idol-of-the-familiar")


def activate_idol(game):
    return play(step_c(game, "alice"), "alice", "activate idol-of-the-familiar")


def test_second_edition_summon_with_5_crystals_gives_15():
    assert p(summon_idol(2), "alice").crystals == 15


def test_first_edition_summon_with_5_crystals_stays_5():
    assert p(summon_idol(1), "alice").crystals == 5


@pytest.mark.parametrize("edition", [1, 2])
def test_activation_with_3_familiars_gives_3(edition):
    game = setup(position(edition=edition), "alice", in_play=[43, 10, 16, 3, 21], crystals=0)
    game = activate_idol(game)
    assert p(game, "alice").crystals == 3 and p(game, "alice").in_play[0].activated


def test_opponents_familiars_do_not_count_a_held_damned_soul_does():
    game = setup(position(), "alice", in_play=[43, 50], crystals=0)
    game = activate_idol(setup(game, "bob", in_play=[10, 11, 12]))
    assert p(game, "alice").crystals == 1


def test_0_familiars_activation_allowed_gives_0_and_pays_the_fairies():
    game = setup(position(), "alice", in_play=[43, 3], crystals=2)
    game = step_c(setup(game, "bob", in_play=[41], crystals=0), "alice")
    assert activations(game, "alice") == ["activate idol-of-the-familiar"]
    game = play(game, "alice", "activate idol-of-the-familiar")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1, 2)


def test_once_per_round():
    game = activate_idol(setup(position(), "alice", in_play=[43, 10]))
    assert activations(game, "alice") == []
