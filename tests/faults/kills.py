"""Commands killed (SIGKILL) at random moments of their work: ``move``, ``bot``, ``undo``,
``new --force`` and the exports. Afterwards the file they write holds exactly its old bytes or
its new ones (those a run to the end gives), the next command works (the same one again, run
to its end), no temporary file is left once it has run, and the game file validates."""

from __future__ import annotations

import random
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from .campaign import Campaign, Round, family
from .games import script
from .sandbox import Sandbox, finished, stop, temporaries


@dataclass(frozen=True)
class Killed:
    """A command to kill: the files it starts from (name -> template), what prepares them
    (commands run once), and the file it writes."""

    name: str
    files: tuple[tuple[str, str], ...]
    args: tuple[str, ...]
    target: str = "game.json"
    prepare: tuple[tuple[tuple[str, ...], bytes | None], ...] = ()
    input: bytes | None = None


def kinds(campaign: Campaign) -> list[Killed]:
    return campaign.once("kills", lambda: _kinds(campaign))


def _kinds(campaign: Campaign) -> list[Killed]:
    moves = script(campaign.template("middle"), random.Random(0), 8)
    return [
        Killed("move", (("game.json", "middle"),), ("move", "game.json", "-"), input=moves),
        Killed("bot", (("game.json", "bots"),), ("bot", "game.json")),
        Killed("undo", (("game.json", "undo"),), ("undo", "game.json", "--player", "alice")),
        Killed("new --force", (("game.json", "small"),),
               ("new", "game.json", "--players", "alice,bob,carol", "--level", "archmage",
                "--seed", "killed", "--force")),
        Killed("show --svg", (("game.json", "middle"), ("other.json", "other")),
               ("show", "game.json", "--svg", "view.svg"), "view.svg",
               prepare=((("show", "other.json", "--svg", "view.svg"), None),)),
        Killed("replay --html", (("game.json", "finished"), ("other.json", "other")),
               ("replay", "game.json", "--html", "page.html"), "page.html",
               prepare=((("replay", "other.json", "--html", "page.html"), None),)),
        Killed("score --svg", (("game.json", "finished"), ("other.json", "other")),
               ("score", "game.json", "--svg", "score.svg"), "score.svg",
               prepare=((("score", "other.json", "--svg", "score.svg"), None),)),
    ]


@dataclass(frozen=True)
class Prepared:
    """A kind's starting sandbox (games, warm cache and secret), the bytes its target holds
    before and after a run to the end, and how long that run took."""

    kind: Killed
    sandbox: Path
    old: bytes
    new: bytes
    seconds: float


def prepared(campaign: Campaign, index: int) -> Prepared:
    return campaign.once(("killed", index), lambda: _prepared(campaign, index))


def _prepared(campaign: Campaign, index: int) -> Prepared:
    kind = kinds(campaign)[index]
    box = Sandbox(campaign.root / "killed" / f"{index}" / "start")
    for name, template in kind.files:
        shutil.copyfile(campaign.template(template), box.games / name)
    for args, text in kind.prepare:
        done = box.run(*args, input=text)
        assert done.code == 0, (kind.name, done)
    old = (box.games / kind.target).read_bytes()
    trial = _copy(box, campaign.root / "killed" / f"{index}" / "trial")
    began = time.monotonic()
    done = trial.run(*kind.args, input=kind.input)
    assert done.code == 0, (kind.name, done)
    return Prepared(kind, box.root, old, (trial.games / kind.target).read_bytes(),
                    time.monotonic() - began)


def _copy(box: Sandbox, folder: Path, cache: bool = True) -> Sandbox:
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(box.root, folder, symlinks=True,
                    ignore=None if cache else shutil.ignore_patterns("cache"))
    return Sandbox(folder)


@family(rounds=12, about="SIGKILL at random moments of move, bot, undo, new --force, exports")
def kills(round: Round) -> None:
    index = round.rng.randrange(len(kinds(round.campaign)))
    start = prepared(round.campaign, index)
    kind, moment = start.kind, round.rng.choice(["any moment", "while writing", "near the end"])
    round.fault = f"{kind.name}, killed {moment}"
    round.box = box = _copy(Sandbox(start.sandbox), round.folder / "box",
                            cache=round.rng.random() < 0.7)
    target = box.games / kind.target
    began = time.monotonic()
    process = box.start(*kind.args, input=kind.input)
    _wait_for(moment, process, target, start.seconds, round.rng)
    stop(process)
    outcome = finished(process, kind.args, began)
    found = target.read_bytes() if target.exists() else None
    round.check(found in (start.old, start.new), "the file is neither its old bytes nor its new "
                "ones", outcome)
    if outcome.code == -9:
        round.count("killed")
        round.count("killed, the new bytes there" if found == start.new else
                    "killed, the old bytes there")
        round.count("killed, a temporary file left", bool(temporaries(box.games)))
        round.count("killed, a temporary file left in the cache", bool(temporaries(box.entries)))
    else:
        round.count("ended before the kill")
        round.sound(outcome)
    again = round.run(*kind.args, input=kind.input)
    if found == start.old:
        round.check(again.code == 0 and target.read_bytes() == start.new,
                    "the command run again did not give the new bytes", again)
    round.no_temporaries(box.games, after=again)
    valid = round.run("validate", "game.json")
    round.check(valid.code == 0, "the game file does not validate", valid)


def _wait_for(moment: str, process, target: Path, seconds: float, rng: random.Random) -> None:
    """Until the moment to kill: a random time of the command's run, of its last third, or the
    moment its temporary file appears beside ``target`` (and up to 2 ms more). ``seconds`` is
    the run's time to its end, the interpreter's exit included: a kill after 95 % of it finds
    most commands ended."""
    if moment == "any moment":
        time.sleep(rng.uniform(0, 0.95 * seconds))
    elif moment == "near the end":
        time.sleep(rng.uniform(0.65, 0.95) * seconds)
    else:
        deadline = time.monotonic() + 3 * seconds + 1
        while process.poll() is None and time.monotonic() < deadline:
            if temporaries(target.parent):
                time.sleep(rng.uniform(0, 0.002))
                return
