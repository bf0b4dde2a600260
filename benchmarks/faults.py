"""The long fault campaign for release checks (issue 16 item 10): every family of tests/faults/
(SIGKILLs at random moments, racing movers, cache faults, files changed under a command,
links, exports, permissions, hostile names, files and settings, git refusals and hangs), each
``--rounds`` times as many rounds as the CI run makes, and the 16 MB hostile files.

    .venv/bin/python benchmarks/faults.py                 # --rounds 100: 1,000 kills, ~45 min
    .venv/bin/python benchmarks/faults.py --rounds 20     # ~10 min
    .venv/bin/python benchmarks/faults.py --seed 5f1c --only kills:17,cache   # a failure again

Every command runs in a sandbox of its own (home, settings, data folder and cache in a
temporary folder): nothing of the user running it is read or written. Prints, per family, its
rounds, time and what happened, then every failure with the round that makes it again and the
sandbox it left (kept); exit code 1 when anything failed. docs/testing.md says more.
"""

from __future__ import annotations

import argparse
import secrets
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.faults.campaign import FAMILIES, Campaign, Scale, load_families  # noqa: E402


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100,
                        help="times the CI run's rounds of every family (default 100)")
    parser.add_argument("--movers", type=int, default=20, help="movers racing on one file")
    parser.add_argument("--seed", default=None, help="the seed (default: a new one)")
    parser.add_argument("--only", default=None,
                        help="FAMILY or FAMILY:ROUND, separated by commas")
    parser.add_argument("--no-big-hostile", action="store_true",
                        help="leave out the 16 MB files of benchmarks/hostile.py")
    parser.add_argument("--folder", type=Path, default=None,
                        help="where to work (default: a new temporary folder)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    options = arguments(argv)
    load_families()
    seed = options.seed or secrets.token_hex(4)
    folder = options.folder or Path(tempfile.mkdtemp(prefix="seasons-faults-"))
    campaign = Campaign(folder, seed, Scale(options.rounds, options.movers,
                                            not options.no_big_hostile), keep=True)
    only = options.only.split(",") if options.only else None
    print(f"seed {seed}, working in {folder}", flush=True)
    began = time.monotonic()
    for name in FAMILIES:
        if only is None or any(part.partition(":")[0] == name for part in only):
            chosen = [part for part in only if part.partition(":")[0] == name] if only else [name]
            campaign.run(chosen)
            print(f"  {name} ({FAMILIES[name].about}): "
                  f"{campaign.counts.get(name, {}).get('rounds', 0)} rounds, "
                  f"{sum(f.family == name for f in campaign.failures)} failures", flush=True)
    print(campaign.report())
    print(f"{time.monotonic() - began:.0f} s")
    if campaign.failures:
        return 1
    if options.folder is None:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
