"""``seasons cards [NAME] [--level LEVEL] [--set SET] [--edition 1|2] [--json]``: the catalogue of
power cards, special ability tokens and enchantments."""

from __future__ import annotations

import click

from ..cards.catalogue import SETS
from ..engine.model import LEVELS
from ..reports.cards import (card_detail, catalogue, enchantment_data, find_entry,
                             token_data)
from .common import edition_option, json_option, output


@click.command()
@click.argument("name", required=False)
@click.option("--level", type=click.Choice(LEVELS, case_sensitive=False),
              help="Only the cards of this level: apprentice and wizard 1-30, archmage 1-50.")
@click.option("--set", "card_set", type=click.Choice(SETS, case_sensitive=False),
              help="Only the cards, tokens and enchantments of this set.")
@edition_option("The edition shown for Balance of Ishtar and Idol of the Familiar (D7).")
@json_option
def cards(name: str | None, level: str | None, card_set: str | None, edition: int,
          as_json: bool) -> None:
    """List the power cards, ability tokens and enchantments, or show NAME (a card's number,
    name or unique prefix, a token t1-t18, an enchantment's name) in detail."""
    from ..views.cards import CardView, CatalogueView, enchantment_view, token_view

    if name is None:
        output(catalogue(level, edition, card_set), CatalogueView, as_json)
        return
    what, found = find_entry(name, level)
    if what == "token":
        output(token_data(found), token_view, as_json)
    elif what == "enchantment":
        output(enchantment_data(found), enchantment_view, as_json)
    else:
        output(card_detail(found, edition), CardView, as_json)
