"""The game file under the command's feet (issue 16 items 1, 2 and 4): replaced or rewritten
while a command works on it, reached through symbolic links, read-only, and ``arena --out`` over
games already there."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import time
from pathlib import Path

from .campaign import Round, family
from .games import history, position, script
from .sandbox import Sandbox, finished, tree

# --- item 1: a file replaced or rewritten while a command works on it --------------------------


def _working(round: Round) -> tuple[tuple[str, ...], bytes | None, str]:
    """A command that works a while on game.json: the bots playing a whole game, or a script of
    moves; and the template it starts from."""
    if round.rng.random() < 0.5:
        return ("bot", "game.json"), None, "bots"
    moves = script(round.campaign.template("middle"), random.Random(1), 8)
    return ("move", "game.json", "-"), moves, "middle"


def _replace(path: Path, raw: bytes, how: str) -> None:
    """Put ``raw`` at ``path`` as other programs do, none of them taking seasons' lock."""
    if how == "mv":  # mv, a mail client saving an attachment: a new file renamed over it
        beside = path.with_name("incoming.json")
        beside.write_bytes(raw)
        os.replace(beside, path)
    elif how == "git checkout":  # git pull's checkout: the file removed, a new one written
        path.unlink()
        path.write_bytes(raw)
    elif how == "rewrite in place":  # the same file written over, then cut (dd conv=notrunc)
        with open(path, "r+b") as stream:
            stream.write(raw)
            stream.truncate()
    else:  # cp, cat >, an editor saving without a rename: the same file emptied, then written
        with open(path, "wb") as stream:
            stream.write(raw)


def _duration(round: Round, args, input: bytes | None, template: str) -> float:
    """How long the command takes on its template, measured once per campaign."""
    def measured() -> float:
        box = Sandbox(round.campaign.root / "measured" / args[0])
        shutil.copyfile(round.campaign.template(template), box.games / "game.json")
        began = time.monotonic()
        box.run(*args, input=input)
        return time.monotonic() - began
    return round.campaign.once(("duration", args[0]), measured)


@family(rounds=6, about="the game file replaced or rewritten while a command works on it")
def changed(round: Round) -> None:
    rng = round.rng
    args, input, template = _working(round)
    path = round.game(template)
    incoming = (position(path, round.folder / "pulled.json", rng, 1).read_bytes()
                if rng.random() < 0.5 else round.campaign.template("other").read_bytes())
    how = rng.choice(["mv", "git checkout", "rewrite in place", "truncate and write"])
    delay = rng.uniform(0, 1.1 * _duration(round, args, input, template))
    round.fault = f"{' '.join(args)}, the file replaced ({how}) after {delay * 1000:.0f} ms"
    began = time.monotonic()
    process = round.box.start(*args, input=input)
    time.sleep(delay)
    _replace(path, incoming, how)
    outcome = round.sound(finished(process, args, began))
    final = path.read_bytes()
    _check_nothing_lost(round, outcome, incoming, final)
    round.no_temporaries(after=outcome)


def _check_nothing_lost(round: Round, outcome, incoming: bytes, final: bytes) -> None:
    """The version put there is never lost: the file holds it, or the command's moves made on
    it (the command read it); never the command's moves on the version it replaced."""
    if final == incoming:
        round.count("refused, the file changed" if "changed while" in outcome.err
                    else "written before the change" if outcome.code == 0
                    else f"refused: {outcome.err[7:70].strip()}")
        return
    round.check("changed while" not in outcome.err, "refused as changed, yet written", outcome)
    try:
        extends = history(final)[:len(history(incoming))] == history(incoming)
    except (json.JSONDecodeError, KeyError, TypeError):
        extends = False
    round.check(extends, "the version put there meanwhile was lost", outcome)
    round.count("moved on the version put there")


# --- item 2: symbolic links -----------------------------------------------------------------------

def _linked(round: Round, template: str | None) -> tuple[list[Path], Path]:
    """games/game.json -> ... -> store/game.json: a chain of 1 to 3 links, relative or absolute,
    the last naming the file in another folder (which need not exist: a dangling link)."""
    store = round.box.root / "store"
    store.mkdir()
    target = store / "game.json"
    if template is not None:
        shutil.copyfile(round.campaign.template(template), target)
    links = [round.box.games / "game.json"] + [round.box.games / f"link-{n}.json"
                                              for n in range(round.rng.randrange(3))]
    chain = links + [target]
    for link, next_one in zip(chain, chain[1:]):
        text = next_one if round.rng.random() < 0.5 else os.path.relpath(next_one, link.parent)
        link.symlink_to(text)
    return links, target


LINKED = [  # (command, template; None: the link names no file yet)
    (("move", "game.json", "die", "2"), "small"),
    (("undo", "game.json", "--player", "alice"), "undo"),
    (("bot", "game.json"), "bots"),
    (("new", "game.json", "--players", "carol,dave", "--seed", "linked", "--force"), "small"),
    (("new", "game.json", "--players", "carol,dave", "--seed", "linked"), None),
    (("move", "game.json", "die", "2"), None),
    (("seat", "game.json", "bob", "--bot", "greedy", "--player", "bob"), "small"),
    (("score", "game.json", "--json"), "finished"),
]


@family(rounds=5, about="game files reached through symbolic links")
def links(round: Round) -> None:
    args, template = round.rng.choice(LINKED)
    links, target = _linked(round, template)
    round.fault = (f"{' '.join(args)} through {len(links)} link(s)"
                   + (" to nothing" if template is None else ""))
    texts = [os.readlink(link) for link in links]
    plain = _plain_twin(round, target)
    expected = plain.run(*args)
    outcome = round.run(*args)
    round.check((outcome.code, outcome.out, outcome.err)
                == (expected.code, expected.out, expected.err),
                "through a link, not what the same command does on the file itself (second)",
                outcome, expected)
    round.check([os.readlink(link) if link.is_symlink() else None for link in links] == texts,
                "a link was replaced or changed", outcome)
    round.check(_bytes(target) == _bytes(plain.games / "game.json"),
                "the file the links name is not what the command made of the file itself", outcome)
    round.no_temporaries(round.box.games, target.parent, after=outcome)
    round.count(f"exit {outcome.code}")


def _plain_twin(round: Round, target: Path) -> Sandbox:
    """The sandbox with the game as a plain file where the first link is (no link at all)."""
    plain = Sandbox(round.folder / "plain")
    if target.exists():
        shutil.copyfile(target, plain.games / "game.json")
    return plain


def _bytes(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


@family(rounds=2, about="--git through a link: the file it names is committed")
def git_links(round: Round) -> None:
    links, target = _linked(round, "small")
    for command in (["init", "-q"], ["add", "game.json"], ["commit", "-q", "-m", "the game"]):
        subprocess.run(["git", "-C", str(target.parent), *command], check=True,
                       capture_output=True, env=round.box.env())
    round.fault = f"move --git through {len(links)} link(s)"
    outcome = round.run("move", "game.json", "--git", "die", "2")
    round.check(outcome.code == 0 and all(link.is_symlink() for link in links),
                "the move through a link into a repository failed, or replaced a link", outcome)
    shown = subprocess.run(["git", "-C", str(target.parent), "show", "HEAD:game.json"],
                           capture_output=True, env=round.box.env()).stdout
    status = subprocess.run(["git", "-C", str(target.parent), "status", "--porcelain"],
                            capture_output=True, text=True, env=round.box.env()).stdout
    round.check(shown == target.read_bytes() and status == "",
                "the commit does not hold the file the link names", outcome)


# --- item 4: permissions ----------------------------------------------------------------------

WRITERS = [(("move", "game.json", "die", "2"), "small"), (("bot", "game.json"), "bots"),
           (("undo", "game.json", "--player", "alice"), "undo"),
           (("new", "game.json", "--players", "carol,dave", "--force"), "small"),
           (("seat", "game.json", "bob", "--bot", "greedy", "--player", "bob"), "small")]


@family(rounds=3, about="read-only game files, and arena --out over games already there")
def permissions(round: Round) -> None:
    if round.rng.random() < 0.3:
        return _arena(round)
    args, template = round.rng.choice(WRITERS)
    path = round.game(template, "store.json")
    mode = round.rng.choice([0o444, 0o400, 0o555, 0o440])
    path.chmod(mode)
    name = "game.json"
    if round.rng.random() < 0.3:
        (round.box.games / name).symlink_to("store.json")
    else:
        path.rename(round.box.games / name)
    round.fault = f"{' '.join(args)} on a file of mode {mode:o}"
    before = tree(round.box.games)
    outcome = round.run(*args)
    round.check((outcome.code, outcome.err) == (1, f"error: {name}: is read-only; nothing was "
                                                   f"written (chmod u+w {name} allows it)\n"),
                "a read-only file was not refused as such", outcome)
    round.check(tree(round.box.games) == before, "a read-only file was changed", outcome)
    shown = round.run("show", name)
    round.check(shown.code == 0, "a read-only file cannot be shown", shown)


def _arena(round: Round) -> None:
    games = round.rng.randint(1, 3)
    out = round.box.games / "games"
    out.mkdir()
    there = round.rng.randint(1, games + 1)
    (out / f"game-{there:03d}.json").write_text("mine\n")
    round.fault = f"arena of {games} games, game-{there:03d}.json already there"
    before = tree(out)
    outcome = round.run("arena", "--bots", "random,random", "--games", str(games), "--seed", "s",
                        "--jobs", "1", "--out", "games")
    if there <= games:
        round.check((outcome.code, outcome.err) == (
            1, f"error: games/game-{there:03d}.json: already exists; no game was played (choose "
               "another --out, or move the games there away)\n") and tree(out) == before,
            "arena did not refuse to write over a game already there", outcome)
    else:
        round.check(outcome.code == 0 and (out / f"game-{there:03d}.json").read_text() == "mine\n"
                    and len(os.listdir(out)) == games + 1,
                    "arena did not write its games beside another file", outcome)
