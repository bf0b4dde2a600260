"""Card 14 Beggar's Horn: at the end of each round, 1 energy of the owner's choice if their
reserve holds 1 token or fewer (cards.md, R10.5, R10.7, R17.1, D17)."""

from tests.helpers import end_round, moves, p, pending, play, position, setup, tokens_on


def horn_round(energy, horns=1):
    game = setup(position(), "alice", energy=energy, in_play=[14] * horns)
    return end_round(game)


def test_reserve_0_gains_1_of_the_owners_choice():
    game = horn_round("0")
    assert pending(game) == [("alice", "gain")]
    assert sorted(moves(game, "alice")) == ["gain 1a", "gain 1e", "gain 1f", "gain 1w"]
    assert p(play(game, "alice", "gain 1w"), "alice").energy == (0, 1, 0, 0)


def test_reserve_2_gives_nothing():
    game = horn_round("1a1f")
    assert p(game, "alice").energy == (1, 0, 1, 0) and ("alice", "gain") not in pending(game)


def test_amulet_of_water_tokens_do_not_count():
    game = setup(position(), "alice", energy="1f", in_play=[14, 4])
    game = end_round(tokens_on(game, "alice", 4, "4w"))
    game = play(game, "alice", "gain 1a")
    assert p(game, "alice").energy == (1, 0, 1, 0)


def test_two_horns_from_0_give_2():
    game = play(horn_round("0", horns=2), "alice", "gain 1a")
    assert pending(game) == [("alice", "gain")]  # the second Horn sees 1 token: still allowed
    assert p(play(game, "alice", "gain 1e"), "alice").energy == (1, 0, 0, 1)


def test_two_horns_from_1_give_1():
    game = play(horn_round("1f", horns=2), "alice", "gain 1a")
    assert ("alice", "gain") not in pending(game)  # the second Horn sees 2 tokens
    assert p(game, "alice").energy == (1, 0, 1, 0)
