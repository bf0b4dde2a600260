"""The end of the game, final score and winner (R19, D11, D25, D31)."""

from seasons_cli.engine import legal_actions
from seasons_cli.engine.scoring import score, winners
from tests.helpers import end_round, leftover, p, pending, play, position, setup, step_c


def test_the_game_ends_after_passing_space_twelve_of_year_three():
    """R19.1, R17.5: from space 12 of year 3, one dot takes the token past it: the game is over."""
    game = end_round(leftover(position(space=12, year=3), "Wi1-3"))
    assert (game.finished, game.position) == (True, 37)
    assert legal_actions(game) == []


def test_reaching_space_twelve_of_year_three_is_not_the_end():
    """R19.1: from space 10 of year 3, 2 dots reach space 12: still autumn of year 3, play goes on."""
    game = end_round(leftover(position(space=10, year=3), "Wi1-2"))
    assert (game.finished, game.year, game.space, game.round) == (False, 3, 12, 2)


def test_a_jump_past_the_end_also_ends_it():
    """R19.1, R18.2: from space 11 of year 3, 3 dots: p = 38, the game is over."""
    game = end_round(leftover(position(space=11, year=3), "Wi1-1"))
    assert (game.finished, game.position) == (True, 38)


def test_final_season_change_resolves_before_scoring():
    """D31, R19.1: the final move into winter is a season change: Figrim takes 1 crystal from bob
    before the game ends."""
    game = setup(position(space=12, year=3), "alice", in_play=[11], crystals=5)
    game = end_round(leftover(setup(game, "bob", crystals=3), "Wi1-3"))
    assert game.finished
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (6, 2)


def test_final_season_change_decision_comes_before_the_end():
    """D31: alice's Hourglass asks for its energy; the game ends only after she answers."""
    game = setup(position(space=12, year=3), "alice", in_play=[27])
    game = end_round(leftover(game, "Wi1-3"))
    assert (game.finished, pending(game)) == (False, [("alice", "gain")])
    assert play(game, "alice", "gain 1f").finished


def test_end_of_game_effects_add_crystals():
    """R19.2: Ragfield's Helm with 2 cards in play against 1 gives 20 crystals at the end."""
    game = setup(position(space=12, year=3), "alice", in_play=[19, 22], crystals=1)
    game = end_round(leftover(setup(game, "bob", in_play=[22]), "Wi1-3"))
    assert (game.finished, p(game, "alice").crystals) == (True, 21)


def test_boots_past_the_end_finish_the_round_first():
    """R18.9, D15, D31: Temporal Boots take the token to p = 37 in alice's turn: the round goes
    on; the game ends at the end of that round."""
    game = setup(position(space=12, year=3), "alice", hand=[7], gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move +1")
    assert (game.finished, game.position, pending(game)) == (False, 37, [("alice", "main")])
    game = end_round(leftover(game, "Wi1-3"))
    assert (game.finished, game.position) == (True, 38)


def test_moved_back_before_the_check_the_game_goes_on():
    """R18.9, D15: +1 to p = 37, then a second pair of Boots -3 to p = 34; the end of the round
    moves 1 space to 35: the game goes on."""
    game = setup(position(space=12, year=3), "alice", hand=[7, 7], gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move +1",
                "summon temporal-boots", "move -3")
    game = end_round(leftover(game, "Wi1-3"))
    assert (game.finished, game.position) == (False, 35)


def test_worked_example_scores_123():
    """R19.3-R19.4: 72 crystals, cards worth 68 (30 + 14 + 10 + 10 + 4), two bonuses, one card
    in hand: 72 + 68 - 12 - 5 = 123."""
    game = setup(position(), "alice", crystals=72, in_play=[22, 10, 9, 19, 13], bonuses=2, hand=[7],
                 energy="5f")
    alice = score(game)[0]
    assert (alice.card_prestige, alice.bonus_penalty, alice.hand_penalty, alice.total) == (68, 12, 5, 123)


def test_energy_scores_nothing():
    """R19.3, R10.8: 7 tokens in the reserve add nothing."""
    game = setup(position(), "alice", crystals=10, energy="7f")
    assert score(game)[0].total == 10


def test_negative_score_is_not_clipped():
    """D25: 0 crystals, 3 cards in hand, 3 bonuses: 0 - 15 - 20 = -35."""
    game = setup(position(), "alice", crystals=0, hand=[1, 2, 3], bonuses=3)
    assert score(game)[0].total == -35


def test_tie_broken_by_cards_in_play():
    """R19.5, D11: 30 each; alice has 3 cards in play (all 0 prestige), bob 2: alice wins."""
    game = setup(position(), "alice", crystals=30, in_play=[23, 24, 25])
    game = setup(game, "bob", crystals=30, in_play=[23, 24])
    assert winners(game) == ["alice"]
    assert [s.rank for s in score(game)] == [1, 2]


def test_full_tie_shares_the_victory():
    """R19.5, D11: equal scores and equal cards in play: both win, both rank 1."""
    game = setup(position(), "alice", crystals=30, in_play=[23])
    game = setup(game, "bob", crystals=30, in_play=[24])
    assert winners(game) == ["alice", "bob"]
    assert [s.rank for s in score(game)] == [1, 1]


def test_ranks_by_score_then_cards_in_play():
    """R19.6: scores 50, 40, 40, 40 with 2, 2, 1 cards among the 40s: ranks 1, 2, 2, 4."""
    game = setup(position(4), "alice", crystals=50)
    game = setup(game, "bob", crystals=40, in_play=[23, 24])
    game = setup(game, "carol", crystals=40, in_play=[25, 26])
    game = setup(game, "dave", crystals=40, in_play=[23])
    assert [s.rank for s in score(game)] == [1, 2, 2, 4]


def test_negative_prestige_counts_in_the_final_score():
    """R19.3, D25, cards 42 and 50: Cursed Treatise (-10) and Damned Soul (-5) with 3 crystals:
    3 - 15 = -12."""
    game = setup(position(), "alice", crystals=3, in_play=[42, 50])
    alice = score(game)[0]
    assert (alice.card_prestige, alice.total) == (-15, -12)


def test_lantern_of_xidit_gives_energy_a_value_at_the_end():
    """R10.8: energy scores nothing unless a card says so: Lantern of Xidit (24 PP), 5 tokens
    -> 15 crystals; bob's 7 tokens still score nothing."""
    game = setup(position(space=12, year=3), "alice", in_play=[45], energy="5f", crystals=0)
    game = end_round(leftover(setup(game, "bob", energy="7f", crystals=0), "Wi1-3"))
    assert game.finished
    assert [s.total for s in score(game)] == [15 + 24, 0]
