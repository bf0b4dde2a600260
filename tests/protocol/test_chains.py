"""Dice chains (fair-play.md §5): each link hashes to the one before it, the tip is H^N(s), and
an event's seed needs every seat's link."""

from __future__ import annotations

import pytest

from seasons_cli.protocol.chains import (chain_secret, chain_step, event_link, event_seed, follows,
                                         generation_of, link, tips)
from seasons_cli.protocol.constants import CHAIN_LENGTH, EVENT_CLASSES
from seasons_cli.protocol.identity import Identity

SECRET = bytes(range(32))


def test_each_link_steps_to_the_one_before_it_and_the_first_to_the_tip():
    tip = link(SECRET, 0)
    assert follows(link(SECRET, 1), tip)
    assert follows(link(SECRET, 5), link(SECRET, 4))
    assert not follows(link(SECRET, 5), link(SECRET, 3))
    assert link(SECRET, CHAIN_LENGTH) == SECRET


def test_the_tip_is_n_steps_from_the_secret():
    value = SECRET
    for _ in range(CHAIN_LENGTH):
        value = chain_step(value)
    assert link(SECRET, 0) == value


def test_a_chain_has_no_link_past_its_length():
    with pytest.raises(ValueError, match="no link 1025"):
        link(SECRET, CHAIN_LENGTH + 1)


def test_a_join_commits_to_one_tip_per_class_each_its_own():
    identity = Identity("alice", SECRET)
    found = tips(identity, b"g" * 32, 0)
    assert list(found) == list(EVENT_CLASSES) and len(set(found.values())) == 4
    assert found["roll"] == link(chain_secret(identity, b"g" * 32, 0, "roll"), 0)
    assert found != tips(identity, b"g" * 32, 1) != tips(identity, b"h" * 32, 0)


def test_an_event_seed_changes_with_any_link_the_class_or_k():
    links = [b"a" * 32, b"b" * 32, b"c" * 32]
    seed = event_seed(b"g" * 32, "roll", 3, links)
    assert len(seed) == 32
    assert seed != event_seed(b"g" * 32, "roll", 3, [b"a" * 32, b"b" * 32, b"d" * 32])
    assert seed != event_seed(b"g" * 32, "draw", 3, links)
    assert seed != event_seed(b"g" * 32, "roll", 4, links)
    assert seed != event_seed(b"g" * 32, "roll", 3, links[::-1])


def test_event_k_past_the_chain_takes_the_next_generation_committed_with_the_first_link():
    identity, genesis = Identity("alice", SECRET), b"g" * 32
    first, next_tip = event_link(identity, genesis, 0, "draw", 1)
    assert first == link(chain_secret(identity, genesis, 0, "draw"), 1) and next_tip is not None
    assert event_link(identity, genesis, 0, "draw", 2)[1] is None
    renewed, tip_after = event_link(identity, genesis, 0, "draw", CHAIN_LENGTH + 1)
    assert follows(renewed, next_tip) and tip_after not in (None, next_tip)
    assert follows(event_link(identity, genesis, 0, "draw", CHAIN_LENGTH + 2)[0], renewed)
    assert generation_of(CHAIN_LENGTH) == (0, CHAIN_LENGTH)
    assert generation_of(CHAIN_LENGTH + 1) == (1, 1)
