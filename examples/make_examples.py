"""Make the example games of examples/ with the tool's own game-file layer.

    python examples/make_examples.py

Each game is created with a fixed seed and played move by move through ``gamefile.play``
(exactly what ``seasons move`` does) by a simple, seeded heuristic player: summon the most
prestigious affordable card, activate what can be activated, transmute when it pays, otherwise
end the turn; every other decision is a seeded random choice. The games are real and replayable;
the play is not meant to be strong.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from seasons_cli.cards.catalogue import CARDS  # noqa: E402
from seasons_cli.engine import Action, Game, Settings, legal_actions  # noqa: E402
from seasons_cli.engine import energy as en  # noqa: E402
from seasons_cli.engine.core import payment_total  # noqa: E402
from seasons_cli.gamefile import create, play, save  # noqa: E402
from seasons_cli.notation import format_action  # noqa: E402

HERE = Path(__file__).resolve().parent


def value(game: Game, action: Action) -> float:
    """How much the heuristic likes a step-C action (higher first)."""
    if action.kind == "summon":
        return 10 + CARDS[action.args[0]].prestige
    if action.kind == "activate":
        return 8
    if action.kind == "transmute":
        tokens = en.total(payment_total(action.args[0]))
        late = game.year == 3 and game.space >= 10
        return 5 + tokens if late or tokens >= 4 else -1
    return -2 if action.kind == "bonus" else 0  # "end" scores 0


def choose(game: Game, chooser: random.Random) -> Action:
    actions = legal_actions(game)
    if any(a.kind == "end" for a in actions):
        return max(actions, key=lambda a: (value(game, a), -actions.index(a)))
    return chooser.choice(actions)


def make(path: Path, players: tuple[str, ...], level: str, seed: str, stop_after: int | None = None,
         decks: tuple[int, ...] | None = None) -> None:
    record = create(Settings(players, level, seed, decks=decks))
    chooser = random.Random(seed)
    while not record.game.finished and (stop_after is None or len(record.history) < stop_after):
        action = choose(record.game, chooser)
        record = play(record, format_action(record.game, action), action.player)
    save(path, record)
    print(f"{path.name}: {len(record.history)} moves, finished={record.game.finished}")


if __name__ == "__main__":
    make(HERE / "apprentice-2p-finished.json", ("alice", "bob"), "apprentice", "example-1", decks=(1, 3))
    make(HERE / "wizard-4p-finished.json", ("alice", "bob", "carol", "dave"), "wizard", "example-2")
    make(HERE / "wizard-3p-unfinished.json", ("alice", "bob", "carol"), "wizard", "example-3", stop_after=120)
    make(HERE / "archmage-4p-finished.json", ("alice", "bob", "carol", "dave"), "archmage", "example-4")
