"""Faults of the cache of checked files (issue 16 item 5): entries corrupt, truncated, planted
(with another secret, copied from another file, an old pickle), FIFOs, links, folders, huge,
with the wrong modes; a secret others could read, cut short, a FIFO; folders that are files; a
full disk; a thousand entries of junk. None may change what a command prints, its exit code or
what it writes: each command is compared with a twin run with the cache off. None may hang a
command, and afterwards the cache is private (nothing in it readable by others)."""

from __future__ import annotations

import json
import marshal
import os
import pickle
import resource
import shutil
import signal
import stat
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path

from seasons_cli.gamefile import checked, load
from seasons_cli.gamefile.codec import dumps

from .campaign import Round, environment, family
from .games import choices
from .sandbox import Sandbox, tree

ATTACKER = b"the attacker's own secret, 32 b."


def seen_by(box: Sandbox) -> AbstractContextManager[None]:
    """The oracle's view: this process looks at the sandbox's cache with its secret, as the
    commands run there do (``checked`` reads the environment when it is asked)."""
    return environment(SEASONS_CACHE=str(box.root / "cache"), XDG_DATA_HOME=str(box.root / "data"))

def entry(box: Sandbox, raw: bytes) -> tuple[Path, bytes]:
    """Where the honest seasons of the sandbox keeps the entry of a file of bytes ``raw``, and
    that file's MAC (which only its secret gives), for the code as it is now (its identity found
    again: the sources may have changed since this process first looked)."""
    checked._code_identity.cache_clear()
    with seen_by(box):
        where, digest = checked.entry_of(raw)
    return Path(where), digest


def forged(file: Path) -> tuple[bytes, object]:
    """999 crystals for the first player in the stored state: the file's new bytes, and the game
    an entry would have to hold to make seasons show them."""
    game = load(file, in_full=True).game.copy()
    game.players[0].crystals = 999
    data = json.loads(file.read_bytes())
    data["state"]["players"][0]["crystals"] = 999
    file.write_text(dumps(data))
    return file.read_bytes(), game


# --- the faults: each makes one in the sandbox of a file that a command has read ---------------

Fault = Callable[[Round, Path], None]
FAULTS: dict[str, Fault] = {}


def fault(make: Fault) -> Fault:
    FAULTS[make.__name__.replace("_", " ")] = make
    return make


def _own(round: Round, file: Path) -> Path:
    return entry(round.box, file.read_bytes())[0]


@fault
def corrupt_entry(round: Round, file: Path) -> None:
    path = _own(round, file)
    data = bytearray(path.read_bytes())
    for _ in range(round.rng.randint(1, 4)):
        data[round.rng.randrange(len(data))] ^= 1 << round.rng.randrange(8)
    path.write_bytes(bytes(data))


@fault
def truncated_entry(round: Round, file: Path) -> None:
    path = _own(round, file)
    data = path.read_bytes()
    path.write_bytes(data[:round.rng.randrange(len(data))])


@fault
def forgery_with_the_attackers_own_entry(round: Round, file: Path) -> None:
    raw, game = forged(file)
    where, _ = entry(round.box, raw)
    checked.remember((str(where), ATTACKER), game, written=round.rng.random() < 0.5)


@fault
def forgery_with_the_honest_files_entry(round: Round, file: Path) -> None:
    honest = _own(round, file).read_bytes()
    raw, _ = forged(file)
    entry(round.box, raw)[0].write_bytes(honest)


@fault
def forgery_with_an_old_pickle(round: Round, file: Path) -> None:
    raw, game = forged(file)
    where = entry(round.box, raw)[0]
    where.write_bytes(pickle.dumps((game, False), 4))
    where.chmod(0o600)


@fault
def entry_with_the_right_tag_and_no_game(round: Round, file: Path) -> None:
    """What only the holder of the secret could make: a tag that fits, a payload that is no game."""
    where, digest = entry(round.box, file.read_bytes())
    payload = marshal.dumps(round.rng.choice([(1, 2, 3), ((..., "Game", 1), False), ([], True)]))
    where.write_bytes(checked._tag(digest, payload) + payload)


@fault
def fifo_at_the_entry(round: Round, file: Path) -> None:
    path = _own(round, file)
    path.unlink(missing_ok=True)
    os.mkfifo(path, 0o600)


@fault
def link_at_the_entry(round: Round, file: Path) -> None:
    path = _own(round, file)
    trap = round.box.root / "trap"
    choice = round.rng.choice(["fifo", "zero", "another entry", "dangling", "itself"])
    if choice == "fifo":
        os.mkfifo(trap)
    elif choice == "another entry":
        other = round.game("other", "other.json", round.box.root)
        round.box.run("show", other)  # its entry, under its own name
        trap = entry(round.box, other.read_bytes())[0]
    target = {"zero": Path("/dev/zero"), "itself": path}.get(choice, trap)
    path.unlink(missing_ok=True)
    path.symlink_to(target)


@fault
def folder_at_the_entry(round: Round, file: Path) -> None:
    path = _own(round, file)
    path.unlink(missing_ok=True)
    path.mkdir()
    (path / "x").write_text("x")


@fault
def entry_readable_by_others(round: Round, file: Path) -> None:
    _own(round, file).chmod(round.rng.choice([0o644, 0o666, 0o604, 0o000]))


@fault
def huge_entry(round: Round, file: Path) -> None:
    with open(_own(round, file), "r+b") as stream:
        stream.seek(checked.MAX_ENTRY + 10)
        stream.write(b"x")


@fault
def folders_of_an_old_seasons(round: Round, file: Path) -> None:
    """0755 folders, 0644 entries: what seasons made before issue 16."""
    for path in round.box.entries.iterdir():
        path.chmod(0o644)
    round.box.entries.chmod(0o755)
    round.box.entries.parent.chmod(0o755)


@fault
def secret_that_cannot_be_trusted(round: Round, file: Path) -> None:
    secret = round.box.root / "data" / "seasons" / checked.SECRET
    choice = round.rng.choice(["readable", "short", "fifo", "zero", "folder", "long"])
    if choice == "readable":
        secret.chmod(0o644)
        return
    data = secret.read_bytes()
    secret.unlink()
    if choice == "short":
        secret.write_bytes(data[:-1])
        secret.chmod(0o600)
    elif choice == "long":
        secret.write_bytes(data + b"x")
        secret.chmod(0o600)
    elif choice == "fifo":
        os.mkfifo(secret, 0o600)
    elif choice == "zero":
        secret.symlink_to("/dev/zero")
    else:
        secret.mkdir()


@fault
def folder_that_is_a_file(round: Round, file: Path) -> None:
    where = round.rng.choice([round.box.entries, round.box.entries.parent,
                              round.box.root / "data" / "seasons"])
    shutil.rmtree(where)
    where.write_text("not a folder\n")


@fault
def entries_folder_that_is_a_link(round: Round, file: Path) -> None:
    elsewhere = round.box.root / "elsewhere"
    shutil.move(round.box.entries, elsewhere)
    round.box.entries.symlink_to(elsewhere)


@fault
def junk_entries(round: Round, file: Path) -> None:
    for number in range(checked.TIDY_ABOVE + 50):
        path = round.box.entries / f"{number:040x}"
        path.write_bytes(b"junk")
        path.chmod(0o600)


def full_disk() -> None:
    """In the child: no file may grow past 2 KB (a game file, an entry), as on a full disk."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a signal
    resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048))


COMMANDS = (("show",), ("show", "--json"), ("score", "--json"), ("moves", "--json"),
            ("status",), ("replay", "--json"), ("validate",), ("move",), ("move",))  # move: twice
# as often: it reads the entry, then writes the file and an entry of its own


@family(rounds=12, about="faults of the cache of checked files")
def cache(round: Round) -> None:
    rng = round.rng
    name = rng.choice(list(FAULTS) + ["full disk"])
    file = round.game(rng.choice(["small", "middle", "finished"]))
    command = rng.choice(COMMANDS)
    if command == ("move",):
        options = choices(file)
        command = ("move", "end") if not options else ("move", "--player", *rng.choice(options))
    round.fault = f"{name}, then {' '.join(command)}"
    primed = round.run("show", file.name)  # the file seen before: its entry and the secret made
    round.check(primed.code == 0, "the game could not be shown", primed)
    if name != "full disk":
        FAULTS[name](round, file)
    limit = full_disk if name == "full disk" else None
    before = {part: tree(round.box.root / part) for part in ("cache", "data")}
    cached, _ = round.twin(command[0], file.name, *command[1:], limit=limit)
    if command[0] == "validate":
        round.check(all(tree(round.box.root / part) == made for part, made in before.items()),
                    "validate looked at the cache or the secret", cached)
    round.count(f"exit {cached.code}")
    round.check(cached.code != -9, "the command hung", cached)
    if command[0] != "validate" and cached.code != 2:  # which never look at the cache
        _check_private(round, cached)
    round.no_temporaries(*(folder for folder in (round.box.entries, round.box.root / "data")
                           if folder.is_dir()), after=cached)  # nothing killed: none is left


def _check_private(round: Round, after) -> None:
    """Nothing of the cache and the secret that others could read or write (a folder planted
    as an entry can only be left where it is)."""
    secret = round.box.root / "data" / "seasons"
    for folder in (round.box.entries.parent, round.box.entries, secret):
        if folder.is_dir() and not folder.is_symlink():
            round.check(not folder.stat().st_mode & 0o077,
                        f"{folder.name} is mode {stat.S_IMODE(folder.stat().st_mode):o}", after)
    if round.box.entries.is_dir() and not round.box.entries.is_symlink():
        for path in round.box.entries.iterdir():
            mode = path.lstat().st_mode
            if stat.S_ISREG(mode):
                round.check(not mode & 0o077, f"an entry is mode {stat.S_IMODE(mode):o}", after)
