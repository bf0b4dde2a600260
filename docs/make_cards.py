"""Write docs/cards.md: every power card's data and effect, and the tests that cover it.

    python3 docs/make_cards.py > docs/cards.md

The card data comes from the catalogue (``seasons_cli/cards/catalogue.py``, through
``seasons_cli.reports.cards``, as ``seasons cards`` shows it); the tests are read, not run, from the
test modules: a card's own modules ``tests/cards/test_card_NN_*.py`` (every test function), and any
other test whose docstring names the card ("card 12", "cards 5 and 43", or its printed name).
Cards without a test module yet are listed with the tests found elsewhere, or none.
tests/test_docs_cards.py fails when docs/cards.md is not what this script prints.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from seasons_cli.cards.catalogue import CARDS  # noqa: E402
from seasons_cli.engine.expansions import load  # noqa: E402
from seasons_cli.engine.registry import implemented  # noqa: E402

load()  # the expansions' effects, to say which cards are implemented
from seasons_cli.reports.cards import card_data, card_detail, effect_type_words  # noqa: E402

COMMAND = "python3 docs/make_cards.py > docs/cards.md"
EDITIONS = {1: "1st edition (game setting)", 2: "2nd edition (default)"}
OWN_MODULE = re.compile(r"test_card_(\d+)_\w*\.py")
# "card 12", "Card 5", "cards 5 and 43", "cards 8, 10, 19"; not a range ("cards 31-50", "1 to 30").
NUMBERS = re.compile(r"\bcards? (\d+(?:(?:, | and | or )\d+)*)\b(?![-–]\d| to \d)", re.IGNORECASE)


@dataclass(slots=True)
class Coverage:
    """The tests of one card: in its own modules, and elsewhere (``path: readable name``)."""

    modules: list[str] = field(default_factory=list)
    own: list[str] = field(default_factory=list)
    elsewhere: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.own) + len(self.elsewhere)


def readable(name: str) -> str:
    """``test_second_edition_3_fire_gives_9`` -> ``Second edition 3 fire gives 9``."""
    words = name.removeprefix("test_").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def cards_named(text: str) -> set[int]:
    """The card numbers a docstring names, by number or by printed name."""
    found = {int(n) for group in NUMBERS.findall(text) for n in re.findall(r"\d+", group)}
    lowered = text.lower()
    found |= {number for number, card in CARDS.items() if card.name.lower() in lowered}
    return found & set(CARDS)


def tests_of(path: Path) -> Iterator[tuple[str, str]]:
    """``(name, docstring)`` of every test function of a module, top level and in ``Test*`` classes."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        bodies = node.body if isinstance(node, ast.ClassDef) and node.name.startswith("Test") else [node]
        for item in bodies:
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name.startswith("test"):
                yield item.name, ast.get_docstring(item) or ""


def own_card(path: Path) -> int | None:
    match = OWN_MODULE.fullmatch(path.name)
    return int(match.group(1)) if match and path.parent.name == "cards" else None


def coverage(tests: Path) -> dict[int, Coverage]:
    """Every card's tests, read from the test modules under ``tests``."""
    found = {number: Coverage() for number in CARDS}
    for path in sorted(tests.rglob("test_*.py")):
        where, mine = path.relative_to(tests.parent).as_posix(), own_card(path)
        if mine in found:
            found[mine].modules.append(where)
        for name, doc in tests_of(path):
            if mine in found:
                found[mine].own.append(readable(name))
            for number in sorted(cards_named(doc) - {mine}):
                found[number].elsewhere.append(f"`{where}`: {readable(name)}")
    return found


SET_NAMES = {"base": "base", "enchanted-kingdom": "Enchanted Kingdom",
             "path-of-destiny": "Path of Destiny", "promo": "promo"}
NOT_YET = "not yet: a game with this card is refused"


def summary_row(number: int, tests: Coverage) -> str:
    card = card_data(number)
    tested = str(tests.count) if implemented(number) else f"{tests.count} ({NOT_YET})"
    cells = [str(number), f"[{card['name']}](#{number}-{card['slug']})", SET_NAMES[card["set"]],
             card["kind"], card["cost"], str(card["prestige"]),
             effect_type_words(card["effect_types"], card["when"]), card["effect"], tested]
    return "| " + " | ".join(cells) + " |"


def card_section(number: int, tests: Coverage) -> list[str]:
    card = card_detail(number)
    where = f"levels: {', '.join(card['levels'])}" if card["levels"] else \
        f"set: {SET_NAMES[card['set']]}"
    facts = [card["kind"], f"cost {card['cost']}", f"{card['prestige']} PP",
             effect_type_words(card["effect_types"], card["when"]), where,
             f"notation `{card['slug']}`"]
    lines = [f"## {number} {card['name']}", "", " · ".join(facts), "", card["effect"], ""]
    if not implemented(number):
        lines += ["**Not implemented yet**: `seasons new` refuses a game whose pool holds it.", ""]
    for edition in card["editions"]:
        lines.append(f"- {EDITIONS[edition['edition']]}: cost {edition['cost']} · "
                     f"{effect_type_words(edition['effect_types'], None)} · {edition['effect']}")
    if card["editions"]:
        lines.append("")
    return lines + coverage_lines(tests)


def coverage_lines(tests: Coverage) -> list[str]:
    """The card's own tests under the module names, then the tests elsewhere that name it."""
    if tests.modules:
        lines = [f"Tests in {', '.join(f'`{module}`' for module in tests.modules)}:", ""]
        lines += [f"- {name}" for name in tests.own] or ["- (no test functions)"]
    else:
        lines = ["No test module of its own yet."]
    if tests.elsewhere:
        lines += ["", "Other tests that name this card:", ""]
        lines += [f"- {entry}" for entry in tests.elsewhere]
    return lines


def render(tests: dict[int, Coverage]) -> str:
    lines = [
        "# Power cards: effects and tests",
        "",
        f"<!-- Generated by `{COMMAND}`: do not edit by hand. -->",
        "",
        "Generated from the card catalogue (`seasons_cli/cards/catalogue.py`, the data `seasons cards`",
        "shows) and the test modules: each card's own `tests/cards/test_card_NN_*.py` (one line per test",
        "function) and every other test whose docstring names the card. The rules of each card are in",
        "the rules folder's `cards.md` (1–50) and `expansions.md` (101–120 Enchanted Kingdom, 201–222",
        "Path of Destiny, 301–303 promo cards). Costs are written as in the move notation: a air, w water,",
        "f fire, e earth, c crystals; `3c / 6c / 9c (2p / 3p / 4p)` depends on the number of players.",
        "Cards 5 and 43 are shown in the second edition (the default), with both editions below them.",
        f"Regenerate after changing the catalogue or the tests: `{COMMAND}`.",
        "",
        "The special ability tokens, the enchantments and the expansions' rules are in",
        "[expansions.md](expansions.md).",
        "",
        "| No. | Name | Set | Kind | Cost | PP | Effect type(s) | Effect | Tests |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    lines += [summary_row(number, tests[number]) for number in CARDS]
    for number in CARDS:
        lines += [""] + card_section(number, tests[number])
    return "\n".join(lines).rstrip("\n") + "\n"


def main() -> None:
    sys.stdout.write(render(coverage(ROOT / "tests")))


if __name__ == "__main__":
    main()
