"""The dice and card data match the rules folder, which is the specification."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from seasons_cli.cards.catalogue import APPRENTICE_DECKS, CARDS, summon_cost
from seasons_cli.engine.dice import FACES, TRANSMUTATION
from seasons_cli.engine.dice_data import DICE_CSV

RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"
needs_rules = pytest.mark.skipif(not RULES.exists(), reason="the shared rules folder is not beside the project")


@needs_rules
def test_the_dice_are_dice_md_section_7_verbatim():
    text = (RULES / "dice.md").read_text()
    assert text.split("```csv\n")[1].split("```")[0] == DICE_CSV


def test_120_faces_in_six_shapes_as_dice_md_section_2_says():
    assert len(FACES) == 120
    draw_only = [f for f in FACES.values() if f.draw]
    assert len(draw_only) == 12 and all(not any(f.energy) and not f.crystals for f in draw_only)
    assert sum(1 for f in FACES.values() if f.crystals == 6) == 8
    for face in FACES.values():
        assert not (face.crystals and (face.star or face.transmute))


def test_every_die_has_two_faces_of_each_dot_count():
    for season in ("winter", "spring", "summer", "autumn"):
        for die in range(1, 6):
            dots = sorted(FACES[season, die, n].dots for n in range(1, 7))
            assert dots == [1, 1, 2, 2, 3, 3]


def test_the_transmutation_chart_of_r12_4():
    # air, water, fire, earth
    assert TRANSMUTATION == {"winter": (1, 1, 2, 3), "spring": (2, 1, 3, 1),
                             "summer": (3, 2, 1, 1), "autumn": (1, 3, 1, 2)}


@needs_rules
def test_the_catalogue_matches_the_summary_table_of_cards_md():
    rows = re.findall(r"^\| (\d+) \| ([^|]+) \| (Magic item|Familiar) \| \w+ \| [^|]+ \| (−?-?\d+) \|",
                      (RULES / "cards.md").read_text(), re.M)
    assert len(rows) == 50
    for number, name, kind, prestige in rows:
        card = CARDS[int(number)]
        assert (card.name, card.kind, card.prestige) == (name.strip(), kind.lower(),
                                                          int(prestige.replace("−", "-")))


@pytest.mark.parametrize("number, players, cost", [
    (11, 2, ((0, 0, 0, 0), 3)), (11, 3, ((0, 0, 0, 0), 6)), (11, 4, ((0, 0, 0, 0), 9)),
    (20, 3, ((1, 0, 1, 1), 3)), (9, 2, ((1, 1, 1, 1), 0)), (7, 4, ((0, 0, 0, 0), 0)),
])
def test_player_count_costs(number, players, cost):
    printed = summon_cost(number, players, edition=2)
    assert (printed.energy, printed.crystals) == cost


def test_balance_of_ishtar_costs_6_crystals_in_the_first_edition():
    assert summon_cost(5, 2, edition=1).crystals == 6 and summon_cost(5, 2, edition=2).crystals == 2


def test_the_apprentice_decks_of_r5_1_never_need_a_third_copy():
    from collections import Counter
    uses = Counter(n for deck in APPRENTICE_DECKS.values() for n in deck)
    assert max(uses.values()) == 2
    assert {n for n, c in uses.items() if c == 2} == {1, 2, 3, 7, 9, 15, 18, 25, 30}
    assert set(range(1, 31)) - set(uses) == {8, 10, 19}
