"""Final score, winner and ranking (R19.3-R19.6, R15.7, D11, D25)."""

from __future__ import annotations

from ..cards.catalogue import CARDS
from ..plain import Frozen, assign
from .model import Game

BONUS_PENALTY = (0, 5, 12, 20)  # R15.7: by bonuses used in the whole game
HAND_PENALTY = 5  # R19.3: per card left in hand


class Score(Frozen):
    """One player's score parts. ``rank`` 1 is the winner; equal players share a rank.

    A plain value class rather than a dataclass: ``scoring`` is imported by every command that
    words a move (issue #5)."""

    __slots__ = ("name", "crystals", "card_prestige", "cards_in_hand", "hand_penalty",
                 "bonuses_used", "bonus_penalty", "total", "cards_in_play", "rank")
    name: str
    crystals: int
    card_prestige: int
    cards_in_hand: int
    hand_penalty: int
    bonuses_used: int
    bonus_penalty: int
    total: int
    cards_in_play: int  # the tie-break (R19.5)
    rank: int

    def __init__(self, name: str, crystals: int, card_prestige: int, cards_in_hand: int,
                 hand_penalty: int, bonuses_used: int, bonus_penalty: int, total: int,
                 cards_in_play: int, rank: int) -> None:
        for field, value in zip(self.__slots__, (name, crystals, card_prestige, cards_in_hand,
                                                 hand_penalty, bonuses_used, bonus_penalty, total,
                                                 cards_in_play, rank)):
            assign(self, field, value)


def final_total(crystals: int, card_prestige: int, cards_in_hand: int, bonuses_used: int) -> int:
    """R19.3 in one step (D25: not clipped at 0)."""
    return crystals + card_prestige - HAND_PENALTY * cards_in_hand - BONUS_PENALTY[bonuses_used]


def score(game: Game) -> list[Score]:
    """Every player's score in seat order. For an unfinished game this is provisional: the
    crystals so far, without end-of-game effects, with library cards not yet counted."""
    parts = []
    for player in game.players:
        prestige = sum(CARDS[card.number].prestige for card in player.in_play)
        total = final_total(player.crystals, prestige, len(player.hand), player.bonuses)
        parts.append((player, prestige, total))
    keys = [(total, len(player.in_play)) for player, _, total in parts]
    scores = []
    for (player, prestige, total), key in zip(parts, keys):
        rank = 1 + sum(1 for other in keys if other > key)  # R19.6: score, then cards in play
        scores.append(Score(player.name, player.crystals, prestige, len(player.hand),
                            HAND_PENALTY * len(player.hand), player.bonuses,
                            BONUS_PENALTY[player.bonuses], total, len(player.in_play), rank))
    return scores


def winners(game: Game) -> list[str]:
    """R19.5, D11: the players ranked first (several share the victory)."""
    return [s.name for s in score(game) if s.rank == 1]
