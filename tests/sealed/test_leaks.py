"""Issue 18 point 1: a sealed game's files hold no card a seat may not see in any readable form.
A 4-player archmage game is played by honest players to the middle (year 2); every person then
runs the commands that read it (so the checked-file cache and their journals are written).
The oracle knows every seat's secret and reads every pair (``masking.read`` with every share):
no name, slug or number of a card that is still hidden anywhere — a card no copy of which the
game has shown — appears in the bytes of the file, of the cache or of anyone's data folder;
``show --as X`` run by anyone but X gives X's hidden cards as counts."""

from __future__ import annotations

import json
import marshal
import re
from functools import cache
from pathlib import Path

import pytest

from seasons_cli.cards.catalogue import CARDS
from seasons_cli.engine.hidden import handles_in
from seasons_cli.gamefile import checked, fair, save
from seasons_cli.protocol.deck import masking_secret
from seasons_cli.protocol.masking import read, share
from tests.fair.people import Table
from tests.sealed.players import play_game

COMMANDS = (("show",), ("moves",))


@cache
def middle() -> tuple[fair.FairRecord, list]:
    record, people, _ = play_game(4, "archmage", rng=11, nonce="1e" * 32,
                                  until=lambda record: record.game.year >= 2)
    assert record.game.year == 2 and not record.game.finished
    return record, people


def oracle(record: fair.FairRecord, people: list) -> dict[int, int]:
    """Every handle's card, read with every seat's share (each seat's secret known)."""
    deck, genesis = record.ledger.deck, record.ledger.genesis  # type: ignore[attr-defined]
    secrets = [masking_secret(person, genesis, seat) for seat, person in enumerate(people)]
    return {handle: read(pair, [share(secret, pair) for secret in secrets], deck.table)
            for handle, pair in deck.pairs.items()}


def still_hidden(record: fair.FairRecord, people: list) -> set[int]:
    """The cards of the game's hidden handles no copy of which the game has shown: not in
    play, not named by any entry, not anywhere the public state names it."""
    cards = oracle(record, people)
    game = record.game
    hidden = {cards[handle] for handle in handles_in(game)}
    text = json.dumps([entry.to_data() for entry in record.history])
    shown = {number for number in hidden if CARDS[number].slug in text}
    shown |= {card.number for player in game.players for card in player.in_play}
    shown |= {card for card in game.discard if card > 0}
    return hidden - shown


def _forms(number: int) -> list[bytes]:
    card = CARDS[number]
    return [card.slug.encode(), card.name.encode(), json.dumps(card.name).encode()]


def _card_numbers(data: object, key: str = "") -> set[int]:
    """The numbers a file holds where an open game's file holds card numbers: under a key
    that names cards (card, cards, hand, packet, library2...) or a card-naming outcome."""
    if isinstance(data, dict):
        return set().union(*(_card_numbers(value, name) for name, value in data.items()))
    if isinstance(data, list):
        return set().union(set(), *(_card_numbers(value, key) for value in data))
    cardish = re.search(r"card|hand|packet|library|chosen|pile|discard|held|top", key) \
        and key != "card_edition"
    return {data} if cardish and isinstance(data, int) and not isinstance(data, bool) else set()


@pytest.fixture
def played(tmp_path: Path, checked_games_cache: Path) -> tuple[Path, Table, set[int]]:
    record, people = middle()
    path = tmp_path / "game.json"
    save(path, record)
    table = Table(tmp_path, 4)
    for name in table.names:
        for command in COMMANDS:
            result = table.run(name, command[0], path, *command[1:])
            assert result.exit_code == 0, (name, command, result.output)
    return path, table, still_hidden(record, people)


def test_no_hidden_card_is_in_any_file_seasons_wrote_nor_shown_to_another(
        played, checked_games_cache: Path, tmp_path: Path):
    path, table, hidden = played
    assert len(hidden) >= 10
    files = [path, *(item for item in checked_games_cache.rglob("*") if item.is_file()),
             *(item for item in (tmp_path / "people").rglob("*") if item.is_file())]
    journals = [item for item in files if "journal" in str(item)]
    assert journals, "every person's seasons kept a journal of the game"
    for item in files:
        raw = item.read_bytes()
        for number in hidden:
            assert not any(form in raw for form in _forms(number)), (item, CARDS[number].slug)
    assert not _card_numbers(json.loads(path.read_bytes())) & hidden
    _the_cache_keeps_what_the_file_holds(path, checked_games_cache)
    _show_as_another_gives_their_hidden_cards_as_counts(path, table, hidden)


def _the_cache_keeps_what_the_file_holds(path: Path, cache: Path) -> None:
    """What each person's cache entry of the file keeps beside the game (``sealed.kept``: the
    deck and the ledger, so that a checked file is read without a replay) is exactly what the
    file alone gives a reader who holds no secret: masked pairs, shares, handles and public
    facts, and no card any seat reads with its secret."""
    from seasons_cli.gamefile.files import load
    from seasons_cli.gamefile.sealed import kept

    expected = marshal.loads(marshal.dumps(kept(load(path, in_full=True).ledger)))
    found = [marshal.loads(item.read_bytes()[checked.TAG_BYTES:])
             for item in (cache / checked.ENTRIES).iterdir()
             if not item.read_bytes()[checked.TAG_BYTES:].startswith(checked.HEADS)]
    assert len(found) == 5  # the save's, and one per person (each MAC's secret is theirs)
    assert all(kept_values == expected for _, _, kept_values in found)


def _show_as_another_gives_their_hidden_cards_as_counts(path: Path, table: Table,
                                                        hidden: set[int]) -> None:
    """``show --as X`` (text and JSON) run by the next player: X's hand as a count, none of
    its hidden cards named; run by X: every one named."""
    record, people = middle()
    cards = oracle(record, people)
    for seat, name in enumerate(table.names):
        player = record.game.players[seat]
        own = {cards[handle] for handle in player.hand if handle < 0} & hidden
        other = table.names[(seat + 1) % 4]
        theirs = table.run(other, "show", path, "--as", name).output
        mine = table.run(name, "show", path, "--as", name).output
        assert f"{len(player.hand)} cards" in theirs.replace("1 cards", "1 card")
        assert not [CARDS[card].name for card in own if CARDS[card].name in theirs]
        assert own and all(CARDS[card].name in mine for card in own)  # the test can fail
        data = json.loads(table.run(other, "show", path, "--as", name, "--json").output)
        found = next(item for item in data["players"] if item["name"] == name)
        assert not _card_numbers(found) & own
        assert not any(CARDS[card].slug in json.dumps(found) for card in own)
