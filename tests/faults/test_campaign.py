"""The fault campaign's CI run (issue 16 item 10): every family of ``tests/faults/`` at scale 1,
about 30 s in all. Each run draws a new seed unless ``SEASONS_FAULTS_SEED`` gives one; a failure
names it, and how to make the failed rounds again. The long run for release checks is
``benchmarks/faults.py`` (docs/testing.md)."""

from __future__ import annotations

import os
import secrets

import pytest

from .campaign import FAMILIES, Campaign, Scale, load_families

SEED = os.environ.get("SEASONS_FAULTS_SEED") or secrets.token_hex(4)
load_families()


@pytest.fixture(scope="module")
def campaign(tmp_path_factory: pytest.TempPathFactory) -> Campaign:
    return Campaign(tmp_path_factory.mktemp("faults"), SEED)


@pytest.mark.parametrize("name", [name for name, made in FAMILIES.items()
                                  if made.rounds_at(Scale())])
def test_no_fault_breaks_a_promise(campaign: Campaign, name: str) -> None:
    campaign.run([name])
    failures = [failure for failure in campaign.failures if failure.family == name]
    rounds = ",".join(sorted({f"{name}:{failure.number}" for failure in failures}))
    assert not failures, (
        f"seed {SEED}; make it again with SEASONS_FAULTS_SEED={SEED} python -m pytest "
        f"tests/faults -k {name}, or python benchmarks/faults.py --seed {SEED} --only {rounds}\n"
        + "\n".join(map(str, failures)))
