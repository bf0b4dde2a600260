"""Card 49 Sid Nightshade: on entry, if the owner has strictly more crystals than every other
player, each opponent gives the owner 5 crystals; compared after the cost, the Leech tolls and
Staff of Spring (cards.md, D22)."""

from tests.helpers import moves, p, play, position, setup, step_c


def summon_sid(game, crystals, in_play=()):
    earth = f"{game.n - 1}e"  # 1E / 2E / 3E for 2 / 3 / 4 players
    setup(game, "alice", hand=[49], in_play=list(in_play), energy=earth, crystals=crystals, gauge=5)
    return play(step_c(game, "alice"), "alice", "summon sid-nightshade")


def test_3_players_owner_20_opponents_10_and_3():
    game = setup(setup(position(3), "bob", crystals=10), "carol", crystals=3)
    game = summon_sid(game, 20)
    assert [pl.crystals for pl in game.players] == [28, 5, 0]


def test_a_tie_for_the_most_gives_nothing():
    game = summon_sid(setup(position(), "bob", crystals=12), 12)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (12, 12)


def test_one_richer_opponent_among_several_stops_it():
    game = setup(setup(position(3), "bob", crystals=10), "carol", crystals=30)
    game = summon_sid(game, 20)
    assert [pl.crystals for pl in game.players] == [20, 10, 30]


def test_staff_of_spring_counts_first():
    """D22: 18 + 3 from the Staff = 21 > 20, so Sid takes 5: 26 and 15."""
    game = summon_sid(setup(position(), "bob", crystals=20), 18, in_play=[6])
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (26, 15)


def test_the_leech_toll_counts_first():
    """R14.4 step 2: 12 against 11 with bob's Arcano Leech: the toll makes it 11 against 12."""
    game = summon_sid(setup(position(), "bob", in_play=[33], crystals=11), 12)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (11, 12)


def test_cost_2_earth_with_3_players_3_with_4():
    three = step_c(setup(position(3), "alice", hand=[49], energy="1e", gauge=1), "alice")
    four = step_c(setup(position(4), "alice", hand=[49], energy="2e", gauge=1), "alice")
    assert not [m for m in moves(three, "alice") + moves(four, "alice") if m.startswith("summon")]
