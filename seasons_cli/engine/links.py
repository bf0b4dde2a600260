"""What follows when a card of an expansion game enters or leaves play (expansions.md X17.3,
X22, X23.4, 219): the card's ``uid``, the Replicas removed from the game, the Deadbolts and Raven
links that end, the Otus centre rows that go.

``core.enter_play`` and ``core.leave_play`` hand an expansion game's cards to this module; base
games never come here.
"""

from __future__ import annotations

from . import core
from .core import discard_card, push
from .extra import Marks
from .model import Game, InPlay, Task, with_marks
from .piles import remove_from_game
from .registry import ON_SACRIFICE

REPLICA = 222
RAVEN = 118
TANGLEWEED = 217
OTUS = 219
URMIAN_CAGE = 215


def new_marks(game: Game, number: int) -> Marks:
    """A card entering play gets the next uid (and an Urmian Psychic Cage its Trap token)."""
    uid = game.extra.uid + 1
    game.extra = game.extra.replace(uid=uid)
    return Marks(uid, armed=number == URMIAN_CAGE)


def find_uid(game: Game, uid: int) -> tuple[int, int] | None:
    """``(seat, index)`` of the card in play with this uid, or None."""
    for seat, player in enumerate(game.players):
        for index, card in enumerate(player.in_play):
            if card.marks is not None and card.marks.uid == uid:
                return seat, index
    return None


SHIELD_OF_ZIRA = 113
SHIELD_GAIN = 10


def leave_play(game: Game, seat: int, index: int, to_hand: bool) -> int:
    """``core.leave_play`` of an expansion game. A card whose sacrifice a Shield of Zira replaces
    (``sacrifices.before_activation``) stays, and the Shield goes instead (X21.1)."""
    card = game.players[seat].in_play[index]
    flag = f"shield:{card.marks.uid}" if card.marks is not None else ""
    if not to_hand and flag in game.extra.turn:
        game.extra = game.extra.replace(turn=game.extra.turn - {flag})
        from .sacrifices import replace_with_shield

        replace_with_shield(game, seat, toll=False, besides=index)
        return card.number
    game.player_for_change(seat).in_play.pop(index)
    place_left_card(game, seat, card, to_hand)
    return card.number


def place_left_card(game: Game, seat: int, card: InPlay, to_hand: bool,
                    sacrificed: bool = True) -> None:
    """Where a card that left play goes: a Replica nowhere (removed from the game, X17.3), else
    its owner's hand or the discard pile; a sacrifice's own effect (Cursed Treatise of Arus).
    A card an Urmian trap discards is not ``sacrificed`` (215)."""
    if card.number == REPLICA:
        remove_from_game(game, [REPLICA])
    elif to_hand:
        game.player_for_change(seat).hand.append(card.number)
        core.gained(game, seat)  # taken back from play (X25.1)
    else:
        discard_card(game, card.number)
    if sacrificed and not to_hand and card.effect in ON_SACRIFICE:
        ON_SACRIFICE[card.effect](game, seat)
    if sacrificed and not to_hand and card.effect == SHIELD_OF_ZIRA:  # X21.1, X21.6: 10 as it goes
        core.gain_crystals(game, seat, SHIELD_GAIN)
    if card.marks is not None:
        _end_links(game, card)


def _end_links(game: Game, card: InPlay) -> None:
    """X22.1: a Tangleweed's Deadbolt goes with it; X23.4: a Raven copying the card is
    sacrificed (forced, X20.2: as a task, after this); 219: the centre row of an Otus is removed
    from the game."""
    uid = card.marks.uid
    for seat, player in enumerate(game.players):
        for index, other in enumerate(player.in_play):
            marks = other.marks
            if marks is None:
                continue
            if card.number == TANGLEWEED and uid in marks.bolts:
                with_marks(game.player_for_change(seat), index,
                           marks.replace(bolts=tuple(b for b in marks.bolts if b != uid)))
            if marks.copy_uid == uid:
                push(game, Task("raven_left", seat, {"uid": marks.uid}))
    if card.number == OTUS:
        rows = game.extra.rows
        row = next((cards for otus, cards in rows if otus == uid), ())
        if row:
            remove_from_game(game, list(row))
        game.extra = game.extra.replace(rows=tuple((o, c) for o, c in rows if o != uid))
