"""``seasons cards``: the catalogue as a table or one card in detail (issue 3 point 6)."""

import json

import pytest

from .conftest import run


def numbers(*args):
    return [card["number"] for card in json.loads(run("cards", "--json", *args).stdout)["cards"]]


def test_cards_table_snapshot(snapshot):
    result = run("cards")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == "Power cards of all levels (95), 2nd edition"
    assert result.stdout == snapshot


def test_card_detail_snapshot(snapshot):
    result = run("cards", "naria")
    assert result.exit_code == 0
    assert "apprentice decks  3" in result.stdout  # R5.1: Naria is in deck 3 only
    assert result.stdout == snapshot


def test_card_with_two_editions_detail_snapshot(snapshot):
    """D7: both printings of Balance of Ishtar, the first one shown with --edition 1."""
    result = run("cards", "balance-of-ishtar", "--edition", "1")
    assert "1st edition (shown)" in result.stdout
    assert result.stdout == snapshot


def test_cards_json_snapshot(snapshot):
    result = run("cards", "--json", "--level", "apprentice")
    assert result.exit_code == 0
    assert result.stdout == snapshot


def test_card_json_snapshot(snapshot):
    assert run("cards", "5", "--json").stdout == snapshot


def test_every_level_lists_its_cards():
    """cards.md 'Levels': 1-30 at apprentice and wizard, 1-50 at archmage; every card of every
    set by default (X3.1: 101-120, 201-222, 301-303)."""
    assert numbers("--level", "archmage") == list(range(1, 51))
    assert numbers("--level", "apprentice") == numbers("--level", "wizard") == list(range(1, 31))
    assert numbers() == [*range(1, 51), *range(101, 121), *range(201, 223), 301, 302, 303]


def test_every_set_lists_its_cards_tokens_and_enchantments():
    """X3.1, 4.5, 4.6: each set's cards; the tokens T1-T12 and EK-E1 to E10 are Enchanted
    Kingdom's, T13-T18 and PoD-E1 to E10 Path of Destiny's."""
    listed = json.loads(run("cards", "--json", "--set", "enchanted-kingdom").stdout)
    assert [card["number"] for card in listed["cards"]] == list(range(101, 121))
    assert [token["token"] for token in listed["tokens"]] == [f"t{n}" for n in range(1, 13)]
    assert [e["code"] for e in listed["enchantments"]] == [f"EK-E{n}" for n in range(1, 11)]
    listed = json.loads(run("cards", "--json", "--set", "path-of-destiny").stdout)
    assert [card["number"] for card in listed["cards"]] == list(range(201, 223))
    assert [token["token"] for token in listed["tokens"]] == [f"t{n}" for n in range(13, 19)]
    assert numbers("--set", "promo") == [301, 302, 303]
    assert numbers("--set", "base") == list(range(1, 51))


def test_a_token_and_an_enchantment_in_detail():
    token = json.loads(run("cards", "t8", "--json").stdout)
    assert (token["name"], token["prestige_if_used"], token["token_settings"]) == (
        "Discard four water", 18, ["enchanted-kingdom", "both"])
    assert json.loads(run("cards", "t16", "--json").stdout)["in_scope"] is False
    drought = json.loads(run("cards", "Drought", "--json").stdout)
    assert (drought["code"], drought["set"]) == ("EK-E9", "enchanted-kingdom")
    assert json.loads(run("cards", "pod-e6", "--json").stdout)["name"] == "Force of Destiny"
    assert "not played: the Die of Destiny's faces are unknown" in run("cards", "divine-destiny").stdout


def test_an_expansion_card_in_detail_names_its_set_and_tournament_lists():
    card = json.loads(run("cards", "raven", "--json").stdout)
    assert (card["number"], card["set"], card["levels"], card["tournament_lists"]) == (
        118, "enchanted-kingdom", [], ["tournament-classic", "tournament-2022"])
    assert json.loads(run("cards", "212", "--json").stdout)["cost"] == \
        "1w1e 2c / 1w1e 1c / 1w1e (2p / 3p / 4p)"


def test_player_count_costs_side_by_side():
    """R14.2, card 11: Figrim costs 3, 6 or 9 crystals with 2, 3 or 4 players."""
    card = json.loads(run("cards", "figrim", "--json").stdout)
    assert card["cost"] == "3c / 6c / 9c (2p / 3p / 4p)"
    assert [(c["players"], c["crystals"]) for c in card["costs"]] == [(2, 3), (3, 6), (4, 9)]
    assert "3c with 2 players · 6c with 3 · 9c with 4" in run("cards", "11").stdout


def test_the_edition_changes_cards_5_and_43_only():
    """D7: first edition Balance of Ishtar costs 6C; Idol of the Familiar has no entry effect."""
    first = {c["number"]: c for c in json.loads(run("cards", "--json", "--edition", "1").stdout)["cards"]}
    second = {c["number"]: c for c in json.loads(run("cards", "--json").stdout)["cards"]}
    assert (first[5]["cost"], second[5]["cost"]) == ("6c", "2c")
    assert (first[43]["effect_types"], second[43]["effect_types"]) == (["activation"], ["on summon", "activation"])
    assert [n for n in first if first[n] != second[n]] == [5, 43]


@pytest.mark.parametrize("name", ["29", "olafs-blessed-statue", "Olaf's Blessed Statue", "olaf", "OLAF"])
def test_a_card_is_found_by_number_slug_name_or_prefix(name):
    assert json.loads(run("cards", name, "--json").stdout)["name"] == "Olaf's Blessed Statue"


@pytest.mark.parametrize("args, message", [
    (["51"], "unknown card '51': give a number (1-50, 101-120, 201-222, 301-303), a name or a "
             "prefix of 3+ letters (tokens: t1-t18)"),
    (["am"], "unknown card 'am': give a number (1-50, 101-120, 201-222, 301-303), a name or a "
             "prefix of 3+ letters (tokens: t1-t18)"),
    (["amulet-of", "--json"], "'amulet-of' names several cards: amulet-of-air, amulet-of-fire, "
                              "amulet-of-earth, amulet-of-water, amulet-of-time; give more of the "
                              "name"),
    (["air-elemental", "--level", "wizard"], "card 40 Air Elemental is not played at the wizard level "
                                             "(cards 1-30)"),
])
def test_an_unknown_card_is_one_error_line(args, message):
    result = run("cards", *args)
    assert (result.exit_code, result.stdout, result.stderr) == (1, "", f"error: {message}\n")


@pytest.mark.parametrize("option", [["--level", "master"], ["--edition", "3"]])
def test_bad_option_values_are_usage_errors(option):
    assert run("cards", *option).exit_code == 2


def test_help_lists_the_cards_command():
    assert "\n  cards " in run("--help").stdout


@pytest.mark.parametrize("width", [60, 80, 100, 120])
def test_the_catalogue_wraps_every_effect_whole(width):
    """Issue 19 item 5: at every width each card's effect is there word for word (wrapped, not
    cut: 'Summoning gaug'), and no line is wider than the terminal."""
    from seasons_cli.reports.cards import catalogue

    result = run("cards", env={"COLUMNS": str(width)})
    assert result.exit_code == 0
    assert max(len(line) for line in result.stdout.splitlines()) <= width
    lines = result.stdout.splitlines()
    if "Effect type" in lines[1]:  # the table: read the effect column alone
        lines = [line[lines[1].rindex("Effect"):] for line in lines[2:]]
    flowing = " ".join(" ".join(lines).split())
    for card in catalogue()["cards"]:
        assert " ".join(card["effect"].split()) in flowing, card["name"]


def test_the_catalogue_at_60_columns_snapshot(snapshot):
    result = run("cards", "--level", "apprentice", env={"COLUMNS": "60"})
    assert result.stdout == snapshot
