"""Make the example games of examples/ with the tool's own game-file layer.

    python examples/make_examples.py

Each game is created with a fixed seed and played move by move through ``gamefile.play``
(exactly what ``seasons move`` does) by a simple, seeded heuristic player: summon the most
prestigious affordable card, activate what can be activated, transmute when it pays, otherwise
end the turn; every other decision is a seeded random choice. The games are real and replayable;
the play is not meant to be strong.

``fair/`` holds a fair game (docs/fair-play.md) played the same way by honest clients: each
seat's identity made from a fixed secret (``fair_identities``: published here, so never to be
used for a real game), each write the releases that seat may make and, when it has a decision,
the heuristic's move in the game as that seat sees it.
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


def choose(game: Game, chooser: random.Random, seat: int | None = None) -> Action:
    actions = legal_actions(game) if seat is None else legal_actions(game, seat)
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


def fair_identities(count: int) -> list:
    """The example players' identities: alice's secret is 32 bytes of 0xe1, bob's of 0xe2, ..."""
    from seasons_cli.protocol.identity import Identity

    names = ("alice", "bob", "carol", "dave")[:count]
    return [Identity(name, bytes([0xE1 + seat]) * 32) for seat, name in enumerate(names)]


def make_fair(path: Path, players: tuple[str, ...], level: str, nonce: str) -> None:
    """A fair game from the joins to the end, each write as ``seasons status`` says it is due:
    a release the game awaits (``seasons sync``), else a move of the seat to decide."""
    from seasons_cli.gamefile import fair

    people = fair_identities(len(players))
    record = create(Settings(players, level, nonce, trust="fair"))
    for seat, person in enumerate(people):
        record = fair.join(record, person, seat)
    chooser = random.Random(nonce)
    while not record.game.finished:
        waiting = fair.situation(record)
        seat = waiting[0][0] if waiting else record.game.pending[0].player
        game = fair.preview(record, people[seat], seat)
        if not any(decision.player == seat for decision in game.pending):
            record = fair.sync(record, people[seat], seat)
            continue
        action = choose(game, chooser, seat)
        record = fair.play(record, people[seat], seat, [format_action(game, action)])
    save(path, record)
    print(f"{path.name}: {len(record.history)} entries, finished={record.game.finished}")


if __name__ == "__main__":
    make(HERE / "apprentice-2p-finished.json", ("alice", "bob"), "apprentice", "example-1", decks=(1, 3))
    make(HERE / "wizard-4p-finished.json", ("alice", "bob", "carol", "dave"), "wizard", "example-2")
    make(HERE / "wizard-3p-unfinished.json", ("alice", "bob", "carol"), "wizard", "example-3", stop_after=120)
    make(HERE / "archmage-4p-finished.json", ("alice", "bob", "carol", "dave"), "archmage", "example-4")
    make_fair(HERE / "fair" / "archmage-4p-finished.json", ("alice", "bob", "carol", "dave"),
              "archmage", "e5" * 32)
