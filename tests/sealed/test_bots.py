"""Bots through whole sealed games (issue 18 point 4): every seat a bot, each held by a
person's key (who runs ``seasons bot`` holds its secrets, fair-play.md §1), played in-process
by ``botplay.play_bots`` as ``seasons bot`` plays them, to the end and the last shares.

Every game a bot decides in (``sealed.bot_view``) is watched: each card it names where the
public state has a handle must have been in the bot's seat's places after some entry so far
(R21.2, ``games.places``: its packet re-masked before a pick, say, whose cards it passes on
knowing them), and be the card the pair holds (the oracle, ``games.truth``)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from seasons_cli import botplay
from seasons_cli.engine import Settings
from seasons_cli.engine.hidden import hidden_cards
from seasons_cli.gamefile import fair, sealed
from seasons_cli.gamefile.final import audit
from seasons_cli.gamefile.record import create
from seasons_cli.protocol import identity as identities_module
from tests.fair.people import Table
from tests.fair.players import NAMES, identities
from tests.sealed.games import places, truth, walk
from tests.sealed.players import next_writer

# Each game: the bots' strengths by seat, and the person (seat of the list) holding each.
GAMES = {"two": (("random", "greedy"), (0, 1)),
         "three": (("greedy", "random", "greedy"), (0, 1, 0))}


ORIGINAL_BOT_VIEW = sealed.bot_view


class Watched:
    """What each bot was given to decide in: the entries of the file then, its seat, the
    public state with what it read (the view ``bot_view`` materializes), and the game it
    decided in."""

    def __init__(self) -> None:
        self.views: list[tuple[int, int, object, object]] = []

    def bot_view(self, record, identity, seat):  # noqa: ANN001, ANN201 - sealed.bot_view's
        seen: list[object] = []
        materialize = sealed.materialize
        sealed.materialize = lambda view: seen.append(view) or materialize(view)
        try:
            game = ORIGINAL_BOT_VIEW(record, identity, seat)
        finally:
            sealed.materialize = materialize
        if game is not None:
            self.views.append((len(record.history), seat, seen[-1], game))
        return game


@cache
def bot_game(name: str) -> tuple[fair.FairRecord, Watched]:
    """The game of ``GAMES[name]``, played by its bots to the end and their last shares: each
    write the one ``seasons bot`` run by the holder of the seat the game needs next makes."""
    strengths, holders = GAMES[name]
    count = len(strengths)
    settings = Settings(NAMES[:count], "wizard", f"b{count}" * 32, trust="sealed",
                        bots=tuple(zip(NAMES[:count], strengths)))
    people = identities(max(holders) + 1)
    record = create(settings)
    for seat, holder in enumerate(holders):
        record = fair.join(record, people[holder], seat)
    watched = Watched()
    load, view = identities_module.load_identity, sealed.bot_view
    sealed.bot_view = watched.bot_view
    try:
        while (seat := next_writer(record)) is not None:
            identities_module.load_identity = lambda: people[holders[seat]]
            record = botplay.play_bots(record, only=seat)
    finally:
        identities_module.load_identity, sealed.bot_view = load, view
    return record, watched  # type: ignore[return-value]


@pytest.mark.parametrize("name", GAMES)
def test_bots_play_a_sealed_game_to_the_end_and_verify_final_finds_nothing(name):
    record, watched = bot_game(name)
    assert record.game.finished and not fair.situation(record)
    moves, findings = audit(record)
    assert findings == []
    assert moves == sum(1 for entry in record.history if entry.move is not None) > 100
    seats = {seat for _, seat, _, _ in watched.views}
    assert seats == set(range(len(GAMES[name][0])))  # every bot decided, in its own view


@pytest.mark.parametrize("name", GAMES)
def test_a_bot_never_reads_a_card_its_seat_may_not_read(name):
    """Each card named in a bot's game where the public state holds a handle is one its seat's
    places held after an entry of the file it was given (R21.2), and the card the pair holds;
    once the game is over (its holder syncs the last shares), every card is."""
    record, watched = bot_game(name)
    cards, first = truth(record), first_in_places(record)
    named = 0
    for entries, seat, view, game in watched.views:
        if view.finished:  # type: ignore[attr-defined]
            continue
        for handle, card in zip(hidden_cards(view), hidden_cards(game)):  # type: ignore[arg-type]
            if handle < 0 and card != handle:
                assert first.get((seat, handle), len(record.history) + 1) <= entries, \
                    (entries, seat, handle)
                assert card == cards[handle]
                named += 1
    assert named > 100


def first_in_places(record: fair.FairRecord) -> dict[tuple[int, int], int]:
    """(seat, handle) -> the number of the first entry after which the handle was in the
    seat's places."""
    first: dict[tuple[int, int], int] = {}
    for step in walk(record):
        for seat in range(len(record.settings.players)):
            for handle in places(step.game, seat):
                first.setdefault((seat, handle), step.entry.number)
    return first


def test_one_seasons_bot_plays_a_whole_sealed_game_of_bots_through_the_command_line(tmp_path):
    """alice holds both seats, a random and a greedy bot: one ``seasons bot`` makes every write
    of the game, to the end and the last shares (~8 s); ``verify --final`` finds nothing, run by
    her and by bob, who holds no seat."""
    table, path = Table(tmp_path, 2), tmp_path / "game.json"
    made = table.run("alice", "new", path, "--players", "ann,rex", "--bot", "ann=random",
                     "--bot", "rex=greedy", "--level", "wizard", "--trust", "sealed")
    assert made.exit_code == 0, made.output
    for name in ("ann", "rex"):
        assert table.run("alice", "join", path, "--as", name).exit_code == 0
    played = table.run("alice", "bot", path)
    assert played.exit_code == 0, played.output
    lines = played.output.splitlines()
    assert lines[-2].startswith("the game is over: ") and " wins (seasons score " in lines[-2]
    history = json.loads(path.read_text())["history"]
    last = history[-2:]  # the last shares, each seat's, in the order the file visits them
    assert sorted(entry["player"] for entry in last) == ["ann", "rex"]
    assert not any("move" in entry for entry in last)
    assert table.run("alice", "bot", path).output.startswith("no bot you hold has a write")
    moves = sum(1 for entry in history if "move" in entry)
    for name in table.names:
        result = table.run(name, "verify", path, "--final")
        assert (result.exit_code, result.output) == (0, (
            f"{path}: every hidden card read and the game replayed in the open: {moves} moves, "
            "each legal with every card known\n")), result.output
