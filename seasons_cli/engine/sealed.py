"""A sealed game in the engine (fair-play.md §6): no chance decides a card.

A sealed game is a fair game (its dice, rerolls and setup draw come from events' seeds,
``fair.py``, ``waiting.py``) whose cards are hidden by masking. The engine holds its **public
state**: every card in a hidden place is a handle (``hidden.py``), every card in play a number,
and so is a card every player may know that lies in a hidden place (a card returned to a hand by
Amsug Longneck, a sacrificed card in the discard pile). All seats replay the same public state
from the same moves; what a seat has read besides is its view's ``known`` (``viewpoint.py``).

Where an open game asks chance for a card, a sealed game takes one the players' shuffles placed:

- the **deck** at setup and the discard pile when it must become the draw pile (R16.2) are
  shuffled by the players: the game waits (``ShuffleNeed``) until they have (``viewpoint.
  shuffled``), then the shuffled cards are new handles, made in the shuffle's output order;
- a **draw** takes the top of the draw pile (``draw_pile[0]``, after ``game.top``);
- the **deal** gives each seat in turn the next nine cards from the top;
- a card whose identity the move needs and nobody revealed yet (a card put into play without a
  choice, Vampiric Crown's drawn card) makes the game wait for its reveal (``RevealNeed``).

Like a missing seed (``fair.Waiting``), a need makes the move wait, held, and carried out again
from its start once met (``waiting.resume``).
"""

from __future__ import annotations

from typing import Any

from ..plain import Fields, Frozen, assign
from .fair import Waiting
from .model import Game


class SealedState(Fields):
    """A sealed game's bookkeeping (``Game.sealed``), never changed in place: a change puts a
    new state in its place (``but``), so games that share it are not touched.

    ``made``: how many handles the game has made (the next is ``-(made + 1)``). ``shuffles``:
    how many shuffles the players have made; ``used``: how many the game has used.
    ``revealed``: cards revealed to everyone for handles a held move has still to meet (while it
    waits; settled into numbers when it is carried out). ``known``: what this view's seat has
    read (handle -> card), private to it: empty in the public state."""

    __slots__ = ("made", "shuffles", "used", "revealed", "known")
    __match_args__ = __slots__
    made: int
    shuffles: int
    used: int
    revealed: dict[int, int]
    known: dict[int, int]

    def __init__(self, made: int = 0, shuffles: int = 0, used: int = 0,
                 revealed: dict[int, int] | None = None,
                 known: dict[int, int] | None = None) -> None:
        self.made = made
        self.shuffles = shuffles
        self.used = used
        self.revealed = {} if revealed is None else revealed
        self.known = {} if known is None else known

    def but(self, **changes: Any) -> SealedState:
        return self.replace(**changes)


class ShuffleNeed(Frozen):
    """The game waits for the players to shuffle ``cards`` (shuffle number ``k`` of the game,
    counted from 1: the deck at setup is the first): the deck in canonical order (card numbers)
    at setup, the discard pile as it is (handles and numbers) when it becomes the draw pile.
    The shuffled cards get the handles ``first``, ``first - 1``, ... in the shuffle's output
    order, the top of the new draw pile first."""

    __slots__ = ("k", "cards", "first")
    __match_args__ = __slots__
    k: int
    cards: tuple[int, ...]
    first: int

    def __init__(self, k: int, cards: tuple[int, ...], first: int) -> None:
        assign(self, "k", k)
        assign(self, "cards", cards)
        assign(self, "first", first)

    def __str__(self) -> str:
        return f"shuffle {self.k}"

    def waited(self) -> str:
        what = "the deck" if self.k == 1 else "the discard pile"
        return f"the players' shuffle of {what} ({len(self.cards)} cards)"


class RevealNeed(Frozen):
    """The game waits for the card of ``handle`` to be revealed to everyone
    (``viewpoint.reveal``): the move needs it (a card put into play, Vampiric Crown's)."""

    __slots__ = ("handle",)
    __match_args__ = __slots__
    handle: int

    def __init__(self, handle: int) -> None:
        assign(self, "handle", handle)

    def __str__(self) -> str:
        return f"reveal {self.handle}"

    def waited(self) -> str:
        return f"the card of handle {self.handle}, revealed to every player"


def start(game: Game) -> Game:
    """``new_game`` of a sealed game: a fair game (its setup waits for the setup event's seed,
    then for the players' shuffle of the deck) with no handle made yet."""
    from .waiting import start as start_fair

    game.sealed = SealedState()
    return start_fair(game)


# --- the engine's hooks ----------------------------------------------------------------------

def deck(game: Game, pool: list[int]) -> list[int]:
    """R4.5, R5: the deck of the draw pile (and of the deal) as the players' shuffle of
    ``pool`` in canonical order makes it: its handles, the top first."""
    return _shuffled(game, sorted(pool))


def reshuffle(game: Game) -> list[int]:
    """R16.2, D30: the discard pile as the players' shuffle makes it the draw pile."""
    return _shuffled(game, list(game.discard))


def _shuffled(game: Game, cards: list[int]) -> list[int]:
    """New handles for ``cards`` once the players have shuffled them; until then the move waits
    (``ShuffleNeed``)."""
    state = game.sealed
    k = state.used + 1
    first = -(state.made + 1)
    if k > state.shuffles:
        raise Waiting(ShuffleNeed(k, tuple(cards), first))  # type: ignore[arg-type]
    game.sealed = state.but(made=state.made + len(cards), used=k)
    return list(range(first, first - len(cards), -1))


def identity(game: Game, card: int) -> int:
    """The card a move needs to know (to put it into play, to show it): ``card`` itself, or the
    card revealed for its handle; until revealed the move waits (``RevealNeed``). Open games
    never call this with a handle."""
    if card > 0:
        return card
    found = game.sealed.revealed.get(card)
    if found is None:
        raise Waiting(RevealNeed(card))  # type: ignore[arg-type]
    return found


def settle(game: Game) -> None:
    """After a move is carried out: the cards revealed for its handles replace them."""
    state = game.sealed
    if state.revealed:
        substitute(game, state.revealed)
        game.sealed = game.sealed.but(revealed={})


def substitute(game: Game, cards: dict[int, int]) -> None:
    """Put ``cards[handle]`` in the place of each handle (``hidden.rewrite``), and forget them
    from the view's ``known``: they are everybody's now."""
    from .hidden import rewrite

    rewrite(game, lambda card, owner: cards.get(card, card))
    state = game.sealed
    if any(handle in state.known for handle in cards):
        known = {h: c for h, c in state.known.items() if h not in cards}
        game.sealed = state.but(known=known)


def state_data(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """``model.to_data`` of a sealed game: the piles in order (the top of the draw pile first)
    and the counters of ``SealedState`` (never ``known``: a view's own)."""
    state = game.sealed
    data["draw_pile"] = list(game.draw_pile)
    data["discard_pile"] = list(game.discard)
    data["sealed"] = {"handles_made": state.made, "shuffles": state.shuffles,
                      "shuffles_used": state.used,
                      "revealed": [[handle, card] for handle, card in sorted(state.revealed.items())]}
    return data
