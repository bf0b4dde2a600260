"""Card effect code, registered by card number in ``seasons_cli.engine.registry``."""

from . import basic  # noqa: F401  (registers cards 1-30)
