"""The options of the expansions' settings (expansions.md G1), shared by ``seasons new`` and
``seasons arena``: ``--cards``, ``--expansions``, ``--promos``, ``--tokens``, ``--enchantment``.
The command gets them as one ``content`` dict of ``Settings``' keywords."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import click

from ..cards.abilities import ENCHANTMENTS, RANDOM_ENCHANTMENTS, TOKEN_SETTINGS
from ..cards.catalogue import CARD_POOLS
from . import params

OPTIONS = (
    click.option("--cards", "pool", type=click.Choice(CARD_POOLS), default="standard",
                 show_default=True, help="The card pool: the level's cards and the sets named, "
                 "or a tournament list of 50 cards played like archmage (G1, G3)."),
    click.option("--expansions", callback=params.expansions, metavar="SETS",
                 help="Expansion card sets added to the pool: enchanted-kingdom, "
                 "path-of-destiny, or both separated by a comma (G2)."),
    click.option("--promos", is_flag=True, help="Add the promo cards 301-303 to the pool (G2)."),
    click.option("--tokens", type=click.Choice(TOKEN_SETTINGS), default="none",
                 show_default=True, help="Special ability tokens: 3 each to keep 1, or 1 each "
                 "with path-of-destiny (G4)."),
    click.option("--enchantment", type=click.Choice([*ENCHANTMENTS, *RANDOM_ENCHANTMENTS, "none"],
                                                    case_sensitive=False),
                 default="none", show_default=True, metavar="NAME",
                 help="An enchantment by name (seasons cards lists them), "
                 "random-enchanted-kingdom, random-path-of-destiny, random-both or none (G5)."),
)


def content_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """The five options, given to ``command`` as ``content``: {} for the base game (so that its
    ``Settings`` are made exactly as before the expansions), else the keywords set."""
    @functools.wraps(command)
    def with_content(*args: Any, pool: str, expansions: tuple[str, ...], promos: bool,
                     tokens: str, enchantment: str, **kwargs: Any) -> Any:
        content = {"cards": pool, "expansions": expansions, "promos": promos, "tokens": tokens,
                   "enchantment": enchantment.lower()}
        defaults = {"cards": "standard", "expansions": (), "promos": False, "tokens": "none",
                    "enchantment": "none"}
        return command(*args, content={} if content == defaults else content, **kwargs)

    for option in reversed(OPTIONS):
        with_content = option(with_content)
    return with_content
