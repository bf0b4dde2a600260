"""Reading a player's input with prompt_toolkit (``seasons play``): the legal moves complete with
Tab, word by word and card by card (a split's cards are one word, joined by commas), and Up
recalls the player's earlier moves of this game, then what they typed in this session. Each
player at the terminal has their own history, so that a hot-seat neighbour cannot scroll back
through it.

prompt_toolkit is an optional extra (``seasons-cli[play]``), imported by ``seasons play`` only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.history import InMemoryHistory

WORDS = ("board", "help", "moves", "quit")  # what the session understands besides moves


class MoveCompleter(Completer):
    """The next word (or card of a list) of every legal move whose notation starts with what is
    typed, with the separator that follows it; before the first word also the session's own
    words."""

    def __init__(self, moves: Sequence[str]) -> None:
        self.moves = list(moves)

    def get_completions(self, document: Document,
                        complete_event: CompleteEvent) -> Iterable[Completion]:
        *done, incomplete = pieces(document.text_before_cursor.lower())
        choices = self.moves + ([] if done else list(WORDS))
        following: dict[str, list[str]] = {}
        for choice in choices:
            parts = pieces(choice)
            if parts[:len(done)] == done and len(parts) > len(done) \
                    and parts[len(done)].startswith(incomplete):
                following.setdefault("".join(parts[len(done):len(done) + 2]), []).append(choice)
        for text, moves in following.items():
            whole = moves[0] if len(moves) == 1 else f"{len(moves)} moves"
            yield Completion(text, start_position=-len(incomplete), display=text.rstrip(" ,"),
                             display_meta="" if whole == text else whole)


def pieces(text: str) -> list[str]:
    """``"library2 amu"`` -> ``["library2", " ", "amu"]``: words and cards between the spaces
    and commas that separate them (the last piece is what is being typed, maybe empty)."""
    return re.split(r"([ ,])", text)


class PromptReader:
    """``session.Reader`` on prompt_toolkit; ``input`` and ``output`` are prompt_toolkit's own
    (tests give a pipe input and a dummy output; by default the terminal)."""

    def __init__(self, input: Any = None, output: Any = None) -> None:
        self.input, self.output = input, output
        self.sessions: dict[str | None, PromptSession[str]] = {}

    def ask(self, player: str | None, prompt: str, moves: Sequence[str],
            past: Sequence[str]) -> str:
        return self.session(player, past).prompt(prompt, completer=MoveCompleter(moves))

    def session(self, player: str | None, past: Sequence[str]) -> PromptSession[str]:
        """The player's prompt, made the first time with their earlier moves as history."""
        if player not in self.sessions:
            history = InMemoryHistory()
            for line in past:
                history.append_string(line)
            self.sessions[player] = PromptSession(history=history, input=self.input,
                                                  output=self.output, complete_while_typing=False,
                                                  enable_history_search=False)
        return self.sessions[player]
