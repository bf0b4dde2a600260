"""docs/file-format.md is generated from the schema and must be up to date (issue #4 point 7)."""

from __future__ import annotations

from pathlib import Path

from seasons_cli.gamefile.docs import document
from seasons_cli.gamefile.schema import game_schema

DOC = Path(__file__).resolve().parents[2] / "docs" / "file-format.md"


def test_file_format_doc_is_up_to_date():
    assert DOC.read_text() == document(), \
        "regenerate it: python -m seasons_cli.gamefile.docs > docs/file-format.md"


def test_every_schema_property_has_a_description():
    def walk(node, path):
        for name, child in node.get("properties", {}).items():
            assert child.get("description") or "$ref" in child, f"{path}.{name} has no description"
            walk(child, f"{path}.{name}")
        if isinstance(node.get("items"), dict):
            walk(node["items"], f"{path}[]")
    schema = game_schema()
    walk(schema, "$")
    for name, node in schema["$defs"].items():
        assert node.get("description"), f"$defs.{name} has no description"
        walk(node, f"$defs.{name}")
