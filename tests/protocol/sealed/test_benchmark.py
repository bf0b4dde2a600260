"""The sealed benchmark's size estimate (``benchmarks/sealed.py``, S3): the bytes each flow
costs and the verdict. No timing is asserted here (the targets are the benchmark's)."""

from __future__ import annotations

from ...helpers import script

sealed = script("benchmarks/sealed.py", "benchmark_sealed")


def test_a_shuffle_in_a_file_is_its_pairs_and_its_proof():
    assert sealed.shuffled_bytes(100) == 100 * 64 + (5 * 100 + 9) * 32 == 22688


def test_the_estimate_counts_each_flow():
    total, parts = sealed.file_estimate({"hands": [3, 1], "reshuffles": [], "draws": 2,
                                         "reveals": 3})
    share = 128
    assert parts["hands"] == sealed.shuffled_bytes(3) + 3 * 3 * share  # a hand of 1: no shuffle
    assert parts["draws"] == 2 * 3 * share and parts["reveals"] == 3 * share
    assert parts["reshuffles"] == 4 * sealed.shuffled_bytes(50)  # the allowance for none
    assert parts["deck shuffles"] == 4 * 22688
    assert parts["draft"] == 4 * sum(sealed.shuffled_bytes(k) + 3 * k * share for k in range(2, 10))
    assert total == sum(parts.values())


def test_the_example_game_gives_the_counts_of_a_finished_archmage_game():
    counts = sealed.example_counts()
    assert len(counts["hands"]) == 4 * 19 and sum(counts["hands"]) == 269  # 19 rounds
    assert (counts["draws"], counts["reveals"], counts["reshuffles"]) == (13, 36, [])


def test_the_size_row_gives_the_hex_size_and_its_verdict():
    label, value, target, met, detail = sealed.size_row(sealed.example_counts())
    assert (label, target, met) == ("S3 sealed 4p archmage file", "<= 4 MB", True)
    assert value == 2 * 535520 / 1e6
    assert detail.startswith("raw 523 KiB, as hex; most in hands 180 KiB, draft 114 KiB")
