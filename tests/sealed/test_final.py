"""``seasons verify --final`` (fair-play.md §6.7, issue 18 point 5): once a sealed game is over
and its last shares are in, every card is read and the game replayed in the open; a cheat a
handle hid is found and attributed to its entry and its player.

The cheat: bob summons a card he never held. His client names a hidden card of his hand as
another card, and reveals it; every other seat's ``seasons`` would refuse that reveal (the card
read from the shares is not the card named: ``SealedReplay.revealed``), so the test plays the
game with readers that do not check that (``lax_readers``): the audit is what holds such a
reader, or a weakness nobody knows of yet, to account."""

from __future__ import annotations

import random

import pytest

from seasons_cli.cards.catalogue import CARDS, LEVEL_CARDS
from seasons_cli.engine import legal_actions
from seasons_cli.engine.viewpoint import materialize
from seasons_cli.gamefile import fair, save
from seasons_cli.gamefile.final import audit
from seasons_cli.gamefile.sealed import SealedReplay, view_with
from seasons_cli.notation import format_action
from seasons_cli.protocol.errors import ProtocolError
from tests.fair.people import Table
from tests.sealed.games import finished
from tests.sealed.players import can_move, joined, next_writer, play_game, play_write, probe

BOB = 1


@pytest.fixture
def lax_readers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every reader takes a reveal's card to be the card the move names, unchecked."""
    _lax(monkeypatch)


def _summon_never_held(record: fair.FairRecord,
                       people: list) -> tuple[fair.FairRecord, int, str] | None:
    """Bob's write, if he can move now: a summon of a card he never held, made by naming a
    hidden card of his hand as it; the record, the entry and the card's slug."""
    client = fair.client_for(record, people[BOB], BOB)
    seen = probe(client)  # type: ignore[arg-type]
    if not can_move(seen) or not any(d.player == BOB and d.kind == "main"
                                     for d in seen.game.pending):
        return None
    known = seen.known()
    held = set(known.values())
    for handle in (card for card in seen.game.players[BOB].hand if card < 0):
        for card in sorted(set(LEVEL_CARDS[record.settings.level]) - held):
            claimed = materialize(view_with(seen.game, {**known, handle: card}))
            summon = next((action for action in legal_actions(claimed, BOB)
                           if action.kind == "summon" and action.args[0] == card), None)
            if summon is None:
                continue
            honest_known = client.known
            client.known = lambda: {**honest_known(), handle: card}  # type: ignore[method-assign]
            client.play(format_action(claimed, summon))
            client.finish(alone=False)
            return client.signed_record(), len(client.entries), CARDS[card].slug
    return None


def _lax(monkeypatch: pytest.MonkeyPatch) -> None:
    checked = SealedReplay.revealed

    def revealed(self, seat, item, place):  # noqa: ANN001, ANN202
        card = checked(self, seat, item, (place[0], None))
        return card if place[1] is None else place[1]

    monkeypatch.setattr(SealedReplay, "revealed", revealed)


def _cheated_game() -> tuple[fair.FairRecord, int, str]:
    record, people = joined(2, nonce="c4" * 32)
    choose, cheat = random.Random(5), None
    while (seat := next_writer(record)) is not None:
        if cheat is None and seat == BOB and record.game.phase == "play":
            found = _summon_never_held(record, people)
            if found is not None:
                record, *cheat = found
                continue
        record, _ = play_write(record, people, seat, choose)
    assert cheat is not None
    return record, cheat[0], cheat[1]


def test_a_summon_of_a_card_never_held_is_found_and_attributed(lax_readers, tmp_path):
    record, number, slug = _cheated_game()
    _, findings = audit(record)
    assert findings[0].entry == number and findings[0].player == "bob"
    assert str(findings[0]) == (f"entry {number} (bob): 'summon {slug}' is not a legal move in "
                                "the open game, every card known")
    path = tmp_path / "game.json"
    save(path, record)
    table = Table(tmp_path, 2)
    result = table.run("alice", "verify", path, "--final")
    assert result.exit_code == 1
    assert result.output.splitlines()[0] == f"cheat: {findings[0]}"


def test_a_summon_of_a_card_never_held_is_refused_by_every_reader_that_checks(tmp_path):
    """The same cheat, only bob's own client lax: every other seasons refuses his write where
    the reveal shows another card than the one named, and the file stays as it was."""
    record, people = joined(2, nonce="c6" * 32)
    choose = random.Random(5)
    while True:
        seat = next_writer(record)
        if seat == BOB and record.game.phase == "play":
            with pytest.MonkeyPatch.context() as patch:
                _lax(patch)
                found = _summon_never_held(record, people)
            if found is not None:
                break
        record, _ = play_write(record, people, seat, choose)  # type: ignore[arg-type]
    cheated, number, slug = found
    path = tmp_path / "game.json"
    save(path, cheated)
    before, table = path.read_bytes(), Table(tmp_path, 2)
    for command in ("validate", "sync"):
        result = table.run("alice", command, path)
        assert result.exit_code == 1
        line, = result.output.splitlines()
        assert line.startswith(f"error: {path}::$.history[{number - 1}].reveals[0]: entry "
                               f"{number} (bob): shows handle ")
        assert line.endswith(f"with a move that names {slug}")
    assert path.read_bytes() == before


def test_verify_final_of_an_honest_game_says_so(tmp_path):
    record, _ = finished(2, "wizard")
    moves = sum(1 for entry in record.history if entry.move is not None)
    path = tmp_path / "game.json"
    save(path, record)
    result = Table(tmp_path, 2).run("bob", "verify", path, "--final")
    assert (result.exit_code, result.output) == (0, f"{path}: every hidden card read and the "
                                                 f"game replayed in the open: {moves} moves, each "
                                                 "legal with every card known\n")


def test_verify_final_refuses_a_game_not_over_or_not_sealed(tmp_path):
    record, _, _ = play_game(2, writes=6, nonce="c5" * 32)
    path, table = tmp_path / "game.json", Table(tmp_path, 2)
    save(path, record)
    before = path.read_bytes()
    result = table.run("alice", "verify", path, "--final")
    assert (result.exit_code, result.output) == (1, "error: the game is not over: its last "
                                                 "shares come once it is\n")
    assert path.read_bytes() == before
    table.run("alice", "new", tmp_path / "open.json", "--players", "alice,bob", "--seed", "s")
    result = table.run("alice", "verify", tmp_path / "open.json", "--final")
    assert result.exit_code == 1
    assert result.output.startswith("error: ")
    assert "open game" in result.output or "not a sealed game" in result.output


def test_audit_refuses_while_last_shares_are_missing():
    record, _ = finished(2, "wizard")
    last = fair.prefix(record, len(record.history) - 1)  # the last write: last shares only
    assert last.game.finished and record.history[-1].move is None
    with pytest.raises(ProtocolError, match=r"^the last shares of \w+ are missing: they must "
                       "run seasons sync first$"):
        audit(last)
