"""People at a fair game's table, for the CLI tests: each has their own data folder (identity and
journals, ``$XDG_DATA_HOME``) holding a fixed identity (``players.identities``), and runs
``seasons`` as a user would, with a 100-column plain-text terminal."""

from __future__ import annotations

import json
import os
from pathlib import Path

from click.testing import CliRunner, Result

from seasons_cli.cli.main import seasons
from seasons_cli.protocol.identity import save_identity

from .players import identities

ENV = {"COLUMNS": "100", "NO_COLOR": "1", "LINES": "50"}


class Table:
    """The people of one game: ``table.run("bob", "sync", path)`` runs ``seasons`` as bob."""

    def __init__(self, folder: Path, count: int) -> None:
        self.folder = folder
        self.people = identities(count)
        self.names = [person.name for person in self.people]
        for person in self.people:
            with_data(self.home(person.name), lambda person=person: save_identity(person))

    def home(self, name: str) -> Path:
        return self.folder / "people" / name

    def run(self, name: str, *args: object, input: str | None = None) -> Result:
        env = {**ENV, "XDG_DATA_HOME": str(self.home(name))}
        return CliRunner().invoke(seasons, [str(arg) for arg in args], input=input, env=env)

    def next_writer(self, path: Path) -> str | None:
        """Whom ``seasons status`` names first, or None once the game is over."""
        found = json.loads(self.run(self.names[0], "status", path, "--json").output)
        return None if found["state"] == "over" else found["deciding"][0]


def with_data(home: Path, call):  # type: ignore[no-untyped-def]
    """``call()`` with ``$XDG_DATA_HOME`` set to ``home`` (then set back)."""
    before = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(home)
    try:
        return call()
    finally:
        if before is None:
            del os.environ["XDG_DATA_HOME"]
        else:
            os.environ["XDG_DATA_HOME"] = before
