"""What one seat may see (R21), and full games sampled so that they agree with it.

A bot never gets the ``Game``: it gets an ``Observation``, a copy of the game in which every card
its seat cannot see is replaced by ``HIDDEN`` and the seed is blanked. Hidden zones keep their
sizes (R21.1: the sizes of hands, libraries and both piles are public). ``unseen`` is the
multiset of the cards behind those placeholders: every card of the level minus the cards the seat
can see, which is all a player can know about them (the draw pile is an unordered multiset and
the discard pile is face down, D33).

To simulate, a bot calls ``determinize``: the placeholders are filled with a random arrangement of
``unseen`` drawn from the bot's own ``random.Random``, and the game gets a new seed drawn from it
too, so that simulated dice and draws never follow the real game's seed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..engine import Action, Decision, Game, legal_actions
from ..engine.content import pool_cards
from ..engine.model import Player

HIDDEN = 0  # a card the seat cannot see: no power card has number 0
ZONES = ("hand", "library2", "library3", "packet", "chosen")  # R21.2: known to the owner only
SECRET_DATA = ("held", "cards")  # cards an opponent's pending decision holds or offers


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything ``seat`` may know when it must decide: the masked game, the unseen cards and the
    seat's legal moves (which depend only on what the seat sees)."""

    seat: int
    game: Game
    unseen: tuple[int, ...]
    legal: tuple[Action, ...]


def observe(game: Game, seat: int) -> Observation:
    """The game as ``seat`` sees it (R21): other players' secret zones, both piles and cards held
    by other players' decisions are ``HIDDEN``; the seed is blank. A fair game is seen as an
    open one: a bot's simulations make up their own chance, never waiting for the players'."""
    view = game.copy()
    view.settings = game.settings.replace(seed="", trust="open")
    view.fair = None
    for other, player in enumerate(view.players):
        if other != seat:
            for zone in ZONES:
                setattr(player, zone, [HIDDEN] * len(getattr(player, zone)))
    view.draw_pile = [HIDDEN] * len(game.draw_pile)
    view.discard = [HIDDEN] * len(game.discard)
    if game.top is not None and not _looked_at_top(game, seat):
        view.top = HIDDEN
    view.pending = [d if d.player == seat and "drawn" not in d.data else _masked(d)
                    for d in game.pending]
    view.tasks = [_masked_task(t, seat) for t in game.tasks]
    if game.extra is not None:
        view.extra = _masked_extra(game, seat)
    return Observation(seat, view, _unseen(view), tuple(legal_actions(game, seat)))


def _masked_extra(game: Game, seat: int):  # noqa: ANN202 - an engine.extra.Extra
    """X5: the cards of the draw pile whose place is known are hidden but the two shown under
    Vision of Destiny; the tokens dealt to other players, and what they keep until every player
    has chosen (X9.2), are hidden (0). The bot forgets what its seat looked at: it may know less
    than its seat, never more."""
    extra = game.extra
    shown = 2 if extra.enchantment == "vision-of-destiny" else 0
    top = extra.top[:shown] + (HIDDEN,) * (len(extra.top) - shown)
    choosing = any(d.kind == "token" for d in game.pending)
    kept = tuple(token if other == seat or not choosing else 0
                 for other, token in enumerate(extra.kept))
    dealt = tuple(tokens if other == seat else (0,) * len(tokens)
                  for other, tokens in enumerate(extra.dealt))
    return extra.replace(top=top, bottom=(HIDDEN,) * len(extra.bottom), kept=kept, dealt=dealt)


def _looked_at_top(game: Game, seat: int) -> bool:
    """True while the seat's own Crystal Orb decision shows it the top card (card 34). Once it
    is put back the bot forgets it: a bot may know less than its seat, never more."""
    return any(d.player == seat and d.data.get("seen") is not None for d in game.pending)


def _masked_task(task, seat: int):  # noqa: ANN001, ANN202 - model.Task
    """A card another player drew, which a Speedwall's owner decides about blind (X18)."""
    if "drawn" not in task.data or task.player == seat:
        return task
    from ..engine.model import Task

    return Task(task.op, task.player, {**task.data, "drawn": HIDDEN})


def _masked(decision: Decision) -> Decision:
    data = dict(decision.data)
    for key in SECRET_DATA:
        if key in data:
            data[key] = [HIDDEN] * len(data[key])
    if data.get("seen") is not None:
        data["seen"] = HIDDEN
    if "drawn" in data:
        data["drawn"] = HIDDEN
    return Decision(decision.player, decision.kind, decision.purpose, data)


def _unseen(view: Game) -> tuple[int, ...]:
    pool = Counter(n for n in pool_cards(view.settings) for _ in range(2))
    if view.extra is not None:  # removed from the game (X17.3): public, nowhere to be sampled
        pool.subtract(view.extra.removed)
    pool.subtract(card for card in _visible(view) if card != HIDDEN)
    return tuple(sorted(pool.elements()))


def _visible(view: Game) -> list[int]:
    cards = [*view.draw_pile, *view.discard, *([view.top] if view.top is not None else [])]
    if view.extra is not None:
        cards += [*view.extra.top, *view.extra.bottom, *(n for _, row in view.extra.rows
                                                         for n in row)]
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
    for player in game.players:
        for zone in ZONES:
            setattr(player, zone, [_real(card, fill) for card in getattr(player, zone)])
    game.draw_pile = sorted(_real(card, fill) for card in game.draw_pile)
    game.discard = [_real(card, fill) for card in game.discard]
    if game.top is not None:
        game.top = _real(game.top, fill)
    if game.extra is not None:
        extra = game.extra
        game.extra = extra.replace(top=tuple(_real(card, fill) for card in extra.top),
                                   bottom=tuple(_real(card, fill) for card in extra.bottom))
    game.pending = [_filled(game, d, fill) for d in game.pending]
    game.tasks = [task if task.data.get("drawn") != HIDDEN else
                  task.replace(data={**task.data, "drawn": _a_hand_card(game, task.player)})
                  for task in game.tasks]
    if next(fill, None) is not None:
        raise ValueError("the observation hides fewer cards than it counts as unseen")
    return game


def _a_hand_card(game: Game, seat: int) -> int:
    hand = game.players[seat].hand
    return hand[-1] if hand else HIDDEN


def _real(card: int, fill) -> int:  # noqa: ANN001 - an iterator of card numbers
    if card != HIDDEN:
        return card
    try:
        return next(fill)
    except StopIteration:
        raise ValueError("the observation hides more cards than it counts as unseen") from None


def _filled(game: Game, decision: Decision, fill) -> Decision:  # noqa: ANN001
    """Held cards get sampled cards; ``cards`` offered from them follow. Cards offered from the
    owner's hand (Potion of Dreams, Necrotic Kriss) come from the sampled hand."""
    data = dict(decision.data)
    if HIDDEN in data.get("held", []):
        data["held"] = [_real(card, fill) for card in data["held"]]
        if "cards" in data:
            data["cards"] = list(data["held"])
    elif HIDDEN in data.get("cards", []):
        hand = sorted(set(game.players[decision.player].hand))
        data["cards"] = hand[:len(data["cards"])] or data["cards"]
    if data.get("seen") == HIDDEN:
        data["seen"] = game.top
    if data.get("drawn") == HIDDEN:  # a card another player drew (Speedwall): one of their hand
        data["drawn"] = _a_hand_card(game, data["from"])
    return Decision(decision.player, decision.kind, decision.purpose, data)
