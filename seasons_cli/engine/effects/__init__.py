"""Card effect code, registered by card number in ``seasons_cli.engine.registry``."""

from . import cards_01_15, cards_16_30  # noqa: F401  (registering is a side effect of importing)
