"""The release rule of sealed games (fair-play.md §4, §6.2-§6.5): who may publish which share,
shuffle or re-masking, and when; and whose write a sealed game waits for.

Judged on the engine's public state and the ``Deck`` alone, the same way by the writer (the
honest client makes every release allowed) and by every reader (who refuses one the rule does
not allow):

- **Giving** (§6.3). A pair in a place that one seat may read by the rules (R21.2) — its hand,
  libraries, chosen cards and packet, the cards its decision holds or shows (a card drawn or
  looked at) — is that seat's, its **reader** (``reader``). Every other seat may give it its
  share: in public while the reader's own share is not public, else encrypted to the reader
  alone (the next drawer of a card Crystal Orb put back, Naria's gift: the reader's share was
  published when the card was given to the player before). A packet whose holder has picked
  this round goes to the player on the left once every player has picked (R6.1): its shares
  for that receiver are allowed only once the receiver has picked too (§6.5), so nobody reads
  their next packet before picking from this one. The draw pile, the discard pile and a card
  put back on top have no reader: nobody may give a share for them.
- **Revealing** (§6.3). The holder's own share is published only with the move that shows the
  card (``viewpoint.revealed_place``), or when the game waits for the card to be revealed to
  every player (``sealed.RevealNeed``: every seat publishes). Once the game is over, every seat
  publishes its share of every pair (``seasons verify --final``).
- **Shuffles** (§6.2). The deck and the discard pile are shuffled by every seat in seat order
  when the game waits for it (the deck of a wizard or archmage game already while the setup
  event waits for its links, its cards being known: the links ride on the shuffles).
- **Re-masking** (§6.2). A seat re-masks its packet before a pick, its chosen cards before its
  split, its hand at its die choice: only then.
"""

from __future__ import annotations

from ..cards.catalogue import LEVEL_CARDS
from ..engine.fair import SETUP, Event
from ..engine.hidden import ZONES, handles_in
from ..engine.model import Decision, Game
from ..engine.sealed import RevealNeed, ShuffleNeed
from ..engine.waiting import awaited
from .deck import Deck

# The zone a seat may re-mask, by the kind of its pending decision (§6.2).
REMASKED = {"draft": "packet", "library": "chosen", "die": "hand"}
# Decisions that may show a card of their place to everyone: their player needs every other
# seat's share of it, even of a pair it re-masked itself (whose card it knows already).
SHOWING = {"main", "orb"}
SHOWING_CHOICES = {"divine_chalice", "potion_of_dreams", "vampiric_crown", "kriss_discard"}


def decisions(game: Game) -> list[Decision]:
    """The decisions pending, or those a waiting game's held move answers."""
    held = game.fair.held if game.fair is not None else None
    return list(held.pending) if held is not None and not game.pending else list(game.pending)


def reader(game: Game, handle: int) -> int | None:
    """The seat R21.2 lets read the card of ``handle`` now (the one every other seat may give
    its share to), or None."""
    pending = decisions(game)
    for seat, player in enumerate(game.players):
        if handle in player.packet:
            return _packet_reader(game, seat, pending)
        if any(handle in getattr(player, zone) for zone in ZONES if zone != "packet"):
            return seat
    for decision in pending:
        if handle in decision.data.get("held", ()) or decision.data.get("seen") == handle:
            return decision.player
    return None


def _packet_reader(game: Game, seat: int, pending: list[Decision]) -> int | None:
    """A packet is its holder's while they pick; once they have picked it goes to the player
    on their left, who may read it only after picking this round too (§6.5)."""
    picking = {decision.player for decision in pending if decision.kind == "draft"}
    if game.phase != "draft" or seat in picking:
        return seat
    receiver = game.left_of(seat)
    return None if receiver in picking else receiver


def gifts(game: Game, deck: Deck, seat: int) -> list[tuple[int, int | None]]:
    """The shares ``seat`` may publish now, as ``(handle, to)``: ``to`` None for a public
    share, else the seat it is sent to alone."""
    if game.finished:
        return [(handle, None) for handle in deck.pairs
                if seat not in deck.shares.get(handle, {})]
    found: list[tuple[int, int | None]] = []
    need = awaited(game)
    if isinstance(need, RevealNeed) and seat not in deck.shares.get(need.handle, {}):
        found.append((need.handle, None))
    for handle in _handles(game):
        owner = reader(game, handle)
        if owner is None or owner == seat or deck.has_given(handle, seat, owner):
            continue
        found.append((handle, owner if owner in deck.shares.get(handle, {}) else None))
    return found


def _handles(game: Game) -> list[int]:
    """Every handle of the game, those a waiting move's decisions hold included."""
    found = handles_in(game)
    for decision in decisions(game):
        found += [card for card in decision.data.get("held", ()) if card < 0 and card not in found]
    return found


def may_give(game: Game, deck: Deck, seat: int, handle: int, to: int | None) -> bool:
    """Whether ``seat`` may publish its share of ``handle`` now (``to`` None) or send it to
    ``to`` alone: ``gifts``' rule for one handle (a reader asks it of every share)."""
    given = deck.shares.get(handle, {})
    if game.finished:
        return to is None and handle in deck.pairs and seat not in given
    need = awaited(game)
    if isinstance(need, RevealNeed) and need.handle == handle and to is None \
            and seat not in given:
        return True
    owner = reader(game, handle)
    if owner is None or owner == seat or deck.has_given(handle, seat, owner):
        return False
    return to == (owner if owner in given else None)


def shuffle_due(game: Game, deck: Deck) -> tuple[int, tuple[int, ...], int, int] | None:
    """The shuffle a seat may make now: ``(k, cards, made, seat)`` — shuffle k of ``cards``
    (handles, or cards known to all) when ``made`` handles have been made, by ``seat`` (the
    next in seat order) — or None."""
    need = awaited(game)
    if isinstance(need, ShuffleNeed):
        k, cards, made = need.k, need.cards, -need.first - 1
    elif need == Event(SETUP, 1) and game.settings.level != "apprentice" and deck.joint:
        k, made = 1, 0  # the deck, known before the setup's seed: the links ride on it
        cards = tuple(sorted(card for card in LEVEL_CARDS[game.settings.level] for _ in "12"))
    else:
        return None
    done = len(deck.shuffles.get(k, ()))
    return None if done >= deck.n else (k, cards, made, done)


def remask_zone(game: Game, seat: int) -> str | None:
    """The zone ``seat`` may re-mask now (§6.2), if any: its packet before a pick, its chosen
    cards before its split, its hand at its die choice."""
    if awaited(game) is not None:
        return None
    for decision in game.pending:
        if decision.player != seat or decision.kind not in REMASKED:
            continue
        if decision.kind == "library" and decision.data.get("library") != 2:
            continue
        zone = REMASKED[decision.kind]
        return zone if getattr(game.players[seat], zone) else None
    return None


def needs(game: Game, deck: Deck, seat: int) -> list[int]:
    """The handles whose shares ``seat``'s pending decisions need from the others: those it must
    read to decide (its packet, its chosen cards, what it drew or looks at) but the outputs of
    its own re-maskings, which it knows; and, for a decision that may show a card (step C and
    the choices that put a card into play or show it), every card it may show."""
    found: list[int] = []
    for decision in game.pending:
        if decision.player != seat:
            continue
        player = game.players[seat]
        place = {"draft": player.packet, "library": player.chosen, "main": player.hand}.get(
            decision.kind, [*decision.data.get("held", ()), *decision.data.get("cards", ()),
                            *([decision.data["seen"]] if decision.data.get("seen") else [])])
        showing = decision.kind in SHOWING or decision.purpose in SHOWING_CHOICES
        for card in place:
            if card < 0 and card not in found and (showing or not _own(deck, card, seat)):
                found.append(card)
    return found


def _own(deck: Deck, handle: int, seat: int) -> bool:
    made = deck.made.get(handle)
    return made is not None and made.seat == seat and made.how in ZONES


def owing(game: Game, deck: Deck, seat: int) -> list[int]:
    """The seats whose shares ``seat``'s pending decisions need (``needs``) and lack."""
    wanted = needs(game, deck, seat)
    return [other for other in range(deck.n) if other != seat
            and any(not deck.has_given(handle, other, seat) for handle in wanted)]


def awaited_writers(game: Game, deck: Deck) -> list[int]:
    """The seats whose releases the game waits for, when it waits for a shuffle, a reveal, the
    shares a decision needs, or (the game over) the last shares; else []. A fair event's
    waiting is ``releases.awaited_seats``'."""
    need = awaited(game)
    if isinstance(need, ShuffleNeed):
        return [len(deck.shuffles.get(need.k, ()))]
    if isinstance(need, RevealNeed):
        return [seat for seat in range(deck.n) if seat not in deck.shares.get(need.handle, {})]
    if need is not None:
        return []
    if game.finished:
        return [seat for seat in range(deck.n) if gifts(game, deck, seat)]
    found: list[int] = []
    for seat in dict.fromkeys(decision.player for decision in game.pending):
        found += [other for other in owing(game, deck, seat) if other not in found]
    return found
