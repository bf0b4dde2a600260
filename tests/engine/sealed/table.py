"""A sealed game at a table of honest players, run by a dealer who knows every card.

The dealer plays the protocol's part (``seasons_cli/protocol/`` will do it with shares and
shuffle proofs): it gives each event its seed, makes the shuffles the game waits for (choosing
the order at random, so it alone knows every new handle's card), lets each seat read what R21.2
lets it read (its own cards, what its decisions hold or show), re-masks the zones the protocol
re-masks (each packet before its pick, the chosen cards before the split, a hand that changed
at its player's die choice: fair-play.md §6.2) and reveals what a move shows. Every seat's view
is replayed only from the moves, the public operations and what that seat was given to read; the
**oracle** is a view that reads every card.

``check`` holds the guarantees at every step: every view's public state is the oracle's; what a
view has read is what the dealer gave that seat, and true; the oracle, every card named, keeps
the rules' invariants (``test_random_games.check``) and holds every card of the level once.
"""

from __future__ import annotations

import random

from seasons_cli.bots import bot_move
from seasons_cli.engine import Action, Game, Settings, legal_actions, new_game
from seasons_cli.engine.fair import Event
from seasons_cli.engine.hidden import ZONES, handles_in, hidden_cards
from seasons_cli.engine.model import to_data
from seasons_cli.engine.sealed import RevealNeed, ShuffleNeed
from seasons_cli.engine.viewpoint import (Move, materialize, play, read, recorded, remask, reveal,
                                          shuffled, to_read)
from seasons_cli.engine.waiting import awaited, supply
from seasons_cli.notation import parse_action
from tests.engine.fair_games import seed_of
from tests.helpers import NAMES

HIDDEN_CHOICES = {"pick", "library", "give"}  # moves whose cards stay hidden: handles only
# The moves that show a card to all (docs/rulings.md P33), by kind and the decision's purpose.
SHOWING = {("summon", "main"), ("activate", "main"), ("choose", "divine_chalice"),
           ("choose", "potion_of_dreams"), ("choose", "vampiric_crown"),
           ("discard", "crystal_orb")}


def sealed_settings(players: int, level: str, edition: int = 2) -> Settings:
    return Settings(NAMES[:players], level, "nonce", edition, trust="sealed")


class Table:
    """One sealed game: ``views[seat]``, the ``oracle``, and the dealer's ``cards`` (handle ->
    card, every handle ever made)."""

    def __init__(self, settings: Settings | Game, seed: int, eager: bool = False,
                 cards: dict[int, int] | None = None, bots: dict[int, str] | None = None) -> None:
        """A new game of ``settings``; or the game given, a public state whose handles the
        dealer knows as ``cards`` (``positions.seal``)."""
        game = new_game(settings) if isinstance(settings, Settings) else settings
        self.n = len(game.settings.players)
        self.views = [game] * self.n
        self.oracle = game
        self.cards: dict[int, int] = dict(cards or {})
        self.rng = random.Random(seed)
        self.salt = f"sealed {seed}"
        self.eager = eager
        self.bots = bots or {}  # seat -> strength: a bot chooses from that seat's view alone
        self.may_know: list[set[int]] = [set() for _ in range(self.n)]
        self.fresh: dict[tuple[int, str], set[int]] = {}  # a zone's handles when last re-masked
        self.moves: list[tuple[int, Move]] = []
        self.mover: int | None = None  # who made the last move (which a shuffle may go on with)
        self.initial: list[int] | None = None  # the cards of the game, once its deck is made
        if cards is not None:
            self.oracle_reads()
            self.initial = every_card(materialize(self.oracle))

    # --- running the table ---------------------------------------------------------------

    def each(self, change) -> None:  # noqa: ANN001 - Game -> Game
        self.views = [change(view) for view in self.views]
        self.oracle = change(self.oracle)

    def play_out(self, limit: int = 5000) -> Game:
        for _ in range(limit):
            if not self.step():
                return self.oracle
        raise AssertionError(f"no end after {limit} steps")

    def step(self) -> bool:
        """Meet what the game waits for, or make the protocol's chores and one move; then check.
        False once the game is over."""
        need = awaited(self.oracle)
        if need is not None:
            self.meet(need)
        elif self.oracle.finished:
            return False
        else:
            self.chores()
            self.move()
        self.check()
        return True

    def meet(self, need: object) -> None:
        """Give the game what it waits for; the seats then read what that step gave them."""
        self.give(need)
        self.reads()

    def give(self, need: object) -> None:
        if isinstance(need, Event):
            seed = seed_of(need, self.salt)
            self.each(lambda game: supply(game, need, seed))
        elif isinstance(need, ShuffleNeed):
            self.shuffle(need)
        else:
            assert isinstance(need, RevealNeed)
            card = self.cards[need.handle]
            self.each(lambda game: reveal(game, need.handle, card))

    def shuffle(self, need: ShuffleNeed) -> None:
        """The players' shuffle: an order only the dealer knows."""
        cards = [self.card(item) for item in need.cards]
        self.rng.shuffle(cards)
        for index, card in enumerate(cards):
            self.cards[need.first - index] = card
        self.each(shuffled)

    def chores(self) -> None:
        """What the protocol does between moves: the reads R21.2 allows, the re-maskings."""
        self.reads()
        for decision in self.oracle.pending:
            seat, kind = decision.player, decision.kind
            if kind == "draft":
                self.remask(seat, "packet")
            elif kind == "library" and decision.data["library"] == 2:
                self.remask(seat, "chosen")
            elif kind == "die":
                self.remask(seat, "hand")
        self.reads()

    def reads(self, action: Action | None = None) -> None:
        """Each seat reads what the last step gave it (``viewpoint.to_read``: a card dealt,
        drawn, looked at, given) and the cards of its own zones and decisions (R21.2)."""
        given = to_read(self.oracle, action)
        for reader, handle in given:  # R21.2: the seat that drew or looked, or the card's owner
            assert reader == self.mover or handle in own_handles(self.oracle, reader), handle
        for seat in range(self.n):
            mine = [handle for reader, handle in given if reader == seat]
            for handle in mine + own_handles(self.oracle, seat):
                self.may_know[seat].add(handle)
                if handle not in self.views[seat].sealed.known:
                    self.views[seat] = read(self.views[seat], handle, self.cards[handle])
        self.oracle_reads()

    def oracle_reads(self) -> None:
        known = self.oracle.sealed.known
        for handle in handles_in(self.oracle):
            if handle not in known:
                self.oracle = read(self.oracle, handle, self.cards[handle])

    def remask(self, seat: int, zone: str) -> None:
        """The seat re-masks and shuffles the zone, unless it did since the zone last changed."""
        old = getattr(self.oracle.players[seat], zone)
        if not old or set(old) == self.fresh.get((seat, zone)):
            return
        cards = [self.card(item) for item in old]
        self.rng.shuffle(cards)
        self.views = [remask(view, seat, zone, cards if other == seat else None)
                      for other, view in enumerate(self.views)]
        self.oracle = remask(self.oracle, seat, zone, cards)
        new = getattr(self.oracle.players[seat], zone)
        self.cards.update(zip(new, cards))
        self.may_know[seat].update(new)
        self.fresh[seat, zone] = set(new)

    def move(self) -> None:
        """A seat that must decide lists its moves in its own view, which the oracle's lists
        must equal, chooses one (with its cards named, or as recorded) and records it."""
        seat = self.rng.choice(sorted({d.player for d in self.oracle.pending}))
        view = self.views[seat]
        listed = legal_actions(view, seat)
        assert listed == legal_actions(self.oracle, seat)
        named = legal_actions(materialize(view), seat)
        assert named == legal_actions(materialize(self.oracle), seat)
        if seat in self.bots:
            action = bot_move(view, seat, self.bots[seat], self.rng.getrandbits(32))
            assert action in named
        else:
            action = self.choose(named if self.rng.random() < 0.7 else listed)
        move = recorded(view, action)
        self.check_recorded(seat, move)
        self.moves.append((seat, move))
        self.mover = seat
        self.each(lambda game: play(game, move))
        self.reads(move.action)

    def choose(self, actions: list[Action]) -> Action:
        busy = [a for a in actions if a.kind in ("summon", "activate")]
        if self.eager and busy and self.rng.random() < 0.8:
            return self.rng.choice(busy)
        return self.rng.choice(actions)

    def do(self, who: str, *texts: str) -> None:
        """``who`` makes the moves ``texts`` (notation, cards named as ``who`` reads them), each
        after the protocol's chores; the table then meets what the game waits for."""
        seat = self.seat(who)
        for text in texts:
            self.chores()
            action = parse_action(materialize(self.views[seat]), text, seat)
            move = recorded(self.views[seat], action)
            self.check_recorded(seat, move)
            self.moves.append((seat, move))
            self.mover = seat
            self.each(lambda game: play(game, move))
            self.reads(move.action)
            self.check()
            self.go_on()

    def go_on(self) -> None:
        """Meet everything the game waits for, then let every seat read what it may."""
        while (need := awaited(self.oracle)) is not None:
            self.meet(need)
            self.check()
        self.reads()

    def seat(self, who: str) -> int:
        return self.oracle.settings.players.index(who)

    def sees(self, who: str) -> Game:
        """The game as ``who`` sees it: its view, its cards named."""
        return materialize(self.views[self.seat(who)])

    def card(self, item: int) -> int:
        return item if item > 0 else self.cards[item]

    # --- the guarantees ------------------------------------------------------------------

    def check_recorded(self, seat: int, move: Move) -> None:
        """A move names its hidden choices by handle, and reveals only a card the rules show,
        the one it names, truly, from a handle its player may read."""
        action = move.action
        if move.reveals:
            decision = next(d for d in self.oracle.pending if d.player == seat)
            assert (action.kind, decision.purpose or decision.kind) in SHOWING, move
            (_, card), = move.reveals
            named = self.card(self.oracle.top) if action.kind == "discard" else action.args[
                3 if action.kind == "activate" else 0]
            assert card == named, move
        if action.kind in HIDDEN_CHOICES:
            cards = action.args[1] if action.kind == "library" else action.args[:1]
            assert all(card < 0 for card in cards), move
        if action.kind == "choose" and not move.reveals:  # kept hidden, or known to all already
            known_to_all = {card for card in hidden_cards(self.oracle) if card > 0}
            assert action.args[0] < 0 or action.args[0] in known_to_all, move
        for handle, card in move.reveals:
            assert self.cards[handle] == card and handle in self.may_know[seat], move

    def check(self) -> None:
        public = to_data(self.oracle)
        for seat, view in enumerate(self.views):
            assert to_data(view) == public, seat
            for handle, card in view.sealed.known.items():
                assert handle in self.may_know[seat] and self.cards[handle] == card
        seen = materialize(self.oracle)
        assert not handles_in(seen)
        if not self.oracle.sealed.used:  # the setup waits for its seed or the deck's shuffle
            return
        self.initial = self.initial or every_card(seen)
        assert every_card(seen) == self.initial  # no card made, lost or changed
        if self.initial == self.pool():  # a whole game, not a test's position
            from tests.engine.test_random_games import check as keeps_the_rules

            keeps_the_rules(_unwaited(seen))

    def pool(self) -> list[int]:
        from seasons_cli.cards.catalogue import LEVEL_CARDS

        return sorted(n for n in LEVEL_CARDS[self.oracle.settings.level] for _ in range(2))


def own_handles(game: Game, seat: int) -> list[int]:
    """The handles of ``seat``'s own places and of what its pending decisions hold or show: the
    cards R21.2 lets it read."""
    player = game.players[seat]
    found = [card for zone in ZONES for card in getattr(player, zone)]
    for decision in game.pending:
        if decision.player == seat:
            found += decision.held
            if decision.data.get("seen") is not None:
                found.append(decision.data["seen"])
    return [card for card in found if card < 0]


def every_card(game: Game) -> list[int]:
    """``helpers.all_cards``, counting the cards a waiting move's decisions hold too."""
    found = [*game.draw_pile, *game.discard, *([game.top] if game.top is not None else [])]
    for player in game.players:
        found += [card for zone in ZONES for card in getattr(player, zone)]
        found += [card.number for card in player.in_play]
    pending = list(game.pending)
    if game.fair is not None and game.fair.held is not None:
        pending += game.fair.held.pending
    for decision in pending:
        found += decision.held
    return sorted(found)


def _unwaited(game: Game) -> Game:
    """A waiting game's state with the decisions its held move answers pending again, for the
    invariants that read them (an overflow in progress)."""
    if game.fair is None or game.fair.held is None:
        return game
    game = game.copy()
    game.pending = list(game.fair.held.pending)
    return game

