"""The transcript (fair-play.md §6.9): every element named and length-prefixed, so that moving a
byte from one element to the next, or renaming one, changes the bytes."""

from __future__ import annotations

from seasons_cli.protocol.transcript import listed, number, transcript


def test_a_transcript_frames_the_tag_and_every_name_and_value():
    assert transcript("x", ("a", b"1")).hex() == (
        "00000015" + b"seasons/protocol/v1/x".hex() + "00000001" + b"a".hex() + "00000001" + b"1".hex())


def test_moving_a_byte_between_elements_changes_the_transcript():
    assert transcript("x", ("a", b"ab"), ("b", b"c")) != transcript("x", ("a", b"a"), ("b", b"bc"))


def test_renaming_an_element_or_the_domain_changes_the_transcript():
    assert transcript("x", ("a", b"1")) != transcript("x", ("b", b"1"))
    assert transcript("x", ("a", b"1")) != transcript("y", ("a", b"1"))


def test_a_list_carries_its_count_and_each_item_length():
    assert listed([b"ab", b"c"]) != listed([b"a", b"bc"])
    assert listed([]) == bytes(4)
    assert number(3, 2) == b"\x00\x03"
