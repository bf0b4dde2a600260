"""A table of players for the sealed games' tests: fixed secrets (so failures repeat), their
keys and joint key, a game's card points and a deck, and the context of a proof.

Every secret is derived from a label, so a test reads as "alice shuffles", and an oracle that
knows every secret (``read_all``) is one call away.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from seasons_cli.protocol.group import Point, Scalar, base, card_points, card_table
from seasons_cli.protocol.masking import MaskedCard, initial_deck, joint_key, read, share
from seasons_cli.protocol.proofs import Context

NAMES = ("alice", "bob", "carol", "dave")
BASE_CARDS = tuple(range(1, 51))
EXPANSION_CARDS = (*range(101, 121), *range(201, 223), *range(301, 304))


def secret(label: str) -> Scalar:
    return Scalar.from_digest(hashlib.sha512(b"test secret " + label.encode()).digest())


def digest(label: str) -> bytes:
    return hashlib.sha256(label.encode()).digest()


def fresh(label: str) -> bytes:
    """Fixed 'fresh' randomness, for proofs that must come out the same each run."""
    return hashlib.sha256(b"test fresh " + label.encode()).digest()


@dataclass
class Table:
    players: int = 4
    game: str = "game"
    secrets: list[Scalar] = field(init=False)
    keys: list[Point] = field(init=False)

    def __post_init__(self) -> None:
        self.secrets = [secret(f"{self.game}/{name}") for name in NAMES[:self.players]]
        self.keys = [base(x) for x in self.secrets]
        self.joint = joint_key(self.keys)
        self.genesis = digest(f"genesis of {self.game}")
        self.points = card_points(self.genesis, BASE_CARDS)
        self.table = card_table(self.points)

    def context(self, seat: int, move: int = 7) -> Context:
        return Context(self.genesis, move, digest(f"entry {move - 1} of {self.game}"), seat)

    def deck(self, numbers: tuple[int, ...] = tuple(n for n in BASE_CARDS for _ in (0, 1))
             ) -> tuple[MaskedCard, ...]:
        return initial_deck(self.genesis, numbers, self.joint)

    def read_all(self, card: MaskedCard) -> int:
        """The oracle: the card a pair holds, with every player's share."""
        return read(card, [share(x, card) for x in self.secrets], self.table)
