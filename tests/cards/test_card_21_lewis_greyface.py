"""Card 21 Lewis Greyface: gain a copy of one opponent's reserve (cards.md)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c, tokens_on


def summon_lewis(game, *then):
    setup(game, "alice", hand=[21], gauge=3)
    return play(step_c(game, "alice"), "alice", "summon lewis-greyface 1a1f", *then)


def test_opponent_with_2w1f_gives_the_owner_2w1f_and_keeps_them():
    game = setup(position(), "alice", energy="1a1f")
    setup(game, "bob", energy="2w1f")
    game = summon_lewis(game)  # a single opponent: chosen without a question
    assert p(game, "alice").energy == (0, 2, 1, 0)
    assert p(game, "bob").energy == (0, 2, 1, 0)


def test_the_owner_chooses_which_opponent():
    game = setup(position(3), "alice", energy="1a1f")
    setup(game, "bob", energy="2w")
    setup(game, "carol", energy="1e")
    game = summon_lewis(game, "copy carol")
    assert p(game, "alice").energy == (0, 0, 0, 1)


def test_grimoire_tokens_are_copied_and_the_owner_discards_down_to_7():
    game = setup(position(), "alice", energy="1a1f")
    setup(game, "bob", in_play=[18], energy="3a3w3e")
    game = summon_lewis(game)
    assert pending(game) == [("alice", "overflow")]  # 9 tokens, limit 7 (R10.4)
    game = play(game, "alice", "discard 2w")
    assert p(game, "alice").energy == (3, 1, 0, 3)


def test_amulet_of_water_tokens_are_not_copied():
    game = setup(position(), "alice", energy="1a1f")
    game = tokens_on(setup(game, "bob", in_play=[4], energy="0"), "bob", 4, "4w")
    game = summon_lewis(game)
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_an_opponent_must_be_chosen_even_if_every_reserve_is_empty():
    game = setup(position(3), "alice", energy="1a1f")
    game = summon_lewis(game)
    assert moves(game, "alice") == ["copy bob", "copy carol"]
    game = play(game, "alice", "copy bob")
    assert p(game, "alice").energy == (0, 0, 0, 0)
