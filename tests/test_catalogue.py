"""The catalogue's data beyond the summary table: editions (D7), timings and the cards of each level."""

from __future__ import annotations

import pytest

from seasons_cli.cards.catalogue import CARDS, LEVEL_CARDS, TWO_EDITIONS, printed, summon_cost


def test_only_balance_of_ishtar_and_idol_of_the_familiar_differ_between_editions():
    """D7: 'Everything else is the same in both editions.'"""
    assert TWO_EDITIONS == (5, 43)
    assert [n for n in CARDS if printed(n, 1) != printed(n, 2)] == [5, 43]


def test_first_edition_balance_of_ishtar_costs_6_crystals_and_takes_4_tokens_for_12():
    """Card 5, D7: first edition cost 6C; discard 4 identical tokens, gain 12 crystals."""
    first = printed(5, 1)
    assert (first.cost(3).crystals, first.prestige, first.effect_types) == (6, 4, ("activation",))
    assert first.text == "Activate: discard 4 identical energy, gain 12 crystals."
    assert printed(5, 2).text == "Activate: discard 3 identical energy, gain 9 crystals."


def test_first_edition_idol_of_the_familiar_has_no_entry_effect():
    """Card 43, D7: first edition is activation only; the cost 1A+1W+1F+1E is the same."""
    assert printed(43, 1).effect_types == ("activation",)
    assert printed(43, 2).effect_types == ("on summon", "activation")
    assert summon_cost(43, 2, 1) == summon_cost(43, 2, 2)
    assert summon_cost(43, 2, 1).energy == (1, 1, 1, 1)


@pytest.mark.parametrize("number, when", [(11, "season change"), (27, "season change"),
                                          (13, "end of round"), (39, "end of round"),
                                          (19, "end of game"), (45, "end of game"), (6, "")])
def test_the_moment_a_permanent_effect_acts_as_the_summary_table_says(number, when):
    assert CARDS[number].when == when


def test_apprentice_and_wizard_play_cards_1_to_30_and_archmage_all_50():
    """cards.md 'Levels': basic cards 1-30 at apprentice and wizard; 31-50 added at archmage."""
    assert LEVEL_CARDS["apprentice"] == LEVEL_CARDS["wizard"] == tuple(range(1, 31))
    assert LEVEL_CARDS["archmage"] == tuple(range(1, 51))
