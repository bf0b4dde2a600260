"""Attacks on the cache of checked files (issue #16, item 5; ``gamefile/checked.py``), through
the command line: whoever can write the cache folder cannot make seasons trust a forged file,
hang a command, or read the hidden cards it keeps.

The attacker runs seasons' own code with one step replaced: their own secret
(``attacker_secret``). Where a test needs to know the name the honest seasons will look at (which
only the user's secret gives), an oracle computes it: ``checked.entry_of`` with the real secret.
Commands that could hang run in a child process with a timeout."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from _blake2 import blake2b

from seasons_cli.gamefile import checked, load
from seasons_cli.gamefile.codec import dumps

from .conftest import run

ROOT = Path(__file__).resolve().parents[2]
ATTACKER_SECRET = b"the attacker's own secret, 32 b."
AS_ROOT = pytest.mark.skipif(os.geteuid() != 0, reason="needs to make files of another user")


def seasons_process(*args: object, umask: int | None = None) -> subprocess.CompletedProcess[str]:
    """``seasons ARGS`` in a child process (the environment of the test: its cache, its data
    folder); a hang fails the test after 60 s instead of stopping the suite."""
    return subprocess.run([sys.executable, "-m", "seasons_cli", *map(str, args)],
                          env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"},
                          capture_output=True, text=True, timeout=60,
                          preexec_fn=None if umask is None else lambda: os.umask(umask))


def entry_path(file: Path) -> Path:
    """The oracle: where the honest seasons looks for the entry of ``file`` as it is now."""
    where, _ = checked.entry_of(file.read_bytes())
    return Path(where)


def forge(file: Path) -> tuple[bytes, object]:
    """Give the first player 999 crystals in the stored state of ``file``: the forged bytes, and
    the game a cache entry would have to vouch for to make seasons show them."""
    game = load(file).game.copy()
    game.players[0].crystals = 999
    data = json.loads(file.read_text())
    data["state"]["players"][0]["crystals"] = 999
    file.write_text(dumps(data))
    return file.read_bytes(), game


def attacker_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checked, "_secret", lambda: ATTACKER_SECRET)


def plant_with_own_secret(raw, game, honest, monkeypatch):
    """The attacker's seasons remembers the forged game for the forged bytes."""
    with monkeypatch.context() as patched:
        attacker_secret(patched)
        checked.remember(checked.entry_of(raw), game, written=False)


def plant_at_the_honest_name(raw, game, honest, monkeypatch):
    """The same entry, but where the honest seasons looks (which an oracle tells)."""
    where, _ = checked.entry_of(raw)
    with monkeypatch.context() as patched:
        attacker_secret(patched)
        own, digest = checked.entry_of(raw)
        checked.remember((own, digest), game, written=False)
    os.replace(own, where)


def plant_the_honest_files_entry(raw, game, honest, monkeypatch):
    """The entry seasons itself made for the honest file, copied to the forged file's name."""
    where, _ = checked.entry_of(raw)
    Path(where).write_bytes(Path(checked.entry_of(honest)[0]).read_bytes())


def plant_an_old_pickle(raw, game, honest, monkeypatch):
    """What fooled the seasons before issue #16: a pickle of the forged game, named by a hash of
    the code's identity and the bytes, readable by all."""
    digest = blake2b(checked._code_identity(), digest_size=20)
    digest.update(raw)
    where = Path(checked.folder()) / digest.hexdigest()
    where.write_bytes(pickle.dumps((game, False), 4))
    where.chmod(0o644)


@pytest.mark.parametrize("plant", [plant_with_own_secret, plant_at_the_honest_name,
                                   plant_the_honest_files_entry, plant_an_old_pickle],
                         ids=lambda plant: plant.__name__)
def test_a_planted_entry_cannot_make_a_forged_file_pass(small_game, monkeypatch, plant):
    assert run("show", small_game).exit_code == 0  # the honest file, checked and kept
    honest = small_game.read_bytes()
    raw, game = forge(small_game)
    plant(raw, game, honest, monkeypatch)
    refusal = (f"error: {small_game}::$.state.players[0].crystals: the stored state differs from "
               "the replay after move 20 (the file says 999, the replay gives 0)\n")
    for command in (["score", small_game], ["move", small_game, "die", "2"],
                    ["show", small_game, "--json"]):
        result = run(*command)
        assert (result.exit_code, result.stdout, result.stderr) == (1, "", refusal)
        assert small_game.read_bytes() == raw
    assert not entry_path(small_game).exists()  # whatever was planted there is gone


def test_a_fifo_planted_as_an_entry_hangs_no_command(small_game):
    assert run("show", small_game).exit_code == 0
    entry = entry_path(small_game)
    entry.unlink()
    os.mkfifo(entry)
    done = seasons_process("validate", small_game)
    assert (done.returncode, done.stderr) == (0, "")
    assert stat.S_ISFIFO(entry.lstat().st_mode)  # validate never looks at the cache
    for command in (["score", small_game], ["moves", small_game], ["move", small_game, "die", "2"]):
        done = seasons_process(*command)
        assert (done.returncode, done.stderr) == (0, "")
        assert stat.S_ISREG(entry.lstat().st_mode)  # removed by score, then made by its check


@pytest.mark.parametrize("where", ["entry", "secret"])
def test_a_folder_planted_as_an_entry_or_the_secret_is_ignored_and_removed(small_game, data_folder,
                                                                         where):
    """Found by the fault campaign (issue 16 item 10): opened, a folder raised out of the cache.
    Like any entry that is not a regular file, it is removed (with what it holds): the folder's
    place is then a regular file again, the entry or the secret seasons made anew."""
    assert run("show", small_game).exit_code == 0
    planted = entry_path(small_game) if where == "entry" else data_folder / "seasons" / checked.SECRET
    planted.unlink()
    planted.mkdir()
    (planted / "inside").write_text("planted")
    done = seasons_process("score", small_game, "--json")
    assert (done.returncode, done.stderr) == (0, "")
    assert stat.S_ISREG(planted.lstat().st_mode)
    done = seasons_process("move", small_game, "die", "2")
    assert (done.returncode, done.stderr) == (0, "")
    assert load(small_game, in_full=True).history[-1].move == "die 2"


def test_a_symlinked_entry_is_not_followed(small_game, tmp_path):
    """One link to a FIFO (followed, it would hang the command), one to an entry of the file that
    says 999 crystals (followed, it would be trusted: its tag is right, as only an oracle could
    make it). Neither is read; both links go."""
    assert run("show", small_game).exit_code == 0
    entry = entry_path(small_game)
    game = load(small_game).game.copy()
    game.players[0].crystals = 999
    trap = tmp_path / "trap.fifo"
    os.mkfifo(trap)
    lie = tmp_path / "lie"
    checked.remember((str(lie), checked.entry_of(small_game.read_bytes())[1]), game, False)
    for target in (trap, lie):
        entry.unlink()
        entry.symlink_to(target)
        done = seasons_process("score", small_game, "--json")
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["players"][0]["crystals"] == 0
        assert stat.S_ISREG(entry.lstat().st_mode)  # the link is gone, a real entry in its place
    assert stat.S_ISFIFO(trap.lstat().st_mode) and lie.exists()


def test_a_world_readable_cache_of_the_version_before_is_made_private(small_game,
                                                                      checked_games_cache):
    """Folders 0755 and entries 0644 holding pickles of whole games (hidden cards and all):
    after one command the folders are 0700 and the old entries are gone."""
    entries = checked_games_cache / checked.ENTRIES
    shutil.rmtree(entries)  # what the game's fixture made: this cache is the old seasons' alone
    entries.mkdir()
    old = [entries / f"{number:040x}" for number in range(3)]
    for path in old:
        path.write_bytes(pickle.dumps((load(small_game).game, False), 4))
        path.chmod(0o644)
    entries.chmod(0o755)
    checked_games_cache.chmod(0o755)
    done = seasons_process("show", small_game, umask=0o022)
    assert (done.returncode, done.stderr) == (0, "")
    assert stat.S_IMODE(checked_games_cache.stat().st_mode) == 0o700
    assert stat.S_IMODE(entries.stat().st_mode) == 0o700
    assert not any(path.exists() for path in old)
    assert [stat.S_IMODE(path.stat().st_mode) for path in entries.iterdir()] == [0o600]


def test_the_cache_and_the_secret_are_private_whatever_the_umask(small_game, checked_games_cache,
                                                                 data_folder):
    done = seasons_process("move", small_game, "die", "2", umask=0)
    assert (done.returncode, done.stderr) == (0, "")
    entries = checked_games_cache / checked.ENTRIES
    secret = data_folder / "seasons" / checked.SECRET
    modes = {path: stat.S_IMODE(path.stat().st_mode) for path in
             [checked_games_cache, entries, *entries.iterdir(), secret.parent, secret]}
    assert modes == {checked_games_cache: 0o700, entries: 0o700, secret.parent: 0o700,
                     secret: 0o600, **{path: 0o600 for path in entries.iterdir()}}
    assert secret.stat().st_size == checked.SECRET_BYTES


@pytest.mark.parametrize("spoil", ["readable by others", "a symbolic link", "too short"])
def test_a_secret_that_cannot_be_trusted_is_made_anew(small_game, data_folder, tmp_path, spoil):
    """A secret others could have read (or one that is not this user's file) vouches for
    nothing: a new one takes its place, and the entries made with the old one are removed."""
    assert run("show", small_game).exit_code == 0
    secret = data_folder / "seasons" / checked.SECRET
    old_entry, before = entry_path(small_game), secret.read_bytes()
    if spoil == "readable by others":
        secret.chmod(0o644)
    elif spoil == "a symbolic link":
        elsewhere = tmp_path / "elsewhere.key"
        elsewhere.write_bytes(before)
        elsewhere.chmod(0o600)
        secret.unlink()
        secret.symlink_to(elsewhere)
    else:
        secret.write_bytes(before[:-1])
    assert run("show", small_game).exit_code == 0
    assert stat.S_ISREG(secret.lstat().st_mode) and stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert secret.read_bytes() != before and len(secret.read_bytes()) == checked.SECRET_BYTES
    assert entry_path(small_game) != old_entry and entry_path(small_game).exists()


def test_without_a_usable_data_folder_there_is_no_cache(small_game, checked_games_cache,
                                                        monkeypatch, tmp_path):
    """No secret, so nothing vouched for: not a weaker cache, none (and nothing written)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))  # no folder can be made there
    entries = sorted((checked_games_cache / checked.ENTRIES).iterdir())  # the fixture's
    for command in (["show", small_game], ["move", small_game, "die", "2"], ["score", small_game]):
        done = seasons_process(*command)
        assert (done.returncode, done.stderr) == (0, "")
    assert sorted((checked_games_cache / checked.ENTRIES).iterdir()) == entries


@AS_ROOT
@pytest.mark.parametrize("owned", ["cache folder", "entries folder", "data folder", "secret"])
def test_what_belongs_to_another_user_is_not_used(small_game, checked_games_cache, data_folder,
                                                  owned):
    """A folder or secret of someone else's (who could change it at will): no cache, and
    nothing written into it."""
    entries = checked_games_cache / checked.ENTRIES
    shutil.rmtree(entries)  # what the game's fixture made
    entries.mkdir(mode=0o700)
    shutil.rmtree(data_folder / "seasons")
    (data_folder / "seasons").mkdir(mode=0o700)
    secret = data_folder / "seasons" / checked.SECRET
    secret.write_bytes(bytes(checked.SECRET_BYTES))
    secret.chmod(0o600)
    theirs = {"cache folder": checked_games_cache, "entries folder": entries,
              "data folder": data_folder / "seasons", "secret": secret}[owned]
    os.chown(theirs, 65534, 65534)
    for command in (["show", small_game], ["move", small_game, "die", "2"]):
        done = seasons_process(*command)
        assert (done.returncode, done.stderr) == (0, "")
    if owned == "secret":  # removed from this user's own folder, and a new one made
        assert secret.stat().st_uid == os.geteuid() and len(list(entries.iterdir())) == 2
    else:
        assert list(entries.iterdir()) == []
