"""A player's turn: steps A to D (R9, D5, D32, D18)."""

from seasons_cli.engine.dice import FACES
from tests.helpers import moves, p, pending, play, position, setup, turn


def test_crystals_and_energy_are_gained_at_once():
    """R9.3 B1-B2: face 2 water +3 crystals: both gained, no choice, then step C."""
    game = turn(position(), "alice", "Wi1-3")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (3, (0, 2, 0, 0))
    assert pending(game) == [("alice", "main")]


def test_star_raises_the_gauge():
    """R9.3 B3: a star face raises the summoning gauge by 1."""
    game = turn(setup(position(), "alice", gauge=4), "alice", "Wi1-2")
    assert p(game, "alice").gauge == 5


def test_overflow_is_settled_before_the_star():
    """R9.3 B2 then B3, D5: with 6 tokens, 2 water overflow the reserve; the gauge rises only
    after the discard."""
    game = turn(setup(position(), "alice", energy="6f"), "alice", "Wi1-2")
    assert pending(game) == [("alice", "overflow")]
    assert p(game, "alice").gauge == 0
    game = play(game, "alice", "discard 1f")
    assert (p(game, "alice").gauge, p(game, "alice").energy) == (1, (0, 2, 5, 0))


def test_draw_face_asks_to_draw_or_use_the_bonus_before_step_c():
    """R9.3 B4, D5: the draw (or the bonus draw 2) comes before any step C action."""
    game = turn(setup(position(draw_pile=[29]), "alice", hand=[29], energy="3w", gauge=1), "alice",
                "Wi1-5")
    assert sorted(moves(game, "alice")) == ["bonus draw2", "draw"]


def test_drawn_card_kept():
    """R9.3 B4 (a): draw 1 card and keep it in hand; then step C."""
    game = turn(position(draw_pile=[29]), "alice", "Wi1-5")
    game = play(game, "alice", "draw", "keep")
    assert (p(game, "alice").hand, game.draw_pile) == ([29], [])
    assert pending(game) == [("alice", "main")]


def test_drawn_card_discarded():
    """R9.3 B4 (a): the drawn card may be discarded instead."""
    game = turn(position(draw_pile=[29]), "alice", "Wi1-5")
    game = play(game, "alice", "draw", "discard")
    assert (p(game, "alice").hand, game.discard) == ([], [29])


def test_without_bonuses_left_the_card_is_simply_drawn():
    """R9.3 B4, R15.1: with 3 bonuses used the only way is the plain draw."""
    game = turn(setup(position(draw_pile=[29]), "alice", bonuses=3), "alice", "Wi1-5")
    assert sorted(moves(game, "alice")) == ["discard", "keep"]


def test_transmute_frame_gives_permission():
    """R9.3 B5: a face with the frame allows transmuting in step C; one without does not."""
    framed = turn(setup(position(), "alice"), "alice", "Wi1-6")
    plain = turn(setup(position(), "alice"), "alice", "Wi1-3")
    assert "transmute 1a" in moves(framed, "alice")
    assert not [m for m in moves(plain, "alice") if m.startswith("transmute")]


def test_permission_lasts_the_whole_turn():
    """R9.3 B5, D5: after summoning, the frame still allows transmuting in the same turn."""
    game = setup(position(), "alice", hand=[1], energy="2a", gauge=1)
    game = play(turn(game, "alice", "Wi1-6"), "alice", "summon amulet-of-air")
    assert sorted(m for m in moves(game, "alice") if m.startswith("transmute")) == \
        ["transmute 1a", "transmute 1a1w", "transmute 1w"]


def test_permission_ends_with_the_turn():
    """R9.5: alice's permission is gone at the end of her turn; bob's die has no frame."""
    game = turn(position(), "alice", "Wi1-6")
    game.dice[1].owner = 1  # bob holds winter die 2 face 1: 2 water, star
    game = play(game, "alice", "end")
    assert (game.active, game.transmute_ok) == (1, False)
    assert not [m for m in moves(game, "bob") if m.startswith("transmute")]


def test_no_action_in_step_c_is_allowed():
    """R9.4: a player may end the turn at once."""
    game = turn(position(), "alice", "Wi1-3")
    game.dice[1].owner = 1
    game = play(game, "alice", "end")
    assert game.active == 1


def test_last_turn_ends_the_round():
    """R9.5, R17: after the last player's turn the round ends: the token moves (the leftover die
    is winter die 3 face 1, 1 dot) and the next round starts with bob first."""
    game = turn(position(), "alice", "Wi1-3")
    game.dice[1].owner = 1
    game = play(game, "alice", "end")
    game = play(game, "bob", "end")
    assert (game.position, game.round, game.first) == (2, 2, 1)


def test_only_the_active_player_acts():
    """R20.1, D18: during alice's step C bob has no move at all."""
    game = turn(setup(position(), "bob", hand=[7], gauge=3), "alice", "Wi1-6")
    assert moves(game, "bob") == []


def test_die_of_malice_comes_before_the_die_actions():
    """R9.2, D32: with a straight Die of Malice, step A is asked before any die action."""
    game = turn(setup(position(), "alice", in_play=[15]), "alice", "Wi1-3")
    assert sorted(moves(game, "alice")) == ["activate die-of-malice", "go"]
    assert p(game, "alice").crystals == 0


def test_die_of_malice_cannot_be_used_after_step_b():
    """D32: once the player goes on to step B, the Die of Malice is no longer offered."""
    game = turn(setup(position(), "alice", in_play=[15]), "alice", "Wi1-3")
    game = play(game, "alice", "go")
    assert p(game, "alice").crystals == 3
    assert "activate die-of-malice" not in moves(game, "alice")


def test_die_of_malice_rerolls_and_gives_two_crystals():
    """R9.2: the die is rerolled, the new face replaces the old one, and the player gains 2
    crystals plus what the new face gives."""
    game = turn(setup(position(), "alice", in_play=[15]), "alice", "Wi4-5")
    game = play(game, "alice", "activate die-of-malice")
    rolled = next(e["face"] for e in game.events if e["kind"] == "reroll")
    assert next(d for d in game.dice if d.owner == 0).face == rolled
    assert p(game, "alice").crystals == 2 + FACES["winter", 4, rolled].crystals
    assert game.players[0].in_play[0].activated


def test_a_second_die_of_malice_after_seeing_the_first_reroll():
    """R9.2, D32: with two Dice of Malice the second is offered again after the first reroll."""
    game = turn(setup(position(), "alice", in_play=[15, 15]), "alice", "Wi4-5")
    game = play(game, "alice", "activate die-of-malice")
    assert sorted(moves(game, "alice")) == ["activate die-of-malice#2", "go"]
