"""Chance is data: the documented SHA-256 algorithm (docs/engine.md), pinned by known values."""

from __future__ import annotations

from collections import Counter

import pytest

from seasons_cli.engine.chance import uniform


def test_the_same_seed_and_counter_always_give_the_same_value():
    assert [uniform("2026", c, 6) for c in range(8)] == [uniform("2026", c, 6) for c in range(8)]


def test_known_values_never_change_between_versions():
    # Pinned: a change here would change every game ever recorded.
    assert [uniform("2026", c, 6) for c in range(10)] == [1, 5, 1, 4, 4, 0, 3, 4, 0, 2]


def test_the_value_is_the_first_sha256_word_modulo_n():
    import hashlib
    word = int.from_bytes(hashlib.sha256(b"seasons/v1|2026|3|0").digest()[:8], "big")
    assert uniform("2026", 3, 60) == word % 60  # the first word is below the rejection limit


def test_values_are_roughly_uniform():
    counts = Counter(uniform("uniformity", c, 6) for c in range(6000))
    assert set(counts) == set(range(6)) and all(900 < n < 1100 for n in counts.values())


def test_no_outcomes_is_an_error():
    with pytest.raises(ValueError, match="cannot choose among 0 outcomes"):
        uniform("x", 0, 0)


def test_more_outcomes_than_a_word_holds_is_an_error_not_an_endless_loop():
    assert 0 <= uniform("x", 0, 2**64) < 2**64
    with pytest.raises(ValueError, match=f"cannot choose among {2**64 + 1} outcomes"):
        uniform("x", 0, 2**64 + 1)


def _reference(seed: str, counter: int, n: int) -> int:
    """The documented algorithm written plainly: words of each attempt's digest in turn, the
    top partial block rejected (``uniform`` takes the first word of the first attempt apart)."""
    import hashlib
    limit = 2**64 - 2**64 % n
    attempt = 0
    while True:
        digest = hashlib.sha256(f"seasons/v1|{seed}|{counter}|{attempt}".encode()).digest()
        for offset in (0, 8, 16, 24):
            word = int.from_bytes(digest[offset:offset + 8], "big")
            if word < limit:
                return word % n
        attempt += 1


@pytest.mark.parametrize("n", [1, 2, 6, 7, 97, 2**63 + 1, 3 * 2**62 + 5, 2**64 - 1])
def test_uniform_follows_the_reference_also_where_words_are_rejected(n):
    # Just above 2**63 about every second word is rejected (2**63 + 1: 159 first words and 25
    # whole first attempts of these 300): the later words and attempts are reached too.
    assert [uniform("edge", c, n) for c in range(300)] == [_reference("edge", c, n) for c in range(300)]
