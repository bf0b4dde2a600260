"""Dice chains and event seeds (fair-play.md §5): public chance by commit and reveal.

Each seat holds, for each class of event (``EVENT_CLASSES``), a secret ``s`` derived from its
identity (``chain_secret``) and commits at join to the chain's tip ``T = H^N(s)``, where ``H``
is one ``chain_step`` (SHA-256 of a transcript with its own domain tag). For the k-th event of
the class the seat releases the **link** ``L_k = H^(N-k)(s)``; anyone checks ``H(L_k) =
L_(k-1)`` with ``L_0 = T`` (``follows``): the link was fixed at join, so it cannot be chosen
after seeing the others', and nobody can compute it from the earlier links (SHA-256 is one-way).

The seed of event k (``event_seed``) is a hash of the genesis, the class, k and every seat's
link in seat order: nobody can bias it, nobody can foresee it until the last link is out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.chance import sha256
from .constants import CHAIN_LENGTH, CHAIN_SECRET_TAG, CHAIN_STEP_TAG, EVENT_CLASSES, EVENT_SEED_TAG
from .identity import Identity
from .transcript import listed, number, transcript


def chain_step(link: bytes) -> bytes:
    """``H``: one step from a link towards the tip."""
    return sha256(transcript(CHAIN_STEP_TAG, ("link", link))).digest()


def chain_secret(identity: Identity, genesis: bytes, seat: int, event_class: str) -> bytes:
    """``s``: the secret of ``seat``'s chain for ``event_class`` in the game of ``genesis``."""
    return identity.derive(genesis, CHAIN_SECRET_TAG, ("seat", number(seat, 1)),
                           ("class", event_class.encode()))


def link(secret: bytes, k: int, length: int = CHAIN_LENGTH) -> bytes:
    """``L_k = H^(N-k)(s)``: the link for the k-th event (k = 0: the tip itself)."""
    if not 0 <= k <= length:
        raise ValueError(f"a chain of {length} links has no link {k}")
    value = secret
    for _ in range(length - k):
        value = chain_step(value)
    return value


def tips(identity: Identity, genesis: bytes, seat: int) -> dict[str, bytes]:
    """The tip of each class's chain, as a join commits to them."""
    return {event_class: link(chain_secret(identity, genesis, seat, event_class), 0)
            for event_class in EVENT_CLASSES}


def follows(link_k: bytes, previous: bytes) -> bool:
    """Whether ``link_k`` is the link after ``previous`` (the tip, or the link of event k-1)."""
    return chain_step(link_k) == previous


def event_seed(genesis: bytes, event_class: str, k: int, links: Sequence[bytes]) -> bytes:
    """The 32-byte seed of the k-th event of ``event_class``, from every seat's link in seat
    order: what the engine derives the event's outcome from."""
    return sha256(transcript(EVENT_SEED_TAG, ("genesis", genesis), ("class", event_class.encode()),
                             ("k", number(k, 4)), ("links", listed(list(links))))).digest()
