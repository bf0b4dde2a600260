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


class SealedError(SeasonsError):
    """A sealed game's operation that cannot be (``viewpoint``): a reveal or a reading of no
    handle of the game, or of a card the game cannot hold there (a card more often than it has
    copies, another card than one read before), a re-masking the game cannot take now, a list
    of moves that depends on cards the view cannot read."""
