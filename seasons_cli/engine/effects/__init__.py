"""Card effect code, registered by card number in ``seasons_cli.engine.registry``. The
expansions' effects (cards 101-303, tokens, enchantments) are loaded by ``engine.expansions``
for the games that have them."""

from . import cards_01_15, cards_16_30, cards_31_40, cards_41_50  # noqa: F401  (they register)
