"""The journal (fair-play.md §2): a file that rewrites or drops an entry this person has seen is
refused with the move and both versions; an honest client never signs two versions of a move."""

from __future__ import annotations

import json
import multiprocessing
import os

import pytest

from seasons_cli.protocol import journal
from seasons_cli.protocol.errors import ForkDetected

GAME = "cd" * 32


def hash_of(entry):
    return json.dumps(entry, sort_keys=True)


def entries(*moves):
    """Hash-chained entries, as a history's are (each names the one before it)."""
    found, prev = [], ""
    for n, move in enumerate(moves, start=1):
        found.append({"n": n, "player": "bob", "move": move, "prev": prev})
        prev = hash_of(found[-1])
    return found


def test_a_longer_history_is_kept_and_the_same_one_accepted_again():
    journal.check_and_record(GAME, entries("a", "b"), hash_of, "g.json")
    journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")
    journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")
    assert [e["move"] for e in journal.read(GAME).accepted] == ["a", "b", "c"]


def test_a_rewritten_move_is_refused_naming_it_and_both_versions():
    journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")
    with pytest.raises(ForkDetected) as refused:
        journal.check_and_record(GAME, entries("a", "x", "c", "d"), hash_of, "g.json")
    assert str(refused.value) == (
        "this file rewrites move 2, which you saw as bob: 'b' (this file has bob: 'x'): someone "
        "changed the game's history; 'seasons verify g.json' shows both versions")
    assert len(journal.read(GAME).accepted) == 3


def test_a_rollback_is_refused():
    journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")
    with pytest.raises(ForkDetected, match="this file ends at move 2, but you have seen move 3 "
                                           r"\(bob: 'c'\)"):
        journal.check_and_record(GAME, entries("a", "b"), hash_of, "g.json")


def test_signing_two_versions_of_one_move_is_refused_and_the_same_one_again_is_not():
    journal.record_signed(GAME, entries("a"), hash_of)
    journal.record_signed(GAME, entries("a"), hash_of)
    with pytest.raises(ForkDetected, match="you already signed move 1 of this game as bob: 'a'"):
        journal.record_signed(GAME, entries("z"), hash_of)
    assert journal.signed_before(GAME, 1) == entries("a")[0]


def _record(data_home, moves):
    import os

    os.environ["XDG_DATA_HOME"] = data_home
    journal.check_and_record(GAME, entries(*moves), hash_of, "g.json")


def test_two_commands_at_once_lose_nothing(data_folder):
    """Each process adds a longer history under the lock: the longest one is what stays."""
    context = multiprocessing.get_context("fork")
    histories = [[chr(97 + i) for i in range(length)] for length in range(1, 9)]
    processes = [context.Process(target=_record, args=(str(data_folder), moves))
                 for moves in histories]
    for process in processes:
        process.start()
    for process in processes:
        process.join()
    # every process that ran after a longer one was refused as a rollback; the longest is kept
    assert len(journal.read(GAME).accepted) == 8


def test_the_history_accepted_is_told_by_its_mark_alone(monkeypatch):
    """A file of the history already accepted (what most commands read) is told by the mark,
    without reading the journal; a longer one, a fork and a rollback are not (the journal is
    then read, and they are refused or kept as before)."""
    journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")

    def unread(game):  # noqa: ANN001, ANN202
        raise AssertionError("the journal was read")

    monkeypatch.setattr(journal, "read", unread)
    assert journal.accepted_already(GAME, 3, hash_of(entries("a", "b", "c")[-1]))
    for other in (entries("a", "b", "x"), entries("a", "b"), entries("a", "b", "c", "d")):
        assert not journal.accepted_already(GAME, len(other), hash_of(other[-1]))
    assert not journal.accepted_already("ef" * 32, 3, hash_of(entries("a", "b", "c")[-1]))


def test_a_mark_that_is_not_the_journals_tells_nothing():
    """An older seasons writes the journal and leaves the mark as it was: the mark no longer
    describes the journal there (its stamp), so a rollback to the history it names is still
    refused; a journal written without a hash function has its mark removed."""
    from seasons_cli.paths import write_atomically

    journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")
    last = hash_of(entries("a", "b", "c")[-1])
    assert journal.accepted_already(GAME, 3, last)
    longer = journal.Journal(GAME, entries("a", "b", "c", "d", "e"), {})
    write_atomically(journal.journal_path(GAME), json.dumps(longer.data()).encode())
    assert not journal.accepted_already(GAME, 3, last)
    with pytest.raises(ForkDetected, match="this file ends at move 3, but you have seen move 5"):
        journal.check_and_record(GAME, entries("a", "b", "c"), hash_of, "g.json")
    journal.check_and_record(GAME, entries("a", "b", "c", "d", "e"), hash_of, "g.json")
    assert os.path.exists(journal.mark_path(GAME))
    journal.write(journal.Journal(GAME, entries("a", "b", "c", "d", "e", "f"), {}))
    assert not os.path.exists(journal.mark_path(GAME))
    with pytest.raises(ForkDetected, match="ends at move 5, but you have seen move 6"):
        journal.check_and_record(GAME, entries("a", "b", "c", "d", "e"), hash_of, "g.json")
