"""``seasons verify --final``: a finished sealed game replayed in the open (fair-play.md §6.7).

While a sealed game is played, every public rule is checked at once and every hidden card when
it is revealed; a card that stays hidden is only known to be some card. Once the game is over
every player releases their share of every pair (the last releases: ``protocol.shares``), so
every pair can be read by anyone. ``audit`` then reads them all and replays the whole game with
every card known, as an open game is replayed:

- every pair holds a card of the game, and every card of the game is in it as many times as it
  has copies, at every step (R3: two of each);
- every re-masking gave back the cards it took, and every shuffle of a pile too;
- every move, its hidden cards named, is a legal move of the game as it stood, all cards known.

Each finding names the entry and the player it comes from: a cheat a handle hid is found and
attributed. Every proof was checked when its entry arrived, so an honest game has no finding;
this is the audit that holds the rest of the protocol to account (a client that did not check,
a weakness nobody knows of yet).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..cards.catalogue import CARDS, LEVEL_CARDS
from ..engine import Action, Game, legal_actions
from ..engine.hidden import ZONES, rewrite
from ..engine.viewpoint import card_argument
from ..protocol.errors import ProtocolError
from ..protocol.masking import NotACard
from .fair import FairEntry, FairRecord, create
from .sealed import SealedReplay


class Finding(Exception):
    """One thing the open replay refuses: what, at which entry, by whom."""

    def __init__(self, entry: int, player: str, what: str) -> None:
        super().__init__(f"entry {entry} ({player}): {what}")
        self.entry, self.player, self.what = entry, player, what


def missing_shares(record: FairRecord) -> list[str]:
    """The players whose last shares a finished sealed game still lacks (they must sync)."""
    deck = record.ledger.deck  # type: ignore[attr-defined]
    players = record.settings.players
    return [players[seat] for seat in range(deck.n)
            if any(seat not in deck.shares.get(handle, {}) for handle in deck.pairs)]


def audit(record: FairRecord) -> tuple[int, list[Finding]]:
    """The open replay of a finished sealed game: the number of moves replayed, and the
    findings (none for an honest game). ``ProtocolError`` before the game is over or while
    someone's last shares are missing."""
    players = record.settings.players
    if not record.game.finished:
        raise ProtocolError("the game is not over: its last shares come once it is")
    missing = missing_shares(record)
    if missing:
        raise ProtocolError(f"the last shares of {', '.join(missing)} are missing: they must "
                            "run seasons sync first")
    deck = record.ledger.deck  # type: ignore[attr-defined]
    findings: list[Finding] = []
    cards: dict[int, int] = {}
    for handle, made in deck.made.items():
        try:
            cards[handle] = deck.public_card(handle)
        except NotACard:
            findings.append(Finding(made.entry, players[made.seat], f"the pair of handle "
                                    f"{handle} ({_how(made.how)}) holds no card of this game"))
    findings += _remaskings(deck, cards, players)
    replay = _OpenReplay(create(record.settings), cards, findings)
    for entry in record.history:
        replay.take(entry, "")
    return replay.moves, findings


def _how(how: str) -> str:
    return f"their shuffle of the {how}" if how in ("deck", "discard pile") else \
        f"their re-masking of their {how}"


def _remaskings(deck: Any, cards: dict[int, int], players: tuple[str, ...]) -> list[Finding]:
    """A re-masking or a pile's shuffle that did not give back the cards it took."""
    found = []
    for remasked in deck.remasks:
        taken = [item if item > 0 else cards.get(item) for item in remasked.items]
        given = [cards.get(handle) for handle in remasked.outputs()]
        if None not in taken + given and Counter(taken) != Counter(given):
            seat = remasked.context.seat
            found.append(Finding(remasked.context.move, players[seat],
                                 f"their re-masking changed the cards: {_changed(taken, given)}"))
    for k, (items, first) in deck.piles.items():
        taken = [item if item > 0 else cards.get(item) for item in items]
        given = [cards.get(first - offset) for offset in range(len(items))]
        made = deck.made.get(first)
        if made is not None and None not in taken + given and Counter(taken) != Counter(given):
            found.append(Finding(made.entry, players[made.seat], f"the players' shuffle {k} of "
                                 f"the {made.how} changed the cards: {_changed(taken, given)}"))
    return found


def _changed(taken: list[Any], given: list[Any]) -> str:
    lost = Counter(taken) - Counter(given)
    made = Counter(given) - Counter(taken)
    return (f"{', '.join(CARDS[card].slug for card in sorted(lost.elements()))} became "
            f"{', '.join(CARDS[card].slug for card in sorted(made.elements()))}")


class _OpenReplay(SealedReplay):
    """The sealed replay of a checked history, each move checked in the open first: its hidden
    cards named, legal in the game as it stood with every card known; and the game's cards
    counted at every move."""

    def __init__(self, record: FairRecord, cards: dict[int, int],
                 findings: list[Finding]) -> None:
        super().__init__(record)
        self.trusted = True
        self.cards, self.findings, self.moves = cards, findings, 0
        self.difference: str | None = None
        level = record.settings.level
        self.pool = Counter(card for card in LEVEL_CARDS[level] for _ in range(2))

    def before_move(self, entry: FairEntry, action: Action, where: str) -> None:
        """The move checked in the open before its reveals change the game: a summon of a card
        never held is judged in the hand it was made from."""
        if action.kind != "seat":
            self.check_open(entry, action)
        super().before_move(entry, action, where)

    def check_open(self, entry: FairEntry, action: Action) -> None:
        seen = in_the_open(self.game, self.cards)
        self.moves += 1
        counted = Counter(every_card(seen))
        if counted != self.pool:  # said once, at the first move that meets it
            difference = _difference(counted, self.pool)
            if difference != self.difference:
                self.findings.append(Finding(entry.number, entry.player, "before this move "
                                             f"the game holds {difference}"))
            self.difference = difference
            return
        self.difference = None
        named = open_action(self.game, action, self.cards)
        if named not in legal_actions(seen, action.player):
            self.findings.append(Finding(entry.number, entry.player, f"{entry.move!r} is "
                                         "not a legal move in the open game, every card known"))


def _difference(counted: Counter, pool: Counter) -> str:
    extra = counted - pool
    lost = pool - counted
    parts = [f"{CARDS[card].slug} once too often" for card in sorted(extra.elements())
             if card in CARDS]
    parts += [f"no {CARDS[card].slug}" for card in sorted(lost.elements()) if card in CARDS]
    return ", ".join(parts) or "cards no game has"


def in_the_open(game: Game, cards: dict[int, int]) -> Game:
    """``game`` (a sealed game's public state) with every handle replaced by its card: an open
    game's position, to list its legal moves (``viewpoint.materialize`` of a view that read
    every card)."""
    seen = game.copy()
    rewrite(seen, lambda card, owner: cards.get(card, card))
    seen.sealed = None
    return seen


def open_action(game: Game, action: Action, cards: dict[int, int]) -> Action:
    """``action`` of ``game`` with the handles it names in place of cards replaced by their
    cards (``viewpoint.card_argument``; a split's group sorted, as the engine lists it). Its
    other arguments stay as they are: Temporal Boots' ``move -3`` names no handle."""
    index = card_argument(game, action)
    if index is None or len(action.args) <= index:
        return action
    args = list(action.args)
    value = args[index]
    if isinstance(value, tuple):
        args[index] = tuple(sorted(cards.get(item, item) for item in value))
    else:
        args[index] = cards.get(value, value)
    return Action(action.player, action.kind, tuple(args))


def every_card(game: Game) -> list[int]:
    """Every card of ``game``: in its players' zones and in play, both piles, the top card and
    the cards its decisions hold (a waiting move's too)."""
    found = [*game.draw_pile, *game.discard, *([game.top] if game.top is not None else [])]
    for player in game.players:
        found += [card for zone in ZONES for card in getattr(player, zone)]
        found += [card.number for card in player.in_play]
    pending = list(game.pending)
    if game.fair is not None and game.fair.held is not None:
        pending += game.fair.held.pending
    for decision in pending:
        found += decision.held
    return found
