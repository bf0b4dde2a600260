"""docs/expansions.md, the coverage table of the expansions (issue 20 point 5), is generated from
the engine's registries and the tests and kept current; every piece in scope has tests."""

from __future__ import annotations

from .helpers import ROOT, script

make = script("docs/make_expansions.py", "make_expansions")


def test_docs_expansions_md_is_up_to_date():
    expected = make.render(make.coverage(ROOT / "tests"))
    assert (ROOT / "docs" / "expansions.md").read_text(encoding="utf-8") == expected, (
        f"docs/expansions.md is out of date: regenerate it with `{make.COMMAND}`")


def test_every_rule_and_every_piece_in_scope_has_a_test():
    found = make.coverage(ROOT / "tests")
    from seasons_cli.cards.abilities import ENCHANTMENT_LIST, TOKENS
    from seasons_cli.cards.catalogue import CARDS

    keys = [*make.RULES, *(str(n) for n in CARDS if n > 100),
            *(f"T{n}" for n, t in TOKENS.items() if t.in_scope),
            *(e.code for e in ENCHANTMENT_LIST if e.in_scope)]
    assert [key for key in keys if not found.get(key)] == []


def test_a_docstring_cites_rules_tokens_enchantments_and_cards():
    cited = {match for groups in make.CITE.findall("X24.3 and G6; T7, EK-E9, Card 203 ...")
             for match in groups if match}
    assert cited == {"X24", "G6", "T7", "EK-E9", "203"}
