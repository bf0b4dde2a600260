"""Game settings and setup (R4, R5, D12, D19, D20)."""

from collections import Counter

import pytest

from seasons_cli.cards.catalogue import APPRENTICE_DECKS, summon_cost
from seasons_cli.engine import Settings, SetupError, new_game
from tests.helpers import BASIC_POOL, NAMES, all_cards, finish_prelude, moves, new, p, pending, \
    play, position, setup, step_c


@pytest.mark.parametrize("players, per_colour", [(2, 3), (3, 4), (4, 5)])
def test_dice_per_colour(players, per_colour):
    """R4.2: N + 1 dice of each colour, different dice numbered 1-5."""
    game = new(players)
    for season in ("winter", "spring", "summer", "autumn"):
        dice = game.dice_in_game[season]
        assert len(set(dice)) == per_colour
        assert set(dice) <= {1, 2, 3, 4, 5}


def test_four_players_use_all_dice():
    """R4.2: with 4 players all 20 dice are in the game."""
    game = new(4)
    assert {s: tuple(sorted(d)) for s, d in game.dice_in_game.items()} == {
        s: (1, 2, 3, 4, 5) for s in ("winter", "spring", "summer", "autumn")}


def test_two_player_subsets_come_from_the_seed():
    """D12: the subset is drawn from the seed: the same seed gives the same dice, and over 200
    seeds every one of the 10 subsets of 3 dice turns up for a colour."""
    assert new(2, seed="x").dice_in_game == new(2, seed="x").dice_in_game
    seen = {tuple(sorted(new(2, seed=str(s)).dice_in_game["summer"])) for s in range(200)}
    assert len(seen) == 10


def test_subsets_are_chosen_per_colour():
    """D12: each colour is drawn independently, so some seed gives two colours different subsets."""
    games = [new(3, seed=str(s)).dice_in_game for s in range(20)]
    assert any(len({tuple(sorted(d)) for d in g.values()}) > 1 for g in games)


def test_board_and_players_start_empty():
    """R4.3-R4.4: year 1, space 1; 0 crystals, no energy, gauge 0, no bonus, no cards in play."""
    game = finish_prelude(new(3))
    assert (game.year, game.space, game.round) == (1, 1, 1)
    for player in game.players:
        assert (player.crystals, player.energy, player.gauge, player.bonuses) == (0, (0, 0, 0, 0), 0, 0)
        assert player.in_play == []


def test_named_apprentice_decks():
    """R5.1: each player gets the deck named for their seat; the rest of 1-30 is the draw pile."""
    game = new(2, "apprentice", decks=(2, 4))
    assert sorted(p(game, "alice").chosen) == sorted(APPRENTICE_DECKS[2])
    assert sorted(p(game, "bob").chosen) == sorted(APPRENTICE_DECKS[4])
    assert all_cards(game) == BASIC_POOL
    assert len(game.draw_pile) == 42


def test_apprentice_decks_from_the_seed_are_all_different():
    """D20: without named decks, every player gets a different deck, drawn from the seed."""
    assignments = set()
    for s in range(30):
        game = new(4, "apprentice", seed=str(s))
        decks = [next(d for d, cards in APPRENTICE_DECKS.items() if sorted(cards) == sorted(pl.chosen))
                 for pl in game.players]
        assert sorted(decks) == [1, 2, 3, 4]
        assert all_cards(game) == BASIC_POOL
        assignments.add(tuple(decks))
    assert len(assignments) > 1


def test_decks_nobody_received_go_into_the_draw_pile():
    """R5.1, D20: with decks 1 and 2 given, both Amulets of Air (deck 1 and 4) are accounted for:
    one in alice's deck and one in the draw pile; cards 8, 10, 19 (no deck) are both drawn."""
    game = new(2, "apprentice", decks=(1, 2))
    pile = Counter(game.draw_pile)
    assert (pile[1], pile[8], pile[10], pile[19], pile[7]) == (1, 2, 2, 2, 1)


def test_apprentice_has_no_draft():
    """R5.1: apprentice players go straight to the split (R6.4)."""
    game = new(3, "apprentice")
    assert game.phase == "split"
    assert pending(game) == [("alice", "library"), ("bob", "library"), ("carol", "library")]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_wizard_deal(players):
    """R5.2: 9 cards dealt to each player; every card of 1-30 is in a packet or the draw pile."""
    game = new(players)
    assert [len(pl.packet) for pl in game.players] == [9] * players
    assert all_cards(game) == BASIC_POOL
    assert game.phase == "draft"


@pytest.mark.parametrize("level", ["apprentice", "wizard"])
@pytest.mark.parametrize("players, size", [(2, 42), (3, 33), (4, 24)])
def test_draw_pile_at_the_start_of_the_tournament(level, players, size):
    """R5.4: 42 / 33 / 24 cards in the draw pile when the tournament starts; hands of 3 and
    libraries of 3 (R6.4); all 60 cards accounted for."""
    game = finish_prelude(new(players, level))
    assert (game.phase, len(game.draw_pile), game.discard) == ("play", size, [])
    assert all((len(pl.hand), len(pl.library2), len(pl.library3)) == (3, 3, 3) for pl in game.players)
    assert all_cards(game) == BASIC_POOL


def test_seat_one_is_the_first_player():
    """R4.6, D19: seat 1 is the first player of round 1 and takes the first die."""
    game = finish_prelude(new(4))
    assert game.first == 0
    assert pending(game) == [("alice", "die")]


@pytest.mark.parametrize("settings, message", [
    (Settings(("alice",), "wizard", "s"), "2 to 4 players"),
    (Settings(NAMES + ("eve",), "wizard", "s"), "2 to 4 players"),
    (Settings(("alice", "alice"), "wizard", "s"), "different"),
    (Settings(NAMES[:2], "master", "s"), "unknown level"),
    (Settings(NAMES[:2], "wizard", "s", edition=3), "edition"),
    (Settings(NAMES[:2], "wizard", "s", decks=(1, 2)), "apprentice"),
    (Settings(NAMES[:2], "apprentice", "s", decks=(1,)), "different deck numbers"),
    (Settings(NAMES[:2], "apprentice", "s", decks=(3, 3)), "different deck numbers"),
    (Settings(NAMES[:2], "apprentice", "s", decks=(1, 5)), "different deck numbers"),
])
def test_bad_settings_are_refused(settings, message):
    """R4.1, R5.1: 2-4 distinct players, a known level and edition, distinct decks 1-4."""
    with pytest.raises(SetupError, match=message):
        new_game(settings)


def test_second_edition_is_the_default():
    """R4.1, D7: without an edition setting, Balance of Ishtar costs 2 crystals (2nd edition)."""
    assert Settings(NAMES[:2], "wizard", "s").edition == 2
    assert summon_cost(5, 2, 2).crystals == 2


def test_first_edition_changes_balance_of_ishtar():
    """D7: in a first-edition game Balance of Ishtar costs 6 crystals: 5 are not enough."""
    game = step_c(setup(position(edition=1), "alice", hand=[5], crystals=5, gauge=1), "alice")
    assert not [m for m in moves(game, "alice") if m.startswith("summon")]
    game = play(setup(game, "alice", crystals=6), "alice", "summon balance-of-ishtar")
    assert p(game, "alice").crystals == 0
