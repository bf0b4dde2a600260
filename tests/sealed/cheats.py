"""Cheating clients of sealed games at the file level, and the honest table that must refuse
them (fair-play.md §7, issue 18 point 6).

A cheat is the honest write of its author with one step replaced, signed with the cheater's own
key as their client would sign it (``tampered``), so that only the sealed checks stand between
the cheat and the table; the honest side is every person's ``seasons`` (``refused_by_the_table``:
``validate`` and ``sync``, one exact line, the file byte for byte as it was).

The games: ``opening`` (a 2-player game's first writes: the joins, the deck, the deal, the
draft), ``revealing`` (a game up to its first summon) and ``gift``, a game steered to Naria's
gift (card 12), where the giver's share goes to its receiver alone, verifiably encrypted
(``sent``): the receiver's own share of a card its giver drew is public already
(``protocol.shares``, "giving"). ``guarded_group`` makes every group operation of one entry
fail, for the tests of sizes checked before any (§6.9)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from nacl import bindings

from seasons_cli.engine import Action, Game
from seasons_cli.engine.deciders import version_of
from seasons_cli.gamefile import fair, save
from seasons_cli.gamefile.record import digest, head_id
from seasons_cli.gamefile.sealed import SealedReplay
from seasons_cli.protocol import group
from seasons_cli.protocol.deck import Deck, fresh_bytes, masking_secret
from seasons_cli.protocol.entries import statement
from seasons_cli.protocol.group import Scalar
from seasons_cli.protocol.identity import Identity
from seasons_cli.protocol.proofs import Context
from tests.fair.people import Table
from tests.sealed.players import joined, next_writer, play_game, play_write
from tests.sealed.steered import steered

NARIA = 12  # Naria the Prophetess: draw one card per player, keep one, give one to each other


@cache
def opening(writes: int, nonce: str = "ad") -> tuple[fair.FairRecord, list[Identity]]:
    """A 2-player wizard game played by honest players for ``writes`` writes after the joins."""
    record, people, _ = play_game(2, writes=writes, nonce=nonce * 32)
    return record, people


def tampered(path: Path, record: fair.FairRecord, people: list[Identity], number: int,
             alter: Callable[[dict[str, Any]], None], signer: Identity | None = None,
             indent: int | None = 2) -> None:
    """``record``'s file up to entry ``number``, that entry changed by ``alter`` (its data) and
    signed again by its author (or by ``signer``): the cheater's client's write, whatever it
    holds (its signature covers the entry's bytes, not what they mean); ``indent`` None writes
    the file on one line."""
    save(path, fair.prefix(record, number))
    data = json.loads(path.read_text())
    item = data["history"][-1]
    alter(item)
    if signer is None:
        signer = people[record.settings.players.index(item["player"])]
    item["signature"] = signer.sign(statement(record.ledger.genesis,
                                              version_of(record.settings), item)).hex()
    data["head"] = head_id(len(data["history"]), digest(item))
    path.write_text(json.dumps(data, indent=indent))


def refused_by_the_table(tmp_path: Path, path: Path, message: str,
                         commands: tuple[str, ...] = ("validate", "sync")) -> None:
    """Every person's ``validate`` refuses the file in the one line ``error: FILE::message``;
    so does their ``sync``, the write they would make next (or each of ``commands``); the file
    is unchanged."""
    count = len(json.loads(path.read_text())["settings"]["players"])
    table, before = Table(tmp_path, count), path.read_bytes()
    for name in table.names:
        for command in commands:
            result = table.run(name, command, path)
            assert (result.exit_code, result.output) == (1, f"error: {path}::{message}\n"), \
                (name, command, result.output)
    assert path.read_bytes() == before


def release_of(item: dict[str, Any], kind: str) -> dict[str, Any]:
    """The first release of ``kind`` in the entry ``item``."""
    return next(release for release in item["releases"] if release["kind"] == kind)


def author(record: fair.FairRecord, index: int) -> int:
    """The seat of the author of entry ``index`` (from 0)."""
    return record.settings.players.index(record.history[index].player)


def context_of(record: fair.FairRecord, index: int) -> Context:
    """Where the proofs of entry ``index`` (from 0) are made: its number, its ``prev`` and its
    author's seat."""
    entry = record.history[index]
    return Context(record.ledger.genesis, entry.number, bytes.fromhex(entry.prev),
                   author(record, index))


def secret_of(record: fair.FairRecord, people: list[Identity], seat: int) -> Scalar:
    """``seat``'s masking secret ``x_i`` in this game (§6.1)."""
    return masking_secret(people[seat], record.ledger.genesis, seat)


def fresh_of(record: fair.FairRecord, people: list[Identity], index: int) -> bytes:
    """The fresh bytes the author of entry ``index`` proves with in it."""
    return fresh_bytes(people[author(record, index)], context_of(record, index))


def deck_of(record: fair.FairRecord) -> Deck:
    """The deck of a checked record: every handle's pair, every key, the joint key."""
    return record.ledger.deck  # type: ignore[attr-defined]


# --- Naria's gift: shares sent to one player alone --------------------------------------------

def naria_first(game: Game, action: Action) -> int:
    """The honest players' liking (``steered.steered``), steered to Naria: they pick her in the
    draft, keep her out of their libraries and summon her as soon as they can; every other
    choice at random."""
    return -_rank(action)


def _rank(action: Action) -> int:
    if action.kind in ("pick", "summon") and action.args[0] == NARIA:
        return 0
    if action.kind == "library" and NARIA in _cards(action.args):
        return 2
    return 1


def _cards(args: Any) -> list[Any]:
    return [card for arg in args for card in _cards(arg)] if isinstance(args, tuple) else [args]


@cache
def revealing(nonce: str) -> tuple[fair.FairRecord, list[Identity]]:
    """A 2-player wizard game played by honest players up to its first move that reveals a
    card (a summon)."""
    record, people, _ = play_game(2, nonce=nonce * 32, until=lambda record: bool(
        record.history and getattr(record.history[-1], "reveals", ())))
    return record, people


@cache
def gift(count: int, nonce: str) -> tuple[fair.FairRecord, list[Identity], int]:
    """A ``count``-player wizard game steered to Naria's gift, up to the entry that sends a
    share to one player alone: the record, the people and that entry's index (from 0)."""
    record, people = joined(count, "wizard", nonce * 32)
    choose = random.Random(0)
    while not any(release.kind == "sent" for release in record.history[-1].releases):
        seat = next_writer(record)
        assert seat is not None, "the steered game ended before Naria's gift: steer it again"
        record, _ = play_write(record, people, seat, choose,
                               lambda view, seat, choose: steered(view, seat, naria_first, choose))
    return record, people, len(record.history) - 1


# --- sizes before any group operation (§6.9) ---------------------------------------------------

class GroupGuard:
    """libsodium's group, as ``protocol.group`` calls it, failing every call made while the
    replay takes entry ``number`` (0: any call at all): what a refusal made before any group
    operation never meets. ``calls`` lists the calls refused."""

    def __init__(self, number: int) -> None:
        self.number, self.entry, self.calls = number, 0, []

    def __getattr__(self, name: str) -> Any:
        operation = getattr(bindings, name)
        if self.number and self.entry != self.number:
            return operation

        def refused(*arguments: bytes) -> Any:
            self.calls.append(name)
            raise AssertionError(f"a group operation ({name}) on entry {self.entry}")
        return refused


def guarded_group(monkeypatch: pytest.MonkeyPatch, number: int) -> GroupGuard:
    """Install a ``GroupGuard`` for entry ``number`` (0: for everything from now on): the
    entry's whole check (``_Replay.check``: its reading, its signature, its releases and move)
    is made with the guard on."""
    guard = GroupGuard(number)
    honest = SealedReplay.check

    def check(replay: SealedReplay, index: int, item: dict[str, Any]) -> None:
        guard.entry = index + 1
        try:
            honest(replay, index, item)
        finally:
            guard.entry = 0

    monkeypatch.setattr(SealedReplay, "check", check)
    monkeypatch.setattr(group, "sodium", guard)
    return guard
