"""Card 18 Bespelled Grimoire: gain 2 energy; the reserve limit is 10 (cards.md, R10.3)."""

from tests.helpers import p, pending, play, position, setup, step_c, tokens_on


def test_limit_rises_before_the_2_tokens_are_gained():
    game = setup(position(), "alice", hand=[18], in_play=[4], energy="7a", gauge=3)
    game = step_c(tokens_on(game, "alice", 4, "1w1e"), "alice")
    game = play(game, "alice", "summon bespelled-grimoire 1w1e@amulet-of-water", "gain 2f")
    assert p(game, "alice").energy == (7, 0, 2, 0)  # 9 tokens, no overflow
    assert pending(game) == [("alice", "main")]


def test_potion_of_knowledge_from_6_gives_11_then_discard_1():
    game = setup(position(), "alice", in_play=[18, 25], energy="6a")
    game = play(step_c(game, "alice"), "alice", "activate potion-of-knowledge", "gain 5e")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 1a")
    assert p(game, "alice").energy == (5, 0, 0, 5)


def test_a_second_grimoire_does_not_raise_the_limit_above_10():
    game = setup(position(), "alice", hand=[18], in_play=[18, 4], energy="10a", gauge=3)
    game = step_c(tokens_on(game, "alice", 4, "1w1e"), "alice")
    game = play(game, "alice", "summon bespelled-grimoire", "gain 2f")
    assert pending(game) == [("alice", "overflow")]  # 12 in the reserve, limit still 10
    game = play(game, "alice", "discard 2a")
    assert p(game, "alice").energy == (8, 0, 2, 0)


def test_grimoire_sacrificed_with_9_tokens_means_discard_2():
    game = setup(position(), "alice", in_play=[18, 16], energy="3a3w3e")
    setup(game, "bob", hand=[10], energy="3f", gauge=1)
    game = play(step_c(game, "bob"), "bob", "summon syllas-the-faithful")
    game = play(game, "alice", "sacrifice bespelled-grimoire")
    assert pending(game) == [("alice", "overflow")]  # R14.12: the limit drops to 7 at once
    game = play(game, "alice", "discard 2w")
    assert p(game, "alice").energy == (3, 1, 0, 3)
