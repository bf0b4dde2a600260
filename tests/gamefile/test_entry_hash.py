"""``Entry.hash`` writes the canonical text itself (keys in sorted order): it must be the hash of
``digest(entry.to_data())``, the hash chain's definition (docs/file-format.md)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from seasons_cli.gamefile.record import Entry, _entry_hash, _Quoted, digest

from .conftest import random_record

TEXT = st.text(max_size=12)
NUMBER = st.integers(min_value=0, max_value=10 ** 6)
JSON = st.recursive(st.none() | st.booleans() | NUMBER | TEXT,
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
                    max_leaves=8)


def test_the_hash_of_every_entry_of_played_games_is_the_digest_of_its_data():
    for players, level, seed in ((2, "apprentice", 31), (3, "wizard", 32), (4, "archmage", 33)):
        for entry in random_record(players, level, seed).history:
            assert entry.hash() == digest(entry.to_data())


@given(TEXT, NUMBER, TEXT, TEXT, st.dictionaries(TEXT, JSON, max_size=3), NUMBER, TEXT, NUMBER,
       TEXT, st.lists(st.dictionaries(TEXT, JSON, max_size=3), max_size=3))
def test_the_hash_is_the_digest_whatever_the_text(prev, number, player, move, action, year,
                                                  season, round_, phase, outcomes):
    """Quotes, backslashes, control characters and any Unicode in the texts."""
    entry = Entry(prev, number, player, move, action, year, season, round_, phase, outcomes)
    assert entry.hash() == digest(entry.to_data())


@given(TEXT, NUMBER, TEXT, TEXT, TEXT, st.lists(JSON, max_size=4), NUMBER, TEXT, NUMBER, TEXT,
       st.lists(st.dictionaries(TEXT, JSON, max_size=3), max_size=3))
def test_the_replays_hash_of_an_entry_is_the_digest_whatever_its_arguments(
        prev, number, player, move, kind, args, year, season, round_, phase, outcomes):
    """The replay writes a ``{"kind", "args"}`` action's text itself (issue #5): arguments
    holding dicts, texts with quotes, backslashes and any Unicode hash as the definition says."""
    entry = Entry(prev, number, player, move, {"kind": kind, "args": args}, year, season, round_,
                  phase, outcomes)
    assert _entry_hash(entry, _Quoted()) == entry.hash() == digest(entry.to_data())
