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
                 "bonuses_used", "bonus_penalty", "total", "cards_in_play", "rank", "_token")
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
                 cards_in_play: int, rank: int, token_prestige: int = 0) -> None:
        for field, value in zip(self.__slots__, (name, crystals, card_prestige, cards_in_hand,
                                                 hand_penalty, bonuses_used, bonus_penalty, total,
                                                 cards_in_play, rank, token_prestige)):
            assign(self, field, value)

    @property
    def token_prestige(self) -> int:
        """X10.5: the used token's prestige modifier (0 in a base game: no field of its own, so
        the base game's score data is as before)."""
        return self._token


def score(game: Game) -> list[Score]:
    """Every player's score in seat order. For an unfinished game this is provisional: the
    crystals so far, without end-of-game effects, with library cards not yet counted.

    With expansion content (X29.3) the hand term is +3 per card for the keeper of T5 (its
    ``hand_penalty`` then negative), and a used token adds its prestige modifier
    (``Score.token_prestige``)."""
    parts = []
    for seat, player in enumerate(game.players):
        prestige = sum(CARDS[card.number].prestige for card in player.in_play)
        hand = HAND_PENALTY * len(player.hand)
        token = 0
        if game.extra is not None:
            hand, token = _token_terms(game, seat, len(player.hand))
        total = player.crystals + prestige - hand - BONUS_PENALTY[player.bonuses] + token
        parts.append((player, prestige, hand, token, total))
    keys = [(total, len(player.in_play)) for player, _, _, _, total in parts]
    scores = []
    for (player, prestige, hand, token, total), key in zip(parts, keys):
        rank = 1 + sum(1 for other in keys if other > key)  # R19.6: score, then cards in play
        scores.append(Score(player.name, player.crystals, prestige, len(player.hand), hand,
                            player.bonuses, BONUS_PENALTY[player.bonuses], total,
                            len(player.in_play), rank, token))
    return scores


T5_PER_CARD = 3  # T5: each card in hand scores +3 instead of -5


def _token_terms(game: Game, seat: int, cards: int) -> tuple[int, int]:
    """X29.3, X10.5: the hand penalty (negative with T5) and the used token's modifier."""
    from ..cards.abilities import TOKENS

    extra = game.extra
    kept = extra.kept[seat]
    hand = -T5_PER_CARD * cards if kept == 5 else HAND_PENALTY * cards
    token = TOKENS[kept].prestige if kept and extra.used[seat] else 0
    return hand, token


def winners(game: Game) -> list[str]:
    """R19.5, D11: the players ranked first (several share the victory)."""
    return [s.name for s in score(game) if s.rank == 1]
