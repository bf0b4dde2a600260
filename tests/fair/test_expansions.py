"""Fair games with expansion content (issue 20 point 4, expansions.md G1-G6): whole games of
honest players to the end, each chance event of the new pieces an event of the right class
(the setup's enchantment and tokens, searches, looks, rerolls: docs/engine.md), the file read
back in full, and nobody able to compute an outcome while a decision before it was still theirs
(the oracle of test_oracle.py); the commands people run, from ``seasons new --trust fair``."""

from __future__ import annotations

import json

import pytest

from seasons_cli.gamefile import load, save

from .people import Table
from .players import play_game
from .test_oracle import knowers

CONTENT = [
    (3, "archmage", {"expansions": ("enchanted-kingdom", "path-of-destiny"), "promos": True,
                     "tokens": "both", "enchantment": "random-both"}),
    (2, "wizard", {"expansions": ("enchanted-kingdom",), "tokens": "enchanted-kingdom",
                   "enchantment": "vision-of-destiny"}),
    (4, "archmage", {"cards": "tournament-2022", "tokens": "path-of-destiny",
                     "enchantment": "aruss-cunning-schemes"}),
]


@pytest.fixture(scope="module", params=range(len(CONTENT)), ids=lambda i: CONTENT[i][2].get(
    "enchantment"))
def finished(request):
    count, level, content = CONTENT[request.param]
    record, people, _ = play_game(count, level, rng=request.param, nonce=f"e{request.param}" * 32,
                                  **content)
    return record, people


def test_a_whole_fair_game_with_expansion_content_is_played_and_read_back(finished, tmp_path):
    record, _ = finished
    game = record.game
    assert game.finished and game.extra is not None and game.extra.enchantment
    assert all(game.extra.kept) or record.settings.tokens == "none"
    path = tmp_path / "game.json"
    save(path, record)
    again = load(path, in_full=True)
    assert (again.head, again.game) == (record.head, game)
    assert json.loads(path.read_text())["settings"]["trust"] == "fair"


def test_its_chance_comes_from_events_of_the_four_classes_each_used_once_in_order(finished):
    """The setup's one event holds the enchantment and the tokens dealt (PX3); draws, looks and
    searches are draw events, rerolls reroll events; numbered 1, 2, ... in the order used."""
    record, _ = finished
    used = [event for event, _ in record.game.fair.used]
    assert [event.k for event in used if event.event_class == "setup"] == [1]
    for event_class in ("roll", "draw", "reroll"):
        numbers = [event.k for event in used if event.event_class == event_class]
        assert numbers == list(range(1, len(numbers) + 1))
    assert record.game.fair.seeds == {}


def test_its_entries_are_signed_with_version_3_of_the_deciders_table(finished):
    """fair-play.md, 'Entries': the rules signed are the table's version the releases were
    judged by: 3 with expansion content (a game without is signed as 2: deciders.version_of)."""
    from seasons_cli.protocol.entries import statement, verified

    record, people = finished
    entry = record.history[-1]
    seat = record.settings.players.index(entry.player)
    signed = [verified(people[seat].public_key, statement(record.ledger.genesis, rules,
                                                          entry.to_data()), entry.signature)
              for rules in (2, 3)]
    assert signed == [False, True]


def test_no_seat_could_compute_an_outcome_while_it_still_had_a_decision_before_it(finished):
    """fair-play.md §4 rule 2 with the expansions' pieces (deciders.py version 3)."""
    record, people = finished
    players, found = record.settings.players, 0
    for since, event, seat, done in knowers(record, people):
        found += 1
        between = record.history[since:done - 1]
        moved = [entry.number for entry in between if entry.player == players[seat] and entry.move]
        assert not moved, (players[seat], event, since, moved, done)
    assert found > 10


def test_seasons_new_makes_a_fair_game_with_expansion_content_its_players_join(tmp_path):
    table = Table(tmp_path, 2)
    path = tmp_path / "game.json"
    result = table.run("alice", "new", path, "--players", "alice,bob", "--trust", "fair",
                       "--level", "wizard", "--expansions", "path-of-destiny", "--tokens",
                       "path-of-destiny", "--enchantment", "tailwind")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == (
        f"created {path}: fair wizard game + path-of-destiny, path-of-destiny tokens, "
        "enchantment tailwind for alice, bob")
    for name in table.names:
        assert table.run(name, "join", path, "--as", name).exit_code == 0
    assert table.run("alice", "validate", path).exit_code == 0
    for name in table.names:  # the setup's releases: the game starts
        assert table.run(name, "sync", path).exit_code == 0
    assert load(path, in_full=True).game.extra.enchantment == "tailwind"


def test_a_sealed_game_with_expansion_content_is_refused_with_the_reason():
    """Sealed games cannot map every expansion card onto the sealed operations yet
    (docs/fair-play.md, 'Expansion cards in sealed games')."""
    from seasons_cli.engine import Settings, new_game
    from seasons_cli.engine.errors import SetupError

    with pytest.raises(SetupError, match=r"^not yet: sealed games with expansion content "
                                         r"\(docs/fair-play.md, 'Expansion cards in sealed "
                                         r"games'\); play an open or a fair game$"):
        new_game(Settings(("alice", "bob"), "wizard", "s", trust="sealed", tokens="both"))
