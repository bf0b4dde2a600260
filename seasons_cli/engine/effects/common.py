"""Helpers shared by card effects."""

from __future__ import annotations

from ...cards.catalogue import CARDS
from .. import core
from ..model import Action, Game, card_ref, made


def draw_up_to(game: Game, seat: int, count: int) -> list[int]:
    """Draw ``count`` cards one at a time (R16.4); fewer when both piles run dry (D13)."""
    drawn = []
    for _ in range(count):
        card = core.draw(game, seat)
        if card is None:
            break
        drawn.append(card)
    return drawn


def draw_one_into_hand(game: Game, seat: int) -> None:
    """One card drawn into the hand (R16.4), if the piles have one: a card gained into a hand
    (X25.1, ``core.gained``) and a single-card draw (X25.2, ``core.drew_one``)."""
    drawn = draw_up_to(game, seat, 1)
    game.player_for_change(seat).hand.extend(drawn)
    if drawn:
        core.gained(game, seat)
        core.drew_one(game, seat, drawn[0])


def in_play_choices(game: Game, seat: int, familiar: bool | None = None) -> list[tuple[int, int]]:
    """``(number, copy)`` of the player's cards in play, identical copies listed once."""
    player = game.players[seat]
    seen, found = set(), []
    for index, card in enumerate(player.in_play):
        if familiar is not None and CARDS[card.number].is_familiar != familiar:
            continue
        key = (card.number, card.activated, card.tokens) if card.marks is None else \
            (card.number, card.activated, card.tokens, card.effect, card.marks.copies,
             card.marks.bolts, card.marks.armed)  # what tells two cards of a number apart
        if key not in seen:
            seen.add(key)
            found.append(card_ref(player, index))
    return found


def options_named(seat: int, names: list[str]) -> list[Action]:
    """``option NAME`` for each choice of an effect that offers named options (Statue of Eolis,
    Steadfast Die, Warden of Argos, ...)."""
    return [made(seat, "option", (name,)) for name in names]


def index_of_uid(game: Game, seat: int, uid: int) -> int | None:
    """The index in ``seat``'s play area of the card with this uid, if it is there."""
    for index, card in enumerate(game.players[seat].in_play):
        if card.marks is not None and card.marks.uid == uid:
            return index
    return None


