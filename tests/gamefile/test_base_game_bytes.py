"""Games without expansion content are written byte for byte as before the expansions (issue 20
point 1: "Games without expansion content replay byte for byte as today").

Seeded random base games at every level, both editions and 2-4 players are played through the
file layer and the SHA-256 of every file they would be saved as is compared with the value the
project's files had before the expansions came in (commit eee54d6). A change to what a base game
writes (its settings, setup, history entries, hashes or state) changes the value: if the change
is meant, say so in the commit and pin the new value."""

from __future__ import annotations

import hashlib
import random

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile.codec import dumps
from seasons_cli.gamefile.record import create, play_action

NAMES = ("alice", "bob", "carol", "dave")
BEFORE_THE_EXPANSIONS = "7d850c17493840ca44b3bdc13e167244831d771dcf1ada231cdd9174bd47719f"


def base_game_files() -> str:
    digest = hashlib.sha256()
    for level in ("apprentice", "wizard", "archmage"):
        for edition in (1, 2):
            for players in (2, 3, 4):
                for seed in range(4):
                    settings = Settings(NAMES[:players], level, f"bytes-{level}-{seed}", edition)
                    record = create(settings)
                    chooser = random.Random(f"{level}-{edition}-{players}-{seed}")
                    while not record.game.finished:
                        record = play_action(record, chooser.choice(legal_actions(record.game)))
                    digest.update(dumps(record.to_data()).encode("utf-8"))
    return digest.hexdigest()


def test_base_games_are_written_as_before_the_expansions() -> None:
    assert base_game_files() == BEFORE_THE_EXPANSIONS
