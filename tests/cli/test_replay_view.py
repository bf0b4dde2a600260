"""``seasons replay`` (issue 6 point 3): every move in words, chance outcomes shown, hidden cards
hidden unless --as, --at N for the board after move N, and the --round/--year/--player filters."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from seasons_cli.cli.main import seasons
from seasons_cli.gamefile import load, short_head

from .conftest import ENV, run

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "wizard-3p-unfinished.json"
WIDTHS = (80, 120)


def replay(width, *args):
    result = CliRunner().invoke(seasons, ["replay", *map(str, args)], env={**ENV, "COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("width", WIDTHS)
def test_the_replay_snapshot(width, small_game, snapshot):
    assert replay(width, small_game) == snapshot


@pytest.mark.parametrize("width", WIDTHS)
def test_the_board_after_a_move_snapshot(width, small_game, snapshot):
    """After move 13 (bob ended the last turn of round 1): spring, round 2, dice just rolled."""
    text = replay(width, small_game, "--at", 13)
    assert text.startswith("The board after move 13 of 20\n")
    assert text == snapshot


def test_a_move_in_the_words_of_seasons_move(small_game):
    """R12.4 (winter: air 1 crystal); R15.4: the first bonus costs 5 prestige at the end."""
    lines = replay(100, small_game).splitlines()
    assert "  10. bob transmuted 1 air: +1 crystal  · transmute 1a" in lines
    assert ("  11. bob used a bonus to raise the summoning gauge (bonus 1 of 3: -5 prestige at the "
            "end)  · bonus") in lines


def test_the_end_of_a_round_and_the_next_roll(small_game):
    """R17.2: the leftover die moves the token; R8.1: the new season's dice are rolled, under the
    title of the round they open."""
    lines = replay(100, small_game).splitlines()
    at = lines.index("  13. bob ended their turn  · end")
    assert lines[at + 1:at + 7] == [
        "        the season token moved +1 to year 1, spring (space 4)",
        "        spring began (year 1)",
        "",
        "Year 1, spring, round 2",
        "        dice rolled for round 2: Sp1-4 (2 earth, gauge +1; 2 dots); Sp2-1 (1 water, gauge +1,",
        "        transmute; 1 dot); Sp3-4 (draw a card; 1 dot)"]


def test_an_automatic_move_is_told(small_game):
    """R9.2: after the only Die of Malice is used, going on to the die is the only move."""
    assert "        bob went on to their die's actions, the only move" in replay(100, small_game).splitlines()


def test_draws_are_hidden_unless_as_the_drawer():
    """R16.1: carol's 'draw 2, keep 1' (move 119): the cards are named to carol only."""
    drawn = "(Yjang's Forgotten Vase, Syllas the Faithful)"
    assert drawn not in replay(200, EXAMPLE)
    assert drawn not in replay(200, EXAMPLE, "--as", "alice")
    carol = replay(200, EXAMPLE, "--as", "carol")
    assert ("119. carol used a bonus to draw 2 cards and keep 1 (Yjang's Forgotten Vase, Syllas the "
            "Faithful) (bonus 1 of 3: -5 prestige at the end)  · bonus draw2") in carol


def test_the_deal_and_the_picks_are_counted_for_others():
    """R5.2, R6.3: the 9 cards dealt and each pick are the owner's secret."""
    everyone = replay(200, EXAMPLE)
    assert "        alice was dealt 9 cards" in everyone.splitlines()
    assert "   2. alice picked a card (pick 1 of 9)" in everyone.splitlines()
    alice = replay(200, EXAMPLE, "--as", "alice").splitlines()
    assert "   2. alice picked Scepter of Greatness (pick 1 of 9)  · pick scepter-of-greatness" in alice
    assert "   1. bob picked a card (pick 1 of 9)" in alice


def test_one_round(small_game):
    titles = [line for line in replay(100, small_game, "--round", 2).splitlines()
              if line and not line.startswith(" ")]
    assert titles == ["Year 1, spring, round 2"]


def test_one_players_moves_in_one_year(small_game):
    """The split (moves 3 and 4) is before year 1's rounds."""
    text = replay(100, small_game, "--year", 1, "--player", "bob")
    numbers = re.findall(r"^ *(\d+)\. bob ", text, re.MULTILINE)
    assert numbers == ["6", "10", "11", "12", "13", "14", "16", "17"]


def test_a_filter_that_keeps_nothing(small_game):
    assert replay(100, small_game, "--round", 9) == "No move matches.\n"


def test_the_json_history_is_the_files_and_filters_alike(small_game):
    stored = json.loads(small_game.read_text())["history"]
    everything = json.loads(run("replay", small_game, "--json").stdout)["history"]
    bobs = json.loads(run("replay", small_game, "--json", "--player", "bob").stdout)["history"]
    assert everything == stored
    assert bobs == [entry for entry in stored if entry["player"] == "bob"]


def test_the_json_board_after_a_move_has_that_moves_head(small_game):
    record = load(small_game)
    data = json.loads(run("replay", small_game, "--at", 13, "--json").stdout)
    assert data["head"] == short_head(f"13-{record.history[13].prev}")
    assert (data["round"], data["season"], data["players"][1]["crystals"]) == (2, "spring", 1)


def test_after_no_move_is_the_setup(small_game):
    """R6.4: before any move both players must split their cards."""
    genesis = load(small_game).history[0].prev[:12]
    assert replay(100, small_game, "--at", 0).splitlines()[:2] == [
        "The board after move 0 of 20", f"Prelude: library split · apprentice · head 0-{genesis}"]


def test_a_move_beyond_the_history(small_game):
    result = run("replay", small_game, "--at", 21)
    assert result.exit_code == 1
    assert result.stderr == ("error: there is no move 21: the history has moves 1 to 20 "
                             "(0 is the position after the setup)\n")


def test_at_and_a_filter_do_not_mix(small_game):
    result = run("replay", small_game, "--at", 3, "--round", 1)
    assert result.exit_code == 2
    assert "--at shows one position: leave out --round, --year and --player" in result.stderr


def test_an_unknown_player_to_filter_on(small_game):
    result = run("replay", small_game, "--player", "zed")
    assert result.exit_code == 1
    assert result.stderr == "error: there is no player 'zed' in this game (players: alice, bob)\n"
