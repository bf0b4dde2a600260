"""Honest players of sealed games, for the tests: each seat an identity with a fixed secret
(``tests.fair.players.identities``), each write made by the honest client (``gamefile.sealed``),
the table visited in the order the file should travel (``sealed.next_writers``: against the
passing direction, so that each pick round of the draft is one pass of the table).

``play_write`` makes one person's write: their releases and, while they have a decision whose
cards they can read, moves chosen at random among the legal ones of the game as they see it.
The cheating clients of ``test_adversary.py`` replace one step of these."""

from __future__ import annotations

import random
from collections.abc import Callable

from seasons_cli.engine import Action, Game, Settings, legal_actions
from seasons_cli.engine.viewpoint import materialize
from seasons_cli.engine.waiting import awaited
from seasons_cli.gamefile import fair, sealed
from seasons_cli.gamefile.record import create
from seasons_cli.notation import format_action
from seasons_cli.protocol.identity import Identity
from seasons_cli.protocol.shares import owing
from tests.fair.players import NAMES, identities

Pick = Callable[[Game, int, random.Random], Action]  # a seat's move in its view


def new_sealed(count: int, level: str = "wizard", nonce: str = "ab" * 32) -> fair.FairRecord:
    return create(Settings(NAMES[:count], level, nonce, trust="sealed"))  # type: ignore[return-value]


def joined(count: int, level: str = "wizard",
           nonce: str = "ab" * 32) -> tuple[fair.FairRecord, list[Identity]]:
    """A sealed game every seat has joined, in seat order."""
    record, people = new_sealed(count, level, nonce), identities(count)
    for seat, person in enumerate(people):
        record = fair.join(record, person, seat)
    return record, people


def next_writer(record: fair.FairRecord) -> int | None:
    """The seat whose write the game needs next (``sealed.next_writers``), None at the end."""
    seats = sealed.next_writers(record)
    return seats[0] if seats else None


def can_move(client: sealed.SealedClient) -> bool:
    """Whether the client's seat has a decision it can make now: the game waits for nothing
    and no other seat owes it a share its decision needs."""
    game = client.game
    return awaited(game) is None and any(d.player == client.seat for d in game.pending) \
        and not owing(game, client.deck, client.seat)


def probe(client: sealed.SealedClient) -> sealed.SealedClient:
    """A copy of the client's game after the releases it may make now (nothing signed)."""
    found = fair.client_for(client.record(), client.identity, client.seat)
    found.releases()
    return found  # type: ignore[return-value]


def at_random(view: Game, seat: int, choose: random.Random) -> Action:
    """Any legal move of ``seat`` in the game as it sees it."""
    return choose.choice(legal_actions(view, seat))


def play_write(record: fair.FairRecord, people: list[Identity], seat: int,
               choose: random.Random, pick: Pick = at_random) -> tuple[fair.FairRecord, list[str]]:
    """``seat``'s write: its releases and, while it has a decision it can make, the move
    ``pick`` chooses in the game as it sees it (a random legal one; ``steered.py`` steers
    it); the record and the moves' texts."""
    client = fair.client_for(record, people[seat], seat)
    moves: list[str] = []
    while can_move(seen := probe(client)):  # type: ignore[arg-type]
        view = materialize(seen.view())
        text = format_action(view, pick(view, seat, choose))
        client.play(text)
        moves.append(text)
    client.finish(alone=not moves)
    return client.signed_record(), moves


def play_game(count: int, level: str = "wizard", rng: int = 0, writes: int | None = None,
              nonce: str = "ab" * 32, until=None  # noqa: ANN001 - a test of the record
              ) -> tuple[fair.FairRecord, list[Identity], list[tuple[int, list[str]]]]:
    """A sealed game played by honest players to the end and its last shares (or for
    ``writes`` writes after the joins, or until ``until(record)``): the record, the people,
    and each write's seat and moves, in order."""
    record, people = joined(count, level, nonce)
    choose, log = random.Random(rng), []
    while (seat := next_writer(record)) is not None and (writes is None or len(log) < writes):
        if until is not None and until(record):
            break
        record, moves = play_write(record, people, seat, choose)
        log.append((seat, moves))
    return record, people, log
