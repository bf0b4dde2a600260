"""What one seat may see (R21), and full games sampled so that they agree with it.

A bot never gets the ``Game``: it gets an ``Observation``, a copy of the game in which every card
its seat cannot see is a handle (``engine.hidden``: a negative number, one per card, the
representation sealed games use too) and the seed is blanked. Hidden zones keep their sizes
(R21.1: the sizes of hands, libraries and both piles are public). ``unseen`` is the multiset of
the cards behind those handles: every card of the level minus the cards the seat can see, which
is all a player can know about them (the draw pile is an unordered multiset and the discard pile
is face down, D33).

To simulate, a bot calls ``determinize``: the handles are filled with a random arrangement of
``unseen`` drawn from the bot's own ``random.Random``, and the game gets a new seed drawn from it
too, so that simulated dice and draws never follow the real game's seed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..cards.catalogue import LEVEL_CARDS
from ..engine import Action, Decision, Game, legal_actions
from ..engine.hidden import ZONES, is_handle, masked, rewrite
from ..engine.model import Player


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything ``seat`` may know when it must decide: the masked game, the unseen cards and the
    seat's legal moves (which depend only on what the seat sees)."""

    seat: int
    game: Game
    unseen: tuple[int, ...]
    legal: tuple[Action, ...]


def observe(game: Game, seat: int) -> Observation:
    """The game as ``seat`` sees it (R21, ``engine.hidden.masked``): other players' secret zones,
    both piles and cards held by other players' decisions are handles; the seed is blank. A fair
    game is seen as an open one: a bot's simulations make up their own chance, never waiting for
    the players'. So is a sealed game's view (``engine.viewpoint``), the cards its seat has read
    in place of their handles, its moves listed with those cards named (``viewpoint.recorded``
    records the one a bot chooses); its rules stay a sealed game's."""
    if game.sealed is not None:
        from ..engine.viewpoint import materialize

        legal = tuple(legal_actions(materialize(game), seat))
    else:
        legal = tuple(legal_actions(game, seat))
    view = masked(game, seat)
    trust = "sealed" if game.settings.trust == "sealed" else "open"
    view.settings = game.settings.replace(seed="", trust=trust)
    view.fair = None
    return Observation(seat, view, _unseen(view), legal)


def _unseen(view: Game) -> tuple[int, ...]:
    pool = Counter(n for n in LEVEL_CARDS[view.settings.level] for _ in range(2))
    pool.subtract(card for card in _visible(view) if not is_handle(card))
    return tuple(sorted(pool.elements()))


def _visible(view: Game) -> list[int]:
    cards = [*view.draw_pile, *view.discard, *([view.top] if view.top is not None else [])]
    for player in view.players:
        cards += [*_secret(player), *(card.number for card in player.in_play)]
    for decision in view.pending:
        cards += decision.held
    return cards


def _secret(player: Player) -> list[int]:
    return [card for zone in ZONES for card in getattr(player, zone)]


# --- determinization ---------------------------------------------------------------------------

def determinize(observation: Observation, rng: random.Random) -> Game:
    """A full game that agrees with everything the seat sees: the hidden cards are a random
    arrangement of ``unseen``, and chance from here on follows a seed drawn from ``rng``."""
    cards = list(observation.unseen)
    rng.shuffle(cards)
    fill = iter(cards)
    game = observation.game.copy()
    game.settings = game.settings.replace(seed=f"sim-{rng.getrandbits(64):016x}")
    rewrite(game, lambda card, owner: _real(card, fill), decisions=False)
    game.draw_pile.sort()
    game.pending = [_filled(game, d, fill) for d in game.pending]
    if next(fill, None) is not None:
        raise ValueError("the observation hides fewer cards than it counts as unseen")
    return game


def _real(card: int, fill) -> int:  # noqa: ANN001 - an iterator of card numbers
    if not is_handle(card):
        return card
    try:
        return next(fill)
    except StopIteration:
        raise ValueError("the observation hides more cards than it counts as unseen") from None


def _filled(game: Game, decision: Decision, fill) -> Decision:  # noqa: ANN001
    """Held cards get sampled cards; ``cards`` offered from them follow. Cards offered from the
    owner's hand (Potion of Dreams, Necrotic Kriss) come from the sampled hand."""
    data = dict(decision.data)
    if any(is_handle(card) for card in data.get("held", [])):
        data["held"] = [_real(card, fill) for card in data["held"]]
        if "cards" in data:
            data["cards"] = list(data["held"])
    elif any(is_handle(card) for card in data.get("cards", [])):
        hand = sorted(set(game.players[decision.player].hand))
        data["cards"] = hand[:len(data["cards"])] or data["cards"]
    if data.get("seen") is not None and is_handle(data["seen"]):
        data["seen"] = game.top
    return Decision(decision.player, decision.kind, decision.purpose, data)
