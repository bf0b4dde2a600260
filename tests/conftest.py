"""Every test runs with its own, empty settings file: the user's ``seasons config`` never leaks in."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def settings_file(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``SEASONS_CONFIG`` pointed at a file that does not exist yet (tests may write it)."""
    path = tmp_path_factory.mktemp("config") / "config.toml"
    monkeypatch.setenv("SEASONS_CONFIG", str(path))
    return path
