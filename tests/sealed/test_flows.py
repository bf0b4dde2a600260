"""Every hidden-card flow of a sealed game (fair-play.md §6.4–§6.6), in whole games played by
honest players to the end (``games.py``: 2 and 3 players at wizard level, 4 at archmage) and
checked entry by entry against what the rules let each seat read (R21.2) and against the
oracle: every card, read with the last shares once the game is over (``games.truth``).

What a seat "can read" after an entry is what the file lets it read: a handle whose pair has
every other seat's share, public or sent to it alone (``Deck.readable``), or the output of its
own re-masking of cards it could read (``known_cards``)."""

from __future__ import annotations

import re

import pytest

from seasons_cli.cards.catalogue import CARDS
from seasons_cli.gamefile.final import audit
from seasons_cli.protocol.deck import fresh_bytes, known_cards, masking_secret
from tests.sealed.games import GAMES, finished, places, steps, truth

HANDLE = re.compile(r"h\d+")


def _to_choose_from(game, seat: int) -> set[int]:  # noqa: ANN001 - a Game
    """The hidden cards a decision of ``seat`` chooses among: a packet to pick from, the chosen
    cards to split, the cards a decision holds (a drawn card, Amulet of Fire's look). An
    energy's discard or the season's move needs none."""
    found: set[int] = set()
    player = game.players[seat]
    for decision in game.pending:
        if decision.player != seat:
            continue
        found.update(decision.held)
        if decision.kind == "draft":
            found.update(player.packet)
        if decision.kind == "library":
            found.update(player.chosen)
    return {card for card in found if card < 0}


def _readers(step, handle: int) -> list[int]:  # noqa: ANN001 - a games.Step
    return [seat for seat in range(step.deck.n) if step.deck.readable(handle, seat)]


@pytest.mark.parametrize("count, level", GAMES)
def test_no_seat_can_read_a_card_before_the_rules_let_it(count, level):
    """The oracle of §7: until the game is over, a card no rule has shown to everyone is
    readable by a seat only if it is or was in that seat's places (its hand, libraries, packet,
    chosen cards, a decision's held cards: R21.2); once the game is over, the last shares make
    every card readable."""
    assert early_reads(steps(count, level), count) == []


def early_reads(walked, count: int) -> list[tuple[int, int, int]]:  # noqa: ANN001 - Steps
    """Each (entry, seat, handle) where a seat could read a card not shown to all that never
    was in its places, before the game is over."""
    seen: list[set[int]] = [set() for _ in range(count)]
    found = []
    for step in walked:
        for seat in range(count):
            seen[seat] |= places(step.game, seat)
        if step.game.finished:
            continue
        for handle in step.deck.pairs:
            if step.deck.public(handle):
                continue
            found += [(step.entry.number, seat, handle) for seat in _readers(step, handle)
                      if handle not in seen[seat]]
    return found


@pytest.mark.parametrize("count, level", GAMES)
def test_each_seat_reads_every_card_of_its_places_as_the_oracle_has_it_when_it_moves(count,
                                                                                     level):
    """Before each move, the seat that makes it can read every hidden card its decision chooses
    among, and reads every card of its places it can read as the card the pair holds (the
    oracle)."""
    record, people = finished(count, level)
    cards, walked = truth(record), steps(count, level)
    checked = 0
    for before, step in zip(walked, walked[1:]):
        if step.entry.move is None or before.game.phase == "over":
            continue
        seat = record.settings.players.index(step.entry.player)
        known = _known(count, level, before, seat)
        mine = places(before.game, seat)
        assert _to_choose_from(before.game, seat) <= set(known), step.entry.number
        assert {handle: known[handle] for handle in mine if handle in known} == \
            {handle: cards[handle] for handle in mine if handle in known}
        checked += 1
    assert checked > 50


def _known(count: int, level: str, step, seat: int) -> dict[int, int]:  # noqa: ANN001
    """What ``seat`` reads at ``step`` with its secret (``known_cards``)."""
    record, people = finished(count, level)
    person = people[seat]
    return known_cards(step.deck, seat, masking_secret(person, record.ledger.genesis, seat),
                       lambda context: fresh_bytes(person, context))


@pytest.mark.parametrize("count, level", GAMES)
def test_the_deal_gives_each_seat_its_nine_cards_and_nobody_else(count, level):
    """§6.4: when a seat first picks, it reads the 9 cards it was dealt, as the oracle has
    them, and no other seat reads any of them."""
    walked = steps(count, level)
    cards = truth(finished(count, level)[0])
    for seat, name in enumerate(finished(count, level)[0].settings.players):
        index = next(index for index, step in enumerate(walked)
                     if step.entry.player == name and (step.entry.move or "").startswith("pick"))
        deal = walked[index - 1]
        packet = deal.game.players[seat].packet
        assert len(packet) == 9 and all(card < 0 for card in packet)
        assert all(_readers(deal, handle) == [seat] for handle in packet)
        known = _known(count, level, deal, seat)
        assert {handle: known[handle] for handle in packet} == \
            {handle: cards[handle] for handle in packet}


@pytest.mark.parametrize("count, level", GAMES)
def test_each_pick_is_made_over_a_packet_re_masked_by_its_picker_and_names_a_handle(count,
                                                                                  level):
    """§6.5: a pick names a handle of the packet, which its picker re-masked in the same entry
    (earlier holders of those cards cannot follow the card picked)."""
    picks = [step.entry for step in steps(count, level)
             if step.entry.move and step.entry.move.startswith("pick")]
    assert len(picks) == 8 * count  # the 9th card of each packet is picked for its player (P1)
    for entry in picks:
        assert HANDLE.fullmatch(entry.move.split()[1]), entry.move
        assert [release.zone for release in entry.releases if release.kind == "remask"] == \
            ["packet"]


@pytest.mark.parametrize("count, level", GAMES)
def test_the_library_split_names_handles_and_each_library_stays_its_owners(count, level):
    """§6.4: the split is made over the chosen cards, re-masked first; it names handles only,
    and after it each library is readable by its owner alone."""
    walked = steps(count, level)
    splits = [step for step in walked if step.entry.move
              and step.entry.move.startswith(("library2", "library3"))]
    assert len(splits) == 2 * count
    for step in splits:
        assert all(HANDLE.fullmatch(item) for item in step.entry.move.split()[1].split(","))
    play = next(step for step in walked if step.game.phase == "play")
    cards = truth(finished(count, level)[0])
    for seat, player in enumerate(play.game.players):
        libraries = (*player.library2, *player.library3)
        assert len(libraries) == 6 and all(card < 0 for card in libraries)
        assert all(set(_readers(play, handle)) <= {seat} for handle in libraries)
        known = _known(count, level, play, seat)  # its own re-masking's outputs
        assert {handle: known[handle] for handle in libraries} == \
            {handle: cards[handle] for handle in libraries}


def test_draws_go_to_the_drawer_alone():
    """§6.4: a card drawn (from the top of the draw pile to a hand or a decision's held cards)
    is a handle that only the drawer can read, until a rule shows it."""
    drawn = 0
    for count, level in GAMES:
        walked = steps(count, level)
        for before, step in zip(walked, walked[1:]):
            if step.game.finished:
                break
            pile = set(before.game.draw_pile)
            for seat in range(count):
                for handle in places(step.game, seat) & pile:
                    drawn += 1
                    assert set(_readers(step, handle)) <= {seat}, step.entry.number
    assert drawn >= 10


def test_a_kept_or_discarded_drawn_card_is_named_by_no_move_and_goes_face_down():
    """R13 keep or discard: the move names no card ('keep', 'discard'); a card discarded this
    way is a handle of the discard pile nobody else can read."""
    flows = 0
    for count, level in GAMES:
        walked = steps(count, level)
        for before, step in zip(walked, walked[1:]):
            decision = next((d for d in before.game.pending if d.kind == "keep_drawn"), None)
            if decision is None or step.entry.move not in ("keep", "discard"):
                continue
            flows += 1
            seat = decision.player
            for handle in set(step.game.discard) - set(before.game.discard):
                assert handle < 0 and set(_readers(step, handle)) <= {seat}
    assert flows >= 3


def test_summons_reveal_the_card_they_name():
    """P33: a summon shows its card: the entry reveals its handle with the shares every reader
    checks, and the card named is the card the pair holds (the oracle)."""
    summons = 0
    for count, level in GAMES:
        record, _ = finished(count, level)
        cards = truth(record)
        for entry in record.history:
            if not (entry.move or "").startswith("summon "):
                continue
            summons += 1
            named = entry.move.split()[1]
            assert [CARDS[cards[reveal.handle]].slug for reveal in entry.reveals] == [named]
    assert summons >= 30


@pytest.mark.parametrize("count, level", GAMES)
def test_the_discard_pile_is_face_down(count, level):
    """R13: a card discarded from a hand is a handle nobody else can read; a card that was
    shown (in play, then sacrificed or discarded) stays named."""
    for step in steps(count, level):
        if step.game.finished:
            break
        for handle in step.game.discard:
            assert handle > 0 or not step.deck.public(handle), step.entry.number


@pytest.mark.parametrize("count, level", GAMES)
def test_the_open_replay_of_an_honest_game_finds_nothing(count, level):
    """verify --final: every move of the game replayed in the open, every card known."""
    record, _ = finished(count, level)
    moves, findings = audit(record)
    assert findings == []
    assert moves == sum(1 for entry in record.history if entry.move is not None)
