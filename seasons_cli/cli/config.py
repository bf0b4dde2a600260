"""``seasons config set|get|list|unset|path``: the user's settings (seasons_cli/config.py)."""

from __future__ import annotations

import json

import click

from .. import config as settings
from .common import echo_json, json_option


@click.group()
def config() -> None:
    """Your settings, in a TOML file ('seasons config path' prints where).

    \b
    player          your name: the default of --player and --as, in games you play in
    color           on, off or auto (a terminal without NO_COLOR)
    width           output width in columns (40-400; default: the terminal's)
    email.subject   subject of the email 'seasons move --email' prints
    email.template  its body ($game $file $player $move $number $action $turn $summary
                    $next $head $instructions are filled in, in both)
    bots.auto       true or false: bot seats move on their own after a person's move
    """


@config.command("set")
@click.argument("key", metavar="KEY")
@click.argument("value", metavar="VALUE")
def set_(key: str, value: str) -> None:
    """Set KEY to VALUE (checked: an unknown key or a bad value changes nothing)."""
    saved = settings.set_value(key, value)
    click.echo(f"{key} = {_shown(saved)}  ({settings.path()})")


@config.command()
@click.argument("key", metavar="KEY")
def get(key: str) -> None:
    """Print the value of KEY (its default when not set; nothing when it has none)."""
    value = settings.get(key)
    if value is not None:
        click.echo(json.dumps(value) if isinstance(value, bool) else value)


@config.command("list")
@json_option
def list_(as_json: bool) -> None:
    """Every setting with its value; '(default)' marks those not set in the file."""
    values = settings.read()
    if as_json:
        echo_json({key: values.get(key, spec.default) for key, spec in settings.KEYS.items()})
        return
    for key, spec in settings.KEYS.items():
        mark = "" if key in values else "  (default)" if spec.default is not None else "  (not set)"
        click.echo(f"{key} = {_shown(values.get(key, spec.default))}{mark}")


@config.command()
@click.argument("key", metavar="KEY")
def unset(key: str) -> None:
    """Remove KEY from the file: it goes back to its default."""
    if settings.unset(key):
        click.echo(f"{key} unset ({settings.path()})")
    else:
        click.echo(f"{key} was not set: nothing changed")


@config.command()
def path() -> None:
    """Print where the settings file is (it may not exist yet)."""
    click.echo(settings.path())


def _shown(value: object) -> str:
    """A value on one line: text quoted (newlines as \\n), numbers as they are."""
    return "" if value is None else json.dumps(value, ensure_ascii=False)
