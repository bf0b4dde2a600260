"""A fair game waits where an open game would compute (fair-play.md §4): the engine stays pure.

``apply`` carries a fair game's move out as an open game's apply does, until a chance outcome
needs the seed of an event the game has not been given (``fair.Waiting``). It then returns a game
that *waits*: the state from before the move, with no decision pending (``legal_actions`` is
empty) and the move held; ``awaited`` names the event. ``supply`` gives a game an event's seed —
also ahead of need: it is kept until the event comes — and, when the game waits for that event,
carries the held move out again from its start, now with the seed: in full (its events in
``game.events``, as an open game's apply gives them), or until the next seed it lacks.

Carrying the whole move out again keeps every rule in one place — a fair move runs the very code
of an open one — and costs a move's work per event, which only fair games pay.
"""

from __future__ import annotations

from .errors import SeedError
from .fair import CLASSES, DRAW, ROLL, SETUP, Event, FairState, Held, Waiting
from .flow import check_action, resolve, set_up
from .model import Action, Decision, Game


def start(game: Game) -> Game:
    """``new_game`` of a fair game, from the game before the setup: it waits for the setup
    event's seed (nobody can foresee the dice, the decks or the deal, R4.2-R5.3)."""
    game.fair = FairState()
    return _carry_out(game, None, None)


def apply(game: Game, action: Action) -> Game:
    """``flow.apply`` of a fair game: the game after ``action``, or waiting before it for an
    event's seed. Refused (``IllegalAction``) while the game waits, as no move is legal then."""
    return _carry_out(game, check_action(game, action), action)


def supply(game: Game, event: Event, seed: bytes) -> Game:
    """The game given the 32-byte ``seed`` of ``event`` (compared by class and number): kept
    until the event comes, or, when the game waits for it, the game after the held move (which
    may wait again, for another event). ``game`` is left as it was.

    Raises ``SeedError`` for an open game, an event that cannot come, a seed that is not 32
    bytes, and an event used or given a seed before."""
    state = _fair_state(game)
    _check_seed(game, state, event, seed)
    given = game.copy_sharing_players()
    given.fair = state.given(event, seed)
    held = state.held
    if held is None or held.event != event:
        return given
    return resume(given)


def resume(game: Game) -> Game:
    """The game after the move a waiting ``game`` holds, carried out again from its start now
    that what it waited for is given (a seed here, a sealed game's shuffle or reveal:
    ``viewpoint``); it may wait again. ``game`` is a copy the caller owns."""
    held = game.fair.held
    game.fair = game.fair.holding(None)
    game.pending = list(held.pending)
    return _carry_out(game, held.decision, held.action)


def awaited(game: Game) -> Event | None:
    """The event whose seed a waiting game needs to go on (with its owner), else None."""
    state = game.fair
    return None if state is None or state.held is None else state.held.event


def upcoming(game: Game) -> tuple[Event, ...]:
    """The events whose releases a client may consider now: of each class, the next event the
    game has no seed for (the awaited one among them), in ``fair.CLASSES`` order. The owner of
    a round's roll is its first player (R17.6); a draw or reroll has one only once awaited."""
    state = game.fair
    if state is None or game.finished:
        return ()
    found = []
    for event_class in CLASSES:
        if event_class == DRAW and game.sealed is not None:
            continue  # a sealed game's draws take the cards its players' shuffles placed
        k = state.next_k(event_class)
        while Event(event_class, k) in state.seeds:
            k += 1
        if event_class != SETUP or k == 1:
            found.append(_with_owner(game, Event(event_class, k)))
    return tuple(found)


def used_seeds(game: Game) -> tuple[tuple[Event, bytes], ...]:
    """Every event a fair game has used, with its seed, in the order of use (empty when open)."""
    return () if game.fair is None else game.fair.used


def become(game: Game, other: Game) -> None:
    """Make ``game`` hold ``other``'s state (``flow.apply_in_place`` of a fair game): its fields
    and what it shares with other games (``flow.run`` sets ``_grown`` afresh)."""
    for name in (*Game._fields, "_shared", "_piles"):
        setattr(game, name, getattr(other, name))


def _carry_out(game: Game, decision: Decision | None, action: Action | None) -> Game:
    """The game after the move (the setup if ``action`` is None), or, when it needs a seed the
    game lacks, ``game`` waiting for it with the move held."""
    after = game.copy_sharing_players()
    after.fair = game.fair.running()
    try:
        if decision is None or action is None:
            set_up(after)
        else:
            resolve(after, decision, action)
    except Waiting as waiting:
        return _waiting(game, Held(waiting.event, decision, action, tuple(game.pending)))
    after.fair = after.fair.finished()
    if after.sealed is not None:
        from .sealed import settle

        settle(after)
    return after


def _waiting(game: Game, held: Held) -> Game:
    waiting = game.copy_sharing_players()
    waiting.pending = []
    waiting.fair = game.fair.holding(held)
    return waiting


def _with_owner(game: Game, event: Event) -> Event:
    if event.event_class == ROLL:
        return Event(ROLL, event.k, (event.k - 1) % game.n)
    held = game.fair.held
    if held is not None and held.event == event:
        return held.event
    return event


def _fair_state(game: Game) -> FairState:
    if game.fair is None:
        raise SeedError("an open game takes no seeds: its chance comes from its settings' seed")
    return game.fair


def _check_seed(game: Game, state: FairState, event: Event, seed: bytes) -> None:
    """Refuse a seed no event of the game can take, or one the event has had already."""
    if event.event_class not in CLASSES:
        raise SeedError(f"unknown class of event {event.event_class!r}: choose one of "
                        f"{', '.join(CLASSES)}")
    if event.k < 1 or (event.event_class == SETUP and event.k != 1):
        raise SeedError(f"there is no event {event}: the setup is event 1, the others count "
                        "from 1")
    if not isinstance(seed, bytes) or len(seed) != 32:
        raise SeedError(f"the seed of {event} must be 32 bytes, not {seed!r:.40}")
    if event.k < state.next_k(event.event_class):
        raise SeedError(f"{event} is over: its seed was used already")
    if event in state.seeds:
        raise SeedError(f"{event} has its seed already")
    if game.finished:
        raise SeedError(f"the game is over: {event} will never come")
