"""The bots' judgement of a position: each player's expected final score, in crystals.

``evaluate`` is the exact score (R19.3) once the game is over. Before that it adds to the crystals
and the prestige in play what the bots expect the rest of the game to bring: the effects of cards
in play for the rounds left, energy kept for summons or transmutation, cards in hand (worth half
of what they bring once summoned, or a 5-point penalty near the end, R19.3), limited by the room
the summoning gauge will have. ``margin`` compares a player with their best opponent: that is what wins.
"""

from __future__ import annotations

from ..cards.catalogue import CARDS, summon_cost
from ..engine.core import spendable
from ..engine.dice import TRANSMUTATION, Face
from ..engine.model import Game, Player
from ..engine.scoring import BONUS_PENALTY, HAND_PENALTY, score
from .knowledge import (
    FAMILIAR_CARDS,
    NEEDED_TOKEN,
    PER_ROUND,
    STORED,
    TOKEN,
    card_worth,
    rounds_left,
    synergy,
)

HELM, LANTERN, SEALED_CHEST, CAULDRON = 19, 45, 46, 35
PLAY_CHANCE = 0.6  # how sure the bots are to summon a card they hold, with time to do it
STARS_PER_ROUND = 0.35  # gauge steps a player gains per round: half the faces have a star


def margin(game: Game, seat: int) -> float:
    """The seat's expected score minus the best expected score among its opponents."""
    values = [evaluate(game, other) for other in range(game.n)]
    return values[seat] - max(v for other, v in enumerate(values) if other != seat)


def evaluate(game: Game, seat: int) -> float:
    """The seat's expected final score (exact once the game is over)."""
    if game.finished:
        return score(game)[seat].total
    player = game.players[seat]
    rounds = rounds_left(game.position)
    return (player.crystals - BONUS_PENALTY[player.bonuses] + in_play_worth(game, seat, rounds)
            + energy_worth(game, player, rounds) + hand_worth(game, player, rounds))


def in_play_worth(game: Game, seat: int, rounds: float) -> float:
    player = game.players[seat]
    numbers = [card.number for card in player.in_play]
    worth = 0.0
    for card in player.in_play:
        n = card.number
        worth += CARDS[n].prestige + PER_ROUND.get(n, 0.0) * rounds + STORED.get(n, 0)
        worth += synergy(n, numbers) / 2 + (2 * sum(card.tokens) if n == CAULDRON else 0)
    return worth + _end_of_game_worth(game, seat, numbers)


def _end_of_game_worth(game: Game, seat: int, numbers: list[int]) -> float:
    """Ragfield's Helm and the Sealed Chest of Urm: 20 crystals if the condition still holds."""
    worth = 0.0
    if HELM in numbers:
        others = max(len(game.players[o].in_play) for o in game.opponents(seat))
        worth += 14 if len(numbers) > others else 6 if len(numbers) == others else 2
    if SEALED_CHEST in numbers:
        worth += 2 if FAMILIAR_CARDS & set(numbers) else 16
    return worth


def energy_worth(game: Game, player: Player, rounds: float) -> float:
    """Tokens kept: what transmuting them may give, more if a card in hand needs them; nearly
    nothing in the last round (unused energy scores nothing, except with a Lantern of Xidit)."""
    tokens = spendable(player)
    base = TOKEN * min(1.0, rounds / 2)
    need = needed(game, player) if rounds >= 0.5 else (0, 0, 0, 0)
    lantern = 3 * player.count(LANTERN)
    return sum(tokens) * (base + lantern) + NEEDED_TOKEN * sum(min(t, n) for t, n in zip(tokens, need))


def needed(game: Game, player: Player) -> tuple[int, ...]:
    """The energy, by type, that the cards in hand cost (cards whose crystals are at hand)."""
    need = [0, 0, 0, 0]
    for number in player.hand:
        cost = summon_cost(number, game.n, game.settings.edition)
        if cost.crystals <= player.crystals:
            need = [a + b for a, b in zip(need, cost.energy)]
    return tuple(need)


def hand_worth(game: Game, player: Player, rounds: float) -> float:
    """Cards in hand and in the libraries: what each brings once summoned, times the chance of
    summoning it, else the 5-point penalty of R19.3. Only as many cards as the gauge will have
    room for can be summoned (R13.2): the best ones get the places, the others the penalty."""
    chance = PLAY_CHANCE * min(1.0, rounds / 5)
    places = max(0, player.gauge - len(player.in_play)) + STARS_PER_ROUND * rounds
    cards = [*player.hand, *player.library2, *player.library3]
    brings = sorted((card_worth(n, game.n, game.settings.edition, rounds / 2) for n in cards),
                    reverse=True)
    worth = 0.0
    for index, value in enumerate(brings):
        share = min(1.0, max(0.0, places - index))  # the part of a place this card can have
        played = max(-HAND_PENALTY, chance * value - (1 - chance) * HAND_PENALTY)
        worth += share * played - (1 - share) * HAND_PENALTY
    return worth


def face_worth(game: Game, seat: int, face: Face) -> float:
    """A die face for the player about to take it (R8.2): crystals, energy (by what the player
    needs), a star when the gauge is short, a draw while there is time, a transmutation."""
    player = game.players[seat]
    rounds = rounds_left(game.position)
    lacking = [max(0, n - t) for n, t in zip(needed(game, player), spendable(player))]
    energy = sum(count * (TOKEN * min(1.0, rounds / 2) + (NEEDED_TOKEN if lacking[k] else 0))
                 for k, count in enumerate(face.energy))
    waiting = len(player.hand) + len(player.library2) + len(player.library3)
    short = player.gauge <= len(player.in_play) + 1 and waiting
    worth = face.crystals + energy + (2.5 if short else 0.8) * face.star
    worth += (3.0 if rounds > 5 else -1.0) * face.draw
    if face.transmute:
        rates = TRANSMUTATION[game.season]
        worth += 0.5 * sum(max(0, rate - TOKEN) * t for rate, t in zip(rates, player.energy))
    return worth
