"""docs/reference.md is every command's --help (issue 6 point 9): this fails when it is stale.
Regenerate it with ``python -m seasons_cli.cli.reference > docs/reference.md``."""

from pathlib import Path

from click.testing import CliRunner

from seasons_cli.cli.main import seasons
from seasons_cli.cli.reference import contexts, document

REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "reference.md"


def test_the_reference_is_up_to_date():
    assert REFERENCE.read_text() == document(), \
        "docs/reference.md is stale: python -m seasons_cli.cli.reference > docs/reference.md"


def test_every_command_and_subcommand_has_a_section():
    paths = [ctx.command_path for ctx in contexts(seasons)]
    groups = ("config", "keys")
    assert len(paths) == 1 + len(seasons.commands) + sum(len(seasons.commands[group].commands)
                                                         for group in groups)
    assert "seasons config set" in paths and "seasons status" in paths


def test_a_section_is_what_help_prints():
    help_text = CliRunner().invoke(seasons, ["undo", "--help"], terminal_width=90,
                                   max_content_width=90).output
    assert f"## `seasons undo`\n\n```text\n{help_text}```\n" in document()
