"""Card 45 Lantern of Xidit: at the end of the game, 3 crystals per token in the owner's reserve
(cards.md, R10.7, R10.8, R19.2)."""

from seasons_cli.engine.scoring import score
from tests.helpers import end_game, end_round_moving, p, position, setup, tokens_on


def lantern_end(energy, in_play=(45,)):
    return end_game(setup(position(), "alice", in_play=list(in_play), energy=energy, crystals=0))


def test_reserve_9_with_a_grimoire_gives_27():
    assert p(lantern_end("9f", in_play=(45, 18)), "alice").crystals == 27


def test_reserve_2_and_4_on_an_amulet_of_water_gives_6():
    game = tokens_on(setup(position(), "alice", in_play=[45, 4], energy="1a1w", crystals=0), "alice", 4, "4e")
    assert p(end_game(game), "alice").crystals == 6


def test_two_lanterns_and_reserve_5_give_30():
    assert p(lantern_end("5w", in_play=(45, 45)), "alice").crystals == 30


def test_tokens_stay_and_purse_of_io_adds_nothing():
    game = lantern_end("2a1e", in_play=(45, 8))
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (9, (2, 0, 0, 1))


def test_empty_reserve_gives_nothing_and_opponents_tokens_do_not_count():
    game = setup(position(), "bob", energy="7f")
    assert p(end_game(setup(game, "alice", in_play=[45], crystals=4)), "alice").crystals == 4


def test_at_the_real_end_of_the_game_in_the_score():
    """R10.8: energy scores only through the Lantern: 4 tokens -> 12 crystals, plus its 24 PP."""
    game = setup(position(year=3, space=12), "alice", in_play=[45], energy="4w", crystals=1)
    game = end_round_moving(game, 1)
    assert game.finished and score(game)[0].total == 1 + 12 + 24


def test_nothing_at_the_end_of_a_round():
    game = setup(position(year=3, space=10), "alice", in_play=[45], energy="4w", crystals=1)
    game = end_round_moving(game, 1)
    assert not game.finished and p(game, "alice").crystals == 1


def test_glutton_cauldron_tokens_do_not_count():
    game = tokens_on(setup(position(), "alice", in_play=[45, 35], energy="1f", crystals=0), "alice", 35, "6e")
    assert p(end_game(game), "alice").crystals == 3
