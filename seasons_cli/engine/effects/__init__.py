"""Card effect code, registered by card number in ``seasons_cli.engine.registry``."""

from . import (  # noqa: F401  (they register)
    cards_01_15,
    cards_16_30,
    cards_31_40,
    cards_41_50,
    cards_101_120,
    cards_201_222,
    cards_301_303,
    enchantments,
    tokens,
)
