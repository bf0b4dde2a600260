"""``--edition 1|2`` at ``seasons new`` (issue 3 point 3, D7): both editions create and play."""

import json

import pytest

from seasons_cli.gamefile import load

from .conftest import DATA, run


def balance_game(tmp_path, edition):
    """Alice with Balance of Ishtar in hand, 7 crystals and gauge 1 (data/balance_game.txt)."""
    path = tmp_path / f"edition{edition}.json"
    created = run("new", path, "--players", "alice,bob", "--seed", "ed1", "--decks", "2,1",
                  "--edition", edition)
    assert created.exit_code == 0, created.output
    assert run("move", path, "-", input=(DATA / "balance_game.txt").read_text()).exit_code == 0
    return path


def alice(path):
    return json.loads(run("show", path, "--json").stdout)["players"][0]


@pytest.mark.parametrize("edition, cost", [(2, 2), (1, 6)])
def test_balance_of_ishtar_costs_2_or_6_crystals_by_edition(tmp_path, edition, cost):
    """Card 5, D7: 2C in the second edition (default), 6C in the first."""
    path = balance_game(tmp_path, edition)
    assert alice(path)["crystals"] == 7
    assert run("move", path, "summon", "balance").exit_code == 0
    assert alice(path)["crystals"] == 7 - cost
    assert alice(path)["in_play"] == ["Balance of Ishtar"]
    assert run("validate", path).exit_code == 0


@pytest.mark.parametrize("edition", [1, 2])
def test_the_file_records_the_edition(tmp_path, edition):
    """R4.1: the edition is fixed when the game is created; the file stores settings.card_edition."""
    path = balance_game(tmp_path, edition)
    assert json.loads(path.read_text())["settings"]["card_edition"] == edition
    assert load(path).settings.edition == edition


def test_the_second_edition_is_the_default(tmp_path):
    """D7: without --edition the game uses the second edition, and new says nothing about it."""
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--seed", "s")
    assert result.stdout.splitlines()[0] == f"created {tmp_path / 'g.json'}: apprentice game for alice, bob, seed s"
    assert json.loads((tmp_path / "g.json").read_text())["settings"]["card_edition"] == 2


def test_new_show_and_score_mention_the_first_edition(tmp_path):
    path = tmp_path / "g.json"
    result = run("new", path, "--players", "alice,bob", "--seed", "s", "--edition", "1")
    assert result.stdout.startswith(f"created {path}: apprentice game with 1st-edition cards for alice, bob")
    assert "apprentice, 1st-edition cards" in run("show", path).stdout
    assert run("score", path).stdout.startswith("Provisional score (the game is not over) · 1st-edition cards\n")
    assert json.loads(run("score", path, "--json").stdout)["card_edition"] == 1


def test_show_and_score_say_nothing_of_the_second_edition(tmp_path):
    path = balance_game(tmp_path, 2)
    assert "edition" not in run("show", path).stdout + run("score", path).stdout


def test_an_unknown_edition_is_a_usage_error(tmp_path):
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--edition", "3")
    assert result.exit_code == 2 and not (tmp_path / "g.json").exists()
