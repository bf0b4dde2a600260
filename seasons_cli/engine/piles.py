"""The draw pile and the discard pile of a game with expansion content (expansions.md X4, X17.3,
X24, EK-E10): the discard pile is an ordered stack, and cards can be looked at and put back on top
of the draw pile, put at its bottom, searched for, or removed from the game.

The draw pile stays what it is in the base game, an unordered multiset (``Game.draw_pile``: each
card taken from it is a chance outcome), with the cards whose place is known on either side of
it (``Extra.top``, top first; ``Extra.bottom``, lowest last). A card is taken from the known top
first, then from the middle, then from the known bottom; when all three are empty the discard pile
is reshuffled (R16.2, D30: it becomes the middle). ``core`` hands every draw, look and discard of
the top card of an expansion game to this module (one test of ``game.extra`` per draw), so card
effects never need to know which kind of game they are in.
"""

from __future__ import annotations

from .core import chance, log
from .model import Game

VISION_OF_DESTINY = "vision-of-destiny"
SHOWN = 2  # EK-E10: the top two cards of the draw pile are face up


def take_top(game: Game, kind: str) -> int | None:
    """The top card of the draw pile (``core._take_top``), or None when both piles are empty
    (D13); under Vision of Destiny the next top cards are shown at once."""
    before = game.extra.top[:SHOWN]
    card = _take(game, kind)
    if card is not None and game.extra.enchantment == VISION_OF_DESTINY:
        show_top(game, before)
    return card


def _take(game: Game, kind: str) -> int | None:
    extra = game.extra
    if extra.top:
        game.extra = extra.replace(top=extra.top[1:])
        return extra.top[0]
    if not game.draw_pile and extra.bottom:
        game.extra = extra.replace(bottom=extra.bottom[1:])
        return extra.bottom[0]
    if not game.draw_pile:
        if not game.discard:
            return None
        reshuffle(game)
    game.piles_for_change()
    return game.draw_pile.pop(chance(game, len(game.draw_pile), kind))


def reshuffle(game: Game) -> None:
    """R16.2, X4.4: the whole discard pile, whatever its order, becomes the draw pile."""
    log(game, "reshuffle", cards=len(game.discard))
    game.draw_pile = sorted(game.discard)
    game.discard = []


def size(game: Game) -> int:
    return len(game.draw_pile) + len(game.extra.top) + len(game.extra.bottom)


def look(game: Game, seat: int, count: int, *, reshuffling: bool = True,
         kind: str = "look") -> list[int]:
    """The top ``count`` cards of the draw pile, top first, looked at by ``seat`` and left where
    they are (their place now known); fewer if the piles run dry. A card needed beyond the draw
    pile reshuffles the discard pile under the cards already looked at (R16.2), unless not
    ``reshuffling`` (EK-E10: the shown cards never cause a reshuffle, D30). ``kind`` is the
    chance's (``core.chance``): a look, or the setup's deal of the cards shown face up."""
    extra = game.extra
    known = list(extra.top)
    bottom = list(extra.bottom)
    while len(known) < count:
        if game.draw_pile:
            game.piles_for_change()
            card = game.draw_pile.pop(chance(game, len(game.draw_pile), kind))
        elif bottom:
            card = bottom.pop(0)
        elif game.discard and reshuffling:
            reshuffle(game)
            continue
        else:
            break
        if seat >= 0:
            log(game, "look", player=game.settings.players[seat], card=card)
        known.append(card)
    game.extra = game.extra.replace(top=tuple(known), bottom=tuple(bottom))
    return known[:count]


def put_on_top(game: Game, cards: list[int]) -> None:
    """``cards`` go on top of the draw pile, the first of them on top."""
    before = game.extra.top[:SHOWN]
    game.extra = game.extra.replace(top=(*cards, *game.extra.top))
    if game.extra.enchantment == VISION_OF_DESTINY:
        show_top(game, before)


def put_at_bottom(game: Game, card: int) -> None:
    """X4.2 for the draw pile: under all the others."""
    before = game.extra.top[:SHOWN]
    game.extra = game.extra.replace(bottom=(*game.extra.bottom, card))
    if game.extra.enchantment == VISION_OF_DESTINY:
        show_top(game, before)


def show_top(game: Game, before: tuple[int, ...] = (), kind: str = "look") -> None:
    """EK-E10: the top two cards are face up, shown again whenever they are not the two shown
    ``before`` the change (ruling, project decision), never by a reshuffle; with one card in
    the draw pile, that one. At setup they are part of the deal (``kind`` "deal": in a fair
    game, numbers of the setup's event, PX3)."""
    shown = look(game, -1, SHOWN, reshuffling=False, kind=kind)
    if tuple(shown) != before:
        log(game, "shown", cards=shown)


# --- the discard pile (X4) ----------------------------------------------------------------------

def discard_top_cards(game: Game, count: int) -> list[int]:
    """X4.3: the top ``count`` cards of the discard pile (the most recently placed), top first."""
    return list(reversed(game.discard[-count:])) if count else []


def take_from_discard(game: Game, card: int) -> None:
    """Take ``card`` out of the discard pile (the topmost copy): the others keep their order."""
    game.piles_for_change()
    index = len(game.discard) - 1 - game.discard[::-1].index(card)
    del game.discard[index]


def discard_at_bottom(game: Game, cards: list[int]) -> None:
    """X4.2: ``cards`` go under all the others, keeping their order (the first lowest)."""
    game.piles_for_change()
    game.discard[0:0] = cards


def remove_from_game(game: Game, cards: list[int]) -> None:
    """X17.3: the cards belong to no pile, hand or play area any more, and never come back."""
    game.extra = game.extra.replace(removed=(*game.extra.removed, *cards))
    log(game, "removed", cards=list(cards))


# --- searching the draw pile (X24) --------------------------------------------------------------

def search(game: Game, seat: int, matches) -> int | None:  # noqa: ANN001 - a card -> bool test
    """X24: reveal the top card; a match ends the search, any other card is discarded (X4.1) and
    the next revealed; an empty draw pile reshuffles the discard pile, the cards just discarded
    included. After as many cards as both piles held together at the start, without a match, it
    ends with none (X24.3). The match is returned, in no zone yet."""
    budget = size(game) + len(game.discard)
    for _ in range(budget):
        card = take_top(game, "draw")
        if card is None:
            return None
        log(game, "reveal", player=game.settings.players[seat], card=card)
        if matches(card):
            return card
        game.piles_for_change()
        game.discard.append(card)
    return None
