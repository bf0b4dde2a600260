"""The driver of the fault campaign: families of faults, rounds of each, seeded choices, and a
report of what held and what did not.

A *family* is one kind of fault (``kills``, ``racers``, ``cache``, ...), a function that makes
one round of it: it sets up a sandbox, makes the fault, runs the real command line and checks
what must hold (``Round.check``). Every round draws its choices from its own
``random.Random(f"{seed}:{family}:{number}")``, so a round that failed can be made again alone
(``benchmarks/faults.py --seed SEED --only FAMILY:NUMBER``); what the seed cannot fix is the
moment the system schedules a process at, so a kill or a race may land elsewhere on a replay.

The scale is ``Scale``: ``rounds`` times each family's count of rounds (``FAMILIES``, what one
CI run makes: ``tests/faults/test_campaign.py``), and how many movers race on one file.
"""

from __future__ import annotations

import os
import random
import shutil
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from . import games
from .sandbox import Outcome, Sandbox, problems, temporaries, tree


@dataclass(frozen=True)
class Scale:
    """How much of every family: ``rounds`` times its count (1: the CI run); ``movers`` racing
    on one file; ``big_hostile``: also the 16 MB files of ``benchmarks/hostile.py``."""

    rounds: int = 1
    movers: int = 10
    big_hostile: bool = False


@dataclass
class Failure:
    family: str
    number: int
    what: str
    fault: str
    outcomes: list[Outcome]
    kept: Path | None = None

    def __str__(self) -> str:
        lines = [f"{self.family}:{self.number} ({self.fault}): {self.what}"]
        for outcome in self.outcomes:
            lines.append(f"    $ {outcome.command}\n    exit {outcome.code} in "
                         f"{outcome.seconds:.2f} s")
            lines += [f"    {name}: {text!r}" for name, text in (("stdout", outcome.out[-600:]),
                                                                ("stderr", outcome.err[-600:]))
                      if text]
        if self.kept:
            lines.append(f"    the sandbox is kept in {self.kept}")
        return "\n".join(lines)


class Round:
    """One round of a family: its random choices, its sandbox, and what it checks."""

    def __init__(self, campaign: Campaign, family: str, number: int) -> None:
        self.campaign, self.family, self.number = campaign, family, number
        self.rng = random.Random(f"{campaign.seed}:{family}:{number}")
        self.folder = campaign.root / "rounds" / f"{family}-{number:05d}"
        self.box = Sandbox(self.folder / "box")
        self.fault = "?"  # what the round does, as its report names it
        self.failed = False

    def game(self, template: str, name: str = "game.json", folder: Path | None = None) -> Path:
        """A copy of a template game in the sandbox's games folder (or ``folder``)."""
        path = (folder or self.box.games) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(self.campaign.template(template), path)
        return path

    def check(self, condition: object, what: str, *outcomes: Outcome) -> bool:
        """Record a failure unless ``condition``; returns it."""
        if not condition:
            self.failed = True
            self.campaign.failures.append(Failure(self.family, self.number, what, self.fault,
                                                  list(outcomes)))
        return bool(condition)

    def sound(self, outcome: Outcome) -> Outcome:
        """``outcome``, checked against what every command must do (``sandbox.problems``)."""
        for problem in problems(outcome):
            self.check(False, problem, outcome)
        return outcome

    def run(self, *args, **options) -> Outcome:
        """``seasons ARGS`` in the round's sandbox, its outcome checked (``sound``)."""
        return self.sound(self.box.run(*args, **options))

    def no_temporaries(self, *folders: Path, after: Outcome | None = None) -> None:
        left = temporaries(*(folders or (self.box.games,)))
        self.check(not left, f"temporary files left: {left}", *([after] if after else []))

    def count(self, what: str, times: int = 1) -> None:
        """Count ``what`` happened (the report lists the counts of every family)."""
        self.campaign.counts[self.family][what] += times

    def twin(self, *args, **options) -> tuple[Outcome, Outcome]:
        """``seasons ARGS`` with the cache on (this sandbox) and off (a twin holding a copy of its
        games and settings): the two must print the same, exit the same, leave the same games."""
        twin = self.box.twin(self.folder / "twin")
        without = twin.run(*args, cache=False, **options)
        cached = self.run(*args, **options)
        self.check((cached.code, self.box.normalised(cached.out), self.box.normalised(cached.err))
                   == (without.code, twin.normalised(without.out), twin.normalised(without.err)),
                   "the cache changed the result (the second outcome is with the cache off)",
                   cached, without)
        self.check(tree(self.box.games) == tree(twin.games),
                   "the cache changed what the command wrote", cached, without)
        return cached, without


@dataclass(frozen=True)
class Family:
    make: Callable[[Round], None]
    rounds: int | Callable[[Scale], int]  # in one CI run (or: how many at a scale)
    about: str

    def rounds_at(self, scale: Scale) -> int:
        return self.rounds(scale) if callable(self.rounds) else self.rounds * scale.rounds


FAMILIES: dict[str, Family] = {}
Maker = Callable[[Round], None]


def family(rounds: int | Callable[[Scale], int], about: str) -> Callable[[Maker], Maker]:
    """Register a family's round maker under its function's name."""
    def registered(make: Maker) -> Maker:
        FAMILIES[make.__name__] = Family(make, rounds, about)
        return make
    return registered


@dataclass
class Campaign:
    root: Path
    seed: str
    scale: Scale = field(default_factory=Scale)
    failures: list[Failure] = field(default_factory=list)
    counts: dict[str, Counter] = field(default_factory=dict)
    seconds: Counter = field(default_factory=Counter)
    keep: bool = False  # keep a failed round's sandbox (the long run), else remove it
    _templates: dict[str, Path] = field(default_factory=dict)
    _made: dict[object, object] = field(default_factory=dict)

    def once(self, key: object, make: Callable[[], object]) -> object:
        """``make()``, made once per campaign (what several rounds start from)."""
        if key not in self._made:
            self._made[key] = make()
        return self._made[key]

    def template(self, name: str) -> Path:
        """The template game ``name`` (``games.TEMPLATES``), made on first need."""
        if name not in self._templates:
            path = self.root / "templates" / f"{name}.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            with in_process_settings(self.root):
                self._templates[name] = games.TEMPLATES[name](path)
        return self._templates[name]

    def run_round(self, name: str, number: int) -> None:
        self.counts.setdefault(name, Counter())
        began = time.monotonic()
        done = Round(self, name, number)
        try:
            with in_process_settings(self.root):
                FAMILIES[name].make(done)
        except Exception:  # noqa: BLE001 - a campaign reports its own failures and goes on
            done.check(False, "the round itself failed:\n" + traceback.format_exc(limit=6))
        self.counts[name]["rounds"] += 1
        self.seconds[name] += time.monotonic() - began
        if done.failed and self.keep:
            for failure in self.failures:
                if (failure.family, failure.number) == (name, number):
                    failure.kept = done.folder
        else:
            shutil.rmtree(done.folder, ignore_errors=True)

    def run(self, only: list[str] | None = None) -> None:
        """Every family (or those of ``only``: ``FAMILY`` or ``FAMILY:NUMBER``), its rounds."""
        load_families()
        for name, number in self.plan(only):
            self.run_round(name, number)

    def plan(self, only: list[str] | None) -> Iterator[tuple[str, int]]:
        for name, made in FAMILIES.items():
            chosen = [part.partition(":") for part in (only or [name])]
            numbers = [int(n) for f, _, n in chosen if f == name and n]
            if not any(f == name for f, _, _ in chosen):
                continue
            yield from ((name, n) for n in (numbers or range(made.rounds_at(self.scale))))

    def report(self) -> str:
        lines = [f"seed {self.seed}"]
        for name, counted in self.counts.items():
            rest = ", ".join(f"{what} {n}" for what, n in sorted(counted.items())
                             if what != "rounds")
            lines.append(f"{name:<9} {counted['rounds']:>5} rounds in {self.seconds[name]:6.1f} s"
                         f"{'; ' + rest if rest else ''}")
        lines.append(f"{len(self.failures)} failures")
        lines += [str(failure) for failure in self.failures[:30]]
        return "\n".join(lines)


def in_process_settings(root: Path) -> AbstractContextManager[None]:
    """The campaign's own process (which writes the template games) with the cache off and a
    settings file of its own: the user running the campaign is never read or written."""
    return environment(SEASONS_CACHE="", SEASONS_CONFIG=str(root / "campaign-settings.toml"))


@contextmanager
def environment(**names: str) -> Iterator[None]:
    """These environment variables set in this process, then as they were."""
    saved = {name: os.environ.get(name) for name in names}
    os.environ.update(names)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value

def load_families() -> None:
    """Import the modules of the families: each registers itself (``family``)."""
    from . import cache, exports, files, git, hostile, kills, names, racers, settings  # noqa: F401
