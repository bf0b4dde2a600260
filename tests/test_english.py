"""Counted nouns and lists of names (issue 19 item 5): one helper, and no copy of it inline."""

import re
from pathlib import Path

import pytest

from seasons_cli.english import both_or_all, counted, listed, noun, signed

PACKAGE = Path(__file__).resolve().parents[1] / "seasons_cli"


@pytest.mark.parametrize(("count", "text"), [(0, "0 cards"), (1, "1 card"), (2, "2 cards")])
def test_counted(count, text):
    assert counted(count, "card") == text


def test_an_irregular_plural_is_given():
    assert counted(3, "energy", "energy") == "3 energy"
    assert noun(1, "die", "dice") == "die" and noun(5, "die", "dice") == "dice"


@pytest.mark.parametrize(("count", "text"), [(1, "+1 crystal"), (-1, "-1 crystal"), (-4, "-4 crystals")])
def test_signed(count, text):
    assert signed(count, "crystal") == text


@pytest.mark.parametrize(("names", "text"), [
    (["alice"], "alice"), (["alice", "bob"], "alice and bob"),
    (["alice", "bob", "carol"], "alice, bob and carol"),
    (["alice", "bob", "carol", "dave"], "alice, bob, carol and dave")])
def test_listed(names, text):
    assert listed(names) == text


def test_both_or_all():
    assert (both_or_all(2), both_or_all(3), both_or_all(4)) == ("both", "all", "all")


# A plural made inline: ``{'s' if n > 1 else ''}``, ``{'' if n == 1 else 's'}``.
INLINE_PLURAL = re.compile(r"""\{\s*['"]s?['"]\s+if\s+[^}]*else\s+['"]s?['"]\s*\}""")


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_no_module_writes_a_plural_of_its_own(path):
    assert INLINE_PLURAL.findall(path.read_text()) == []
