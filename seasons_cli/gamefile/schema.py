"""The game file's JSON Schema (draft 2020-12), shipped with the package."""

from __future__ import annotations

import json
import os
from functools import cache
from typing import Any

SCHEMA_NAME = "game.schema.json"
PACKAGE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))  # seasons_cli itself
SCHEMA_IN_CHECKOUT = os.path.join(os.path.dirname(PACKAGE), "schemas", SCHEMA_NAME)


@cache
def game_schema() -> dict[str, Any]:
    """The schema: from the installed package, or from ``schemas/`` in a source checkout.
    Only a refusal's explanation and the docs need it (the check is ``schema_check``), so
    ``importlib.resources`` is imported here: it imports ``tempfile``, ``shutil`` and ``random``,
    ~7 ms of every command on a plain Python."""
    from importlib import resources

    try:
        text = resources.files("seasons_cli.schemas").joinpath(SCHEMA_NAME).read_text("utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        with open(SCHEMA_IN_CHECKOUT, encoding="utf-8") as stream:
            text = stream.read()
    return json.loads(text)


KINDS = {"open": "open_game", "fair": "fair_game",  # a kind of game -> its root in ``$defs``
         "sealed": "sealed_game"}


@cache
def _validator(kind: str = "") -> Any:
    """jsonschema's validator of the whole schema, or (``kind``) of one kind of game file only."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(_kind_schema(kind) if kind else game_schema())


def _kind_schema(kind: str) -> dict[str, Any]:
    """The schema with the root of one kind of game file (``KINDS``) in place of the ``anyOf``."""
    schema = game_schema()
    return {**{key: value for key, value in schema.items() if key != "anyOf"},
            "$ref": f"#/$defs/{KINDS[kind]}"}


def kind_of(data: Any) -> str:
    """The kind of game a document says it is: sealed when its settings' ``trust`` is sealed,
    fair when they have another ``trust`` (of any value: the fair root then says what is wrong
    with it), else open."""
    settings = data.get("settings") if isinstance(data, dict) else None
    if not isinstance(settings, dict) or "trust" not in settings:
        return "open"
    return "sealed" if settings["trust"] == "sealed" else "fair"


@cache
def _fast_check() -> Any:
    """``fastcheck.compile_schema(game_schema())``, written out as a module (``schema_check``,
    which a test keeps up to date with the schema): imported, not compiled, by each command."""
    from .schema_check import check

    return check


def sound_keys(data: Any) -> int | None:
    """For ``data`` that json's plain parser made: the number of keys of its objects when it is
    valid against the schema and sound as ``codec.loads`` wants it (``codec.unrepeated`` then
    tells whether a key was repeated), else None (then read it again with ``codec.loads`` and
    check it with ``schema_problem``, which say what is wrong). Two strings of each history
    entry are only checked to be strings: ``record.from_data``'s replay proves the rest of what
    the schema says of them (``fastcheck.PROVED_BY_REPLAY``)."""
    from .schema_check import sound_keys as keys

    return keys(data)


def schema_problem(data: Any) -> tuple[str, str] | None:
    """The first schema error as ``(json path, message)``, or None for a valid document.

    A sound document is recognised by the compiled fast check; jsonschema, the reference, is
    imported and run only to explain a document that fails it.
    """
    if _fast_check()(data):
        return None
    return reference_problem(data)


def reference_problem(data: Any) -> tuple[str, str] | None:
    """What jsonschema, the reference validator, finds wrong with ``data`` (None: nothing),
    checked against the root of the kind of game it says it is, so that the error is that
    kind's (not a mix of the kinds' ``anyOf``): the error its ``best_match`` takes among all
    the errors, found without making them all (``first_error``: a file of millions of bad
    values is refused as fast as one)."""
    from .first_error import first_error

    kind = kind_of(data)
    found = first_error(data, _parts(kind), _validator(kind))
    if found is None:
        return None
    return found[0], _short(found[1])


@cache
def _parts(kind: str) -> Any:
    from .first_error import plan

    return plan(_kind_schema(kind))


def _short(message: str) -> str:
    return message if len(message) <= 200 else message[:197] + "..."
