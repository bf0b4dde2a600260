"""Card 120 Ratty Nightshade (expansions.md 4.2): take up to 2 energy from each opponent's
reserve; the owner's overflow is checked after each opponent."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def summon_ratty(players, owner="0", **others):
    game = xposition(players)
    for who, energy in others.items():
        game = setup(game, who, energy=energy)
    game = setup(game, "alice", hand=[120], crystals=2 * (players - 1), energy=owner, gauge=3)
    return play(step_c(game, "alice"), "alice", "summon ratty-nightshade")


def test_3_players_reserves_2w1f_and_1e_owner_plus_2_chosen_plus_1e():
    game = summon_ratty(3, bob="2w1f", carol="1e")
    assert moves(game, "alice") == ["take 1w1f", "take 2w"]
    game = play(game, "alice", "take 1w1f")
    assert p(game, "alice").energy == (0, 1, 1, 1)
    assert (p(game, "bob").energy, p(game, "carol").energy) == ((0, 1, 0, 0), (0, 0, 0, 0))


def test_4_players_cost_6c():
    game = summon_ratty(4)
    assert p(game, "alice").crystals == 0


def test_owner_at_6_takes_2_from_the_first_then_discards_1_then_takes_from_the_next():
    game = summon_ratty(3, owner="6a", bob="2w", carol="1e")
    assert pending(game) == [("alice", "overflow")]
    assert p(game, "carol").energy == (0, 0, 0, 1)  # not taken yet: the overflow comes first
    game = play(game, "alice", "discard 1w")
    # then carol's earth (one way: taken at once), and a new overflow
    assert p(game, "alice").energy == (6, 1, 0, 1) and pending(game) == [("alice", "overflow")]
    assert p(game, "carol").energy == (0, 0, 0, 0)
