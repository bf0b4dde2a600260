"""Bots play by the rules: legal moves only, from what their seat sees, the same move for the
same position and seed (docs/bots.md)."""

import random

import pytest

from seasons_cli.bots import GreedyBot, StrongBot, bot_seed, fast, observe
from seasons_cli.engine import Decision, Settings, apply, legal_actions, new_game
from seasons_cli.notation import format_action
from tests.bots.positions import bot_for, bot_game, consistent, deciding, swap_hidden
from tests.helpers import NAMES, p, position, setup, step_c

STRENGTHS = ("random", "greedy", "strong")


def play_to_the_end(level, strengths, seed):
    """A whole game of bots; every move is checked against the legal moves of its seat."""
    game = new_game(Settings(NAMES[:len(strengths)], level, seed))
    moves = []
    while not game.finished:
        seat = game.pending[0].player
        action = bot_for(strengths[seat], bot_seed(seed, seat, len(moves))).choose(observe(game, seat))
        assert action in legal_actions(game, seat), format_action(game, action)
        moves.append(format_action(game, action))
        game = apply(game, action)
    return game, moves


@pytest.mark.parametrize("level", ["apprentice", "wizard", "archmage"])
@pytest.mark.parametrize("strengths", [("greedy", "random"), ("random", "greedy", "random", "greedy")])
def test_bots_play_whole_games_with_legal_moves_only(level, strengths):
    """R19.1: the game reaches its end; each move was one of legal_actions(game, seat)."""
    game, _ = play_to_the_end(level, strengths, f"legal-{level}")
    assert game.finished and game.position >= 37


@pytest.mark.parametrize("level", ["wizard", "archmage"])
def test_the_strong_bot_plays_a_whole_game_with_legal_moves_only(level):
    game, _ = play_to_the_end(level, ("strong", "greedy"), f"strong-{level}")
    assert game.finished


@pytest.mark.parametrize("level", ["apprentice", "wizard", "archmage"])
def test_the_quick_simulation_policy_makes_legal_moves_only(level, monkeypatch):
    """The strong bot's simulations skip apply's legality check (fast.step): here every move
    of theirs goes through apply, which refuses an illegal one."""
    monkeypatch.setattr(fast, "step", lambda game, decision, action: apply(game, action))
    for seed in range(3):
        game = new_game(Settings(NAMES[:2 + seed], level, f"quick-{seed}"))
        end, _ = fast.play_out(game, random.Random(seed), last_round=99)
        assert end.finished


def test_a_seeded_bot_game_is_the_same_every_time():
    _, first = play_to_the_end("apprentice", ("strong", "random"), "again")
    _, second = play_to_the_end("apprentice", ("strong", "random"), "again")
    assert first == second and len(first) > 100


@pytest.mark.parametrize("strength", STRENGTHS)
def test_the_same_position_and_seed_give_the_same_move(strength):
    game = bot_game("wizard", 3, "same", deciding(1, "main", round_=3))
    seen = observe(game, 1)
    assert bot_for(strength, 5).choose(seen) == bot_for(strength, 5).choose(seen)


@pytest.mark.parametrize("strength", STRENGTHS)
@pytest.mark.parametrize("kind, round_", [("draft", 0), ("die", 2), ("main", 5)])
def test_the_move_does_not_change_when_hidden_cards_are_swapped(strength, kind, round_):
    """A bot reads only its observation: swapping the opponents' hidden cards and the piles'
    contents consistently leaves its move as it was."""
    game = bot_game("wizard", 2, f"swap-{kind}", deciding(0, kind, round_))
    other = swap_hidden(game, 0)
    assert other.players[1].hand + other.players[1].packet != game.players[1].hand + game.players[1].packet
    assert bot_for(strength, 11).choose(observe(game, 0)) == bot_for(strength, 11).choose(observe(other, 0))


def test_bot_seeds_depend_on_the_game_the_seat_and_the_move():
    seeds = {bot_seed("s", 0, 10), bot_seed("s", 1, 10), bot_seed("s", 0, 11), bot_seed("t", 0, 10)}
    assert len(seeds) == 4 and bot_seed("s", 0, 10) == bot_seed("s", 0, 10)


# --- the greedy heuristic on rule positions --------------------------------------------------

def greedy_turn(game, who="alice"):
    """Greedy moves for ``who`` until it ends the turn (that move is not made: the rule
    positions of tests.helpers have no round to go on with); the moves, in notation."""
    seat = game.settings.players.index(who)
    made = []
    while game.pending and game.pending[0].player == seat:
        action = GreedyBot(0).choose(observe(game, seat))
        made.append(format_action(game, action))
        if action.kind == "end":
            break
        game = apply(game, action)
    return game, made


def test_greedy_summons_the_amulet_of_earth_rather_than_end_its_turn():
    """Card 3: 2 earth for 9 crystals and 6 prestige (R14.4)."""
    game = consistent(setup(position(), "alice", hand=[3], energy="2e", gauge=1, crystals=0))
    game, made = greedy_turn(step_c(game, "alice"))
    assert made == ["summon amulet-of-earth 2e", "end"]
    assert p(game, "alice").crystals == 9


def test_greedy_takes_no_bonus_it_has_no_use_for():
    """R15.7: a bonus costs 5 prestige at the end; with nothing to gain the turn just ends."""
    game = consistent(setup(position(), "alice", energy="1a", gauge=3))
    game, made = greedy_turn(step_c(game, "alice"))
    assert made == ["end"]
    assert p(game, "alice").bonuses == 0


def test_greedy_transmutes_its_energy_in_the_last_round():
    """R12.4, R19.3: energy left at the end scores nothing; in autumn earth is worth 2 crystals."""
    game = consistent(setup(position(year=3, space=12), "alice", energy="3e", crystals=0))
    game, made = greedy_turn(step_c(game, "alice", transmute=True))
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (6, (0, 0, 0, 0))
    assert made[-1] == "end"


def test_greedy_discards_a_drawn_card_it_cannot_summon_before_the_end():
    """R19.3: a card left in hand costs 5 prestige; with no energy in the last round, discard it."""
    game = consistent(setup(position(year=3, space=12), "alice", gauge=0))
    game = step_c(game, "alice")
    game.pending = [Decision(0, "keep_drawn", data={"held": [29]})]
    game.piles_for_change()  # the pile may be shared with the game before the last move
    game.draw_pile.remove(29)
    assert GreedyBot(0).choose(observe(game, 0)).kind == "discard"


def test_greedy_keeps_the_earliest_cards_in_hand_and_the_biggest_prestige_for_year_3():
    """R6.4: the split of apprentice deck 3: the Runic Cube (30 prestige) waits for Library III."""
    game = new_game(Settings(NAMES[:2], "apprentice", "split", decks=(3, 4)))
    game = apply(game, GreedyBot(0).choose(observe(game, 0)))
    library2 = p(game, "alice").library2
    game = apply(game, GreedyBot(0).choose(observe(game, 0)))
    assert 22 in p(game, "alice").library3 and 22 not in library2


def test_strong_bot_budget_is_a_number_of_positions_not_a_time():
    bot = StrongBot(3)
    assert (bot.budget, bot.width, bot.horizon) == (2000, 4, 1)
