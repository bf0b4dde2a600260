"""Whole sealed games played once per test session by the honest players of ``players.py`` and
walked entry by entry, for the tests of every hidden-card flow (fair-play.md §6.4–§6.6): a
2-player and a 3-player wizard game and a 4-player archmage game, each to the end and its last
shares, so that every card any pair held can be read (the oracle: ``truth``).

``walk`` replays a finished history entry by entry (``SealedReplay``, its proofs checked once
already) and gives, after each entry, the public game and the deck: what the file says at that
point, and so what each seat can read from it then."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from seasons_cli.engine import Game
from seasons_cli.engine.hidden import ZONES
from seasons_cli.gamefile import fair
from seasons_cli.gamefile.record import create
from seasons_cli.gamefile.sealed import SealedReplay
from seasons_cli.protocol.deck import Deck
from seasons_cli.protocol.identity import Identity
from tests.sealed.players import play_game

GAMES = ((2, "wizard"), (3, "wizard"), (4, "archmage"))


@cache
def finished(count: int, level: str) -> tuple[fair.FairRecord, list[Identity]]:
    """The game of ``count`` players at ``level``, played to the end by honest players (a
    nonce of its own: each game's journal is its own)."""
    record, people, _ = play_game(count, level, rng=count, nonce=f"5{count}" * 32)
    assert record.game.finished and not fair.situation(record), "the game ends with its last shares"
    return record, people


def truth(record: fair.FairRecord) -> dict[int, int]:
    """Every handle of a finished game and its card, read with every seat's last share."""
    deck = record.ledger.deck  # type: ignore[attr-defined]
    return {handle: deck.public_card(handle) for handle in deck.pairs}


class Step:
    """The file after one entry: the ``entry``, the public ``game`` and the ``deck``."""

    def __init__(self, entry: fair.FairEntry, game: Game, deck: Deck) -> None:
        self.entry, self.game, self.deck = entry, game, deck


def walk(record: fair.FairRecord) -> Iterator[Step]:
    """Each step's deck is the replay's own, changed by the next entry: read a step before
    asking for the next (``steps`` keeps copies)."""
    replay = SealedReplay(create(record.settings))  # type: ignore[arg-type]
    replay.trusted = True
    for entry in record.history:
        replay.take(entry, "")
        yield Step(entry, replay.game, replay.deck)


@cache
def steps(count: int, level: str) -> tuple[Step, ...]:
    """``walk`` of the finished game, each step's deck a copy (the replay changes its own)."""
    record, _ = finished(count, level)
    return tuple(Step(step.entry, step.game, step.deck.copy()) for step in walk(record))


def places(game: Game, seat: int) -> set[int]:
    """The handles in ``seat``'s places, the ones R21.2 lets it read: its hand, libraries,
    packet and chosen cards, and the cards its decisions hold (a drawn card, a look at the top
    of the draw pile, the top card Crystal Orb's look shows)."""
    player = game.players[seat]
    found = {card for zone in ZONES for card in getattr(player, zone)}
    pending = list(game.pending)
    if game.fair is not None and game.fair.held is not None:
        pending += game.fair.held.pending
    for decision in pending:
        if decision.player == seat:
            found.update(decision.held)
            if decision.data.get("seen") is not None:  # Crystal Orb's look at the top card
                found.add(decision.data["seen"])
    return {card for card in found if card < 0}
