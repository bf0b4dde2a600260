"""The ``seasons`` command: a click group with one small module per command.

A command's module is imported only when that command is used (or listed by ``--help``), so
``seasons move`` does not pay for the imports of ``seasons replay`` or ``seasons cards``.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, MutableMapping
from importlib import import_module

import click

from .errors import SeasonsGroup

# Every command: its name and the module (in seasons_cli.cli) that defines it under that name.
COMMANDS = ("new", "show", "moves", "move", "play", "bot", "seat", "replay", "score", "validate",
            "cards", "arena", "status", "undo", "config", "completion", "help", "keys", "join",
            "sync", "verify")


class LazyCommands(MutableMapping[str, click.Command]):
    """The group's ``commands``: a mapping that imports a command's module on first access."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.pending = list(names)
        self.loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self.loaded and name in self.pending:
            self.loaded[name] = getattr(import_module(f"{__package__}.{name}"), name)
        return self.loaded[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self.loaded[name] = command
        if name not in self.pending:
            self.pending.append(name)

    def __delitem__(self, name: str) -> None:
        del self.loaded[name]
        self.pending.remove(name)

    def __iter__(self) -> Iterator[str]:
        return iter(self.pending)

    def __len__(self) -> int:
        return len(self.pending)


class Seasons(SeasonsGroup):
    """The group; while completing, its commands get the completers of ``completion``."""

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command; during shell completion (click parses resiliently only then) with its
        parameters' completers attached, so other runs never import the completion module."""
        command = super().get_command(ctx, cmd_name)
        if command is not None and ctx.resilient_parsing:
            from .completion import attach_command

            attach_command(cmd_name, command)
        return command


def _version() -> str:
    from importlib import metadata

    try:
        return metadata.version("seasons-cli")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


def _print_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """``--version``, as click's ``version_option`` prints it, looked up only when asked for."""
    if not value or ctx.resilient_parsing:
        return
    click.echo(f"seasons, version {_version()}", color=ctx.color)
    ctx.exit()


@click.group(cls=Seasons, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True,
              callback=_print_version, help="Show the version and exit.")
def seasons() -> None:
    """Play the board game Seasons by file: one JSON file holds the whole game.

    Start with 'seasons new', look with 'seasons show' and 'seasons moves', play with
    'seasons move', and read the game with 'seasons replay' and 'seasons score'.
    'seasons cards' lists the power cards and what they do. 'seasons new --bot' seats
    computer players, 'seasons bot' lets them move, 'seasons arena' plays bot tournaments.

    'seasons status' says whose turn it is (with an exit code for scripts), 'seasons undo'
    takes back a move, 'seasons config' keeps your settings and 'seasons completion' prints
    the shell completion script. 'seasons help notation' tells how moves are written.

    Every command checks a game file in full (schema and replay) the first time it meets it,
    then keeps the result in a cache, so that the same bytes are not replayed again: the
    folder SEASONS_CACHE if set (set and empty: no cache), else XDG_CACHE_HOME/seasons, else
    ~/.cache/seasons. 'seasons validate' always checks in full.
    """
    ctx = click.get_current_context()
    if ctx.invoked_subcommand not in _OWN_SETTINGS:
        from .. import config  # a settings file that cannot be used is refused by every command

        config.read()


# The commands that do not check the settings file first: 'seasons config' reads it itself (and
# 'config path' must say where it is, to fix it), 'seasons completion' prints a script.
_OWN_SETTINGS = ("config", "completion")


seasons.commands = LazyCommands(COMMANDS)


def main() -> None:
    """The ``seasons`` script. Python's cyclic garbage collector walks every object it tracks in
    a full collection, and once more as the interpreter exits; the modules imported by now live
    until then anyway. ``gc.freeze`` moves them (and, at the end, all that is left) out of its
    sight: ~6 % fewer instructions for ``seasons move`` (issue #5), and nothing changes in what
    a command does or frees while it runs."""
    gc.freeze()
    try:
        seasons(prog_name="seasons")
    finally:
        gc.freeze()
