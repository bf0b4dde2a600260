"""Card 48 Pendant of Ragnor: on entry, 1 token of the owner's choice per other magic item the
owner has in play (cards.md, R10.4, docs/rulings.md P12)."""

from tests.helpers import p, pending, play, position, setup, step_c

COST = "1a1w1f"


def summon_pendant(in_play, energy=COST, opponent=()):
    game = setup(position(), "alice", hand=[48], in_play=list(in_play), energy=energy, gauge=15)
    setup(game, "bob", in_play=list(opponent))
    return play(step_c(game, "alice"), "alice", "summon pendant-of-ragnor")


def test_4_other_magic_items_and_a_familiar_give_4():
    game = summon_pendant([1, 2, 3, 5, 16])
    assert game.pending[0].data == {"count": 4, "card": 48}
    assert p(play(game, "alice", "gain 4e"), "alice").energy == (0, 0, 0, 4)


def test_pendant_as_the_first_card_gives_nothing():
    game = summon_pendant([], opponent=[1, 2, 3])
    assert pending(game) == [("alice", "main")] and p(game, "alice").energy == (0, 0, 0, 0)


def test_8_other_magic_items_and_reserve_5_end_at_the_limit_of_7():
    """13 tokens, discard 6: P12 asks for 7 (the limit) and then 5 are discarded; the reserves
    reachable are the same."""
    game = summon_pendant([1, 2, 3, 5, 6, 8, 9, 13], energy="5a" + COST)
    assert game.pending[0].data == {"count": 7, "card": 48}
    game = play(game, "alice", "gain 7e")
    assert game.pending[0].data == {"count": 5}
    game = play(game, "alice", "discard 5a")
    assert p(game, "alice").energy == (0, 0, 0, 7)
