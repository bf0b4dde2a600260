"""``seasons replay`` and ``seasons score``: the history in words and as data; the score table."""

import json

from .conftest import run


def test_replay_snapshot(small_game, snapshot):
    result = run("replay", small_game)
    assert result.exit_code == 0
    assert result.stdout == snapshot


def test_replay_groups_by_phase_year_season_and_round(small_game):
    titles = [line for line in run("replay", small_game).stdout.splitlines()
              if line and not line.startswith(" ")]
    assert titles == ["Setup", "Library split", "Year 1, winter, round 1", "Year 1, spring, round 2",
                      "Year 1, spring, round 3"]


def test_replay_tells_the_chance_outcomes(small_game):
    """Card 15: the Die of Malice reroll is a chance outcome of move 16; the activation gives
    2 crystals, the new face 3 crystals and 2 earth (R9.2, R9.3)."""
    text = run("replay", small_game).stdout
    assert "  16. bob activated Die of Malice: +5 crystals, +2 earth  · activate die-of-malice\n" in text
    assert "        bob rerolled die 3: Sp3-6 (2 earth, 3 crystals; 3 dots)\n" in text


def test_replay_json_snapshot(small_game, snapshot):
    assert run("replay", small_game, "--json").stdout == snapshot


def test_replay_json_is_the_files_history(small_game):
    data, stored = json.loads(run("replay", small_game, "--json").stdout), json.loads(small_game.read_text())
    assert data["history"] == stored["history"]
    assert data["setup"] == stored["setup"]["outcomes"]
    assert data["settings"] == stored["settings"]


def test_provisional_score_snapshot(small_game, snapshot):
    result = run("score", small_game)
    assert result.stdout.startswith("Provisional score (the game is not over)\n")
    assert result.stdout == snapshot


def test_final_score_snapshot(finished_game, snapshot):
    result = run("score", finished_game)
    assert result.stdout.startswith("Final score: alice wins\n")
    assert result.stdout == snapshot


def test_score_json_snapshots(small_game, finished_game, snapshot):
    assert run("score", small_game, "--json").stdout == snapshot
    assert run("score", finished_game, "--json").stdout == snapshot


def test_score_json_parts_add_up(finished_game):
    """R19.3: total = crystals + card prestige - hand penalty - bonus penalty."""
    data = json.loads(run("score", finished_game, "--json").stdout)
    assert data["finished"] is True and data["winners"] == ["alice"]
    for row in data["players"]:
        parts = row["crystals"] + row["card_prestige"] - row["hand_penalty"] - row["bonus_penalty"]
        assert row["total"] == parts
        assert row["hand_penalty"] == 5 * row["cards_in_hand"]


def test_provisional_score_json(small_game):
    """R19.3: alice 0 + 8 (Boots) + 8 (Grimoire) - 5 (one card in hand) = 11;
    bob 6 + 8 (Die of Malice) - 10 (two cards) - 5 (R15.7: one bonus) = -1. Nobody has won yet."""
    data = json.loads(run("score", small_game, "--json").stdout)
    assert data["finished"] is False and data["winners"] == []
    assert [(r["name"], r["total"], r["rank"]) for r in data["players"]] == [("alice", 11, 1), ("bob", -1, 2)]
