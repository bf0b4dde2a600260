"""The cache of checked files (``gamefile.checked``): a file seasons has checked or written is not
replayed again, and what a load gives is exactly what a full check gives."""

from __future__ import annotations

import json
import marshal
import os
import pickle
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seasons_cli.engine import legal_actions
from seasons_cli.gamefile import GameFileError, checked, load, play, play_action, save, update
from seasons_cli.gamefile.codec import dumps
from seasons_cli.gamefile.files import _extended_text
from seasons_cli.gamefile.record import GameRecord
from seasons_cli.gamefile.undo import rebuild
from seasons_cli.notation import format_action

from .conftest import random_record

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def kept(path: Path) -> tuple | None:
    """What the cache holds for the file at ``path`` as its bytes are now."""
    return checked.recall(checked.entry_of(path.read_bytes()))


def entries(cache: Path) -> list[Path]:
    return sorted((cache / checked.ENTRIES).glob("[0-9a-f]*"))


def assert_same(record: GameRecord, reference: GameRecord) -> None:
    """The same record, and the same game down to the last move's events."""
    assert record == reference
    assert repr(record.game) == repr(reference.game)


@pytest.mark.parametrize("players, level, seed, moves", [
    (2, "apprentice", 1, None), (3, "wizard", 2, 40), (4, "archmage", 3, 120),
    (4, "archmage", 4, None), (2, "archmage", 5, 7), (3, "apprentice", 6, 0)])
def test_a_saved_game_loads_as_a_full_check_gives_it(tmp_path, players, level, seed, moves):
    """``save`` keeps the game ``apply`` made; loading it must equal the replay of the file."""
    path = tmp_path / "game.json"
    save(path, random_record(players, level, seed, moves))
    assert kept(path) is not None
    assert_same(load(path), load(path, in_full=True))


def test_a_checked_file_is_kept_and_loads_the_same(tmp_path, checked_games_cache):
    path = tmp_path / "game.json"
    path.write_bytes((EXAMPLES / "archmage-4p-finished.json").read_bytes())
    first = load(path)
    assert len(entries(checked_games_cache)) == 1
    assert_same(load(path), first)


def test_moves_on_a_remembered_game_give_the_files_a_full_check_gives(tmp_path):
    path = tmp_path / "game.json"
    record = random_record(4, "wizard", 9, moves=30)
    save(path, record)
    for _ in range(10):
        record = load(path)
        save(path, play(record, format_action(record.game, legal_actions(record.game)[0])))
        assert_same(load(path), load(path, in_full=True))


def test_one_byte_changed_is_checked_in_full(tmp_path):
    """A stored state edited after the file was checked: refused as if never seen."""
    path = tmp_path / "game.json"
    save(path, random_record(2, "apprentice", 11, moves=20))
    load(path)
    data = json.loads(path.read_text())
    data["state"]["players"][0]["crystals"] += 1
    path.write_text(dumps(data))
    with pytest.raises(GameFileError, match=r"\$\.state\.players\[0\]\.crystals: the stored "
                       r"state differs from the replay after move 20"):
        load(path)


def test_validate_checks_in_full_even_a_remembered_file(tmp_path):
    """An entry made for bytes that fail the check (only seasons itself can make one: it needs
    the secret): other loads trust it, ``in_full`` does not look."""
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    record = random_record(2, "apprentice", 12, moves=6)
    save(good, record)
    bad.write_text(good.read_text().replace('"seed": "seed-12"', '"seed": "seed-13"'))
    checked.remember(checked.entry_of(bad.read_bytes()), record.game, written=False)
    assert load(bad).game == record.game
    with pytest.raises(GameFileError, match=r"\$\.setup\.outcomes: the setup outcomes are not "):
        load(bad, in_full=True)


class Planted:
    """Not a class of the game's state: unpickling it would run ``os.system``."""

    def __reduce__(self):
        return os.system, ("touch planted",)


def test_an_entry_of_another_class_runs_nothing_and_is_checked_in_full(tmp_path, monkeypatch):
    """A pickle that runs code when unpickled, where the entry of a file is: its tag does not
    fit, so it is neither unmarshalled nor unpickled, and it is removed."""
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 13, moves=5))
    entry, = entries(Path(os.environ["SEASONS_CACHE"]))
    entry.write_bytes(pickle.dumps(Planted()))
    monkeypatch.chdir(tmp_path)
    assert kept(path) is None and not entry.exists()
    assert len(load(path).history) == 5
    assert not (tmp_path / "planted").exists()


@pytest.mark.parametrize("content", [b"", b"not an entry", pickle.dumps([1, 2, 3]),
                                     bytes(32) + marshal.dumps(([], False))])
def test_a_damaged_entry_is_removed_checked_in_full_and_replaced(tmp_path, checked_games_cache,
                                                                  content):
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 14, moves=5))
    entry, = entries(checked_games_cache)
    entry.write_bytes(content)
    assert kept(path) is None and not entry.exists()
    assert len(load(path).history) == 5
    assert kept(path) is not None


def test_an_entry_whose_tag_fits_but_holds_no_game_is_checked_in_full(tmp_path,
                                                                      checked_games_cache):
    """Only seasons itself can write such an entry (it needs the secret): another version of
    the same identity, say. It is not trusted either."""
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 14, moves=5))
    entry, = entries(checked_games_cache)
    where, digest = checked.entry_of(path.read_bytes())
    payload = marshal.dumps((("not", "a", "game"), False))
    entry.write_bytes(checked._tag(digest, payload) + payload)
    assert kept(path) is None and not entry.exists()
    assert len(load(path).history) == 5


def test_an_empty_setting_turns_the_cache_off(tmp_path, monkeypatch):
    monkeypatch.setenv("SEASONS_CACHE", "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 15, moves=5))
    assert len(load(path).history) == 5
    assert checked.folder() is None and not (tmp_path / "xdg").exists()


def test_with_the_cache_off_no_key_is_made(tmp_path, monkeypatch):
    """Nor the code's identity it needs (a walk of the sources: ~0.8 ms of a new process)."""
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 15, moves=5))
    monkeypatch.setenv("SEASONS_CACHE", "")
    monkeypatch.setattr(checked, "_code_identity", lambda: pytest.fail("a key was made"))
    record = load(path)
    save(path, record)
    assert checked.entry_of(path.read_bytes()) is None and len(load(path).history) == 5


def test_without_a_setting_the_cache_is_under_xdg_cache_home(tmp_path, monkeypatch):
    monkeypatch.delenv("SEASONS_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert checked.folder() == str(tmp_path / "xdg" / "seasons" / "checked")
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert checked.folder() == str(tmp_path / "home" / ".cache" / "seasons" / "checked")

def test_a_cache_that_cannot_be_written_costs_nothing_but_time(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("SEASONS_CACHE", str(blocker))  # a file: no folder can be made in it
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 16, moves=5))
    assert len(load(path).history) == 5


def test_tidying_keeps_the_newest_entries(tmp_path):
    folder = tmp_path / "checked"
    folder.mkdir()
    for number in range(checked.TIDY_ABOVE + 1):
        entry = folder / f"{number:040x}"
        entry.write_bytes(b"")
        os.utime(entry, (number, number))
    checked._tidy(folder)
    kept = sorted(int(entry.name, 16) for entry in folder.iterdir())
    assert kept == list(range(checked.TIDY_ABOVE + 1 - checked.KEEP, checked.TIDY_ABOVE + 1))


def test_the_identity_changes_with_any_source_or_data_file(tmp_path):
    package = tmp_path / "package"
    (package / "engine" / "__pycache__").mkdir(parents=True)
    source, data = package / "engine" / "flow.py", tmp_path / "game.schema.json"
    source.write_text("x = 1\n")
    data.write_text("{}")
    before = checked.identity(package, data)
    (package / "engine" / "__pycache__" / "flow.pyc").write_bytes(b"cache")
    (package / "notes.txt").write_text("not code")
    assert checked.identity(package, data) == before
    source.write_text("x = 2\n")
    assert checked.identity(package, data) != before
    changed = checked.identity(package, data)
    os.utime(data, ns=(1, 1))
    assert checked.identity(package, data) != changed


@pytest.mark.parametrize("players, level, seed", [(2, "apprentice", 21), (4, "archmage", 22),
                                                  (3, "wizard", 23)])
def test_moves_saved_on_a_written_file_give_the_canonical_text(tmp_path, players, level, seed):
    """``update`` on a file ``save`` wrote extends its text instead of writing it all again:
    the bytes must be what ``dumps`` writes, move after move, through an undo too."""
    path = tmp_path / "game.json"
    save(path, random_record(players, level, seed, moves=0))
    chooser = random.Random(seed)
    for step in range(60):
        if step % 25 == 24:
            update(path, lambda record: rebuild(record, len(record.history) - 1))
        else:
            update(path, lambda record: play_action(
                record, chooser.choice(legal_actions(record.game))))
        assert path.read_text() == dumps(load(path, in_full=True).to_data())


def test_a_move_on_a_written_file_copies_the_moves_already_there(tmp_path):
    """The text of the moves already in the file is copied, not written again."""
    before = random_record(3, "wizard", 24, moves=30)
    after = play_action(before, legal_actions(before.game)[0])
    marked = dumps(before.to_data()).replace('"n": 30,', '"n":  30,')  # a mark to find again
    text = _extended_text(before, marked, after)
    assert text is not None and '"n":  30,' in text
    assert text.replace('"n":  30,', '"n": 30,') == dumps(after.to_data())


def test_without_a_home_folder_there_is_no_cache(tmp_path, monkeypatch):
    monkeypatch.delenv("SEASONS_CACHE")
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(os.path, "expanduser", lambda path: path)  # what it does with no home
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 17, moves=5))
    assert checked.folder() is None and len(load(path).history) == 5


def test_a_game_that_cannot_be_kept_costs_nothing_but_time(tmp_path, monkeypatch):
    """Whatever stops an entry from being made, the save itself stands."""
    def refuse(game):
        raise TypeError("a Planted is no part of a game")

    monkeypatch.setattr(checked.snapshot, "values_of", refuse)
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 18, moves=5))
    assert kept(path) is None and len(load(path).history) == 5


def test_an_entry_that_cannot_be_written_leaves_no_temporary_file(tmp_path, monkeypatch,
                                                                 checked_games_cache):
    """(A full disk, say: the rename into the cache fails, the game file's own save does not.)"""
    replace = os.replace

    def full(source, target):
        if str(checked_games_cache) in target:
            raise OSError(28, "No space left on device")
        replace(source, target)

    monkeypatch.setattr(os, "replace", full)
    path = tmp_path / "game.json"
    save(path, random_record(2, "wizard", 18, moves=5))
    assert len(load(path).history) == 5
    assert list((checked_games_cache / checked.ENTRIES).iterdir()) == []


@given(st.data())
@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_remembered_file_changed_anywhere_is_judged_as_a_full_check_judges_it(tmp_path, data):
    """The file's bytes were remembered; after any change to them (a byte replaced, removed or
    added, anywhere: the key covers every byte) a load gives what a full check gives: the same
    refusal, or the same record."""
    path = tmp_path / "game.json"
    save(path, _fuzz_record())
    raw = bytearray(path.read_bytes())
    end = len(raw) - 1  # the first and last bytes as often as all the others
    at = data.draw(st.one_of(st.integers(0, 300), st.integers(end - 300, end), st.integers(0, end)))
    how = data.draw(st.sampled_from(["replace", "remove", "insert"]))
    byte = data.draw(st.integers(0, 255))
    if how == "replace":
        raw[at] = byte if byte != raw[at] else (byte + 1) % 256
    elif how == "remove":
        del raw[at]
    else:
        raw.insert(at, byte)
    path.write_bytes(bytes(raw))
    assert _outcome(lambda: load(path)) == _outcome(lambda: load(path, in_full=True))


def _fuzz_record() -> GameRecord:
    if not _FUZZ_RECORD:
        _FUZZ_RECORD.append(random_record(2, "apprentice", 19, moves=25))
    return _FUZZ_RECORD[0]


_FUZZ_RECORD: list[GameRecord] = []


def _outcome(load_it):  # noqa: ANN001, ANN202 - a load, as what it gives or the error it raises
    try:
        record = load_it()
    except GameFileError as error:
        return "refused", str(error)
    return "loaded", record, repr(record.game)


def _again(game):
    """``game`` through the cache's format: plain values, marshalled and read back."""
    return checked.snapshot.game_from(marshal.loads(marshal.dumps(checked.snapshot.values_of(game))))


@pytest.mark.parametrize("seed", range(3))
def test_every_position_of_an_open_and_a_fair_game_is_kept_exactly(seed):
    """Every field the engine's classes have (a fair game's chance too: its events, seeds and
    the move it holds), kept by ``snapshot`` as the classes list them."""
    from tests.engine.fair_games import fair_new, seeded_steps

    from .conftest import random_record

    record = random_record(3, ["apprentice", "wizard", "archmage"][seed], 30 + seed, moves=60)
    for game in (record.game, *(game for _, game in seeded_steps(fair_new(), seed))):
        again = _again(game)
        assert again == game and repr(again) == repr(game)


def test_every_position_of_a_game_with_expansion_content_is_kept_exactly():
    """What the expansions add (``Game.extra``: tokens, known pile cards, removed cards, what a
    turn did; ``InPlay.marks``; stored energy) is kept by ``snapshot`` as the rest is."""
    import random

    from seasons_cli.engine import Settings, apply, legal_actions, new_game
    from tests.helpers import NAMES

    game = new_game(Settings(NAMES[:3], "archmage", "kept", expansions=("enchanted-kingdom",
                             "path-of-destiny"), promos=True, tokens="both",
                             enchantment="vision-of-destiny"))
    chooser = random.Random(5)
    while not game.finished:
        again = _again(game)
        assert again == game and repr(again) == repr(game)
        game = apply(game, chooser.choice(legal_actions(game)))
    assert any(card.marks is not None for player in game.players for card in player.in_play)
