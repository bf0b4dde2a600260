"""Card 15 Die of Malice: in step A only, reroll your die (the new face replaces the old one) and
gain 2 crystals (cards.md, R9.2, R14.9, D4, D32)."""

from seasons_cli.engine.dice import FACES
from tests.helpers import moves, p, pending, play, position, setup, step_c, turn


def malice_turn(copies=1, face="Wi1-3"):
    game = setup(position(), "alice", in_play=[15] * copies, crystals=0)
    return turn(game, "alice", face=face)


def test_reroll_before_the_die_actions_only_the_new_face_applies():
    game = malice_turn()  # Wi1-3 would give 2 water and 3 crystals
    assert pending(game) == [("alice", "step_a")] and p(game, "alice").crystals == 0
    game = play(game, "alice", "activate die-of-malice")
    new = FACES["winter", 1, game.dice[0].face]
    assert p(game, "alice").crystals == 2 + new.crystals
    assert (p(game, "alice").energy, game.transmute_ok) == (new.energy, new.transmute)
    assert p(game, "alice").in_play[0].activated


def test_leftover_dice_are_not_rerolled():
    game = play(malice_turn(), "alice", "activate die-of-malice")
    assert [(d.die, d.face, d.owner) for d in game.dice[1:]] == [(2, 1, 1), (3, 1, None)]


def test_step_a_offers_nothing_but_the_die_and_go_on():
    assert moves(malice_turn(), "alice") == ["activate die-of-malice", "go"]


def test_not_activated_in_step_a_not_activatable_later_in_the_turn():
    game = play(malice_turn(), "alice", "go")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (3, (0, 2, 0, 0))
    assert not [m for m in moves(game, "alice") if m.startswith("activate")]


def test_summoned_this_turn_refused_then_allowed_next_turn():
    game = setup(position(), "alice", hand=[15], gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon die-of-malice")
    assert not [m for m in moves(game, "alice") if m.startswith("activate")]  # step A is over
    game = turn(game, "alice")
    assert "activate die-of-malice" in moves(game, "alice")


def test_two_copies_two_rerolls_4_crystals():
    game = play(malice_turn(copies=2), "alice", "activate die-of-malice#1")
    assert moves(game, "alice") == ["activate die-of-malice#2", "go"]  # after seeing the reroll
    game = play(game, "alice", "activate die-of-malice#2")
    new = FACES["winter", 1, game.dice[0].face]
    assert p(game, "alice").crystals == 4 + new.crystals
    assert [c.activated for c in p(game, "alice").in_play] == [True, True]


def test_once_per_round():
    game = play(malice_turn(), "alice", "activate die-of-malice")
    game = turn(game, "alice")  # a later turn of the same round: the card is still turned
    assert pending(game) != [("alice", "step_a")]


def test_opponents_thieving_fairies_take_their_toll_first():
    """Card 41: 3 crystals, pay 1 (2), gain 2 (4), then the new face; the Fairies' owner +2."""
    game = setup(malice_turn(), "alice", crystals=3)
    game = setup(game, "bob", in_play=[41], crystals=0)
    game = play(game, "alice", "activate die-of-malice")
    new = FACES["winter", 1, game.dice[0].face]
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (4 + new.crystals, 2)
