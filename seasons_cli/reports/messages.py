"""What ``seasons move`` says after a move: the move in words, who acts next and how, and the
same as a ready-to-send email or a commit message.

On the mover's own terminal the words may name the cards the mover drew (they saw them); the
email and the commit message go to the other players, so they name no hidden card (R21.2).
"""

from __future__ import annotations

import os

from ..describe import describe_decision
from ..engine.model import Game
from ..engine.scoring import winners
from ..english import listed
from ..escape import escaped, one_line, shell_word
from ..gamefile import GameRecord, short_head
from ..paths import stem
from ..plain import Frozen, assign
from .narrate import Narration
from .steps import Step, steps, tell
from .words import winners_words


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
    """The game file as a word to type in a shell (``escape.shell_word``)."""
    return shell_word(file)


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
    return f"{listed(names)} to play"


def numbers(moves: list[Played]) -> str:
    """``move 21``; ``moves 21-23``."""
    return f"move {moves[0].number}" if len(moves) == 1 \
        else f"moves {moves[0].number}-{moves[-1].number}"


def subject(moves: list[Played], game: Game, file: str) -> str:
    """``Seasons game: move 21, alice took die 2; bob to play`` (the last move's words only)."""
    return f"Seasons {escaped(stem(file))}: {numbers(moves)}, {moves[-1].told.action}; {to_play(game)}"


def email_values(before: GameRecord, after: GameRecord, file: str) -> dict[str, str]:
    """What the variables of the email's templates stand for (``config.EMAIL_VARIABLES``; the
    default templates give the email ``seasons move --email`` prints, docs/cli.md). It names
    no hidden card: it goes to the other players."""
    moves = played(before, after, as_mover=False)
    game, head = after.game, short_head(after.head)
    new = after.history[len(before.history):]
    instructions = ""
    if not game.finished:
        lines = ["", "", f"Save the attached {escaped(os.path.basename(file))}, then:", ""]
        for name in dict.fromkeys(game.settings.players[d.player] for d in game.pending):
            lines += [f"    seasons show {quoted(file)} --as {name}",
                      f"    seasons moves {quoted(file)} --player {name}",
                      f"    seasons move {quoted(file)} --expect {head} --player {name} MOVE"]
        instructions = "\n".join(lines)
    return {"file": quoted(file), "game": escaped(stem(file)),
            "player": ", ".join(dict.fromkeys(entry.player for entry in new)),
            "move": "; ".join(entry.move for entry in new), "number": numbers(moves),
            "action": moves[-1].told.action, "turn": to_play(game),
            "summary": "\n".join(move_lines(moves)), "next": next_line(game, file),
            "head": head, "instructions": instructions}


def email(before: GameRecord, after: GameRecord, file: str) -> str:
    """The ready-to-send email of the moves ``after`` has beyond ``before``, from the
    ``email.subject`` and ``email.template`` settings (``seasons config``; read only here)."""
    from .. import config

    return email_text(email_values(before, after, file), config.get("email.subject"),
                      config.get("email.template"))


def email_text(values: dict[str, str], subject_template: str, body_template: str) -> str:
    """A ready-to-send email: ``Subject:`` and the subject template filled in with ``values``,
    a blank line, the body template filled in. The subject is one line of printable text
    whatever the templates and values hold: nothing can start another header line."""
    import string  # only for an email

    subject_text = string.Template(subject_template).safe_substitute(values)
    body = string.Template(body_template).safe_substitute(values)
    return f"Subject: {one_line(subject_text)}\n\n{body}"


def commit_message(before: GameRecord, after: GameRecord, file: str) -> str:
    """A commit message: the moves and the head on the first line, the words in the body."""
    moves = played(before, after, as_mover=False)
    first = f"{subject(moves, after.game, file)} (head {short_head(after.head)})"
    return "\n".join([first, "", *move_lines(moves), next_line(after.game, file)])


def write_words(before: GameRecord, after: GameRecord, file: str, form: str) -> str:
    """What a write says (``seasons move``, ``seat``, ``play``), as a ``summary`` for the
    mover, an ``email`` for whoever must act next, or a ``commit`` message: an open game's
    words, or a fair game's (``reports.fair``, imported only for one)."""
    if after.settings.trust == "open":
        if form == "summary":
            return "\n".join(summary(before, after, file))
        return email(before, after, file) if form == "email" else commit_message(before, after, file)
    from . import fair

    if form == "email":
        return fair.email(before, after, file)  # type: ignore[arg-type]
    return "\n".join(fair.summary(before, after, file, as_mover=form == "summary"))  # type: ignore[arg-type]
