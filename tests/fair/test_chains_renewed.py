"""A class of events outlives its chains (fair-play.md §5): with chains of 3 links, every fourth
event of a class takes the next generation's chain, whose tip each seat committed with the first
link of the chain before. A whole game is played and read back; a chain renewed wrongly is
refused."""

from __future__ import annotations

import json

import pytest

from seasons_cli.gamefile import load
from seasons_cli.gamefile.files import GameFileError
from seasons_cli.protocol import constants

from .players import play_game
from .test_adversary import resigned


@pytest.fixture
def short_chains(monkeypatch):
    monkeypatch.setattr(constants, "CHAIN_LENGTH", 3)


def test_a_whole_game_goes_on_past_the_end_of_its_chains(tmp_path, short_chains):
    record, _, _ = play_game(2, "apprentice", rng=1)
    assert record.game.finished and record.game.round > 3 * 3  # rolls of four generations
    releases = [release for entry in record.history for release in entry.releases]
    firsts = [release for release in releases if (release.k - 1) % 3 == 0]
    assert firsts and all(release.next_tip is not None for release in firsts)
    assert all(release.next_tip is None for release in releases if (release.k - 1) % 3)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_data()))
    assert load(path, in_full=True).game.finished


def first_link_of_a_later_chain(record) -> tuple[int, int]:
    """The entry and release that make the first link of generation 1 of the rolls."""
    for index, entry in enumerate(record.history):
        for number, release in enumerate(entry.releases):
            if release.event_class == "roll" and release.k == 4:
                return index, number
    raise AssertionError("no fourth roll")


def refused(tmp_path, data) -> str:
    path = tmp_path / "cheat.json"
    path.write_text(json.dumps(data))
    with pytest.raises(GameFileError) as error:
        load(path, in_full=True)
    return str(error.value).split("::", 1)[-1]


def test_a_first_link_without_the_next_tip_is_refused(tmp_path, short_chains):
    record, people, _ = play_game(2, "apprentice", rng=1, writes=60)
    data = record.to_data()
    index = next(i for i, e in enumerate(data["history"]) if e.get("releases"))
    author = data["history"][index]["player"]
    seat = record.settings.players.index(author)
    release = data["history"][index]["releases"][0]

    def drop_tip(entry):
        del entry["releases"][0]["next_tip"]

    assert refused(tmp_path, resigned(data, index, people[seat], drop_tip)) == (
        f"$.history[{index}].releases[0]: {author} releases the first link of a chain for "
        f"{release['class']} {release['k']} without the tip of the next chain")


def test_a_renewed_chain_must_follow_the_tip_committed_with_the_chain_before(tmp_path,
                                                                              short_chains):
    """A seat that commits one next tip and later releases links of another chain is caught
    at the first of them."""
    record, people, _ = play_game(2, "apprentice", rng=1, writes=120)
    data = record.to_data()
    index, number = first_link_of_a_later_chain(record)
    author = data["history"][index]["player"]
    seat = record.settings.players.index(author)

    def other_chain(entry):
        entry["releases"][number]["link"] = "11" * 32

    assert refused(tmp_path, resigned(data, index, people[seat], other_chain)) == (
        f"$.history[{index}].releases[{number}]: {author} releases a link for roll 4 that does "
        "not follow its chain (a forged link)")
