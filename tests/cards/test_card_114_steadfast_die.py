"""Card 114 Steadfast Die (expansions.md 4.2, X13 A3): instead of the face, gauge +1, 1 energy, or
permission to transmute; one replacement per turn however many Steadfast Dice."""

from tests.helpers import moves, p, pending, play, setup, turn, xposition


def alice(face, dice=1):
    game = setup(xposition(space=4), "alice", in_play=[114] * dice, gauge=3, energy="1e")
    return turn(game, "alice", face)


def test_face_of_6_crystals_gauge_instead_no_crystals():
    game = alice("Sp1-3")
    assert moves(game, "alice") == ["option gauge", "option energy", "option transmute", "go"]
    game = play(game, "alice", "option gauge")
    assert (p(game, "alice").gauge, p(game, "alice").crystals) == (4, 0)
    assert p(game, "alice").energy == (0, 0, 0, 1) and pending(game) == [("alice", "main")]


def test_face_draw_a_card_transmute_permission_instead_no_draw():
    game = play(alice("Sp1-1"), "alice", "option transmute")
    assert game.transmute_ok and p(game, "alice").hand == []
    assert [m for m in moves(game, "alice") if m.startswith("transmute")] == ["transmute 1e"]


def test_two_steadfast_dice_still_one_replacement():
    game = play(alice("Sp1-3", dice=2), "alice", "option gauge")
    assert p(game, "alice").gauge == 4 and pending(game) == [("alice", "main")]


def test_going_on_uses_the_face():
    game = play(alice("Sp1-3"), "alice", "go")
    assert p(game, "alice").crystals == 3
