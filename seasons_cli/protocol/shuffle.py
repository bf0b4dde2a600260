"""The verifiable shuffle of sealed games (fair-play.md §6.2): re-mask every card of a list,
permute, and prove it with a linear-size argument (Terelius–Wikström 2010, in the form of
Haenni, Locher, Koenig and Dubuis, *Pseudo-code algorithms for verifiable re-encryption
mix-nets*, 2017), non-interactive by Fiat–Shamir.

Why this and not cut-and-choose (§6.2 (a)): with K = 128 auxiliary shuffles a 100-card proof
costs K·n = 12,800 re-maskings to make and as many to check (1.8-1.9 s on this machine, at the
edge of the 2 s target) and 238 KiB; this argument costs about 8n multiplications each way
(under 0.1 s at the host's usual speed) and 16 KiB, and its soundness error is about n/L, not
2^-128 (docs/sealed-crypto.md has the measurements, benchmarks/sealed.py makes them).

Notation (additive, as ``masking``): input pairs ``e_1..e_n``, output ``e'_i = e_{ψ(i)} + ρ_i·(G,
J)`` for a permutation ψ and fresh factors ρ_i. Extra generators ``H, h_1..h_n`` come from
``from_uniform`` with a domain tag (``generator``): nobody knows a discrete log between them.

Prover:
1. commits to ψ: ``c_{ψ(i)} = r_{ψ(i)}·G + h_i`` (a Pedersen commitment to each column of the
   permutation matrix);
2. draws ``u_1..u_n`` from the transcript of the statement and the ``c`` (the *permutation
   challenge*), and sets ``u'_i = u_{ψ(i)}``;
3. commits to ``u'`` in a chain: ``ĉ_0 = H``, ``ĉ_i = r̂_i·G + u'_i·ĉ_{i−1}``, so that
   ``ĉ_n = r̂·G + (Π u_i)·H`` with ``r̂ = Σ r̂_i·Π_{j>i} u'_j``;
4. proves, in one sigma protocol with nonces ``ω_1..ω_4, ω̂_i, ω'_i`` and one challenge c
   (responses ``s_k = ω_k + c·(witness)``):
   - ``Σ c_j − Σ h_j = r̄·G`` (``t_1``; r̄ = Σ r_j): every row of the matrix sums to one;
   - ``ĉ_n − (Π u_i)·H = r̂·G`` (``t_2``): the committed u' have the same product as u;
   - ``Σ u_j·c_j = r̃·G + Σ u'_i·h_i`` (``t_3``; r̃ = Σ r_j·u_j): the same u' as in ``c``;
   - ``Σ u'_i·e'_i = Σ u_j·e_j + ρ'·(G, J)`` (``t_4``; ρ' = Σ ρ_i·u'_i): the output is the
     input, permuted by that matrix, and re-masked;
   - ``ĉ_i = r̂_i·G + u'_i·ĉ_{i−1}`` for each i (``t̂_i``): the chain uses those same u'.
   A matrix whose rows sum to one and for which ``Π (M·u)_i = Π u_i`` for a random u is a
   permutation matrix except with probability n/L (Schwartz–Zippel); with binding commitments
   (unknown logs between G, H, h_i) the extracted witness is a permutation and factors with
   which the output is the input re-masked: no card dropped, duplicated or replaced. The
   transcripts hold the context, G, the joint key, n, the input and output lists (the verifier
   takes both from its own state and the entry), every commitment and every ``t``.

Costs: making about 5n multiplications by a variable point and 3n by G; checking about 8n and
n; the proof is ``(5n + 9)`` 32-byte fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import prod

from .constants import (
    CHALLENGE_EXPANSION_DOMAIN, GENERATOR_DOMAIN, MAX_SHUFFLE_CARDS, POINT_SIZE, SCALAR_SIZE,
    SHUFFLE_DOMAIN, SHUFFLE_PERMUTATION_DOMAIN,
)
from .group import (
    L, EncodingError, Point, Scalar, base, combination, from_uniform, nonzero, total,
)
from ..hashes import sha256
from .masking import MaskedCard, remask
from .proofs import Context, Hedge, challenge, challenge_digest, require
from .transcript import listed, number, transcript


def shuffle_proof_size(n: int) -> int:
    """The bytes of the proof of a shuffle of n cards: 3n + 5 points, 2n + 4 scalars."""
    return (3 * n + 5) * POINT_SIZE + (2 * n + 4) * SCALAR_SIZE


@lru_cache(maxsize=None)
def generator(index: int) -> Point:
    """The shuffle's extra generator ``index`` (0 is H, i ≥ 1 is h_i): ``from_uniform`` of
    SHA-256 of the transcript (generator domain, index)."""
    data = transcript(GENERATOR_DOMAIN, ("index", number(index, 4)))
    return from_uniform(sha256(data).digest())


def generators(n: int) -> tuple[Point, ...]:
    """``h_1..h_n``."""
    return tuple(generator(i) for i in range(1, n + 1))


@dataclass(frozen=True)
class ShuffleProof:
    """The proof of a shuffle; on the wire its fields in this order, each 32 bytes."""

    commitments: tuple[Point, ...]  # c_1..c_n, the permutation's
    chain: tuple[Point, ...]  # ĉ_1..ĉ_n
    t1: Point
    t2: Point
    t3: Point
    t4: tuple[Point, Point]
    t_hat: tuple[Point, ...]
    s1: Scalar
    s2: Scalar
    s3: Scalar
    s4: Scalar
    s_hat: tuple[Scalar, ...]
    s_prime: tuple[Scalar, ...]

    def __bytes__(self) -> bytes:
        points = (*self.commitments, *self.chain, self.t1, self.t2, self.t3, *self.t4,
                  *self.t_hat)
        scalars = (self.s1, self.s2, self.s3, self.s4, *self.s_hat, *self.s_prime)
        return b"".join(point.data for point in points) + b"".join(map(bytes, scalars))

    @classmethod
    def parse(cls, data: bytes, n: int) -> ShuffleProof:
        """The proof of a shuffle of ``n`` cards (n from the verifier's own state); its size is
        checked before any point is parsed."""
        _check_count(n)
        if not isinstance(data, bytes) or len(data) != shuffle_proof_size(n):
            raise EncodingError(f"shuffle proof: not {shuffle_proof_size(n)} bytes for {n} cards")
        fields = [data[k:k + 32] for k in range(0, len(data), 32)]
        points = [Point.parse(field, f"shuffle proof point {k}")
                  for k, field in enumerate(fields[:3 * n + 5])]
        scalars = [Scalar.parse(field, f"shuffle proof scalar {k}")
                   for k, field in enumerate(fields[3 * n + 5:])]
        return cls(tuple(points[:n]), tuple(points[n:2 * n]), *points[2 * n:2 * n + 3],
                   (points[2 * n + 3], points[2 * n + 4]), tuple(points[2 * n + 5:]),
                   *scalars[:4], tuple(scalars[4:n + 4]), tuple(scalars[n + 4:]))


def _check_count(n: int) -> None:
    if not 1 <= n <= MAX_SHUFFLE_CARDS:
        raise EncodingError(f"a shuffle holds 1 to {MAX_SHUFFLE_CARDS} cards, not {n}")


@dataclass(frozen=True)
class Shuffled:
    """A shuffle's output pairs and its proof."""

    output: tuple[MaskedCard, ...]
    proof: ShuffleProof


# --- The transcripts ----------------------------------------------------------------------------

def _statement(context: Context, joint: Point, cards: Sequence[MaskedCard],
               output: Sequence[MaskedCard]) -> tuple[tuple[str, bytes], ...]:
    return (*context.elements(), ("joint key", joint.data), ("n", number(len(cards), 4)),
            ("input", listed([bytes(card) for card in cards])),
            ("output", listed([bytes(card) for card in output])))


def permutation_challenges(context: Context, joint: Point, cards: Sequence[MaskedCard],
                           output: Sequence[MaskedCard], commitments: Sequence[Point]) -> list[int]:
    """``u_1..u_n``: the permutation challenge is SHA-512 of the transcript of the statement and
    the permutation's commitments; ``u_i`` is SHA-512 of the transcript (that challenge, i),
    reduced mod L."""
    data = transcript(SHUFFLE_PERMUTATION_DOMAIN, *_statement(context, joint, cards, output),
                      ("commitments", listed([point.data for point in commitments])))
    seed = challenge_digest(data)
    return [challenge(transcript(CHALLENGE_EXPANSION_DOMAIN, ("challenge", seed),
                                 ("index", number(i, 4)))) for i in range(len(cards))]


def shuffle_challenge(context: Context, joint: Point, cards: Sequence[MaskedCard],
                      output: Sequence[MaskedCard],
                      proof_points: dict[str, Sequence[Point]]) -> int:
    """c: SHA-512 of the transcript of the statement and every commitment of the proof."""
    return challenge(transcript(SHUFFLE_DOMAIN, *_statement(context, joint, cards, output),
                                *((name, listed([point.data for point in points]))
                                  for name, points in proof_points.items())))


def _proof_points(commitments: Sequence[Point], chain: Sequence[Point], t1: Point, t2: Point,
                  t3: Point, t4: tuple[Point, Point], t_hat: Sequence[Point]
                  ) -> dict[str, Sequence[Point]]:
    return {"commitments": commitments, "chain": chain, "t1": (t1,), "t2": (t2,), "t3": (t3,),
            "t4": t4, "t hat": t_hat}


# --- Making a shuffle ---------------------------------------------------------------------------

def shuffle(cards: Sequence[MaskedCard], joint: Point, context: Context, secret: Scalar,
            fresh: bytes | None = None) -> Shuffled:
    """Re-mask and permute ``cards`` with hedged randomness (keyed by the shuffler's secret
    ``x_i``) and prove it."""
    _check_count(len(cards))
    statement = transcript(SHUFFLE_DOMAIN, *_statement(context, joint, cards, ()))
    hedge = Hedge(bytes(secret), statement, fresh)
    order = permutation(len(cards), hedge)
    factors = [hedge.scalar("remask", i) for i in range(len(cards))]
    output = permute_and_remask(cards, order, factors, joint)
    return Shuffled(output, prove_shuffle(cards, output, order, factors, joint, context, hedge))


def shuffle_order(cards: Sequence[MaskedCard], joint: Point, context: Context, secret: Scalar,
                  fresh: bytes) -> list[int]:
    """The permutation ``shuffle`` made of ``cards`` with this ``fresh``: its shuffler, who
    derives ``fresh`` again (docs/fair-play.md, sealed games), learns from it which output pair
    holds which input card, with no proof made."""
    statement = transcript(SHUFFLE_DOMAIN, *_statement(context, joint, cards, ()))
    return permutation(len(cards), Hedge(bytes(secret), statement, fresh))


def permutation(n: int, hedge: Hedge) -> list[int]:
    """ψ as a list: output i takes input ``ψ[i]`` (Fisher–Yates on the hedge)."""
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = hedge.below("permutation", i, i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def permute_and_remask(cards: Sequence[MaskedCard], order: Sequence[int], factors: Sequence[int],
                       joint: Point) -> tuple[MaskedCard, ...]:
    """``e'_i = e_{ψ(i)} + ρ_i·(G, J)``."""
    return tuple(remask(cards[j], factor, joint) for j, factor in zip(order, factors, strict=True))


def prove_shuffle(cards: Sequence[MaskedCard], output: Sequence[MaskedCard], order: Sequence[int],
                  factors: Sequence[int], joint: Point, context: Context, hedge: Hedge
                  ) -> ShuffleProof:
    """The proof that ``output`` is ``cards`` permuted by ``order`` and re-masked by
    ``factors`` (the module docstring's steps 1-4)."""
    n = len(cards)
    h = generators(n)
    r = [hedge.scalar("commitment", j) for j in range(n)]
    commitments = commit_permutation(order, r, h)
    u = permutation_challenges(context, joint, cards, output, commitments)
    u_ = [u[j] for j in order]
    r_hat = [hedge.scalar("chain", i) for i in range(n)]
    chain, previous = [], generator(0)
    for i in range(n):
        previous = base(r_hat[i]) + u_[i] * previous
        chain.append(previous)
    weights = [1] * n  # Π_{j>i} u'_j
    for i in range(n - 2, -1, -1):
        weights[i] = weights[i + 1] * u_[i + 1] % L
    witness = (sum(r), sum(a * b for a, b in zip(r_hat, weights)), sum(a * b for a, b in zip(r, u)),
               sum(a * b for a, b in zip(factors, u_)))
    w = [hedge.scalar("w", k) for k in range(4)]
    w_hat = [hedge.scalar("w hat", i) for i in range(n)]
    w_prime = [hedge.scalar("w prime", i) for i in range(n)]
    t1, t2 = base(w[0]), base(w[1])
    t3 = base(w[2]) + combination(w_prime, h)
    t4 = (combination(w_prime, [card.a for card in output]) - base(w[3]),
          combination(w_prime, [card.b for card in output]) - w[3] * joint)
    t_hat = [base(w_hat[i]) + w_prime[i] * (chain[i - 1] if i else generator(0))
             for i in range(n)]
    c = shuffle_challenge(context, joint, cards, output,
                          _proof_points(commitments, chain, t1, t2, t3, t4, t_hat))
    s = [nonzero(w[k] + c * witness[k]) for k in range(4)]
    return ShuffleProof(tuple(commitments), tuple(chain), t1, t2, t3, t4, tuple(t_hat), *s,
                        tuple(nonzero(w_hat[i] + c * r_hat[i]) for i in range(n)),
                        tuple(nonzero(w_prime[i] + c * u_[i]) for i in range(n)))


def commit_permutation(order: Sequence[int], r: Sequence[int], h: Sequence[Point]) -> list[Point]:
    """``c_{ψ(i)} = r_{ψ(i)}·G + h_i``."""
    commitments: list[Point | None] = [None] * len(order)
    for i, j in enumerate(order):
        commitments[j] = base(r[j]) + h[i]
    return commitments  # type: ignore[return-value]


# --- Checking a shuffle -------------------------------------------------------------------------

def check_shuffle(cards: Sequence[MaskedCard], output: Sequence[MaskedCard], proof: ShuffleProof,
                  joint: Point, context: Context) -> None:
    """Refuses (:class:`ProofError`) an output that is not the input re-masked and permuted.
    ``cards`` come from the verifier's own state; ``output`` and ``proof`` were parsed for that
    many cards (``masking.parse_cards``, ``ShuffleProof.parse``)."""
    for name, (left, right) in shuffle_equations(cards, output, proof, joint, context).items():
        require(left == right, f"the shuffle proof's equation {name}")


def shuffle_equations(cards: Sequence[MaskedCard], output: Sequence[MaskedCard],
                      proof: ShuffleProof, joint: Point, context: Context
                      ) -> dict[str, tuple[Point, Point]]:
    """The verifier's equations (the module docstring's step 4), by name: both sides of each.
    The lengths are checked first, before any group operation."""
    n = len(cards)
    _check_count(n)
    if len(output) != n or len(proof.commitments) != n or len(proof.chain) != n \
            or len(proof.t_hat) != n or len(proof.s_hat) != n or len(proof.s_prime) != n:
        raise EncodingError(f"a shuffle of {n} cards with lists of other lengths")
    h = generators(n)
    u = permutation_challenges(context, joint, cards, output, proof.commitments)
    c = shuffle_challenge(context, joint, cards, output, _proof_points(
        proof.commitments, proof.chain, proof.t1, proof.t2, proof.t3, proof.t4, proof.t_hat))
    s_prime = [s.value for s in proof.s_prime]
    H = generator(0)
    equations = {
        "t1": (base(proof.s1), proof.t1 + c * (total(proof.commitments) - total(h))),
        "t2": (base(proof.s2), proof.t2 + c * (proof.chain[-1] - prod(u) % L * H)),
        "t3": (base(proof.s3) + combination(s_prime, h),
               proof.t3 + c * combination(u, proof.commitments)),
        "t4 (A)": (combination(s_prime, [card.a for card in output]) - base(proof.s4),
                   proof.t4[0] + c * combination(u, [card.a for card in cards])),
        "t4 (B)": (combination(s_prime, [card.b for card in output]) - proof.s4 * joint,
                   proof.t4[1] + c * combination(u, [card.b for card in cards])),
    }
    for i in range(n):
        previous = proof.chain[i - 1] if i else H
        equations[f"t hat {i + 1}"] = (base(proof.s_hat[i]) + s_prime[i] * previous,
                                       proof.t_hat[i] + c * proof.chain[i])
    return equations
