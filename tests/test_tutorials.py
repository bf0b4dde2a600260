"""The tutorials and the cookbook are run (issue 6 point 9): every ```sh block of each document,
in order, as one bash script in an empty folder, with ``seasons`` on the PATH. A command that
fails stops the script and the test names its block.

Blocks marked ```bash, ```text, ```yaml and so on are shown but not run (commands that wait,
files to copy). Blocks that use jq are left out when jq is not installed; a document that plays
its game with jq (the fair tutorial) is skipped then. What a document says its commands print is
checked against what they printed (``CLAIMS``).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = ("tutorial-email.md", "tutorial-git.md", "tutorial-fair.md", "tutorial-sealed.md",
             "cookbook.md")
BLOCK = re.compile(r"^```sh\n(.*?)^```$", re.S | re.M)
NEEDS_JQ = {"tutorial-fair.md", "tutorial-sealed.md"}  # their games are played by a loop over
# 'seasons moves --json | jq'


def runnable_blocks(document: str) -> list[str]:
    blocks = BLOCK.findall((ROOT / "docs" / document).read_text())
    if shutil.which("jq") is None:
        blocks = [block for block in blocks if not re.search(r"\bjq\b", block)]
    return blocks


def environment(folder: Path) -> dict[str, str]:
    """``seasons`` as a command (this checkout's package), a home of its own, a fixed git author."""
    bin_dir = folder / ".bin"
    bin_dir.mkdir()
    shim = bin_dir / "seasons"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m seasons_cli "$@"\n')
    shim.chmod(0o755)
    env = {key: value for key, value in os.environ.items() if not key.startswith(("GIT_", "_SEASONS"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # set on some machines: every command would compile
    # the package again (~0.35 s a process); the bytecode goes to the folder, not the checkout
    return {**env, "PATH": f"{bin_dir}:{env['PATH']}", "PYTHONPATH": str(ROOT), "HOME": str(folder),
            "PYTHONPYCACHEPREFIX": str(folder / ".pycache"),
            "SEASONS_CONFIG": str(folder / ".config.toml"), "NO_COLOR": "1", "COLUMNS": "100",
            "GIT_AUTHOR_NAME": "Tutorial", "GIT_AUTHOR_EMAIL": "tutorial@example.org",
            "GIT_COMMITTER_NAME": "Tutorial", "GIT_COMMITTER_EMAIL": "tutorial@example.org",
            "GIT_CONFIG_NOSYSTEM": "1"}


def script(blocks: list[str]) -> str:
    """One script; a line on stderr before each block says which one runs."""
    parts = ["set -euo pipefail\n"]
    for number, block in enumerate(blocks, start=1):
        parts.append(f"echo '>>> block {number}' >&2\n{block}")
    return "".join(parts)


def fair_claims(printed: str) -> None:
    """What tutorial-fair.md says its game does: to whom each email of the opening goes, that
    the older copy is refused, that the game ends with a final score, and that each player's
    validate says the file is valid, finished, with the same number of entries."""
    assert re.findall(r"^To: (.*)$", printed, re.M) == [
        "alice",  # section 3: carol's sync for the setup
        "alice", "carol", "bob", "alice", "carol", "bob",  # section 4: the split
        "alice", "bob", "carol", "alice",  # bob's sync for the roll, then the dice of round 1
        "every player"]  # section 7: the last write
    assert "bob must run seasons sync: alice's roll of round 1 waits for them\n" in printed
    assert re.search(r"^Dice of round 1 \(winter dice\)$", printed, re.M)
    assert "error: ../older.json: this file ends at move 5, but you have seen move 15" in printed
    valid = re.findall(r"^game\.json: valid \(fair game: (\d+) entries, each signed by its "
                       r"player's key; finished\)$", printed, re.M)
    assert len(valid) == 3 and len(set(valid)) == 1 and int(valid[0]) > 100
    assert re.search(r"^Final score: (alice|bob|carol) wins$|^Final score: .* share the victory$",
                     printed, re.M)
    assert re.search(r"^the game is over: .*\(seasons score game\.json\)$", printed, re.M)


def sealed_claims(printed: str) -> None:
    """What tutorial-sealed.md says its game does: the setup's and the draft's status lines,
    the draft and split in 27 writes, carol's screen (her cards named, alice's counted), no card
    of carol's hand in the file or the repository, a changed pick refused by the hook, the last
    shares named by status, each player's verify --final line, the push that lost a race."""
    lines = printed.splitlines()
    setup = "must run seasons sync: the setup (the dice and the cards dealt) waits for them"
    assert f"alice, bob and carol {setup}" in lines and f"waiting: bob and carol {setup}" in lines
    assert "waiting: bob and alice must run seasons sync: alice, bob and carol wait for their " \
        "shares" in lines
    assert "alice must run seasons sync: bob and carol wait for their shares" in lines
    assert "27 writes for the draft and the split" in lines
    assert "carol must run seasons sync: alice's roll of round 1 waits for them" in lines
    carol = printed[printed.index("─ carol (you)"):]
    hand = carol[carol.index("│ hand"):carol.index("│ library II")].splitlines()
    assert len(hand) == 3 and "cards" not in hand[0]
    alice = printed[printed.index("─ alice"):printed.index("─ carol (you)")]
    assert "│ hand         3 cards" in alice and "│ library III  3 cards" in alice
    seen_as_alice = [line for line in lines if re.match(r"│ (hand|library)", line)][-9:]
    assert all(re.fullmatch(r"│ (hand|library II|library III) +\d+ cards? +│", line)
               for line in seen_as_alice)  # counts only, carol's own panel's too
    clean = lines.index("no card of carol's hand is named in the file or the repository")
    names = lines[clean - 3:clean]  # carol's hand, as 'show --json' names it: the cards grepped
    assert all(any(f" {name} " in line for line in hand) for name in names)
    assert not any(line.startswith("found: ") for line in lines)
    assert re.search(r"^error: .*\.history\[7\]\.signature: entry 8 \(alice: 'pick h\d+'\) is "
                     r"not signed by alice's key", printed, re.M)
    assert "the hook refused the commit" in lines
    owing = [line for line in lines if line.endswith("the game is over and waits for their last "
                                                     "shares (seasons verify --final)")]
    assert len(owing) == 1 and re.match(r"game over: .*; .* must run seasons sync: ", owing[0])
    assert lines[lines.index(owing[0]) + 1] == owing[0].split(";")[0]  # once they have synced
    final = re.findall(r"^games/sealed\.json: every hidden card read and the game replayed in the "
                       r"open: (\d+) moves, each legal with every card known$", printed, re.M)
    assert len(final) == 3 and len(set(final)) == 1 and int(final[0]) > 150
    assert "push refused: bob pushed first" in lines
    assert "error: ../theirs.json: this file rewrites move 2, which you saw as carol joined (this " \
        "file has bob joined): someone changed the game's history; 'seasons verify " \
        "../theirs.json' shows both versions" in lines


CLAIMS = {"tutorial-fair.md": fair_claims, "tutorial-sealed.md": sealed_claims}


@pytest.mark.parametrize("document", DOCUMENTS)
def test_every_command_of_the_document_succeeds(document, tmp_path):
    if document in NEEDS_JQ and shutil.which("jq") is None:
        pytest.skip(f"{document} plays its game with jq, which is not installed")
    blocks = runnable_blocks(document)
    assert len(blocks) >= 5, f"{document} should show its steps in runnable ```sh blocks"
    result = subprocess.run(["bash", "-c", script(blocks)], cwd=tmp_path, env=environment(tmp_path),
                            capture_output=True, text=True, timeout=600)
    started = re.findall(r">>> block (\d+)", result.stderr) or ["?"]
    assert result.returncode == 0, (f"{document}: block {started[-1]} failed "
                                    f"(exit {result.returncode}):\n{result.stderr[-2000:]}")
    CLAIMS.get(document, lambda printed: None)(result.stdout)
