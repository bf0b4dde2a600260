"""What the bots believe each card is worth, in crystals (one crystal = one prestige point).

These are rough estimates, written once by reading cards.md, not learnt: the greedy bot ranks
moves with them and the strong bot uses them to prune its search and to judge positions where its
simulations stop. docs/bots.md explains them.
"""

from __future__ import annotations

from functools import cache

from ..cards.catalogue import CARDS, summon_cost

AVERAGE_DOTS = 2  # the mean of the dots of the 120 dice faces: a game lasts about 18 rounds
LAST_POSITION = 37  # R17.5: the game ends once the token passes space 12 of year 3
TOKEN = 1.3  # an energy token kept for later: about what transmuting it gives (R12.4)
NEEDED_TOKEN = 0.7  # extra worth of a token a card in hand needs to be summoned

# One-off worth of a card's entry effect (R14.4 step 5), as the bots estimate it.
ENTRY = {1: 3, 2: 4, 3: 9, 4: 5, 7: 1, 9: 10, 10: 6, 12: 3, 17: 2, 18: 3, 21: 3, 28: 6, 29: 20,
         31: 3, 36: 3, 38: 4, 40: 2, 42: 14, 43: 10, 48: 4, 49: 4, 50: 11}

# Worth per round left of a card in play: its permanent or repeatable effect (Staff of Spring's
# crystals per summon, Titus Deepgaze's tolls, Damned Soul of Onys's loss, ...).
PER_ROUND = {5: 1.5, 6: 1.0, 8: 0.5, 11: 0.7, 13: 1.2, 14: 0.6, 15: 1.0, 16: 1.5, 18: 0.3,
             20: 0.8, 27: 0.9, 30: 0.5, 32: 1.0, 33: 0.4, 34: 0.4, 35: 0.5, 39: 1.0, 41: 0.6,
             43: 0.8, 44: 1.0, 47: 0.4, 50: -3.0}

# Worth kept in a card until it is used once (the potions are sacrificed to be used).
STORED = {23: 4, 24: 5, 25: 7, 37: 5}

# Pairs of cards that are worth more together (draft and play): extra worth of holding both.
SYNERGY = {frozenset((6, 30)): 4, frozenset((6, 20)): 3, frozenset((8, 32)): 2,
           frozenset((18, 45)): 6, frozenset((14, 26)): 3, frozenset((13, 18)): 3,
           frozenset((27, 25)): 2, frozenset((11, 39)): 2, frozenset((19, 6)): 2}

FAMILIAR_CARDS = {n for n, card in CARDS.items() if card.is_familiar}


def rounds_left(position: int) -> float:
    """About how many rounds the game still has (the token moves 2 spaces a round on average)."""
    return max(0.0, (LAST_POSITION - position) / AVERAGE_DOTS)


def cost_worth(number: int, players: int, edition: int) -> float:
    cost = summon_cost(number, players, edition)
    return cost.crystals + TOKEN * sum(cost.energy)


def card_worth(number: int, players: int, edition: int, rounds: float) -> float:
    """What a card in hand is expected to bring once summoned, its cost paid, with ``rounds``
    rounds left to use it."""
    return _once_worth(number, players, edition) + PER_ROUND.get(number, 0.0) * rounds


@cache
def _once_worth(number: int, players: int, edition: int) -> float:
    gain = CARDS[number].prestige + ENTRY.get(number, 0) + STORED.get(number, 0)
    return gain - cost_worth(number, players, edition)


def synergy(number: int, others: list[int]) -> float:
    """Extra worth of ``number`` next to ``others`` (each pair counted once)."""
    return sum(SYNERGY.get(frozenset((number, other)), 0) for other in set(others) if other != number)


def earliness(number: int) -> float:
    """How much a card wants to be played early (the library split, R6.4): engines and resources
    first, big prestige last."""
    return 4 * PER_ROUND.get(number, 0.0) + ENTRY.get(number, 0) / 2 - CARDS[number].prestige / 3
