"""The protocol's failures, under the engine's one base class: the command line turns each into
one line on stderr and exit code 1, as it does an illegal move."""

from __future__ import annotations

from ..engine.errors import SeasonsError


class ProtocolError(SeasonsError):
    """Something of a fair (or sealed) game that cannot be accepted or done."""


class IdentityError(ProtocolError):
    """No identity, an identity file that cannot be used, or one that would be overwritten."""


class ForkDetected(ProtocolError):
    """A file whose history disagrees with what this user has seen of the same game (§2)."""
