"""Card 208 Staff of Winter (expansions.md 4.3): in winter every token of its owner also counts
as earth; activate: discard a magic item from hand for 3 energy."""

from tests.helpers import activations, moves, p, play, setup, step_c, xposition


def test_winter_transmute_2w_1f_gives_9():
    game = step_c(setup(xposition(space=1), "alice", in_play=[208], gauge=1, energy="2w1f"),
                  "alice", transmute=True)
    assert p(play(game, "alice", "transmute 2w1f"), "alice").crystals == 9


def test_winter_summon_staff_of_spring_paying_3w_allowed_in_spring_refused():
    game = setup(xposition(space=1), "alice", in_play=[208], gauge=2, energy="3w", hand=[6])
    assert "summon staff-of-spring 3w" in moves(step_c(game, "alice"), "alice")
    game = setup(xposition(space=4), "alice", in_play=[208], gauge=2, energy="3w", hand=[6])
    assert not [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("summon")]


def test_activate_discarding_runic_cube_plus_3_tokens():
    game = step_c(setup(xposition(), "alice", in_play=[208], gauge=1, hand=[22]), "alice")
    game = play(game, "alice", "activate staff-of-winter runic-cube-of-eolis", "gain 3e")
    assert (p(game, "alice").energy, game.discard) == ((0, 0, 0, 3), [22])


def test_no_magic_item_in_hand_refused():
    game = step_c(setup(xposition(), "alice", in_play=[208], gauge=1, hand=[10]), "alice")
    assert activations(game, "alice") == []
