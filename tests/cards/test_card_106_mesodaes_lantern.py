"""Card 106 Mesodae's Lantern (expansions.md 4.2, X6, X16.2): the reserve holds 1 less; end of
round +3 crystals; it enters play only by a summon."""

from seasons_cli.engine.core import reserve_limit
from tests.helpers import end_round, p, pending, play, setup, step_c, xposition


def test_with_a_grimoire_reserve_10_summoned_for_3a3w_reserve_4_limit_9():
    game = setup(xposition(), "alice", hand=[106], energy="3a3w4e", in_play=[18], gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon mesodaes-lantern")
    assert (sum(p(game, "alice").energy), reserve_limit(game, 0)) == (4, 9)


def test_no_grimoire_reserve_7_summoned_reserve_1_limit_6_end_of_round_plus_3():
    game = setup(xposition(), "alice", hand=[106], energy="3a3w1e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon mesodaes-lantern")
    assert (sum(p(game, "alice").energy), reserve_limit(game, 0)) == (1, 6)
    assert p(end_round(game), "alice").crystals == 3


def test_the_limit_drops_as_it_enters_overflow_at_once():
    game = setup(xposition(), "alice", hand=[106], energy="3a3w2e1f", in_play=[18], gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon mesodaes-lantern 3a3w")
    assert sum(p(game, "alice").energy) == 3 and pending(game) == [("alice", "main")]
    game = setup(xposition(), "alice", hand=[106], energy="3a3w1e", gauge=3)
    game.players[0].in_play = []
    game = play(step_c(game, "alice"), "alice", "summon mesodaes-lantern")
    assert reserve_limit(game, 0) == 6


def test_divine_chalice_cannot_choose_it():
    game = setup(xposition(draw_pile=[106, 3, 13, 14]), "alice", hand=[9], energy="1a1w1f1e",
                 gauge=4)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    from tests.helpers import moves

    assert "choose mesodaes-lantern" not in moves(game, "alice")


def test_potion_of_dreams_with_only_the_lantern_in_hand_refused():
    from tests.helpers import activations

    game = setup(xposition(), "alice", hand=[106], in_play=[24], gauge=3)
    assert activations(step_c(game, "alice"), "alice") == []


def test_two_lanterns_minus_2_and_plus_6():
    game = setup(xposition(), "alice", in_play=[106, 106], gauge=2)
    assert reserve_limit(game, 0) == 5 and p(end_round(game), "alice").crystals == 6
