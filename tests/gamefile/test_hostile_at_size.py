"""The hostile files of benchmarks/hostile.py at their full size (the size cap's worth each,
which row P7 of benchmarks/run.py times), each refused with the very line the checks named
before the refusals were made fast (issue #16 item 6): the snapshot was recorded by the code
of main at eee54d6, before session 22's changes to the strict reading."""

from __future__ import annotations

import pytest

from seasons_cli.gamefile import GameFileError, load

from ..helpers import script

FILES = script("benchmarks/hostile.py", "hostile_benchmark").FILES


@pytest.mark.parametrize("name", FILES)
def test_a_hostile_file_of_the_size_cap_is_refused_with_its_first_error(tmp_path, name, snapshot):
    path = tmp_path / "hostile.json"
    path.write_bytes(FILES[name]())
    with pytest.raises(GameFileError) as refused:
        load(path, in_full=True)
    assert str(refused.value).replace(str(path), "hostile.json") == snapshot
