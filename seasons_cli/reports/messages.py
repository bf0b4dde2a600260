"""What ``seasons move`` says after a move: the move in words, who acts next and how, and the
same as a ready-to-send email or a commit message.

On the mover's own terminal the words may name the cards the mover drew (they saw them); the
email and the commit message go to the other players, so they name no hidden card (R21.2).
"""

from __future__ import annotations

import os
import shlex

from ..describe import describe_decision
from ..engine.model import Game
from ..engine.scoring import winners
from ..gamefile import GameRecord, short_head
from ..paths import stem
from ..plain import Frozen, assign
from .narrate import Narration, winners_words
from .steps import Step, steps, tell


class Played(Frozen):
    """One move just played, in words."""

    __slots__ = ("number", "told")
    number: int
    told: Narration

    def __init__(self, number: int, told: Narration) -> None:
        assign(self, "number", number)
        assign(self, "told", told)


def played(before: GameRecord, after: GameRecord, *, as_mover: bool,
           reader: str | None = None) -> list[Played]:
    """The moves ``after`` has beyond ``before``, told to an onlooker, or ``as_mover``: a
    person's move to its mover, a bot's to ``reader`` (by default the one person who moved, if
    one did), who learns of it only what their seat may see (R21.2)."""
    told = list(steps(before.game, after.history[len(before.history):]))
    if as_mover and reader is None:
        movers = {step.entry.player for step in told if not by_bot(step)}
        reader = movers.pop() if len(movers) == 1 else None
    return [Played(step.entry.number, tell(step, _viewer(step, reader) if as_mover else None))
            for step in told]


def _viewer(step: Step, reader: str | None) -> str | None:
    """Who a move is told to: its mover, or ``reader`` for a bot's move."""
    return reader if by_bot(step) else step.entry.player


def by_bot(step: Step) -> bool:
    """True for a move a bot made: its seat was a bot's when it was made."""
    return any(name == step.entry.player for name, _ in step.before.settings.bots)


def move_lines(moves: list[Played]) -> list[str]:
    """``move 21: alice took die 2 (...)`` and, indented, what followed it."""
    lines = []
    for move in moves:
        lines.append(f"move {move.number}: {move.told.line}")
        if move.told.then:
            lines.append("  then " + "; ".join(event.text for event in move.told.then))
    return lines


def quoted(file: str) -> str:
    return shlex.quote(file)


def next_line(game: Game, file: str) -> str:
    """``next: bob must take one of the season dice (seasons moves game.json --player bob)``."""
    if game.finished:
        return f"the game is over: {winners_words(winners(game))} (seasons score {quoted(file)})"
    parts = [f"{describe_decision(game, d)} (seasons moves {quoted(file)} --player "
             f"{game.settings.players[d.player]})" for d in game.pending]
    return "next: " + "; ".join(parts)


def summary(before: GameRecord, after: GameRecord, file: str,
            reader: str | None = None) -> list[str]:
    """What the mover's terminal shows: each move, who acts next and how, the new head."""
    return [*move_lines(played(before, after, as_mover=True, reader=reader)),
            next_line(after.game, file), f"head: {short_head(after.head)}"]


def to_play(game: Game) -> str:
    """``bob to play``; ``alice and carol to play``; ``game over, bob wins``."""
    if game.finished:
        return f"game over, {winners_words(winners(game))}"
    names = list(dict.fromkeys(game.settings.players[d.player] for d in game.pending))
    return f"{' and '.join(names)} to play"


def subject(moves: list[Played], game: Game, file: str) -> str:
    """``Seasons game: move 21, alice took die 2; bob to play`` (the last move's words only)."""
    numbers = f"move {moves[0].number}" if len(moves) == 1 \
        else f"moves {moves[0].number}-{moves[-1].number}"
    return f"Seasons {stem(file)}: {numbers}, {moves[-1].told.action}; {to_play(game)}"


def email(before: GameRecord, after: GameRecord, file: str) -> str:
    """A ready-to-send email: a Subject line, then the body for the players who act next."""
    moves = played(before, after, as_mover=False)
    game, head = after.game, short_head(after.head)
    lines = [f"Subject: {subject(moves, game, file)}", "", *move_lines(moves), "",
             next_line(game, file), f"head: {head}"]
    if not game.finished:
        lines += ["", f"Save the attached {os.path.basename(file)}, then:", ""]
        for name in dict.fromkeys(game.settings.players[d.player] for d in game.pending):
            lines += [f"    seasons show {quoted(file)} --as {name}",
                      f"    seasons moves {quoted(file)} --player {name}",
                      f"    seasons move {quoted(file)} --expect {head} --player {name} MOVE"]
    return "\n".join(lines)


def commit_message(before: GameRecord, after: GameRecord, file: str) -> str:
    """A commit message: the moves and the head on the first line, the words in the body."""
    moves = played(before, after, as_mover=False)
    first = f"{subject(moves, after.game, file)} (head {short_head(after.head)})"
    return "\n".join([first, "", *move_lines(moves), next_line(after.game, file)])
