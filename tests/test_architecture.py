"""The layering of the code (style.md): the engine is pure and cards meet their effects by id."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from seasons_cli.cards.catalogue import BASIC, CARDS
from seasons_cli.engine import registry

ENGINE = Path(__file__).resolve().parents[1] / "seasons_cli" / "engine"
FORBIDDEN = {"click", "rich", "json", "pathlib", "random", "os", "io", "sys", "jsonschema"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", sorted(ENGINE.rglob("*.py")), ids=lambda p: p.name)
def test_the_engine_does_no_io_and_has_no_randomness_of_its_own(path):
    assert not imported_modules(path) & FORBIDDEN


def test_the_engine_never_imports_the_layers_above_it():
    for path in ENGINE.rglob("*.py"):
        text = path.read_text()
        for layer in ("gamefile", "notation", "views", "cli", "describe"):
            assert f"seasons_cli.{layer}" not in text and f"...{layer}" not in text, (path, layer)


@pytest.mark.parametrize("number", BASIC)
def test_every_basic_card_has_an_effect_or_is_marked_as_having_none(number):
    assert registry.implemented(number), f"card {number} {CARDS[number].name} has no effect code"


def test_only_the_runic_cube_and_the_replica_are_marked_as_having_no_effect():
    assert registry.NO_EFFECT == {22, 222}


def test_the_schema_knows_every_kind_of_action_the_engine_makes():
    import json
    import re

    from seasons_cli.notation import ALL_VERBS

    schema = json.loads((ENGINE.parents[1] / "schemas" / "game.schema.json").read_text())
    kinds = set(schema["$defs"]["action"]["properties"]["kind"]["enum"])
    made = set()
    for path in ENGINE.rglob("*.py"):
        # an action made directly, or once and shared (``model.made``, ``seat_actions``)
        made |= set(re.findall(r'(?:Action\([\w.]+, |made\([\w.]+, |seat_actions\()"(\w+)"',
                               path.read_text()))
    assert made <= kinds
    # "seat" is no move: a seat changing hands (gamefile/seats.py), never made by the engine
    assert {"library" if v.startswith("library") else v for v in ALL_VERBS} == kinds - {"seat"}


def test_the_schema_knows_every_kind_of_outcome_the_engine_logs():
    import json
    import re

    schema = json.loads((ENGINE.parents[1] / "schemas" / "game.schema.json").read_text())
    kinds = set(schema["$defs"]["outcome"]["properties"]["kind"]["enum"])
    logged = set()
    for path in ENGINE.rglob("*.py"):
        logged |= set(re.findall(r'log\(game, "(\w+)"', path.read_text()))
    assert logged == kinds


BOTS = ENGINE.parent / "bots"


@pytest.mark.parametrize("path", sorted(BOTS.rglob("*.py")), ids=lambda p: p.name)
def test_the_bots_depend_on_the_engine_only(path):
    """Issue 7: the bots use the engine (and the card data it is built on), no user interface,
    no file; their only randomness is their own seeded random.Random."""
    assert not imported_modules(path) & {"click", "rich", "json", "pathlib", "os", "io", "sys"}
    text = path.read_text()
    for layer in ("gamefile", "notation", "views", "cli", "describe", "reports", "script"):
        assert f"..{layer}" not in text and f"seasons_cli.{layer}" not in text, (path, layer)
