"""The engine's errors: one class per kind of failure, under one base class."""


class SeasonsError(Exception):
    """Base class of every error the project reports to a user as one line."""


class SetupError(SeasonsError):
    """The settings of a new game are impossible (player count, level, decks, edition)."""


class IllegalAction(SeasonsError):
    """An action that is not among the legal actions of the pending decisions."""


class SeedError(SeasonsError):
    """A seed given to a fair game that it cannot take: for an event already used or given a
    seed before, of an unknown class or number, or not 32 bytes (``waiting.supply``)."""
