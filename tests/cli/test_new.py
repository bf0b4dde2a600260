"""``seasons new``: settings checked at the boundary, seed fixed or generated, no silent overwrite."""

import json
import re
from pathlib import Path

import pytest

from seasons_cli.engine.model import LEVELS
from seasons_cli.gamefile import load

from .conftest import run

CLI_DOC = Path(__file__).resolve().parents[2] / "docs" / "cli.md"


def test_new_writes_a_game_that_validates(tmp_path):
    path = tmp_path / "game.json"
    result = run("new", path, "--players", "alice,bob,carol", "--level", "wizard", "--seed", "42")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == f"created {path}: wizard game for alice, bob, carol, seed 42"
    record = load(path)
    assert record.settings.players == ("alice", "bob", "carol")
    assert record.settings.seed == "42"
    assert record.game.phase == "draft"  # R5.2: the wizard level starts with the draft


def test_new_generates_and_prints_a_seed(tmp_path):
    result = run("new", tmp_path / "g.json", "--players", "alice,bob")
    seed = re.search(r"seed ([0-9a-f]{16})$", result.stdout.splitlines()[0]).group(1)
    assert json.loads((tmp_path / "g.json").read_text())["settings"]["seed"] == seed


def test_new_assigns_the_decks_asked_for(tmp_path):
    """R5.1: --decks gives each seat its pre-built deck."""
    run("new", tmp_path / "g.json", "--players", "alice,bob", "--decks", "3,1", "--seed", "x")
    assert load(tmp_path / "g.json").setup[1] == {"kind": "decks", "decks": {"alice": 3, "bob": 1}}


def test_new_refuses_to_overwrite_without_force(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("precious")
    result = run("new", path, "--players", "alice,bob")
    assert result.exit_code == 1
    assert result.stderr == f"error: {path} already exists (use --force to overwrite it)\n"
    assert path.read_text() == "precious"


def test_new_with_force_overwrites(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("old")
    assert run("new", path, "--players", "alice,bob", "--force").exit_code == 0
    assert load(path).settings.players == ("alice", "bob")


def test_archmage_game_is_created(tmp_path):
    """Issue 3 point 1: every card 31-50 now has its effects, so the archmage level opens."""
    path = tmp_path / "g.json"
    result = run("new", path, "--players", "alice,bob", "--level", "archmage")
    assert result.exit_code == 0
    assert load(path).settings.level == "archmage"


def test_the_docs_and_the_help_give_every_level_as_it_works():
    """Issue 16 point 9: docs/cli.md said archmage was refused after it had opened."""
    section = CLI_DOC.read_text().partition("## `seasons new ")[2].partition("\n## ")[0]
    level = next(line for line in section.splitlines() if line.startswith("- `--level"))
    assert level.startswith(f"- `--level {'|'.join(LEVELS)}` (default `apprentice`)")
    assert "refused" not in section.partition("- `--seed")[0]
    help_text = run("new", "--help").stdout
    assert all(f"{name}:" in help_text for name in LEVELS)


def test_impossible_decks_are_refused(tmp_path):
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--decks", "1,1")
    assert result.exit_code == 1
    assert result.stderr == "error: --decks needs 2 different deck numbers from 1 to 4\n"


def test_bad_player_names_are_usage_errors(tmp_path):
    for players in ("alice", "alice,bob,carol,dave,erin", "alice,alice", "alice,b[o]b", "a" * 25 + ",bob"):
        result = run("new", tmp_path / "g.json", "--players", players)
        assert result.exit_code == 2, players
        assert "Invalid value for '--players'" in result.stderr
    assert not (tmp_path / "g.json").exists()


def test_unknown_level_is_a_usage_error(tmp_path):
    assert run("new", tmp_path / "g.json", "--players", "a,b", "--level", "expert").exit_code == 2


def test_new_in_a_missing_folder_is_one_line(tmp_path):
    result = run("new", tmp_path / "nowhere" / "g.json", "--players", "alice,bob")
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
    assert "No such file or directory" in result.stderr


def test_the_level_is_read_in_any_case(tmp_path):
    """Issue 19 item 5: --level Wizard, as moves are read in any case."""
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--level", "Wizard", "--seed", "x")
    assert result.exit_code == 0 and result.stdout.startswith(f"created {tmp_path / 'g.json'}: wizard game")
    assert run("cards", "--level", "ARCHMAGE").stdout.startswith("Power cards of the archmage level (50)")


# --- the expansions' settings (expansions.md G1-G6) ---------------------------------------------

def test_a_setting_whose_pieces_are_not_all_implemented_is_refused_plainly(tmp_path, monkeypatch):
    """Issue 20: a game is never played with a piece this version does not implement."""
    from seasons_cli.engine import registry

    monkeypatch.delitem(registry.PRELUDE, 203)  # Twist of Fate without its effect
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--level", "wizard",
                 "--expansions", "path-of-destiny")
    assert (result.exit_code, result.stderr) == (
        1, "error: not yet: this version has no effects for card 203\n")
    assert not (tmp_path / "g.json").exists()


@pytest.mark.parametrize("content", [["--expansions", "enchanted-kingdom"], ["--tokens", "both"],
                                     ["--enchantment", "drought"], ["--promos"]])
def test_a_sealed_game_with_expansion_content_is_refused_with_the_reason(tmp_path, content):
    """Issue 20 point 4: sealed games cannot play the expansions yet (docs/fair-play.md)."""
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--level", "wizard",
                 "--trust", "sealed", *content)
    assert (result.exit_code, result.stderr) == (
        1, "error: not yet: sealed games with expansion content (docs/fair-play.md, 'Expansion "
        "cards in sealed games'); play an open or a fair game\n")
    assert not (tmp_path / "g.json").exists()


def test_a_refused_combination_is_one_line_with_the_reason(tmp_path):
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--tokens", "both")
    assert (result.exit_code, result.stderr) == (1, (
        "error: the apprentice level is the base game's learning level (G2): it takes no "
        "expansion content (--tokens both); play at the wizard or archmage level\n"))


def test_the_expansion_settings_are_written_and_replayed(tmp_path, monkeypatch):
    from tests.helpers import open_every_piece

    open_every_piece(monkeypatch)
    path = tmp_path / "g.json"
    result = run("new", path, "--players", "alice,bob", "--level", "archmage", "--seed", "7",
                 "--expansions", "path-of-destiny,enchanted-kingdom", "--promos", "--tokens",
                 "both", "--enchantment", "Natural-Selection")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines()[0] == (
        f"created {path}: archmage game + enchanted-kingdom, path-of-destiny, promo cards, both "
        "tokens, enchantment natural-selection for alice, bob, seed 7")
    settings = json.loads(path.read_text())["settings"]
    assert {k: settings[k] for k in ("expansions", "promos", "tokens", "enchantment")} == {
        "expansions": ["enchanted-kingdom", "path-of-destiny"], "promos": True, "tokens": "both",
        "enchantment": "natural-selection"}
    record = load(path, in_full=True)
    assert record.game.extra.enchantment == "natural-selection"
    assert len(record.game.players[0].packet) == 11


def test_unknown_expansion_and_enchantment_names_are_usage_errors(tmp_path):
    for option in (["--expansions", "gloomhaven"], ["--enchantment", "rain"], ["--tokens", "all"]):
        result = run("new", tmp_path / "g.json", "--players", "alice,bob", *option)
        assert result.exit_code == 2, option
