"""docs/cards.md is generated from the catalogue and the tests (issue 3 point 7) and kept current."""

from __future__ import annotations

from pathlib import Path

from .helpers import ROOT, script

make_cards = script("docs/make_cards.py", "make_cards")


def test_docs_cards_md_is_up_to_date():
    expected = make_cards.render(make_cards.coverage(ROOT / "tests"))
    assert (ROOT / "docs" / "cards.md").read_text(encoding="utf-8") == expected, (
        f"docs/cards.md is out of date: regenerate it with `{make_cards.COMMAND}`")


def test_test_names_become_readable_lines():
    assert make_cards.readable("test_second_edition_3_fire_gives_9") == "Second edition 3 fire gives 9"


def test_a_docstring_names_cards_by_number_or_by_name():
    assert make_cards.cards_named("Card 9 Divine Chalice: the free card") == {9}
    assert make_cards.cards_named("D7: cards 5 and 43 differ; cards 8, 10, 19 are in no deck") == {5, 8, 10, 19, 43}
    assert make_cards.cards_named("no Staff of Spring for a free card") == {6}
    assert make_cards.cards_named("cards 31-50 are not implemented; card 51; the cards 1 to 30") == set()


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_a_card_has_its_own_module_s_tests_and_those_elsewhere_that_name_it(tmp_path):
    tests = tmp_path / "tests"
    write(tests / "cards" / "test_card_31_elemental_amulet.py",
          "def test_one_bonus_per_type():\n    pass\n\n\nclass TestFree:\n"
          "    def test_all_four_bonuses(self):\n        '''Crystal Orb: card 34.'''\n")
    write(tests / "engine" / "test_tolls.py", "def test_leech():\n    '''Card 33 and card 31.'''\n")
    found = make_cards.coverage(tests)
    assert found[31].modules == ["tests/cards/test_card_31_elemental_amulet.py"]
    assert found[31].own == ["One bonus per type", "All four bonuses"]
    assert found[31].elsewhere == ["`tests/engine/test_tolls.py`: Leech"]
    assert found[34].elsewhere == ["`tests/cards/test_card_31_elemental_amulet.py`: All four bonuses"]
    assert (found[32].count, found[32].modules) == (0, [])


def test_a_card_without_tests_says_so():
    lines = make_cards.coverage_lines(make_cards.Coverage())
    assert lines == ["No test module of its own yet."]
