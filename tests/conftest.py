"""Every test runs with its own, empty settings file, cache and data folder: the user's ``seasons
config``, cache of checked files and secret never leak in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from seasons_cli.engine.expansions import load

load()  # the tests build expansion games by hand too (tests/helpers.xposition)


@pytest.fixture(autouse=True, scope="session")
def no_user_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The same three, for the whole session, before any fixture of a module or of the session
    runs (those come before the fixtures below, and some run commands: the pages of the browser
    tests were made with the user's own cache, and the secret of its MACs)."""
    names = ("SEASONS_CONFIG", "SEASONS_CACHE", "XDG_DATA_HOME")
    saved = {name: os.environ.get(name) for name in names}
    folder = tmp_path_factory.mktemp("session")
    os.environ.update(SEASONS_CONFIG=str(folder / "config.toml"),
                      SEASONS_CACHE=str(folder / "cache"), XDG_DATA_HOME=str(folder / "data"))
    yield
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


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
    games, ``seasons keys``) never leak in, and a test makes its own; the secret of the cache's
    MACs (``gamefile.checked``) is made there, never in the user's own data folder."""
    path = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("XDG_DATA_HOME", str(path))
    return path
