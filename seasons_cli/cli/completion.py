"""Shell completion (bash, zsh, fish) through click, and ``seasons completion SHELL``.

Click completes commands and options by itself. This module adds what only a game file knows:
player names for every option whose metavar is ``PLAYER`` (``--player``, ``--as``) and for
``seasons seat FILE NAME``, bot strengths after ``seasons seat --bot``, card names for ``seasons
cards NAME``, and for ``seasons move FILE ...`` the next word of the notation of
the legal moves (of ``--player`` only, when it is given). The values come from the FILE given
earlier on the command line; a missing or unsound file completes nothing, silently.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from ..english import counted

if TYPE_CHECKING:
    from click.shell_completion import CompletionItem

    from ..engine.model import Game

SHELLS = ("bash", "zsh", "fish")
COMPLETE_VAR = "_SEASONS_COMPLETE"

Completer = Callable[[click.Context, click.Parameter, str], "list[CompletionItem]"]


def game_on_line(ctx: click.Context) -> Game | None:
    """The game of the FILE argument already typed, or None (no file yet, or one that fails)."""
    file = ctx.params.get("file")
    if not file and ctx.args:
        # Completing an option's value, click stops parsing at that option and leaves the
        # arguments typed before it unparsed, in ``ctx.args``: FILE is always the first.
        file = ctx.args[0]
    if not file:
        return None
    from ..engine.errors import SeasonsError
    from ..gamefile import load

    try:
        return load(file).game
    except (SeasonsError, OSError):
        return None


def complete_player(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    from click.shell_completion import CompletionItem

    game = game_on_line(ctx)
    names = game.settings.players if game else ()
    return [CompletionItem(name) for name in names if name.startswith(incomplete)]


def complete_card(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """Slugs (or numbers, when a digit is typed) of the cards of ``--level`` if given."""
    from click.shell_completion import CompletionItem

    from ..cards.catalogue import CARDS, LEVEL_CARDS

    level = ctx.params.get("level")
    numbers = sorted(LEVEL_CARDS[level]) if level else sorted(CARDS)
    by_number = incomplete[:1].isdigit()
    found = []
    for number in numbers:
        value = str(number) if by_number else CARDS[number].slug
        if value.startswith(incomplete.lower()):
            found.append(CompletionItem(value, help=CARDS[number].name))
    return found


def complete_strength(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The bot strengths (``seasons seat --bot``), imported from the bots only while completing."""
    from click.shell_completion import CompletionItem

    from ..bots import STRENGTHS

    return [CompletionItem(name) for name in STRENGTHS if name.startswith(incomplete)]


def complete_move(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The next word of every legal move whose notation starts with the words already typed."""
    from ..reports.moves import moves as legal_moves

    game = game_on_line(ctx)
    typed = list(ctx.params.get(param.name) or ())
    if game is None or game.finished or typed[:1] == ["-"]:
        return []
    player = ctx.params.get("player")
    seat = game.settings.players.index(player) if player in game.settings.players else None
    return next_words([m["notation"] for m in legal_moves(game, seat)], typed, incomplete)


def next_words(notations: list[str], typed: list[str], incomplete: str) -> list[CompletionItem]:
    """For each distinct next word: the word, with the whole move as help when only one move
    goes on with it (else how many do)."""
    from click.shell_completion import CompletionItem

    following: dict[str, list[str]] = {}
    for notation in notations:
        words = notation.split()
        if words[:len(typed)] == typed and len(words) > len(typed):
            if words[len(typed)].startswith(incomplete):
                following.setdefault(words[len(typed)], []).append(notation)
    return [CompletionItem(word, help=moves[0] if len(moves) == 1 else counted(len(moves), "move"))
            for word, moves in following.items()]


# Which parameters complete what: by metavar for player names, by command and name otherwise.
BY_METAVAR: dict[str, Completer] = {"PLAYER": complete_player}
BY_NAME: dict[tuple[str, str], Completer] = {("cards", "name"): complete_card,
                                              ("move", "move"): complete_move,
                                              ("seat", "name"): complete_player,
                                              ("seat", "strength"): complete_strength}


def attach(group: click.Group) -> None:
    """Give the group's parameters their completers (commands keep their own modules unaware)."""
    for name, command in group.commands.items():
        attach_command(name, command)


def attach_command(name: str, command: click.Command) -> None:
    """Give one command's parameters (a group's: its commands' parameters) their completers."""
    if isinstance(command, click.Group):
        attach(command)
        return
    for param in command.params:
        completer = BY_NAME.get((name, param.name or "")) or BY_METAVAR.get(param.metavar or "")
        if completer is not None and param._custom_shell_complete is None:
            param._custom_shell_complete = completer  # click's own slot for shell_complete=


@click.command()
@click.argument("shell", type=click.Choice(SHELLS))
@click.pass_context
def completion(ctx: click.Context, shell: str) -> None:
    """Print the completion script for SHELL (bash, zsh or fish).

    \b
    bash: eval "$(seasons completion bash)"    in ~/.bashrc
    zsh:  eval "$(seasons completion zsh)"     in ~/.zshrc, after compinit
    fish: seasons completion fish > ~/.config/fish/completions/seasons.fish
    """
    click.echo(script(ctx.find_root().command, shell))


def script(command: Any, shell: str) -> str:
    """Click's completion script of ``shell`` for the ``seasons`` command."""
    from click.shell_completion import get_completion_class

    return get_completion_class(shell)(command, {}, "seasons", COMPLETE_VAR).source()
