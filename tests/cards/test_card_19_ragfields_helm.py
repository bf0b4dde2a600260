"""Card 19 Ragfield's Helm: end of game, strictly the most cards in play gives 20 (cards.md)."""

from seasons_cli.engine.scoring import score
from tests.helpers import end_game, end_round_moving, p, play, position, setup, step_c

SEVEN = [19, 1, 2, 3, 4, 6, 8]


def test_7_cards_against_6_and_5_gives_20():
    game = setup(position(3), "alice", in_play=SEVEN, crystals=4)
    setup(game, "bob", in_play=SEVEN[1:])
    setup(game, "carol", in_play=SEVEN[2:])
    game = end_game(game)
    assert p(game, "alice").crystals == 24


def test_a_tie_for_the_most_cards_gives_nothing():
    game = setup(position(3), "alice", in_play=SEVEN, crystals=4)
    setup(game, "bob", in_play=[13, 14, 16, 17, 18, 21, 22])
    setup(game, "carol", in_play=SEVEN[2:])
    game = end_game(game)
    assert p(game, "alice").crystals == 4  # official: strictly more than each opponent


def test_two_helms_with_the_strict_majority_give_40():
    game = setup(position(), "alice", in_play=[19, 19, 3], crystals=0)
    setup(game, "bob", in_play=[3, 4])
    game = end_game(game)
    assert p(game, "alice").crystals == 40


def test_both_players_with_a_helm_and_equal_counts_gain_nothing():
    game = setup(position(), "alice", in_play=[19, 3], crystals=1)
    setup(game, "bob", in_play=[19, 4], crystals=2)
    game = end_game(game)
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1, 2)


def test_resolves_at_the_real_end_of_the_game_and_counts_in_the_score():
    game = setup(position(year=3, space=12), "alice", in_play=[19, 1, 2], crystals=3)
    setup(game, "bob", in_play=[3, 4], crystals=0)
    game = end_round_moving(game, 1)  # R17.5: from space 12 of year 3 into year 4
    assert game.finished
    assert score(game)[0].total == 3 + 20 + 10 + 6 + 6  # crystals + Helm + prestige (R19.3)


def test_nothing_before_the_end_of_the_game():
    game = setup(position(year=3, space=10), "alice", in_play=[19, 1, 2], crystals=3)
    game = end_round_moving(game, 1)
    assert not game.finished and p(game, "alice").crystals == 3


def test_a_held_damned_soul_of_onys_counts_for_its_holder():
    """Card 50: 3 cards each, but bob passes the Soul to alice: 4 against 2 -> +20."""
    game = setup(position(), "alice", in_play=[19, 1, 2], crystals=0)
    game = setup(game, "bob", in_play=[50, 3, 4], energy="1w")
    game = end_game(play(step_c(game, "bob"), "bob", "activate damned-soul-of-onys"))
    assert p(game, "alice").crystals == 20


def test_a_soul_passed_away_no_longer_counts():
    game = setup(position(), "alice", in_play=[19, 50, 1], energy="1w", crystals=0)
    game = setup(game, "bob", in_play=[3, 4])
    game = end_game(play(step_c(game, "alice"), "alice", "activate damned-soul-of-onys"))
    assert p(game, "alice").crystals == 0  # 2 against 3
