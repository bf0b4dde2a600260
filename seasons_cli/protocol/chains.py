"""Dice chains and event seeds (fair-play.md §5): public chance by commit and reveal.

Each seat holds, for each class of event (``EVENT_CLASSES``), a secret ``s`` derived from its
identity (``chain_secret``) and commits at join to the chain's tip ``T = H^N(s)``, where ``H``
is one ``chain_step`` (SHA-256 of a transcript with its own domain tag). For the k-th event of
the class the seat releases the **link** ``L_k = H^(N-k)(s)``; anyone checks ``H(L_k) =
L_(k-1)`` with ``L_0 = T`` (``follows``): the link was fixed at join, so it cannot be chosen
after seeing the others', and nobody can compute it from the earlier links (SHA-256 is one-way).

A chain has N links (``constants.CHAIN_LENGTH``); no game is known to need more, but nothing in
the rules bounds a game's rounds or draws (Temporal Boots move the token back), so a class's
events go on with a new chain: event k is link j of the chain of **generation** g, where
k = g·N + j and 1 ≤ j ≤ N (``generation_of``), each generation's secret derived apart. A seat's
release of the first link of generation g carries the tip of generation g + 1 (``event_link``):
committed and signed N events before any link of that chain can be asked for, so before anyone
has seen another seat's link of it (§5: "a new chain, committed by a signed entry before anyone
releases a link for its first event").

The seed of event k (``event_seed``) is a hash of the genesis, the class, k and every seat's
link in seat order: nobody can bias it, nobody can foresee it until the last link is out.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..hashes import sha256
from . import constants
from .constants import CHAIN_SECRET_TAG, CHAIN_STEP_TAG, EVENT_CLASSES, EVENT_SEED_TAG
from .identity import Identity
from .transcript import listed, number, transcript


def chain_step(link: bytes) -> bytes:
    """``H``: one step from a link towards the tip."""
    return sha256(transcript(CHAIN_STEP_TAG, ("link", link))).digest()


def chain_secret(identity: Identity, genesis: bytes, seat: int, event_class: str,
                 generation: int = 0) -> bytes:
    """``s``: the secret of ``seat``'s chain for ``event_class`` in the game of ``genesis``, of
    ``generation`` (the first: 0; a later one's derivation names it)."""
    later = (("generation", number(generation, 4)),) if generation else ()
    return identity.derive(genesis, CHAIN_SECRET_TAG, ("seat", number(seat, 1)),
                           ("class", event_class.encode()), *later)


def generation_of(k: int) -> tuple[int, int]:
    """``(g, j)``: event k (from 1) takes link j (1 to N) of the chain of generation g."""
    length = constants.CHAIN_LENGTH
    return (k - 1) // length, (k - 1) % length + 1


def event_link(identity: Identity, genesis: bytes, seat: int, event_class: str,
               k: int) -> tuple[bytes, bytes | None]:
    """``seat``'s link for event k of ``event_class``, and, when it is the first link of its
    generation g, the tip of generation g + 1 it must commit to with it (else None)."""
    generation, j = generation_of(k)
    found = link(chain_secret(identity, genesis, seat, event_class, generation), j)
    if j != 1:
        return found, None
    return found, link(chain_secret(identity, genesis, seat, event_class, generation + 1), 0)


def link(secret: bytes, k: int, length: int | None = None) -> bytes:
    """``L_k = H^(N-k)(s)``: link k of a chain (k = 0: the tip itself)."""
    length = constants.CHAIN_LENGTH if length is None else length
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
