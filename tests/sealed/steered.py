"""Honest players of sealed games whose choice among the legal moves is steered, for the tests
of flows random games seldom reach: the reshuffle of the discard pile (players who draw all
they can), one card played (players who pick it, summon it and use it).

Each write is ``players.play_write``'s with its ``pick`` replaced: the move is the legal move
of the game as the seat sees it that ``score`` likes best (ties broken at random), not any legal
move. Everything else, the releases, the re-maskings, the proofs, is the honest client's."""

from __future__ import annotations

import random
from collections.abc import Callable

from seasons_cli.engine import Action, Game, legal_actions
from seasons_cli.engine.dice import Face, face
from seasons_cli.gamefile import fair
from seasons_cli.protocol.identity import Identity
from tests.sealed.players import joined, next_writer, play_write

Score = Callable[[Game, Action], int]


def steered(view: Game, seat: int, score: Score, choose: random.Random) -> Action:
    """The legal move of ``seat`` in ``view`` that ``score`` likes best, ties at random."""
    actions = legal_actions(view, seat)
    scores = [score(view, action) for action in actions]
    best = max(scores)
    return choose.choice([action for action, found in zip(actions, scores) if found == best])


def steered_game(count: int, score: Score, rng: int = 0, level: str = "wizard",
                 nonce: str = "ab" * 32,
                 until: Callable[[fair.FairRecord], bool] | None = None,
                 ) -> tuple[fair.FairRecord, list[Identity]]:
    """A sealed game played by steered honest players to the end and its last shares (or until
    ``until(record)``)."""
    record, people = joined(count, level, nonce)
    choose = random.Random(rng)
    while (seat := next_writer(record)) is not None:
        if until is not None and until(record):
            break
        record, _ = play_write(record, people, seat, choose,
                               lambda view, seat, choose: steered(view, seat, score, choose))
    return record, people


# --- what the steered players like ----------------------------------------------------------

AMULET_OF_FIRE, DIVINE_CHALICE, NARIA, POTION_OF_POWER = 2, 9, 12, 23
DRAWING = {AMULET_OF_FIRE, DIVINE_CHALICE, NARIA, POTION_OF_POWER}


def rolled_face(game: Game, die: int) -> Face:
    """The face the free die ``die`` of this round shows."""
    rolled = next(found for found in game.dice if found.die == die)
    return face(game.dice_season, rolled.die, rolled.face)


def drawer(game: Game, action: Action) -> int:
    """A player who draws all it can: picks and summons the cards that draw (Amulet of Fire,
    Divine Chalice, Naria, Potion of Power) and uses them; takes the dice that draw, and among
    them those with the most dots, so that the die left moves the season least (R17.2: a
    longer game draws more); draws two with a bonus; keeps a card that draws and discards any
    other it draws (the discard pile fills for the reshuffle)."""
    kind, args = action.kind, action.args
    if kind in ("pick", "summon", "activate"):
        return 3 if args and args[0] in DRAWING else 0
    if kind == "die":
        found = rolled_face(game, args[0])
        return (10 if found.draw else 0) + found.dots
    if kind == "bonus":
        return 2 if args == ("draw2",) else -1
    if kind in ("keep", "discard") and not args:  # a drawn card (not energy)
        return 1 if (kind == "keep") == (_drawn(game, action.player) in DRAWING) else 0
    return 0


def _drawn(game: Game, seat: int) -> int | None:
    """The card ``seat``'s keep-or-discard decision holds, as it reads it."""
    held = next(d.held for d in game.pending if d.player == seat and d.kind == "keep_drawn")
    return held[0] if held else None


def player_of(cards: frozenset[int]) -> Score:
    """A player who plays ``cards``: picks them, keeps them out of its libraries (they come
    into its hand in year 1), summons and uses them (the look of Crystal Orb, which it puts
    back); anything else at random."""

    def score(game: Game, action: Action) -> int:
        kind, args = action.kind, action.args
        if kind in ("pick", "summon", "activate"):
            return 3 + ("look" in args) if args and args[0] in cards else 0
        if kind in ("library2", "library3"):
            return -len(cards.intersection(args[0]))
        if kind == "back":
            return 1
        return 0

    return score


def card_player(cards: frozenset[int]) -> Score:
    """``player_of(cards)``, and among what it likes equally, the drawer's choice: so that
    the cards come into play and that players draw (the next card after a look, say)."""
    liking = player_of(cards)
    return lambda game, action: 10 * liking(game, action) + drawer(game, action)
