"""Helpers shared by card effects."""

from __future__ import annotations

from ...cards.catalogue import CARDS
from .. import core
from ..model import Game, card_ref


def draw_up_to(game: Game, seat: int, count: int) -> list[int]:
    """Draw ``count`` cards one at a time (R16.4); fewer when both piles run dry (D13)."""
    drawn = []
    for _ in range(count):
        card = core.draw(game, seat)
        if card is None:
            break
        drawn.append(card)
    return drawn


def in_play_choices(game: Game, seat: int, familiar: bool | None = None) -> list[tuple[int, int]]:
    """``(number, copy)`` of the player's cards in play, identical copies listed once."""
    player = game.players[seat]
    seen, found = set(), []
    for index, card in enumerate(player.in_play):
        if familiar is not None and CARDS[card.number].is_familiar != familiar:
            continue
        if (card.number, card.activated, card.tokens) not in seen:
            seen.add((card.number, card.activated, card.tokens))
            found.append(card_ref(player, index))
    return found


