"""What happened since a player last moved (issue 19 item 2): the digest ``seasons show --as`` and
``seasons play`` open with, in the words of ``seasons replay``, never naming a card its reader may
not see (R21.2)."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from rich.console import Console

from seasons_cli.bots import observe
from seasons_cli.cards.catalogue import CARDS
from seasons_cli.engine import Settings, legal_actions
from seasons_cli.gamefile import create, load, play_action
from seasons_cli.gamefile.undo import rebuild
from seasons_cli.reports.digest import digest, digest_of
from seasons_cli.reports.steps import steps
from seasons_cli.views.digest import DigestView

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "archmage-4p-finished.json"


def rendered(data: dict, width: int) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None, markup=False,
                      emoji=False, highlight=False)
    console.print(DigestView(data, "game.json"))
    return "\n".join(line.rstrip() for line in console.file.getvalue().splitlines())


@pytest.fixture(scope="module")
def midgame():
    """The 4-player archmage example after 267 moves: dave must act."""
    return rebuild(load(EXAMPLE), 267)


@pytest.mark.parametrize("width", [80, 60])
def test_the_digest_snapshot(midgame, width, snapshot):
    """dave's digest: the moves since his last one, and what followed each."""
    data = digest(midgame, 3)
    assert data["since"] < 267 and data["lines"][0]["kind"] == "move"
    assert rendered(data, width) == snapshot


def test_a_long_digest_tells_the_latest_moves_and_counts_the_others(midgame):
    data = digest(midgame, 3, limit=1)
    numbers = [line["number"] for line in data["lines"] if line["kind"] == "move"]
    assert numbers == [267] and data["earlier"] == data["moves"] - 1 > 1
    assert rendered(data, 80).splitlines()[1] == \
        f"{data['earlier']} earlier moves not shown (seasons replay game.json --as dave)"


def test_a_player_who_has_not_moved_reads_everything_and_one_who_just_moved_nothing():
    record = create(Settings(("alice", "bob"), "wizard", "digest"))
    record = play_action(record, legal_actions(record.game, 0)[0])
    assert digest(record, 1)["since"] == 0
    assert rendered(digest(record, 1), 80).splitlines() == [
        "Since the game began:", "   1. alice picked a card (pick 1 of 9)"]
    assert rendered(digest(record, 0), 80) == "Nothing has happened since your last move (move 1)."


# --- R21.2 over random games -------------------------------------------------------------------

def seen_by(game, seat: int) -> set[int]:
    """Every card ``seat`` may see in ``game`` (``bots.observe`` knows: all else is a handle)."""
    view = observe(game, seat).game
    cards = {view.top} if view.top else set()
    for player in view.players:
        cards |= {card.number for card in player.in_play}
        cards |= {n for zone in ("hand", "library2", "library3", "packet", "chosen")
                  for n in getattr(player, zone)}
    for decision in view.pending:
        cards |= set(decision.held) | set(decision.data.get("cards", []))
    return {card for card in cards if card > 0}  # a handle (negative) is a card hidden


def shown(outcomes: list[dict], name: str) -> set[int]:
    """Cards the outcomes show to ``name``: to everyone, or dealt to or looked at by them."""
    cards = {o["card"] for o in outcomes if o.get("card") and (
        o["kind"] in ("summon", "activate", "reveal", "no_room") or o.get("player") == name)}
    return cards | {n for o in outcomes if o["kind"] == "deal" and o["player"] == name
                    for n in o["cards"]}


NAMES = {card.name: number for number, card in CARDS.items()}


@pytest.mark.parametrize(("level", "players", "seed"), [("wizard", 2, 1), ("archmage", 3, 2),
                                                        ("archmage", 4, 3)])
def test_a_digest_never_names_a_card_its_reader_may_not_see(level, players, seed):
    """Each time a seat must act, its digest names only cards that seat saw at some moment since
    its last move (R21: its own cards, the cards in play, what was shown to all or to it). Picks,
    splits, draws kept or discarded face down and other hands stay unnamed."""
    names = ("alice", "bob", "carol", "dave")[:players]
    record, choose = create(Settings(names, level, f"digest-{seed}")), random.Random(seed)
    while not record.game.finished:
        record = play_action(record, choose.choice(legal_actions(record.game)))
    told = list(steps(create(record.settings).game, record.history))
    checked = 0
    for index, step in enumerate(told):
        for seat in {d.player for d in step.before.pending}:
            name = names[seat]
            data = digest_of(told[:index], name, limit=len(told))
            window = told[data["since"]:index]
            known = seen_by(step.before, seat)
            for earlier in window:
                known |= seen_by(earlier.before, seat) | shown(earlier.entry.outcomes, name)
            text = " ".join(f"{line['text']} {line.get('notation') or ''}" for line in data["lines"])
            named = {number for card, number in NAMES.items() if card in text}
            assert named <= known, (index, name, named - known, text)
            checked += len(window)
    assert checked > len(told)  # every move was in some other seat's digest
