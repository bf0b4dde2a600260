"""A person's identity (fair-play.md §2): one 32-byte secret, and everything derived from it.

The secret is an Ed25519 seed: its public key signs every history entry the person writes in a
fair game, and is the key the other players check once, by its fingerprint, out of band. Every
per-game secret (the dice chains of §5; in sealed games the key share of §6.1) is derived from
it with HKDF-SHA256 (RFC 5869), salted with the game's genesis hash (which holds the creator's
random nonce, so no two games share secrets) and bound to the seat and the purpose: there is
nothing else to store, and nothing else to lose. Losing the secret ends the person's part in
every unfinished fair game.

The secret lives in ``identity.json`` in the data folder (``data_folder``), mode 0600 in a
folder of mode 0700, beside the journals of ``journal.py``; ``backup`` and ``restore`` carry
both (``seasons keys export`` / ``import``).
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from ..hashes import sha256
from ..paths import home, write_atomically
from ..plain import Frozen, assign
from .constants import (FINGERPRINT_SIZE, FINGERPRINT_TAG, HASH_SIZE, IDENTITY_FORMAT,
                        IDENTITY_VERSION, SECRET_SIZE)
from .errors import IdentityError
from .transcript import transcript

IDENTITY_FILE = "identity.json"
NAME = re.compile(r"[A-Za-z0-9_.-]{1,24}")  # a player name, as 'seasons new' accepts it


def data_folder() -> str:
    """``$XDG_DATA_HOME/seasons``, else ``~/.local/share/seasons``: the person's identity and
    the journals of the games they have seen (not a cache: nothing here may be deleted)."""
    base = os.environ.get("XDG_DATA_HOME")
    if not base:
        user = home()
        if user is None:
            raise IdentityError("no home folder to keep your identity in: set XDG_DATA_HOME")
        base = os.path.join(user, ".local", "share")
    return os.path.join(base, "seasons")


def private_folder(path: str) -> str:
    """``path`` made (with its parents) if need be, and mode 0700: only its owner may look in."""
    os.makedirs(path, mode=0o700, exist_ok=True)
    if os.stat(path).st_mode & 0o077:
        os.chmod(path, 0o700)
    return path


def from_hex(text: Any, size: int, what: str) -> bytes:
    """``size`` bytes written as ``2 * size`` lower-case hex digits, or ValueError naming
    ``what``: every key, signature, hash and link is read from a file this way, once. The
    bytes written back as hex must be the text (``bytes.fromhex`` also takes upper-case digits
    and spaces): a third of the time a regular expression took on a sealed file's pairs."""
    if isinstance(text, str) and len(text) == 2 * size:
        try:
            data = bytes.fromhex(text)
        except ValueError:
            pass
        else:
            if data.hex() == text:
                return data
    raise ValueError(f"{what} must be {2 * size} lower-case hex digits")


def fingerprint(key: bytes) -> str:
    """What a person reads aloud to check a public key: 8 groups of 4 hex digits of
    SHA-256(transcript "fingerprint": key)."""
    text = sha256(transcript(FINGERPRINT_TAG, ("key", key))).digest()[:FINGERPRINT_SIZE].hex()
    return " ".join(text[i:i + 4] for i in range(0, len(text), 4))


def hkdf(ikm: bytes, salt: bytes, info: bytes, length: int = HASH_SIZE) -> bytes:
    """HKDF-SHA256 (RFC 5869): extract a key from ``ikm`` with ``salt``, expand it for ``info``."""
    import hmac  # with hashlib (OpenSSL): only for a command that derives a secret

    key = hmac.digest(salt or bytes(HASH_SIZE), ikm, "sha256")
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.digest(key, block + info + bytes((counter,)), "sha256")
        out += block
        counter += 1
    return out[:length]


class Identity(Frozen):
    """One person's secret and the name they gave it; the keys and derivations it gives."""

    __slots__ = ("name", "secret", "_signing")
    name: str
    secret: bytes

    def __init__(self, name: str, secret: bytes) -> None:
        if len(secret) != SECRET_SIZE:
            raise IdentityError(f"an identity secret has {SECRET_SIZE} bytes")
        assign(self, "name", name)
        assign(self, "secret", secret)
        from nacl.signing import SigningKey  # PyNaCl: only for a command with an identity

        assign(self, "_signing", SigningKey(secret))

    def __repr__(self) -> str:  # never the secret, in a traceback or a log
        return f"Identity(name={self.name!r}, key={self.public_key.hex()[:16]}...)"

    @property
    def public_key(self) -> bytes:
        """The Ed25519 public key: what the other players pin at join and check signatures with."""
        return bytes(self._signing.verify_key)

    @property
    def box_key(self) -> bytes:
        """The X25519 public key derived from the signing key (sealed boxes, §2, §6)."""
        return bytes(self._signing.verify_key.to_curve25519_public_key())

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public_key)

    def sign(self, message: bytes) -> bytes:
        """The Ed25519 signature of ``message`` (deterministic: the same message, the same bytes)."""
        return self._signing.sign(message).signature

    def derive(self, genesis: bytes, purpose: str, *elements: tuple[str, bytes]) -> bytes:
        """A per-game secret: HKDF of the identity secret, salted with the game's ``genesis``
        hash, for the ``purpose`` (a domain tag) and its ``elements`` (the seat, the class)."""
        return hkdf(self.secret, genesis, transcript(purpose, *elements))


def new_identity(name: str) -> Identity:
    """A new identity: a secret fresh from the operating system."""
    return Identity(_checked_name(name), os.urandom(SECRET_SIZE))


def _checked_name(name: str) -> str:
    if not NAME.fullmatch(name):
        raise IdentityError(f"{name!r} is not a name: use 1 to 24 letters, digits, '_', '.' or '-'")
    return name


def identity_path() -> str:
    return os.path.join(data_folder(), IDENTITY_FILE)


def identity_data(identity: Identity) -> dict[str, Any]:
    return {"format": IDENTITY_FORMAT, "version": IDENTITY_VERSION, "name": identity.name,
            "secret": identity.secret.hex()}


def identity_from_data(data: Any, where: str) -> Identity:
    """The identity written as ``identity_data`` writes it, or IdentityError naming ``where``."""
    if not isinstance(data, dict) or data.get("format") != IDENTITY_FORMAT:
        raise IdentityError(f"{where}: not a seasons identity")
    if data.get("version") != IDENTITY_VERSION:
        raise IdentityError(f"{where}: identity version {data.get('version')!r} needs another "
                            f"seasons (this one reads version {IDENTITY_VERSION})")
    try:
        secret = from_hex(data.get("secret"), SECRET_SIZE, "the secret")
        name = _checked_name(data.get("name") if isinstance(data.get("name"), str) else "")
    except (ValueError, IdentityError) as error:
        raise IdentityError(f"{where}: {error}") from None
    return Identity(name, secret)


def load_identity() -> Identity:
    """This person's identity, or IdentityError saying how to make one."""
    where = identity_path()
    try:
        with open(where, encoding="utf-8") as stream:
            text = stream.read()
    except FileNotFoundError:
        raise IdentityError("you have no identity yet: make one with 'seasons keys new NAME' "
                            "(or bring yours back with 'seasons keys import FILE')") from None
    except OSError as error:
        raise IdentityError(f"{where}: cannot be read ({error.strerror})") from None
    try:
        data = json.loads(text)
    except ValueError:
        raise IdentityError(f"{where}: not valid JSON") from None
    return identity_from_data(data, where)


def save_identity(identity: Identity, *, replace: bool = False) -> str:
    """Write the identity file (0600, in a 0700 folder); never over another identity unless
    ``replace``. Returns its path."""
    where = identity_path()
    if not replace and os.path.exists(where):
        raise IdentityError(f"you already have an identity ({where}); an identity is never "
                            "overwritten: losing it ends your part in your fair games")
    private_folder(os.path.dirname(where))
    text = json.dumps(identity_data(identity), indent=2) + "\n"
    old = os.umask(0o077)  # the new file is the owner's alone from its first byte
    try:
        write_atomically(where, text.encode("utf-8"))
    finally:
        os.umask(old)
    os.chmod(where, 0o600)
    return where
