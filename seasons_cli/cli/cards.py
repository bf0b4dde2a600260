"""``seasons cards [NAME] [--level LEVEL] [--edition 1|2] [--json]``: the power-card catalogue."""

from __future__ import annotations

import click

from ..engine.model import LEVELS
from ..reports.cards import card_detail, catalogue, find_card
from .common import edition_option, json_option, output


@click.command()
@click.argument("name", required=False)
@click.option("--level", type=click.Choice(LEVELS, case_sensitive=False),
              help="Only the cards of this level: apprentice and wizard 1-30, archmage 1-50.")
@edition_option("The edition shown for Balance of Ishtar and Idol of the Familiar (D7).")
@json_option
def cards(name: str | None, level: str | None, edition: int, as_json: bool) -> None:
    """List the power cards, or show card NAME (number, name or unique prefix) in detail."""
    from ..views.cards import CardView, CatalogueView

    if name is None:
        output(catalogue(level, edition), CatalogueView, as_json)
    else:
        output(card_detail(find_card(name, level), edition), CardView, as_json)
