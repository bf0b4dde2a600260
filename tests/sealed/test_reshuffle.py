"""The reshuffle of the discard pile (R16.2, fair-play.md §6.2) at the file level: random honest
games never empty the draw pile, so this one is played by honest players who draw all they can
(``steered.drawer``), 3 players at wizard level (in 4 games of 2 such players the draw pile
kept 15 of its 42 cards or more: the dice draw on one face in six), on a seed found by search
where the pile runs out.

When a player must draw from an empty draw pile, the game waits for every seat's shuffle of the
discard pile, in seat order, each with its proof; the new pile's cards are new handles nobody
reads until one is drawn (R21.2); the game plays on to the end, and ``verify --final`` agrees
with the open replay. A seat whose shuffle drops or doubles a card is refused by every person,
the file unchanged."""

from __future__ import annotations

from functools import cache

import pytest

from seasons_cli.engine.sealed import ShuffleNeed
from seasons_cli.engine.waiting import awaited
from seasons_cli.gamefile import fair
from seasons_cli.gamefile.final import audit
from seasons_cli.protocol.shuffle import shuffle_proof_size
from tests.fair.people import Table
from tests.sealed.games import Step, walk
from tests.sealed.steered import drawer, steered_game
from tests.sealed.test_adversary import tampered
from tests.sealed.test_flows import early_reads

SEED = 6  # of seeds 0-11, 1, 3, 5, 6, 8 and 9 reshuffle; 6 the earliest (entry 234 of 437)


@cache
def reshuffled() -> tuple[fair.FairRecord, list]:
    record, people = steered_game(3, drawer, rng=SEED, nonce=f"d{SEED:063x}")
    assert record.game.finished and not fair.situation(record)
    return record, people


@cache
def reshuffled_steps() -> tuple[Step, ...]:
    record, _ = reshuffled()
    return tuple(Step(step.entry, step.game, step.deck.copy()) for step in walk(record))


def shuffles_of_the_pile(record: fair.FairRecord) -> list[tuple[int, int, object]]:
    """Each shuffle of the discard pile in the file: (entry number, shuffle k, the release)."""
    return [(entry.number, release.k, release) for entry in record.history
            for release in entry.releases if release.kind == "shuffle" and release.k > 1]


def test_every_seat_shuffles_the_discard_pile_in_seat_order_when_the_game_waits_for_it():
    record, _ = reshuffled()
    steps = reshuffled_steps()
    found = shuffles_of_the_pile(record)
    assert {k for _, k, _ in found} == {2}  # one reshuffle in this game
    players = record.settings.players
    assert [record.history[number - 1].player for number, _, _ in found] == list(players)
    for number, k, release in found:
        need = awaited(steps[number - 2].game)  # the file before the entry: it waits for it
        assert isinstance(need, ShuffleNeed) and need.k == k
        assert len(release.cards) == len(need.cards) > 0
        assert len(release.proof) == shuffle_proof_size(len(need.cards))


def test_nobody_reads_a_card_of_the_reshuffled_pile_before_it_is_drawn():
    """Right after the last seat's shuffle, the new draw pile's handles are readable by
    nobody; over the whole game, no seat reads a card before R21.2 lets it."""
    record, _ = reshuffled()
    steps = reshuffled_steps()
    last = shuffles_of_the_pile(record)[-1][0]
    after = steps[last - 1]
    assert after.game.draw_pile
    for handle in after.game.draw_pile:
        assert handle < 0 and not any(after.deck.readable(handle, seat) for seat in range(3))
    assert early_reads(steps, 3) == []


def test_the_game_plays_on_to_the_end_and_its_open_replay_finds_nothing():
    record, _ = reshuffled()
    moves, findings = audit(record)
    assert findings == []
    last = shuffles_of_the_pile(record)[-1][0]
    assert sum(1 for entry in record.history[last:] if entry.move is not None) > 10


def _cards(item: dict) -> list:
    return next(release for release in item["releases"]
                if release["kind"] == "shuffle" and release["k"] == 2)["cards"]


def _doubled(item: dict) -> None:
    cards = _cards(item)
    cards[0] = next(card for card in cards if card != cards[0])


def _dropped(item: dict) -> None:
    """The last pair left out, and the proof cut to the size of a shuffle of one card fewer:
    the file's shape holds, its count does not."""
    release = next(release for release in item["releases"]
                   if release["kind"] == "shuffle" and release["k"] == 2)
    release["cards"].pop()
    release["proof"] = release["proof"][:2 * shuffle_proof_size(len(release["cards"]))]


@pytest.mark.parametrize("cheat, why", [
    (_doubled, "bob makes a shuffle that is refused: the shuffle proof"),
    (_dropped, "bob makes a shuffle that is refused: the shuffled pairs: {less} pairs, "
               "expected {count}"),
])
def test_a_shuffle_of_the_pile_that_drops_or_doubles_a_card_is_refused(tmp_path, cheat, why):
    """bob's shuffle of the discard pile (the second of three) with a card doubled (one output
    pair a copy of another: a card dropped with it) or a card dropped (one pair fewer): every
    person's validate refuses the file in one line naming his release, the file unchanged."""
    record, people = reshuffled()
    number = shuffles_of_the_pile(record)[1][0]
    assert record.history[number - 1].player == "bob"
    path = tmp_path / "game.json"
    tampered(path, record, people, number, cheat)
    table, before = Table(tmp_path, 3), path.read_bytes()
    index = next(index for index, release in enumerate(record.history[number - 1].releases)
                 if release.kind == "shuffle")
    for name in table.names:
        result = table.run(name, "validate", path)
        assert result.exit_code == 1, result.output
        lines = result.output.splitlines()
        assert len(lines) == 1, lines
        assert lines[0].startswith(f"error: {path}::$.history[{number - 1}].releases[{index}]")
        count = len(record.history[number - 1].releases[index].cards)
        assert why.format(less=count - 1, count=count) in lines[0], lines[0]
    assert path.read_bytes() == before
