"""Checking option values of ``seasons new`` and ``seat`` at the boundary: bad values are usage
errors (exit 2)."""

from __future__ import annotations

import re

import click

NAME = re.compile(r"[A-Za-z0-9_.-]{1,24}")


def players(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in value.split(","))
    for name in names:
        if not NAME.fullmatch(name):
            raise click.BadParameter(f"{name!r} is not a player name: "
                                     "use 1 to 24 letters, digits, '_', '.' or '-'")
    if not 2 <= len(names) <= 4 or len(set(names)) != len(names):
        raise click.BadParameter("give 2 to 4 different names, separated by commas")
    return names


def decks(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[int, ...] | None:
    if value is None:
        return None
    try:
        return tuple(int(part) for part in value.split(","))
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a list of deck numbers like 1,3") from None


def expansions(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[str, ...]:
    """``--expansions path-of-destiny,enchanted-kingdom`` -> both, in the catalogue's order."""
    from ..cards.catalogue import EXPANSIONS

    if value is None:
        return ()
    names = {name.strip().lower() for name in value.split(",")}
    unknown = sorted(names - set(EXPANSIONS))
    if unknown:
        raise click.BadParameter(f"{unknown[0]!r} is not an expansion: choose "
                                 f"{' or '.join(EXPANSIONS)}, or both separated by a comma")
    return tuple(name for name in EXPANSIONS if name in names)


def seed(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not 1 <= len(value) <= 100:
        raise click.BadParameter("a seed has 1 to 100 characters")
    return value


def bots(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """``--bot carol=greedy`` (repeatable) -> ``(("carol", "greedy"),)``."""
    found = []
    for item in value:
        name, equals, strength = item.partition("=")
        if not equals or not NAME.fullmatch(name.strip()):
            raise click.BadParameter(f"{item!r} is not NAME=STRENGTH, like carol=greedy")
        found.append((name.strip(), _strength(strength.strip())))
    return tuple(found)


def strengths(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """``--bots greedy,random`` -> ``("greedy", "random")``: 2 to 4 known strengths."""
    found = tuple(_strength(part.strip()) for part in value.split(","))
    if not 2 <= len(found) <= 4:
        raise click.BadParameter("give 2 to 4 bot strengths, separated by commas")
    return found


def strength(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--bot greedy`` of ``seasons seat``: a known strength (or not given)."""
    return None if value is None else _strength(value.strip())


def _strength(strength: str) -> str:
    """A known bot strength. The bots are imported only when one is named: click calls the
    callback of ``--bot`` on every ``seasons new``, and the bots package costs ~10 ms to import."""
    from ..bots import STRENGTHS

    if strength not in STRENGTHS:
        raise click.BadParameter(f"{strength!r} is not a bot strength: "
                                 f"choose one of {', '.join(STRENGTHS)}")
    return strength
