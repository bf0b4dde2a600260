"""Every test runs with its own, empty settings file: the user's ``seasons config`` never leaks in."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """What runs before any test's own fixtures (a module's fixtures, code at import) keeps its
    identities and journals in a folder of the run's, never the user's (``data_folder``)."""
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="seasons-tests-data-")


@pytest.fixture(autouse=True)
def settings_file(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``SEASONS_CONFIG`` pointed at a file that does not exist yet (tests may write it)."""
    path = tmp_path_factory.mktemp("config") / "config.toml"
    monkeypatch.setenv("SEASONS_CONFIG", str(path))
    return path


@pytest.fixture(autouse=True)
def checked_games_cache(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> Path:
    """``SEASONS_CACHE`` pointed at an empty folder: the user's cache of checked files never
    leaks in, and a test's first load of a file is a full check."""
    path = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("SEASONS_CACHE", str(path))
    return path


@pytest.fixture(autouse=True)
def data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``XDG_DATA_HOME`` pointed at an empty folder: the user's identity and journals (fair
    games, ``seasons keys``) never leak in, and a test makes its own."""
    path = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("XDG_DATA_HOME", str(path))
    return path
