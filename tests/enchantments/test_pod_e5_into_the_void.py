"""PoD-E5 Into the Void (expansions.md 4.6, X28): at each main year change, every player with a
card in play and fewer crystals than 15 / 30 / 50 sacrifices one."""

from seasons_cli.engine.scoring import score
from tests.helpers import end_round_moving, in_play, pending, play, setup, xposition


def year_end(space, year, alice, bob):
    game = xposition(2, enchantment="into-the-void", space=space, year=year)
    game = setup(game, "alice", crystals=alice, in_play=[1, 3], gauge=2)
    return setup(game, "bob", crystals=bob, in_play=[1], gauge=1)


def test_end_of_year_1_crystals_14_and_15_the_first_sacrifices():
    game = end_round_moving(year_end(11, 1, 14, 15), 2)
    assert pending(game) == [("alice", "sacrifice")]
    game = play(game, "alice", "sacrifice amulet-of-earth")
    assert (in_play(game, "alice"), in_play(game, "bob")) == (["amulet-of-air"], ["amulet-of-air"])


def test_end_of_year_3_with_49_crystals_sacrifice_before_scoring():
    game = end_round_moving(year_end(11, 3, 49, 60), 2)
    assert pending(game) == [("alice", "sacrifice")]
    game = play(game, "alice", "sacrifice amulet-of-earth")
    assert game.finished and score(game)[0].card_prestige == 6


def test_a_player_with_no_card_in_play_nothing():
    game = setup(year_end(11, 1, 0, 0), "alice", in_play=[])
    game = end_round_moving(game, 2)
    # bob's one card is his only choice (made at once, P1); alice has none: nothing asked
    assert (in_play(game, "alice"), in_play(game, "bob"), game.discard) == ([], [], [1])
