"""Write docs/expansions.md: the coverage of the expansions (expansions.md in the rules folder):
every setting G1-G6, rule X1-X29, card 101-303, token T1-T18 and enchantment, where the engine
plays it, whether this version implements it, and the tests that cover it.

    python3 docs/make_expansions.py > docs/expansions.md

Implementation comes from the engine's registries (``registry.implemented``,
``token_implemented``, ``enchantment_implemented``) and the catalogue's ``in_scope``; the tests
are read, not run: a piece's own modules (``tests/cards/test_card_NNN_*.py``,
``tests/tokens/test_token_NN_*.py``, ``tests/enchantments/test_<code>_*.py``) and every test whose
docstring (or whose module's docstring) cites it (``X24``, ``G6``, ``T7``, ``EK-E9``, a card
number). tests/test_docs_expansions.py fails when docs/expansions.md is not what this prints.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from seasons_cli.cards.abilities import ENCHANTMENT_LIST, TOKENS  # noqa: E402
from seasons_cli.cards.catalogue import CARDS  # noqa: E402
from seasons_cli.engine.expansions import load  # noqa: E402
from seasons_cli.engine.registry import (enchantment_implemented, implemented,  # noqa: E402
                                         token_implemented)

load()

COMMAND = "python3 docs/make_expansions.py > docs/expansions.md"

# Where each rule is played (the module that holds it); the tests are found below.
RULES = {
    "G1": "engine/model.py Settings, cli/new.py", "G2": "engine/content.py pool_cards",
    "G3": "cards/catalogue.py TOURNAMENT_POOLS", "G4": "cards/abilities.py TOKEN_POOLS",
    "G5": "engine/content.py enchantment_candidates, engine/prelude.py",
    "G6": "engine/content.py check_content, engine/prelude.py set_up_expanded",
    "X1": "engine/model.py Settings.expanded, Game.extra", "X2": "engine/extra.py",
    "X3": "cards/catalogue.py; InPlay.effect (copies)", "X4": "engine/piles.py",
    "X5": "engine/hidden.py, bots/observe.py (the bots' observation); reports/expansion.py, "
          "board.py, score.py, events.py (what each reader is shown)",
    "X6": "engine/core.py reserve_limit, Extra.floor", "X7": "InPlay.tokens of the cards",
    "X8": "Player.bonuses (Throne of Renewal, T14)", "X9": "engine/prelude.py",
    "X10": "engine/tokens.py, effects/tokens.py; engine/scoring.py",
    "X11": "effects/enchantments.py, registry.ENCHANTMENT_*", "X12": "engine/prelude.py",
    "X13": "engine/turns.py", "X14": "registry.TURN_ACTIONS", "X15": "engine/summons.py",
    "X16": "engine/summons.py put_into_play", "X17": "engine/links.py, engine/piles.py",
    "X18": "engine/reactions.py", "X19": "engine/core.py gain_crystals",
    "X20": "engine/sacrifices.py", "X21": "engine/sacrifices.py, engine/links.py",
    "X22": "effects/cards_201_222.py (217), InPlay.effect", "X23": "effects/cards_101_120.py (118)",
    "X24": "engine/piles.py search", "X25": "engine/core.py gained, drew_one",
    "X26": "engine/flow.py end of round, decisions.SUGGESTED_ORDER",
    "X27": "engine/years.py", "X28": "engine/years.py", "X29": "engine/flow.py, engine/scoring.py",
}
PARTLY: dict[str, str] = {}  # rule -> what is missing

# Issue 20 points 4-6: each kind of game, the bots, the views, and the tests that show it (whole
# modules, or ``module::test``).
KINDS = {
    "open games": ("every piece", ("tests/engine/test_random_expansion_games.py",)),
    "fair games": ("every piece: the four classes of events, deciders.py version 3",
                   ("tests/engine/test_fair_expansions.py", "tests/fair/test_expansions.py",
                    "tests/engine/test_deciders.py")),
    "sealed games": ("refused at `seasons new --trust sealed` (docs/fair-play.md, \"Expansion "
                     "cards in sealed games\")",
                     ("tests/fair/test_expansions.py::test_a_sealed_game_with_expansion_content_"
                      "is_refused_with_the_reason", "tests/engine/test_expansion_setup.py::"
                      "test_sealed_games_with_expansion_content_are_refused_fair_ones_play")),
    "views": ("board, replay words, score: tokens, enchantment, stored energy, removed cards, "
              "marks (X5)", ("tests/cli/test_expansion_views.py",)),
}

CITE = re.compile(r"\b(?:(X\d+|G\d)(?:\.\d+)?|(T\d+)|((?:EK|PoD)-E\d+)|[Cc]ards? (\d{3}))\b")
OWN = {"cards": re.compile(r"test_card_(\d{3})_\w*\.py"),
       "tokens": re.compile(r"test_token_(\d+)_\w*\.py"),
       "enchantments": re.compile(r"test_((?:ek|pod)_e\d+)_\w*\.py")}


def tests_of(path: Path):
    """``(name, docstring)`` of every test function, with the module's docstring."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = ast.get_docstring(tree) or ""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
            yield node.name, f"{module}\n{ast.get_docstring(node) or ''}"


def coverage(tests: Path) -> dict[str, list[str]]:
    """Every piece's tests, by key: ``X24``, ``G6``, ``T7``, ``EK-E9``, ``101``."""
    found: dict[str, list[str]] = {}
    for path in sorted(tests.rglob("test_*.py")):
        where = path.relative_to(tests.parent).as_posix()
        own = None
        for folder, pattern in OWN.items():
            match = pattern.fullmatch(path.name)
            if match and path.parent.name == folder:
                own = match.group(1)
                own = own.upper().replace("_", "-").replace("POD", "PoD") if folder == \
                    "enchantments" else (f"T{int(own)}" if folder == "tokens" else own)
        for name, text in tests_of(path):
            keys = {own} if own else set()
            for rule, token, enchantment, card in CITE.findall(text):
                keys.add(rule or token or enchantment or card)
            for key in keys - {None}:
                found.setdefault(key, []).append(f"{where}::{name}")
    return found


def _cell(tests: list[str]) -> str:
    modules = sorted({test.split("::")[0] for test in tests})
    return f"{len(tests)} in " + ", ".join(f"`{m}`" for m in modules) if tests else "none"


def render(found: dict[str, list[str]]) -> str:
    lines = [
        "# The expansions: what this version plays, and its tests",
        "",
        f"<!-- Generated by `{COMMAND}`: do not edit by hand. -->",
        "",
        "Every setting, rule, card, token and enchantment of the rules folder's `expansions.md`,",
        "where the engine plays it (modules under `seasons_cli/`), whether this version implements",
        "it, and the tests that cover it: a piece's own test modules and every test whose docstring",
        "(or module docstring) cites it. `seasons new` refuses any setting whose pieces are not all",
        "implemented (`not yet: ...`), so nothing below that says *not played* is ever played.",
        f"Regenerate after changing the engine or the tests: `{COMMAND}`.",
        "",
        "## Settings and rules",
        "",
        "| Rule | Where | Status | Tests |",
        "|---|---|---|---|",
    ]
    for rule, where in RULES.items():
        status = f"partly: {PARTLY[rule]}" if rule in PARTLY else "implemented"
        lines.append(f"| {rule} | {where} | {status} | {_cell(found.get(rule, []))} |")
    lines += ["", "## Kinds of game, views", "", "| What | Status | Tests |", "|---|---|---|"]
    for what, (status, modules) in KINDS.items():
        tests = [f"{module}::{name}" for module in modules if "::" not in module
                 for name, _ in tests_of(ROOT / module)]
        tests += [test for test in modules if "::" in test and test.split("::")[1] in
                  {name for name, _ in tests_of(ROOT / test.split("::")[0])}]
        lines.append(f"| {what} | {status} | {_cell(tests)} |")
    lines += ["", "## Power cards", "", "| No. | Name | Set | Status | Tests |", "|---|---|---|---|---|"]
    for number, card in CARDS.items():
        if number > 100:
            status = "implemented" if implemented(number) else "**not yet**"
            lines.append(f"| {number} | {card.name} | {card.set} | {status} | "
                         f"{_cell(found.get(str(number), []))} |")
    lines += ["", "## Special ability tokens", "", "| Token | Name | Status | Tests |",
              "|---|---|---|---|"]
    for number, token in TOKENS.items():
        status = ("not played (expansions.md 1.2: the Die of Destiny's faces are unknown)"
                  if not token.in_scope else
                  "implemented" if token_implemented(number) else "**not yet**")
        lines.append(f"| T{number} | {token.name} | {status} | {_cell(found.get(f'T{number}', []))} |")
    lines += ["", "## Enchantments", "", "| Card | Name | Status | Tests |", "|---|---|---|---|"]
    for enchantment in ENCHANTMENT_LIST:
        status = ("not played (expansions.md 1.2: the Die of Destiny's faces are unknown)"
                  if not enchantment.in_scope else
                  "implemented" if enchantment_implemented(enchantment.slug) else "**not yet**")
        lines.append(f"| {enchantment.code} | {enchantment.name} | {status} | "
                     f"{_cell(found.get(enchantment.code, []))} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    sys.stdout.write(render(coverage(ROOT / "tests")))


if __name__ == "__main__":
    main()
