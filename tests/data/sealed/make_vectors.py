"""Make the known-answer vectors of sealed games' cryptography in tests/data/sealed/ (run from
the repository root):

    python tests/data/sealed/make_vectors.py

Fixed secrets and fixed "fresh" bytes in, the exact points, shares, proofs and shuffles out, so
that a refactor that changes a byte fails (tests/protocol/sealed/test_vectors.py) and another
implementation can check itself against these files: every input is in them (secrets as
scalars, fresh bytes as hex), and docs/sealed-crypto.md gives every encoding and transcript.
Points are 32-byte compressed Ed25519, scalars 32 bytes little-endian, pairs A then B; all hex.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from seasons_cli.protocol.group import G, Scalar, base, card_points  # noqa: E402
from seasons_cli.protocol.masking import (  # noqa: E402
    initial_deck, initial_factor, joint_key, read, remask, share,
)
from seasons_cli.protocol.proofs import (  # noqa: E402
    Context, Hedge, encrypt_share, open_share, prove_key, prove_share,
)
from seasons_cli.protocol.shuffle import generator, shuffle  # noqa: E402

OUT = Path(__file__).resolve().parent
NAMES = ("alice", "bob", "carol")
CARDS = (*range(1, 51), *range(101, 121), *range(201, 223), *range(301, 304))
P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
SMALL_ORDER = {
    "0100000000000000000000000000000000000000000000000000000000000000": "the identity",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f": "order 2",
    "0000000000000000000000000000000000000000000000000000000000000000": "order 4",
    "0000000000000000000000000000000000000000000000000000000000000080": "order 4",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a": "order 8",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa": "order 8",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05": "order 8",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85": "order 8",
}


def label_bytes(kind: str, label: str) -> bytes:
    return hashlib.sha256(f"seasons test vector {kind} {label}".encode()).digest()


def secret(name: str) -> Scalar:
    digest = hashlib.sha512(f"seasons test vector secret {name}".encode()).digest()
    return Scalar.from_digest(digest)


GENESIS = label_bytes("genesis", "one")
SECRETS = [secret(name) for name in NAMES]
KEYS = [base(x) for x in SECRETS]
JOINT = joint_key(KEYS)


def context(seat: int, move: int) -> Context:
    return Context(GENESIS, move, label_bytes("prev", str(move)), seat)


def described(value: Context) -> dict[str, Any]:
    return {"genesis": value.genesis.hex(), "move": value.move, "prev": value.prev.hex(),
            "seat": value.seat}


def mixed_order() -> dict[str, str]:
    from nacl import bindings
    return {bindings.crypto_core_ed25519_add(G.data, bytes.fromhex(t)).hex():
            f"G + a point of {why}" for t, why in SMALL_ORDER.items() if why != "the identity"}


def group() -> dict[str, Any]:
    points = card_points(GENESIS, CARDS)
    invalid = {**SMALL_ORDER, **mixed_order(),
               **{(P + y).to_bytes(32, "little").hex(): f"not canonical: y = p + {y}"
                  for y in range(19)},
               "0100000000000000000000000000000000000000000000000000000000000080":
                   "not canonical: x = 0 with the sign bit"}
    s = 0x1234567890ABCDEF
    scalars = {0: "0", L: "L", 2 * L: "2L", s + L: "s + L", s + 2**255: "s + 2^255",
               2**256 - 1: "2^256 - 1"}
    return {
        "description": "card points M_c = from_uniform(SHA-256('seasons card' || genesis || "
                       "number as 2 bytes big-endian)); the shuffle's generators (0 is H); "
                       "encodings every verifier must refuse",
        "genesis": GENESIS.hex(),
        "card_points": {str(number): point.data.hex() for number, point in points.items()},
        "generators": {str(i): generator(i).data.hex() for i in range(9)},
        "invalid_points": [{"encoding": e, "why": why} for e, why in invalid.items()],
        "invalid_scalars": [{"encoding": v.to_bytes(32, "little").hex(), "why": why}
                            for v, why in scalars.items()],
    }


NUMBERS = (1, 1, 2, 3, 50)


def masking() -> dict[str, Any]:
    deck = initial_deck(GENESIS, NUMBERS, JOINT)
    factor = Scalar.from_digest(hashlib.sha512(b"seasons test vector remask").digest())
    pair = remask(deck[2], factor, JOINT)
    shares = [share(x, pair) for x in SECRETS]
    table = {point: number for number, point in card_points(GENESIS, NUMBERS).items()}
    return {
        "description": "keys X_i = x_i*G, the joint key, the deck's public masking, a re-masking "
                       "and the shares that unmask it",
        "genesis": GENESIS.hex(),
        "secrets": [bytes(x).hex() for x in SECRETS],
        "keys": [key.data.hex() for key in KEYS],
        "joint_key": JOINT.data.hex(),
        "initial_deck": {"numbers": list(NUMBERS),
                         "factors": [bytes(initial_factor(GENESIS, k)).hex()
                                     for k in range(len(NUMBERS))],
                         "pairs": [bytes(card).hex() for card in deck]},
        "remask": {"pair": bytes(deck[2]).hex(), "factor": bytes(factor).hex(),
                   "result": bytes(pair).hex()},
        "shares": [d.data.hex() for d in shares],
        "card": read(pair, shares, table),
    }


def proofs() -> dict[str, Any]:
    pair = initial_deck(GENESIS, NUMBERS, JOINT)[4]
    hedge = Hedge(b"secret", b"statement", label_bytes("fresh", "hedge"))
    keys, shares, encrypted = [], [], []
    for seat, x in enumerate(SECRETS):
        where, fresh = context(seat, 1 + seat), label_bytes("fresh", f"key {seat}")
        keys.append({"context": described(where), "secret": bytes(x).hex(),
                     "key": KEYS[seat].data.hex(), "fresh": fresh.hex(),
                     "proof": bytes(prove_key(x, where, fresh)).hex()})
        where, fresh = context(seat, 40), label_bytes("fresh", f"share {seat}")
        d, proof = prove_share(x, pair, where, JOINT, fresh)
        shares.append({"context": described(where), "secret": bytes(x).hex(),
                       "pair": bytes(pair).hex(), "fresh": fresh.hex(), "share": d.data.hex(),
                       "proof": bytes(proof).hex()})
    recipient = 2
    where, fresh = context(0, 41), label_bytes("fresh", "encrypted share")
    c, proof = encrypt_share(SECRETS[0], pair, KEYS[recipient], where, JOINT, fresh)
    encrypted.append({"context": described(where), "secret": bytes(SECRETS[0]).hex(),
                      "recipient_key": KEYS[recipient].data.hex(),
                      "recipient_secret": bytes(SECRETS[recipient]).hex(),
                      "pair": bytes(pair).hex(), "fresh": fresh.hex(), "encrypted": bytes(c).hex(),
                      "proof": bytes(proof).hex(),
                      "opened": open_share(c, SECRETS[recipient]).data.hex()})
    return {
        "description": "Schnorr key proofs (R, s), Chaum-Pedersen share proofs (R_G, R_A, s) and "
                       "an encrypted share C = (C1, C2) with its proof (R_X, R_1, R_2, s_x, s_u); "
                       "nonces from the hedge (docs/sealed-crypto.md) over the given fresh bytes",
        "joint_key": JOINT.data.hex(),
        "hedge": {"secret": b"secret".hex(), "statement": b"statement".hex(),
                  "fresh": label_bytes("fresh", "hedge").hex(),
                  "values": [{"label": label, "index": index,
                              "scalar": hedge.scalar(label, index).to_bytes(32, "little").hex()}
                             for label, index in (("key proof", 0), ("w prime", 3))]},
        "key_proofs": keys, "share_proofs": shares, "encrypted_shares": encrypted,
    }


def shuffles() -> dict[str, Any]:
    deck = initial_deck(GENESIS, (*NUMBERS, 7, 8, 9), JOINT)
    where, fresh = context(1, 12), label_bytes("fresh", "shuffle")
    shuffled = shuffle(deck, JOINT, where, SECRETS[1], fresh)
    return {
        "description": "a shuffle of 8 pairs by the seat-1 player, its output and its proof "
                       "(Terelius-Wikstrom, fields in the order of docs/sealed-crypto.md)",
        "context": described(where), "joint_key": JOINT.data.hex(),
        "secret": bytes(SECRETS[1]).hex(), "fresh": fresh.hex(),
        "input": [bytes(card).hex() for card in deck],
        "output": [bytes(card).hex() for card in shuffled.output],
        "proof": bytes(shuffled.proof).hex(),
    }


def vectors() -> dict[str, dict[str, Any]]:
    return {"group.json": group(), "masking.json": masking(), "proofs.json": proofs(),
            "shuffle.json": shuffles()}


def text(value: dict[str, Any]) -> str:
    return json.dumps(value, indent=1) + "\n"


def main() -> None:
    for name, value in vectors().items():
        (OUT / name).write_text(text(value))


if __name__ == "__main__":
    main()
