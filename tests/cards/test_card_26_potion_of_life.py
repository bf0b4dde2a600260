"""Card 26 Potion of Life: sacrifice it; every reserve token becomes 4 crystals plus the
per-token extras (cards.md, R12.6, D6)."""

from tests.helpers import moves, p, play, position, setup, step_c, tokens_on, turn


def drink(game, *before):
    return play(step_c(game, "alice"), "alice", *before, "activate potion-of-life")


def test_reserve_3_gives_12_and_empties_the_reserve():
    game = drink(setup(position(space=7), "alice", in_play=[26], energy="1a1w1e", crystals=1))
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (13, (0, 0, 0, 0))
    assert (p(game, "alice").in_play, game.discard) == ([], [26])


def test_with_a_purse_of_io_15():
    game = drink(setup(position(), "alice", in_play=[26, 8], energy="3f", crystals=0))
    assert p(game, "alice").crystals == 15


def test_with_a_purse_and_a_transmute_bonus_used_18():
    game = drink(setup(position(), "alice", in_play=[26, 8], energy="3f", crystals=0),
                 "bonus transmute")
    assert p(game, "alice").crystals == 18  # D6: the extras add up


def test_amulet_of_water_tokens_are_not_converted():
    game = setup(position(), "alice", in_play=[26, 4], energy="2e", crystals=0)
    game = drink(tokens_on(game, "alice", 4, "3w"))
    assert p(game, "alice").crystals == 8
    assert p(game, "alice").in_play[0].tokens == (0, 3, 0, 0)


def test_grimoire_tokens_are_converted():
    game = drink(setup(position(), "alice", in_play=[26, 18], energy="9a", crystals=0))
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (36, (0, 0, 0, 0))


def test_an_empty_reserve_still_sacrifices_it_for_0():
    game = drink(setup(position(), "alice", in_play=[26], energy="0", crystals=2))
    assert (p(game, "alice").crystals, p(game, "alice").in_play) == (2, [])


def test_it_grants_no_permission_to_transmute():
    game = setup(position(), "alice", in_play=[26], energy="1f", crystals=0)
    game = turn(game, "alice", "Wi1-2")  # 2 water and a star, no transmute frame
    game = play(game, "alice", "activate potion-of-life")
    assert p(game, "alice").crystals == 12
    setup(game, "alice", energy="1e")
    assert not [m for m in moves(game, "alice") if m.startswith("transmute")]  # D1
