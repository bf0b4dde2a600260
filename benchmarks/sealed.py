"""The computation and size figures of sealed games' cryptography (fair-play.md §6.8, issue 18
item 7) that the library alone can measure: one command prints every figure, its target and
whether it is met, in the table of ``benchmarks/run.py``.

    .venv/bin/python benchmarks/sealed.py            # the full run (~15 s)
    .venv/bin/python benchmarks/sealed.py --quick    # fewer repetitions

- S1, S2: a shuffle of 100 cards (the archmage deck) with its proof, made and checked: each
  under 2 s. Medians of several runs; the pure-Python reference work of ``run.py`` is timed
  after each, and a note says when the host ran slow (these are absolute times).
- S3: the file of a finished 4-player sealed archmage game, estimated from the shuffles and
  shares its flows need (§6.2-§6.5), counted by replaying the example game of ``run.py``
  (examples/archmage-4p-finished.json): under 4 MB with every byte written as hex.
- S4-S7, measured on a real file: a 4-player sealed archmage game played to the end by the
  honest clients of the tests (``tests/sealed/players.py``, in a data folder and a cache of
  their own): S4 its file under 4 MB; S5 its first full load (every signature and proof
  checked) under 10 s; S6 the first command on a file received after a round of the table (the
  file at year 2, new bytes to a reader whose last write, before the round, left the history
  up to it checked: the round's entries checked in full, ``fair.from_data``) under 1 s, and,
  for information, the same file to a reader who checked none of it (a full check); S7 a
  command on a file already checked (``seasons show FILE --json``, a process of its own, the
  checked-file cache answering with the game and the deck, bytecode compiled as an installed
  ``seasons`` has it) within 2x the same command on the open example game of ``run.py``, each
  timed just after the other; and, for information, the same command run by a seat's holder
  (alice's identity in a data folder of its own), which also reads her cards with her secret.
- For information: the largest shuffle (188 cards, both expansions), a share with its proof
  (made and checked), a key proof checked, an encrypted share made and checked, the proofs'
  sizes, and what K = 128 cut-and-choose (§6.2 (a)) would cost here, estimated from the time
  of re-masking 100 cards: K times that to make (the auxiliary shuffles), and as many to check
  (each auxiliary shuffle recomputed from its seed or checked against the output), also as a
  ratio to S2's check timed beside it.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import run  # noqa: E402  (the table, the rows and the reference work of benchmarks/run.py)

from seasons_cli.protocol.constants import (  # noqa: E402
    ENCRYPTED_SHARE_PROOF_SIZE, ENCRYPTED_SHARE_SIZE, KEY_PROOF_SIZE, MASKED_CARD_SIZE,
    MAX_SHUFFLE_CARDS, POINT_SIZE, SHARE_PROOF_SIZE,
)
from seasons_cli.protocol.group import Scalar, base  # noqa: E402
from seasons_cli.protocol.masking import initial_deck, joint_key, remask  # noqa: E402
from seasons_cli.protocol.proofs import (  # noqa: E402
    Context, check_encrypted_share, check_key, check_share, encrypt_share, prove_key, prove_share,
)
from seasons_cli.protocol.shuffle import check_shuffle, shuffle, shuffle_proof_size  # noqa: E402

PLAYERS = 4
K = 128  # the cut-and-choose of §6.2 (a), for the estimate
SHARE_BYTES = POINT_SIZE + SHARE_PROOF_SIZE  # a share with its proof
MB = 1_000_000


def secret(label: str) -> Scalar:
    return Scalar.from_digest(hashlib.sha512(label.encode()).digest())


class Table:
    """Four players' secrets and keys, a game and the 188-card deck of both expansions."""

    def __init__(self) -> None:
        self.secrets = [secret(f"benchmark {seat}") for seat in range(PLAYERS)]
        self.keys = [base(x) for x in self.secrets]
        self.joint = joint_key(self.keys)
        self.genesis = hashlib.sha256(b"benchmark genesis").digest()
        self.context = Context(self.genesis, 5, hashlib.sha256(b"prev").digest(), 1)
        numbers = [n for n in (*range(1, 51), *range(101, 121), *range(201, 222),
                               *range(301, 304)) for _ in (0, 1)]
        self.deck = initial_deck(self.genesis, numbers, self.joint)


def median_of(work: Callable[[], object], repeat: int, batch: int = 1) -> tuple[float, list[float]]:
    """Median seconds of one call over ``repeat`` batches; and the reference work's times,
    one after each batch."""
    times, reference = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(batch):
            work()
        times.append((time.perf_counter() - start) / batch)
        reference.append(run.timed(run.reference_work))
    return statistics.median(times), reference


def shuffles(table: Table, n: int, repeat: int) -> tuple[float, float, list[float]]:
    """Median seconds to make and to check a shuffle of n cards; the reference work's times."""
    cards = table.deck[:n]
    made = shuffle(cards, table.joint, table.context, table.secrets[1])
    make, reference = median_of(
        lambda: shuffle(cards, table.joint, table.context, table.secrets[1]), repeat)
    check, more = median_of(
        lambda: check_shuffle(cards, made.output, made.proof, table.joint, table.context), repeat)
    return make, check, reference + more


def shuffle_rows(table: Table, repeat: int) -> tuple[list[run.Row], list[float]]:
    make, check, reference = shuffles(table, 100, repeat)
    big_make, big_check, _ = shuffles(table, MAX_SHUFFLE_CARDS, max(1, repeat // 2))
    size = shuffle_proof_size(100)
    rows = [
        ("S1 shuffle of 100, make", make * 1000, "<= 2000 ms", make <= 2,
         f"{make * 1000:.0f} ms median of {repeat}, proof {size / 1024:.1f} KiB"),
        ("S2 shuffle of 100, check", check * 1000, "<= 2000 ms", check <= 2,
         f"{check * 1000:.0f} ms median of {repeat}"),
        (f"  shuffle of {MAX_SHUFFLE_CARDS}, make", big_make * 1000, "(info) ms", None,
         f"proof {shuffle_proof_size(MAX_SHUFFLE_CARDS) / 1024:.1f} KiB"),
        (f"  shuffle of {MAX_SHUFFLE_CARDS}, check", big_check * 1000, "(info) ms", None, ""),
    ]
    return rows, reference


def cut_and_choose_row(table: Table, repeat: int) -> run.Row:
    """K = 128 cut-and-choose of 100 cards, estimated: K auxiliary shuffles of 100 re-maskings
    each, to make and again to check. Each batch of 100 re-maskings is timed just after a check
    of S2's shuffle, and the ratio is the median over those pairs (``run.paired_ratio``), so
    that a change of the host's speed within the run does not skew it."""
    cards = table.deck[:100]
    made = shuffle(cards, table.joint, table.context, table.secrets[1])
    checks, batches = [], []
    for _ in range(repeat):
        checks.append(run.timed(
            lambda: check_shuffle(cards, made.output, made.proof, table.joint, table.context)))
        batches.append(run.timed(lambda: [remask(card, 12345, table.joint) for card in cards]))
    estimate = K * statistics.median(batches)
    ratio = K * run.paired_ratio(checks, batches)
    return (f"  K={K} cut-and-choose of 100", estimate * 1000, "(info) ms", None,
            f"estimated: {K} x 100 re-maskings to make and as many to check, {ratio:.0f}x S2's "
            "check (paired)")


def proof_rows(table: Table, repeat: int) -> list[run.Row]:
    """Shares, key proofs, encrypted shares and one re-masking, in microseconds."""
    x, key, card, context, joint = (table.secrets[1], table.keys[1], table.deck[7],
                                    table.context, table.joint)
    share, share_proof = prove_share(x, card, context, joint)
    key_proof = prove_key(x, context)
    encrypted, encrypted_proof = encrypt_share(x, card, table.keys[2], context, joint)
    timings = {
        "share + proof, make": lambda: prove_share(x, card, context, joint),
        "share + proof, check": lambda: check_share(key, card, share, share_proof, context, joint),
        "key proof, check": lambda: check_key(key, key_proof, context),
        "encrypted share, make": lambda: encrypt_share(x, card, table.keys[2], context, joint),
        "encrypted share, check": lambda: check_encrypted_share(
            key, table.keys[2], card, encrypted, encrypted_proof, context, joint),
        "one re-masking": lambda: remask(card, 12345, joint),
    }
    sizes = {"share + proof, make": f"{SHARE_BYTES} B with the share",
             "key proof, check": f"{KEY_PROOF_SIZE} B",
             "encrypted share, make": f"{ENCRYPTED_SHARE_SIZE + ENCRYPTED_SHARE_PROOF_SIZE} B "
                                      "with its proof"}
    rows = []
    for label, work in timings.items():
        seconds, _ = median_of(work, repeat, batch=50)
        rows.append((f"  {label}", seconds * 1e6, "(info) us", None, sizes.get(label, "")))
    return rows


# --- The size of a finished sealed game ---------------------------------------------------------

def shuffled_bytes(n: int) -> int:
    """A shuffle of n pairs in a file: its output pairs and its proof."""
    return n * MASKED_CARD_SIZE + shuffle_proof_size(n)


def example_counts() -> dict[str, object]:
    """What the example 4-player archmage game did that sealed games pay for: the hand size at
    every dice choice (R8.2, each hand shuffled then), the draws and looks, the reveals
    (summons and discards) and the reshuffles of the discard pile (their sizes)."""
    from seasons_cli.engine import apply, new_game
    from seasons_cli.gamefile import load
    from seasons_cli.gamefile.record import entry_action

    record = load(run.EXAMPLE)
    game = new_game(record.settings)
    hands, reshuffles, draws, reveals = [], [], 0, 0
    for entry in record.history:
        action = entry_action(record.settings, entry)
        if action.kind == "die":
            hands.append(len(game.players[action.player].hand))
        pile = len(game.draw_pile)
        game = apply(game, action)
        if len(game.draw_pile) > pile:
            reshuffles.append(len(game.draw_pile))
        draws += sum(outcome["kind"] in ("draw", "look") for outcome in entry.outcomes)
        reveals += action.kind in ("summon", "discard")
    return {"hands": hands, "reshuffles": reshuffles, "draws": draws, "reveals": reveals,
            "players": len(record.settings.players)}


def file_estimate(counts: dict[str, object]) -> tuple[int, dict[str, int]]:
    """Bytes of the cryptography a finished sealed game's file holds (§6 only: the entries'
    signatures and dice links are the fair games' and not counted), by flow. An upper bound:
    every pair out of every shuffle but the deck's gets a share from each other player, every
    hand is shuffled every round, and every reveal is a share with its proof."""
    others = PLAYERS - 1
    hands: list[int] = counts["hands"]  # type: ignore[assignment]
    reshuffles: list[int] = counts["reshuffles"] or [50]  # type: ignore[assignment]
    draft = range(2, 10)  # packets of 9 .. 2 pairs, shuffled before each pick (§6.5)
    parts = {
        "joins": PLAYERS * (POINT_SIZE + KEY_PROOF_SIZE),
        "deck shuffles": PLAYERS * shuffled_bytes(100),
        "deal": 9 * PLAYERS * others * SHARE_BYTES,
        "draft": PLAYERS * sum(shuffled_bytes(k) + k * others * SHARE_BYTES for k in draft),
        "split": PLAYERS * (shuffled_bytes(9) + 9 * others * SHARE_BYTES),
        "hands": sum(shuffled_bytes(h) + h * others * SHARE_BYTES for h in hands if h >= 2),
        "draws": counts["draws"] * others * SHARE_BYTES,  # type: ignore[operator]
        "reveals": counts["reveals"] * SHARE_BYTES,  # type: ignore[operator]
        "reshuffles": sum(PLAYERS * shuffled_bytes(n) for n in reshuffles),
        "final release": 100 * PLAYERS * SHARE_BYTES,
    }
    return sum(parts.values()), parts


def size_row(counts: dict[str, object]) -> run.Row:
    raw, parts = file_estimate(counts)
    hexed = 2 * raw / MB
    biggest = sorted(parts.items(), key=lambda item: -item[1])[:3]
    detail = (f"raw {raw / 1024:.0f} KiB, as hex; most in "
              + ", ".join(f"{name} {size / 1024:.0f} KiB" for name, size in biggest))
    return ("S3 sealed 4p archmage file", hexed, "<= 4 MB", hexed <= 4, detail)


def file_rows(repeat: int) -> list[run.Row]:
    """S4-S7 on files of a real game (see the docstring)."""
    import os
    import tempfile

    folder = tempfile.mkdtemp(prefix="sealed-bench-")
    os.environ.update(XDG_DATA_HOME=os.path.join(folder, "data"),
                      SEASONS_CACHE=os.path.join(folder, "cache"))
    from seasons_cli.gamefile import fair, save
    from seasons_cli.gamefile.files import load
    from tests.sealed.games import walk
    from tests.sealed.players import play_game

    record, people, _ = play_game(4, "archmage", rng=4, nonce="be" * 32)
    year_2 = next(step.entry.number for step in walk(record) if step.game.year >= 2)
    middle = fair.prefix(record, year_2)
    before = fair.prefix(middle, last_write_before_a_round(middle))
    paths = {name: os.path.join(folder, f"{name}.json")
             for name in ("before", "middle", "finished")}
    for name, written in (("before", before), ("middle", middle), ("finished", record)):
        save(paths[name], written)
    size = os.path.getsize(paths["finished"]) / MB
    full, _ = median_of(lambda: load(paths["finished"], in_full=True), max(1, repeat // 4))
    os.environ["XDG_DATA_HOME"] = os.path.join(folder, "reader")  # whose journal ends earlier
    unseen, _ = median_of(lambda: load(paths["middle"], in_full=True), max(1, repeat // 4))
    received = statistics.median(received_after_a_round(folder, paths)
                                 for _ in range(max(1, repeat // 2)))
    opened = str(ROOT / "examples" / "archmage-4p-finished.json")
    env = run.environment()
    # An installed ``seasons`` has its bytecode compiled, as ``run.children`` measures P1-P7.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(folder, "pycache")
    commands = {name: [*run.SEASONS, "show", path, "--json"]
                for name, path in (("sealed", paths["finished"]), ("open", opened),
                                   ("holder", paths["finished"]))}
    envs = {"sealed": env, "open": env, "holder": holder_environment(env, folder, people[0])}
    times: dict[str, list[float]] = {name: [] for name in commands}
    for name, argv in commands.items():  # the first of each fills the cache
        run.run_child(argv, envs[name], ROOT)
    for _ in range(repeat):  # paired, one after the other
        for name, argv in commands.items():
            times[name].append(run.run_child(argv, envs[name], ROOT)[0])
    cached, open_cached, held = (statistics.median(times[name])
                                 for name in ("sealed", "open", "holder"))
    ratio = cached / open_cached
    return [
        ("S4 sealed 4p file (real)", size, "<= 4 MB", size <= 4,
         f"{len(record.history)} entries"),
        ("S5 first full load, 4p", full, "<= 10 s", full <= 10, "every signature and proof"),
        ("S6 first command after a round", received, "<= 1 s", received <= 1,
         f"{received * 1000:.0f} ms: the file at year 2, "
         f"{len(middle.history) - len(before.history)} entries new to a reader who checked its "
         f"first {len(before.history)}"),
        ("  the same, none checked before", unseen, "(info) s", None,
         f"all {len(middle.history)} entries checked"),
        ("S7 checked file vs open game", ratio, "<= 2x", ratio <= 2,
         f"show --json, both files checked before: sealed {cached * 1000:.0f} ms, open "
         f"{open_cached * 1000:.0f} ms"),
        ("  the same, run by alice", held / open_cached, "(info) x", None,
         f"{held * 1000:.0f} ms: her seat's cards read with her secret"),
    ]


def holder_environment(env: dict[str, str], folder: str, person: Any) -> dict[str, str]:
    """``env`` with a data folder of its own holding ``person``'s identity: whoever runs
    seasons there holds that seat, and ``show`` reads its cards (``sealed.seen_by``)."""
    import os

    from seasons_cli.protocol.identity import save_identity

    data = os.path.join(folder, "holder")
    kept = os.environ["XDG_DATA_HOME"]  # file_rows' own
    os.environ["XDG_DATA_HOME"] = data
    try:
        save_identity(person)
    finally:
        os.environ["XDG_DATA_HOME"] = kept
    return {**env, "XDG_DATA_HOME": data}


def last_write_before_a_round(record: Any) -> int:
    """The number of the last entry whose author then waited for every other player: the
    history that author checked (wrote) before the round of the table that ``record`` ends."""
    players = set(record.settings.players)
    authors = [entry.player for entry in record.history]
    return next(number for number in range(len(authors), 0, -1)
                if set(authors[number:]) == players - {authors[number - 1]})


def received_after_a_round(folder: str, paths: dict[str, str]) -> float:
    """S6, seconds: a reader new to the game (a journal and a cache of their own) loads the
    file of their last write, which their write leaves checked, then, timed, the file back from
    the table (new bytes): the round's entries checked in full (``fair.from_data``)."""
    import os
    import tempfile

    from seasons_cli.gamefile.files import load

    kept = {name: os.environ[name] for name in ("XDG_DATA_HOME", "SEASONS_CACHE")}
    os.environ.update(XDG_DATA_HOME=tempfile.mkdtemp(dir=folder),
                      SEASONS_CACHE=tempfile.mkdtemp(dir=folder))
    try:
        load(paths["before"])
        start = time.perf_counter()
        load(paths["middle"])
        return time.perf_counter() - start
    finally:
        os.environ.update(kept)


def measure(repeat: int) -> tuple[list[run.Row], list[str]]:
    table = Table()
    rows, reference = shuffle_rows(table, repeat)
    fastest = min(reference)
    notes = []
    for index, row in enumerate(rows[:2]):
        rows[index], note = run.host_speed(row, reference[index * repeat:(index + 1) * repeat],
                                           fastest)
        if note:
            notes.append(note)
    rows.insert(2, size_row(example_counts()))
    rows += file_rows(repeat)
    rows += [*proof_rows(table, repeat), cut_and_choose_row(table, repeat)]
    return rows, notes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    options = parser.parse_args()
    rows, notes = measure(3 if options.quick else 11)
    print(run.table(rows))
    for note in notes:
        print(note)
    return 0 if all(row[3] is not False for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
