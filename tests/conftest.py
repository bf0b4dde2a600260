"""Every test runs with its own, empty settings file: the user's ``seasons config`` never leaks in."""

from __future__ import annotations

from pathlib import Path

import pytest

from seasons_cli.engine.expansions import load

load()  # the tests build expansion games by hand too (tests/helpers.xposition)


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
