"""Honest players of fair games, for the tests: each seat an identity with a fixed secret, each
write made by the honest client (``gamefile.fair``), the table visited as the file would travel.

``next_writer`` says who must write next, as ``seasons status`` does; ``play_write`` makes that
person's write (their releases and, if they have a decision, one random legal move of the game
as they see it, ``fair.preview``). The cheating clients of ``test_adversary.py`` replace one
step of these."""

from __future__ import annotations

import random

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.engine.waiting import awaited
from seasons_cli.gamefile import fair
from seasons_cli.gamefile.record import create
from seasons_cli.notation import format_action
from seasons_cli.protocol.identity import Identity
from seasons_cli.protocol.releases import awaited_seats

NAMES = ("alice", "bob", "carol", "dave")


def identities(count: int) -> list[Identity]:
    return [Identity(name, bytes([seat + 1]) * 32) for seat, name in enumerate(NAMES[:count])]


def new_fair(count: int, level: str = "wizard", nonce: str = "ab" * 32,
             **content: object) -> fair.FairRecord:
    """A new fair game; ``content``: the expansions' settings (``Settings``' keywords)."""
    settings = Settings(NAMES[:count], level, nonce, trust="fair", **content)  # type: ignore[arg-type]
    return create(settings)  # type: ignore[return-value]


def joined(count: int, level: str = "wizard", nonce: str = "ab" * 32,
           **content: object) -> tuple[fair.FairRecord, list[Identity]]:
    """A fair game every seat has joined, in seat order."""
    record, people = new_fair(count, level, nonce, **content), identities(count)
    for seat, person in enumerate(people):
        record = fair.join(record, person, seat)
    return record, people


def joined_with_a_bot(level: str = "wizard") -> tuple[fair.FairRecord, list[Identity]]:
    """alice, bob and dave, a greedy bot whose seat alice joined with her key (she holds its
    secrets, fair-play.md §1), every seat joined; the people alice and bob."""
    record = create(Settings(("alice", "bob", "dave"), level, "cd" * 32,
                             bots=(("dave", "greedy"),), trust="fair"))
    people = identities(2)
    for seat, person in ((0, people[0]), (1, people[1]), (2, people[0])):
        record = fair.join(record, person, seat)
    return record, people  # type: ignore[return-value]


def next_writer(record: fair.FairRecord) -> int | None:
    """The seat whose write the game needs next: the first the awaited event waits for, else the
    first seat with a decision; None once the game is over."""
    game = record.game
    if game.finished:
        return None
    waiting = awaited_seats(game, record.ledger)
    if waiting:
        return waiting[0]
    return game.pending[0].player


def play_write(record: fair.FairRecord, people: list[Identity], seat: int,
               choose: random.Random) -> fair.FairRecord:
    """``seat``'s write: a sync if it owes a release for another's event, else one move (after
    its releases) chosen at random among the legal ones of the game as it sees it."""
    game = fair.preview(record, people[seat], seat)
    options = legal_actions(game, seat)
    if awaited(game) is not None or not options:
        return fair.sync(record, people[seat], seat)
    return fair.play(record, people[seat], seat, [format_action(game, choose.choice(options))])


def play_game(count: int, level: str = "wizard", rng: int = 0, writes: int | None = None,
              nonce: str = "ab" * 32,
              **content: object) -> tuple[fair.FairRecord, list[Identity], list[int]]:
    """A fair game played by honest players to the end (or for ``writes`` writes after the
    joins), with the expansions' ``content`` if given; the record, the people, and the seat of
    each write in order."""
    record, people = joined(count, level, nonce, **content)
    choose, writers = random.Random(rng), []
    while (seat := next_writer(record)) is not None and (writes is None or len(writers) < writes):
        record = play_write(record, people, seat, choose)
        writers.append(seat)
    return record, people, writers
