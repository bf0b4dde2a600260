"""The backup of an identity (fair-play.md §2): the secret and every journal, in one file.

The journals travel with the identity: the links and signatures of a game are the same on every
machine, and the journal is what keeps this person from signing two versions of one move (and
catches a fork). So ``seasons keys export FILE`` writes both, and ``seasons keys import FILE``
brings both back, merging journals with those already here.
"""

from __future__ import annotations

import json
import os
from typing import Any

from ..paths import write_atomically
from . import journal
from .constants import BACKUP_FORMAT, IDENTITY_VERSION
from .errors import IdentityError
from .identity import Identity, identity_data, identity_from_data, load_identity, save_identity


def backup_data(identity: Identity) -> dict[str, Any]:
    return {"format": BACKUP_FORMAT, "version": IDENTITY_VERSION,
            "identity": identity_data(identity),
            "journals": [journal.read(game).data() for game in journal.games()]}


def export(path: str) -> tuple[Identity, int]:
    """Write the backup to ``path`` (mode 0600); the identity and the number of journals."""
    identity = load_identity()
    data = backup_data(identity)
    old = os.umask(0o077)
    try:
        write_atomically(path, (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode())
    finally:
        os.umask(old)
    os.chmod(path, 0o600)
    return identity, len(data["journals"])


def restore(path: str) -> tuple[Identity, int]:
    """Bring back the identity and the journals of the backup at ``path``; the identity and the
    number of journals brought in. Refused when another identity is already here."""
    try:
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
    except FileNotFoundError:
        raise IdentityError(f"{path}: no such file") from None
    except (OSError, ValueError) as error:
        raise IdentityError(f"{path}: not a seasons backup "
                            f"({getattr(error, 'strerror', None) or error})") from None
    if not isinstance(data, dict) or data.get("format") != BACKUP_FORMAT \
            or not isinstance(data.get("journals"), list):
        raise IdentityError(f"{path}: not a seasons backup (made by 'seasons keys export')")
    identity = identity_from_data(data.get("identity"), path)
    try:
        present = load_identity()
    except IdentityError:
        present = None
    if present is not None and present.secret != identity.secret:
        raise IdentityError(f"you already have another identity ({present.name}, "
                            f"{present.fingerprint}); an identity is never overwritten")
    journals = [journal.from_data(item, path) for item in data["journals"]]
    for found in journals:
        _merge(found)
    if present is None:
        save_identity(identity)
    return identity, len(journals)


def _merge(found: journal.Journal) -> None:
    """Add a backed-up journal to the one here: the longer history when one extends the other
    (by their entries' bytes), and every signed entry."""
    with journal.locked(found.game):
        here = journal.read(found.game)
        short, long_ = sorted((here.accepted, found.accepted), key=len)
        if long_[:len(short)] != short:
            raise IdentityError(f"the backup's journal of game {found.game[:12]} disagrees with "
                                "the one here: two different histories of one game were seen; "
                                "nothing was imported for it")
        for number, entry in found.signed.items():
            mine = here.signed.get(number)
            if mine is not None and mine != entry:
                raise IdentityError(f"the backup signed move {number} of game {found.game[:12]} "
                                    "differently from this machine: the identity was used in "
                                    "two places at once")
            here.signed[number] = entry
        here.accepted = long_
        journal.write(here)
