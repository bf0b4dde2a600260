"""The benchmark's report (``benchmarks/run.py``): how a P1 figure is made of the runs' times,
how the table shows the verdicts, and how it says what the host's speed was.

No timing is asserted here: the times below are given, and only the figures and the words made
of them are checked (the targets themselves are the benchmark's to check, issue #5 point 5)."""

from __future__ import annotations

import pytest

from .helpers import script

run = script("benchmarks/run.py", "benchmark_run")
P2_ROW = ("P2 load + schema + replay", 17.5, "<= 15 ms", False, "17.5 ms median of 42")


def test_a_figure_measured_at_the_runs_fastest_speed_has_no_note():
    row, note = run.host_speed(P2_ROW, [0.0045, 0.0043, 0.0050], fastest=0.0043)
    assert row == ("P2 load + schema + replay", 17.5, "<= 15 ms", False,
                   "17.5 ms median of 42; reference work 4.5 ms (1.0x the run's fastest)")
    assert note is None


def test_a_figure_measured_while_the_host_ran_slow_says_so_and_keeps_its_verdict():
    row, note = run.host_speed(P2_ROW, [0.0078, 0.0081, 0.0070], fastest=0.0043)
    assert row[3] is False  # the verdict is the target's, whatever the host's speed
    assert row[4] == "17.5 ms median of 42; reference work 7.8 ms (1.8x the run's fastest)"
    assert note == ("note: P2 ran while the host was 1.8x slower than at its fastest in this "
                    "run (reference work 7.8 vs 4.3 ms); it is an absolute time: run again for "
                    "the host's usual speed")


def test_the_note_begins_at_a_quarter_slower():
    assert run.host_speed(P2_ROW, [0.0050], fastest=0.0040)[1] is not None  # 1.25x
    assert run.host_speed(P2_ROW, [0.0049], fastest=0.0040)[1] is None


def test_a_commands_figure_pairs_each_run_with_the_floor_run_just_before_it():
    # Two runs at the host's usual speed, three in a slow spell: 1.25x the floor in every pair.
    floor, command = [0.040, 0.040, 0.080, 0.080, 0.080], [0.050, 0.050, 0.100, 0.100, 0.100]
    assert run.paired_ratio(floor, command) == 1.25
    # The median of the command's runs over that of floor runs met at other moments (here the
    # usual speed) would say 2.5x.
    assert run.paired_ratio([0.080, 0.040, 0.040], [0.100, 0.100, 0.050]) == 1.25


def test_a_pair_needs_both_runs():
    with pytest.raises(ValueError):
        run.paired_ratio([0.040, 0.040], [0.050])


def test_the_table_shows_each_verdict():
    rows = [("P1 seasons move", 1.38, "<= 1.5x floor", True, "124 ms vs floor 90 ms"),
            ("  move, unseen", 1.65, "(info) x floor", None, "148 ms vs floor 90 ms"),
            P2_ROW]
    assert run.table(rows).splitlines()[2:] == [
        "P1 seasons move                   1.38x  <= 1.5x floor    yes  124 ms vs floor 90 ms",
        "  move, unseen                    1.65x  (info) x floor   -    148 ms vs floor 90 ms",
        "P2 load + schema + replay          17.5  <= 15 ms         NO   17.5 ms median of 42",
    ]
