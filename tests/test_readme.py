"""The README's quick start is exactly two command lines, and CI runs the second verbatim."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def quick_start_lines() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("## Quick start", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return block.strip().splitlines()


def test_the_quick_start_is_two_lines_setting_up_and_running():
    main_job, tests = quick_start_lines()
    assert main_job.startswith("python3 -m venv .venv && ") and "seasons show" in main_job
    assert tests.startswith("python3 -m venv .venv && ") and tests.endswith("-m pytest")


def test_ci_runs_the_readme_test_line_verbatim():
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert quick_start_lines()[1] in ci
