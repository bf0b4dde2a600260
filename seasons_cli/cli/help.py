"""``seasons help [TOPIC]``: the guides that ship inside the package, and every command's help.

A ``pip install`` has no ``docs/`` folder, so an error that says "see docs/notation.md" sends
its reader nowhere. The topics are the files of ``seasons_cli/topics/`` (links to the docs of
the same name in a checkout, copied into the wheel), printed as they are written.
"""

from __future__ import annotations

import os

import click

from .errors import Failure

TOPICS = {"notation": "how moves are written: cards, energy, every kind of move, the errors"}
FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "topics")


@click.command()
@click.argument("topic", required=False, metavar="[TOPIC]")
@click.pass_context
def help(ctx: click.Context, topic: str | None) -> None:  # noqa: A001 (the command's name)
    """Print the guide TOPIC (notation), or the help of command TOPIC; list them without one."""
    group = ctx.parent.command if ctx.parent else None
    if topic is None:
        click.echo("Topics (seasons help TOPIC):")
        for name, about in TOPICS.items():
            click.echo(f"  {name:<10} {about}")
        click.echo("Every command's help: seasons help COMMAND, or seasons COMMAND --help.")
    elif topic in TOPICS:
        click.echo(topic_text(topic), nl=False)
    elif isinstance(group, click.Group) and topic in group.commands:
        command = group.commands[topic]
        click.echo(command.get_help(click.Context(command, info_name=topic, parent=ctx.parent)))
    else:
        known = ", ".join([*TOPICS, *(group.commands if isinstance(group, click.Group) else ())])
        raise Failure(f"no help topic or command {topic!r}: choose one of {known}")


def topic_text(topic: str) -> str:
    with open(os.path.join(FOLDER, f"{topic}.md"), encoding="utf-8") as stream:
        return stream.read()
