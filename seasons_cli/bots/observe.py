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

from ..engine import Action, Decision, Game, legal_actions
from ..engine.content import pool_cards
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
    if game.extra is not None:
        _mask_expansion(view, game, seat)
    return Observation(seat, view, _unseen(view), legal)


def _mask_expansion(view: Game, game: Game, seat: int) -> None:
    """X5: what ``masked`` leaves to the expansions. The tokens dealt to other players, and what
    they keep until every player has chosen (X9.2), are hidden (0: no token is numbered so).
    A card another player drew, which a Speedwall's owner decides about blind (X18), is one of
    the drawer's hand's handles (``determinize`` gives it the card that handle gets). The cards
    of the draw pile whose place is known are handles (``hidden.rewrite``): the bot forgets
    what its seat looked at, as it may know less than its seat, never more. The discard pile is
    the seat's to see while its own Fertile Grave decision shows it (PoD-E7, X5.2): its summons
    name the pile's cards."""
    extra = view.extra
    choosing = any(d.kind == "token" for d in view.pending)
    kept = tuple(token if other == seat or not choosing else 0
                 for other, token in enumerate(extra.kept))
    dealt = tuple(tokens if other == seat else (0,) * len(tokens)
                  for other, tokens in enumerate(extra.dealt))
    view.extra = extra.replace(kept=kept, dealt=dealt)
    if any(d.player == seat and d.kind == "grave" for d in game.pending):
        view.discard = list(game.discard)  # Fertile Grave shows the seat the discard pile
    view.pending = [_blind(view, d, seat) for d in view.pending]
    view.tasks = [_blind(view, t, seat) for t in view.tasks]
    _show_twists(view, seat)


def _show_twists(view: Game, seat: int) -> None:
    """X12.2: the Twists of Fate other players have yet to resolve are shown among their chosen
    cards, one for each of their 'twist' steps still to come (which the observation holds: each
    holder removes a Twist from the game in front of everyone, in seat order). A sampled game
    then has them where the steps will look for them."""
    from ..engine.prelude import TWIST_OF_FATE  # an expansion module (tests/cli/test_imports.py)

    for task in view.tasks:
        if task.op == "twist" and task.player != seat:
            chosen = list(view.players[task.player].chosen)
            chosen[next(i for i, card in enumerate(chosen) if is_handle(card))] = TWIST_OF_FATE
            view.player_for_change(task.player).chosen = chosen


def _blind(view: Game, step, seat: int):  # noqa: ANN001, ANN202 - a Decision or a Task
    drawn = step.data.get("drawn")
    drawer = step.data.get("from", step.player)
    if drawn is None or is_handle(drawn) or drawer == seat:
        return step
    return step.replace(data={**step.data, "drawn": _a_hand_card(view, drawer)})


def _unseen(view: Game) -> tuple[int, ...]:
    pool = Counter(n for n in pool_cards(view.settings) for _ in range(2))
    if view.extra is not None:  # removed from the game (X17.3): public, nowhere to be sampled
        pool.subtract(view.extra.removed)
    pool.subtract(card for card in _visible(view) if not is_handle(card))
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
    filled: dict[int, int] = {}

    def fill_in(card: int, owner: int | None) -> int:
        filled[card] = _real(card, fill)
        return filled[card]

    rewrite(game, fill_in, decisions=False)
    game.draw_pile.sort()
    game.pending = [_filled(game, d, fill) for d in game.pending]
    if game.extra is not None:
        game.tasks = [_drawn_filled(task, filled) for task in game.tasks]
        game.pending = [_drawn_filled(decision, filled) for decision in game.pending]
    if next(fill, None) is not None:
        raise ValueError("the observation hides fewer cards than it counts as unseen")
    return game


def _a_hand_card(view: Game, seat: int) -> int:
    """The last card of ``seat``'s hand in ``view``: a handle for a hand the viewer cannot see."""
    hand = view.players[seat].hand
    return hand[-1] if hand else -1


def _drawn_filled(step, filled: dict[int, int]):  # noqa: ANN001, ANN202 - a Decision or a Task
    """A Speedwall's drawn card, a handle of the drawer's hand (``_blind``), as that handle was
    filled."""
    drawn = step.data.get("drawn")
    if drawn is None or not is_handle(drawn):
        return step
    return step.replace(data={**step.data, "drawn": filled.get(drawn, drawn)})


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
