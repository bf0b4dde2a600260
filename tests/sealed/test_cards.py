"""The single cards that touch a hidden card, at the file level (issue 18 point 3; the engine
level is tests/engine/sealed/test_cards.py, one test per row of docs/engine.md's table): those
whose releases differ from the plain flows of ``test_flows.py``: a share **sent** to one player
alone (Naria's gift, the card Crystal Orb put back drawn by the next drawer: fair-play.md
§6.3), a card **shown** to everyone from a hand or a decision's held cards (Divine Chalice,
Vampiric Crown, Necrotic Kriss), the **look** at the top of the draw pile (Crystal Orb).

Each is played in a whole sealed game by honest players steered to pick, summon and use the
cards (``steered.card_player``; 2 players at archmage level, seeds found by search), and
checked release by release: who gives which share of the card's pair, public or sent, in which
entry (``trace``), and which seats can read it after each entry (``reading``: the oracle reads
every pair once the game is over, ``games.truth``)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from seasons_cli.cards.catalogue import CARDS
from seasons_cli.gamefile import fair
from seasons_cli.gamefile.final import audit
from seasons_cli.protocol.deck import fresh_bytes, known_cards, masking_secret
from seasons_cli.protocol.identity import Identity
from tests.sealed import test_flows
from tests.sealed.games import Step, places, truth, walk
from tests.sealed.steered import card_player, steered_game

SEALED_TESTS = Path(__file__).resolve().parent
FAIR_PLAY = SEALED_TESTS.parents[1] / "docs" / "fair-play.md"
NARIA, DIVINE_CHALICE, POTION_OF_DREAMS = 12, 9, 24
CRYSTAL_ORB, VAMPIRIC_CROWN, NECROTIC_KRISS = 34, 36, 44
PLAYED = frozenset({NARIA, DIVINE_CHALICE, POTION_OF_DREAMS, CRYSTAL_ORB, VAMPIRIC_CROWN,
                    NECROTIC_KRISS})
# The seeds of the search (0-7) whose games play the flows: in game 2 bob summons Naria and
# Divine Chalice, alice Vampiric Crown; in game 6 alice puts back the card Crystal Orb showed
# her, which bob draws, and discards a familiar with Necrotic Kriss.
GIFT_AND_SHOWN, ORB_AND_KRISS = 2, 6


@cache
def card_game(seed: int) -> tuple[fair.FairRecord, list[Identity], tuple[Step, ...]]:
    """The game of ``seed`` to the end and its last shares, and ``walk``'s steps (copies)."""
    record, people = steered_game(2, card_player(PLAYED), rng=seed, level="archmage",
                                  nonce=f"c{seed:063x}")
    assert record.game.finished and not fair.situation(record)
    steps = tuple(Step(step.entry, step.game, step.deck.copy()) for step in walk(record))
    return record, people, steps


def trace(steps: tuple[Step, ...], handle: int) -> list[tuple[int, str, str, object]]:
    """Every release of the pair of ``handle`` until the game is over, in order: (entry,
    author, kind, to): ``share`` in public (to None), ``sent`` to one player alone (to: its
    name), or ``reveal``, the holder's own share with the move that shows the card (to: whose
    shares sent to the holder it opens)."""
    found: list[tuple[int, str, str, object]] = []
    for step in steps:
        if step.game.finished:
            break
        entry = step.entry
        found += [(entry.number, entry.player, release.kind, release.to)
                  for release in entry.releases
                  if release.kind in ("share", "sent") and release.handle == handle]
        found += [(entry.number, entry.player, "reveal", tuple(o.player for o in item.opened))
                  for item in getattr(entry, "reveals", ()) if item.handle == handle]
    return found


def reading(steps: tuple[Step, ...], handle: int) -> list[tuple[int, object]]:
    """Who can read the card of ``handle`` from the file, each time that changes until the
    game is over: (entry, the seats), or (entry, "all") once every share is public."""
    found: list[tuple[int, object]] = []
    last: object = []
    for step in steps:
        if step.game.finished:
            break
        if handle not in step.deck.pairs:
            continue
        now = "all" if step.deck.public(handle) else \
            [seat for seat in range(step.deck.n) if step.deck.readable(handle, seat)]
        if now != last:
            found.append((step.entry.number, now))
        last = now
    return found


def reads(seed: int, step: Step, seat: int) -> dict[int, int]:
    """What ``seat`` reads after ``step`` with its secret (``known_cards``)."""
    record, people, _ = card_game(seed)
    person = people[seat]
    return known_cards(step.deck, seat, masking_secret(person, record.ledger.genesis, seat),
                       lambda context: fresh_bytes(person, context))


def moved(steps: tuple[Step, ...], text: str, player: str) -> int:
    """The number of the first entry whose move is ``text`` by ``player``."""
    return next(step.entry.number for step in steps
                if step.entry.move == text and step.entry.player == player)


def handle_of(move: str) -> int:
    """The handle a move names as recorded: ``choose h22`` names handle -22."""
    return -int(move.split()[1].removeprefix("h"))


def after(steps: tuple[Step, ...], number: int) -> Step:
    return steps[number - 1]


def next_entry_of(steps: tuple[Step, ...], number: int, player: str) -> int:
    """The number of ``player``'s first entry after entry ``number``."""
    return next(step.entry.number for step in steps[number:] if step.entry.player == player)


def places_without_looks(game, seat: int) -> set[int]:  # noqa: ANN001 - a Game
    """``games.places`` as it was before it counted Crystal Orb's look (``data["seen"]``,
    which R21.2 lets the looker read)."""
    seen = {decision.data.get("seen") for decision in game.pending if decision.player == seat}
    return places(game, seat) - {card for card in seen if card is not None and card < 0}


def test_the_card_games_agree_with_their_open_replay_and_nobody_reads_early():
    for seed in (GIFT_AND_SHOWN, ORB_AND_KRISS):
        record, _, steps = card_game(seed)
        assert audit(record)[1] == []
        assert test_flows.early_reads(steps, 2) == []


def test_without_the_look_the_oracle_would_call_the_orb_s_top_an_early_read(monkeypatch):
    """The check above can fail: with an oracle that leaves out Crystal Orb's look, alice's
    read of the card her Orb showed her (game 2, entry 80: bob's share for her look) counts as
    early."""
    monkeypatch.setattr(test_flows, "places", places_without_looks)
    _, _, steps = card_game(GIFT_AND_SHOWN)
    look = moved(steps, "activate crystal-orb look", "alice")
    top = after(steps, look).game.pending[0].data["seen"]
    assert (look + 1, 0, top) in test_flows.early_reads(steps, 2)


# --- a share sent to one player alone -------------------------------------------------------

def test_naria_the_prophetess_gift_is_read_by_its_receiver_with_the_givers_share_sent_to_it():
    """cards.md, Naria: bob draws one card per player, keeps one, gives the other to alice.
    alice's shares of both go public (bob reads them); once alice holds the gift, bob's own
    share, public, would show it to all: he sends it to her alone (§6.3). The kept card stays
    bob's alone. (In this game the gift is a Crystal Orb that alice summons at once: her reveal
    opens bob's share sent to her.)"""
    record, _, steps = card_game(GIFT_AND_SHOWN)
    summon = moved(steps, "summon naria-the-prophetess", "bob")
    drawn = after(steps, summon).game.pending[0].held
    assert after(steps, summon).game.pending[0].purpose == "naria" and len(drawn) == 2
    shares = next_entry_of(steps, summon, "alice")
    choice = next_entry_of(steps, shares, "bob")
    kept = handle_of(steps[choice - 1].entry.move)
    gift = next(handle for handle in drawn if handle != kept)
    assert gift in after(steps, choice).game.players[0].hand
    assert kept in after(steps, choice).game.players[1].hand
    sent = next(number for number, _, kind, _ in trace(steps, gift) if kind == "sent")
    summoned = moved(steps, "summon crystal-orb 1f1e", "alice")
    assert trace(steps, gift) == [(shares, "alice", "share", None),
                                  (sent, "bob", "sent", "alice"),
                                  (summoned, "alice", "reveal", ("bob",))]
    assert reading(steps, gift) == [(shares, [1]), (sent, [0, 1]), (summoned, "all")]
    assert trace(steps, kept) == [(shares, "alice", "share", None)]
    assert reading(steps, kept) == [(shares, [1])]
    cards = truth(record)
    assert reads(GIFT_AND_SHOWN, after(steps, sent), 0)[gift] == cards[gift]
    assert gift not in reads(GIFT_AND_SHOWN, after(steps, sent - 1), 0)


def test_crystal_orb_put_back_is_read_by_the_next_drawer_with_the_looker_s_share_sent_to_it():
    """alice looks at the top card (bob's share in public: she alone reads it) and puts it
    back; it stays on top, read by her alone, until bob draws it: her share, public, would show
    it to all, so she sends it to him alone (§6.3)."""
    record, _, steps = card_game(ORB_AND_KRISS)
    back = moved(steps, "back", "alice")
    look = back - 2
    assert after(steps, look).entry.move == "activate crystal-orb look"
    top = after(steps, look).game.pending[0].data["seen"]
    assert after(steps, back).game.top == top
    drawn = next(step.entry.number for step in steps[back:]
                 if top in {card for d in step.game.pending for card in d.held})
    assert after(steps, drawn).entry.player == "bob"
    given = next_entry_of(steps, look, "bob")
    assert given < back
    assert all(after(steps, number).game.top == top for number in range(back, drawn))
    assert trace(steps, top) == [(given, "bob", "share", None),
                                 (drawn + 1, "alice", "sent", "bob")]
    assert reading(steps, top) == [(given, [0]), (drawn + 1, [0, 1])]
    assert reads(ORB_AND_KRISS, after(steps, drawn + 1), 1)[top] == truth(record)[top]


# --- a card shown to everyone -----------------------------------------------------------------

def test_divine_chalice_shows_the_card_it_puts_into_play_and_the_other_three_stay_its_owners():
    """bob draws 4; alice's shares of them in public (bob reads them); his choice reveals one
    with his share, named in the move; the other 3 go to the discard pile, read by him only."""
    record, _, steps = card_game(GIFT_AND_SHOWN)
    summon = moved(steps, "summon divine-chalice 1a1w1f1e", "bob")
    drawn = after(steps, summon).game.pending[0].held
    shares, choice = summon + 1, summon + 2
    assert after(steps, shares).entry.player == "alice" and len(drawn) == 4
    cards = truth(record)
    shown = next(item.handle for item in after(steps, choice).entry.reveals)
    assert after(steps, choice).entry.move == f"choose {CARDS[cards[shown]].slug}"
    assert trace(steps, shown) == [(shares, "alice", "share", None),
                                   (choice, "bob", "reveal", ())]
    assert reading(steps, shown) == [(shares, [1]), (choice, "all")]
    for handle in set(drawn) - {shown}:
        assert handle in after(steps, choice).game.discard
        assert trace(steps, handle) == [(shares, "alice", "share", None)]
        assert reading(steps, handle) == [(shares, [1])]


def shown_from_hand(seed: int, move: str, player: str) -> None:
    """The card ``move`` shows from ``player``'s hand: a handle of the player's re-masking of
    its hand at its die choice, read by nobody from the file until the other seat's share goes
    public (the main step may show any card of the hand), shown to all by the move with the
    player's share; the discard pile then names it."""
    record, _, steps = card_game(seed)
    number = moved(steps, move, player)
    seat = record.settings.players.index(player)
    (shown,) = [item.handle for item in after(steps, number).entry.reveals]
    made = after(steps, number).deck.made[shown]
    assert (made.seat, made.how) == (seat, "hand")
    other = record.settings.players[1 - seat]
    given = next(step.entry.number for step in steps if any(
        release.kind == "share" and release.handle == shown for release in step.entry.releases))
    assert after(steps, given).entry.player == other and made.entry < given < number
    assert trace(steps, shown) == [(given, other, "share", None), (number, player, "reveal", ())]
    assert reading(steps, shown) == [(given, [seat]), (number, "all")]
    card = truth(record)[shown]
    assert move.endswith(CARDS[card].slug) and card in after(steps, number).game.discard


def test_vampiric_crown_shows_the_card_it_discards_from_the_hand():
    shown_from_hand(GIFT_AND_SHOWN, "choose staff-of-spring", "alice")


def test_necrotic_kriss_shows_the_familiar_it_discards_from_the_hand():
    shown_from_hand(ORB_AND_KRISS, "activate necrotic-kriss discard kairn-the-destroyer",
                    "alice")


def test_every_test_the_flow_table_names_exists():
    """docs/fair-play.md's table of hidden-card flows names its tests (``file.py::name``, or
    ``::name`` after another of the same file): each is a test of tests/sealed/."""
    text = FAIR_PLAY.read_text().split("### Hidden-card flows", 1)[1].split("\n### ", 1)[0]
    named, file = [], None
    for found_file, name in re.findall(r"`(test_\w+\.py)?::(test_\w+)`", text):
        file = found_file or file
        named.append((file, name))
    assert len(named) >= 12
    for file, name in named:
        assert f"\ndef {name}(" in (SEALED_TESTS / file).read_text(), (file, name)
