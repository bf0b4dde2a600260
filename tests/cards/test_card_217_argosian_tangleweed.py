"""Card 217 Argosian Tangleweed (expansions.md 4.3, X22): a Deadbolt on an opponent's familiar: it
has no effect while the Tangleweed is in play."""

from seasons_cli.engine import core
from seasons_cli.engine.scoring import score
from tests.helpers import activations, in_play, p, play, setup, step_c, xposition


def lock(bob_cards):
    game = setup(xposition(), "bob", in_play=bob_cards, gauge=len(bob_cards))
    game = setup(game, "alice", hand=[217], energy="1a1e", gauge=2, in_play=[43])
    return play(step_c(game, "alice"), "alice", "summon argosian-tangleweed")


def test_lock_thieving_fairies_the_owners_activations_no_longer_pay_it():
    game = lock([41])
    assert p(game, "bob").in_play[0].effect == 0
    game = play(setup(game, "alice", crystals=5), "alice", "activate idol-of-the-familiar")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (5 + 1, 0)


def test_lock_ios_minion_its_holder_gains_crystals_again_it_cannot_be_passed():
    game = lock([218])
    core.gain_crystals(game, 1, 6)
    assert p(game, "bob").crystals == 6
    game = setup(game, "bob", energy="1a")
    assert activations(step_c(game, "bob"), "bob") == []


def test_the_tangleweed_is_sacrificed_the_familiar_works_again():
    game = lock([41])
    core.leave_play(game, 0, 1)
    assert p(game, "bob").in_play[0].effect == 41


def test_no_opponent_has_a_familiar_no_deadbolt_still_14_pp():
    game = lock([1])
    assert in_play(game, "alice") == ["idol-of-the-familiar", "argosian-tangleweed"]
    assert score(game)[0].card_prestige == 14


def test_locking_another_tangleweed_frees_for_good_the_familiar_it_had_locked():
    """X22.4 (ruling BGA)."""
    game = setup(xposition(), "bob", hand=[217], energy="1a1e", gauge=2)
    game = setup(game, "alice", in_play=[41], gauge=2)
    game = play(step_c(game, "bob"), "bob", "summon argosian-tangleweed")
    assert p(game, "alice").in_play[0].effect == 0
    game = setup(game, "alice", hand=[217], energy="1a1e")
    game = play(step_c(game, "alice"), "alice", "summon argosian-tangleweed")
    assert p(game, "alice").in_play[0].effect == 41 and p(game, "bob").in_play[0].effect == 0
