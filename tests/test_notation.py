"""Notation: every legal move's text parses back to that move (issue #2 point 7, style habit 2)."""

from __future__ import annotations

import random

import pytest

from seasons_cli.engine import Settings, apply, legal_actions, new_game
from seasons_cli.notation import (AmbiguousMove, IllegalMove, InvalidMove, format_action,
                                  parse_action)
from tests.helpers import position, setup, step_c, tokens_on

NAMES = ("alice", "bob", "carol", "dave")


@pytest.mark.parametrize("level", ["apprentice", "wizard", "archmage"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [11, 12])
def test_every_legal_move_round_trips_through_its_notation(level, players, seed):
    game = new_game(Settings(NAMES[:players], level, f"notation-{seed}"))
    chooser = random.Random(seed)
    while not game.finished:
        actions = legal_actions(game)
        texts = {(a.player, format_action(game, a)): a for a in actions}
        assert len(texts) == len(actions), "two legal moves share a notation"
        for (seat, text), action in texts.items():
            assert parse_action(game, text, seat) == action
        game = apply(game, chooser.choice(actions))


def _summon_position():
    game = setup(position(), "alice", hand=["amulet-of-earth", "olafs-blessed-statue"],
                 energy="2e2w", gauge=3, in_play=["amulet-of-water"])
    return step_c(tokens_on(game, "alice", "amulet-of-water", "2w"), "alice")


def test_card_numbers_prefixes_and_any_energy_order_are_accepted():
    game = _summon_position()
    expected = parse_action(game, "summon amulet-of-earth 2e", 0)
    for text in ("summon 3 2e", "summon amulet-of-e ee", "SUMMON   amulet-of-earth", "summon 3"):
        assert parse_action(game, text, 0) == expected


def test_amulet_of_water_tokens_are_named_in_the_payment():
    game = _summon_position()
    action = parse_action(game, "summon olafs-blessed-statue 1w+2w@amulet-of-water", 0)
    assert format_action(game, action) == "summon olafs-blessed-statue 1w+2w@amulet-of-water"


def test_a_payment_left_out_with_several_ways_to_pay_is_ambiguous():
    with pytest.raises(AmbiguousMove, match="'summon olaf' could be 'summon olafs-blessed-statue "):
        parse_action(_summon_position(), "summon olaf", 0)


def test_unknown_verbs_and_cards_are_invalid_not_illegal():
    game = _summon_position()
    with pytest.raises(InvalidMove, match="unknown move 'fly'"):
        parse_action(game, "fly away", 0)
    with pytest.raises(InvalidMove, match="'summon excalibur' is not a move: no card is named 'excalibur'"):
        parse_action(game, "summon excalibur", 0)


def test_an_unaffordable_summon_names_the_players_resources():
    game = setup(position(), "alice", hand=["divine-chalice"], energy="1a1f", gauge=3, crystals=4)
    with pytest.raises(IllegalMove) as error:
        parse_action(step_c(game, "alice"), "summon divine-chalice", 0)
    assert str(error.value) == ("'summon divine-chalice' is not legal now: divine-chalice costs "
                                "1a1w1f1e energy and 0 crystals; alice has 1a1f energy and 4 crystals")


def test_a_move_by_a_player_who_is_not_deciding_says_who_is():
    with pytest.raises(IllegalMove) as error:
        parse_action(_summon_position(), "end", 1)
    assert str(error.value) == ("'end' is not legal now: it is not bob's decision (alice must play "
                                "their turn (summon, activate, transmute, bonus) or end it)")


def test_transmuting_without_permission_cites_r12_2():
    with pytest.raises(IllegalMove, match=r"alice has no permission to transmute this turn \(R12.2"):
        parse_action(_summon_position(), "transmute 1e", 0)
