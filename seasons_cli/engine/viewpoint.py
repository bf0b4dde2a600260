"""A sealed game from one seat's point of view (fair-play.md §6.7): the public state every seat
replays alike, and what this seat has read.

A **view** is a ``Game`` of a sealed game: its public state (``sealed.py``: handles for every
card in a hidden place) and, in ``game.sealed.known``, the cards this seat has read (handle ->
card). The public state without anything read is the view of nobody (a referee); with every card
read it is the view of someone who knows everything (the tests' oracle).

Every seat applies the same operations in the same order, so their public states stay equal:

- ``apply(view, action)`` (``flow.apply``): a move, its hidden cards named by their handles;
- ``reveal(game, handle, card)``: the card of a handle, shown to every player (a summon, a card
  put into play, a card a card's text shows); it replaces the handle everywhere;
- ``remask(view, seat, zone, cards)``: a seat's re-masking and shuffle of one of its zones
  (fair-play.md §6.2): the zone's cards get new handles in a new order;
- ``shuffled(game)``: the players' shuffle the game waits for (``sealed.ShuffleNeed``);
- ``waiting.supply``: a fair event's seed (the setup, the rolls, the rerolls).

And one operation is the seat's alone: ``read(view, handle, card)``, a card this seat may read
(its own cards, a card given or handed on to it, the card its Crystal Orb looks at).

A move over hidden cards has two faces (``recorded``): the seat that makes it lists its moves
with its cards named (``legal_actions(materialize(view), seat)``: "pick amulet-of-earth"), and
records them over handles ("pick -57"), revealing the cards the move shows (a summon names the
card it summons and reveals the handle it was); every other seat lists and checks the moves over
handles (``legal_actions(view, seat)``).
"""

from __future__ import annotations

from ..cards.catalogue import CARDS
from ..plain import Frozen, assign
from .errors import SealedError
from .hidden import ZONES, handles_in, hidden_cards, rewrite
from .model import Action, Decision, Game
from .registry import OPTIONS
from .sealed import RevealNeed, ShuffleNeed, substitute
from .waiting import awaited, resume

COPIES = 2  # of every power card (R3)


class Move(Frozen):
    """A move as every seat records and applies it (``play``): the cards it reveals, as
    ``(handle, card)`` pairs, then the action, its hidden cards named by their handles."""

    __slots__ = ("action", "reveals")
    __match_args__ = __slots__
    action: Action
    reveals: tuple[tuple[int, int], ...]

    def __init__(self, action: Action, reveals: tuple[tuple[int, int], ...] = ()) -> None:
        assign(self, "action", action)
        assign(self, "reveals", reveals)


# --- what every seat applies ------------------------------------------------------------------

def reveal(game: Game, handle: int, card: int) -> Game:
    """``game`` with the card of ``handle`` shown to every player: the card replaces the handle
    (and the views forget they read it: it is everybody's). A game waiting for that reveal
    (``sealed.RevealNeed``) carries its move out; while it waits for anything else, no reveal.

    Raises ``SealedError`` for a handle the game does not hold, a card it cannot hold there."""
    need = awaited(game)
    if need is not None:
        if need != RevealNeed(handle):
            raise SealedError(f"the game waits for {_waited(need)}: no reveal of handle "
                              f"{handle} now")
        _check_card(game, handle, card)
        given = game.copy_sharing_players()
        given.sealed = game.sealed.but(revealed={**game.sealed.revealed, handle: card})
        return resume(given)
    _check_present(game, handle)
    _check_card(game, handle, card)
    revealed = game.copy_sharing_players()
    substitute(revealed, {handle: card})
    return revealed


def remask(view: Game, seat: int, zone: str, cards: list[int] | None = None) -> Game:
    """``view`` once ``seat`` has re-masked and shuffled its ``zone`` (one of ``hidden.ZONES``):
    the zone's cards get new handles, ``-(made + 1)``, ``-(made + 2)``, ... in the shuffle's
    output order, which nobody else can link to the old ones. The shuffler's own view passes
    ``cards``, the zone's cards in that output order: it reads the new handles so. Cards every
    player knew there (a card Amsug Longneck returned) are hidden again.

    Refused while the game waits, or while a pending decision refers to the zone's cards."""
    if awaited(view) is not None:
        raise SealedError(f"the game waits for {_waited(awaited(view))}: no re-masking now")
    old = list(getattr(view.players[seat], zone)) if zone in ZONES else None
    if old is None:
        raise SealedError(f"no zone {zone!r}: choose one of {', '.join(ZONES)}")
    _check_unreferenced(view, old, zone)
    state = view.sealed
    first = -(state.made + 1)
    new = list(range(first, first - len(old), -1))
    known = {h: c for h, c in state.known.items() if h not in old}
    if cards is not None:
        _check_permutation(view, old, cards)
        known.update(zip(new, cards))
    masked = view.copy_sharing_players()
    setattr(masked.player_for_change(seat), zone, new)
    masked.sealed = state.but(made=state.made + len(old), known=known)
    return masked


def shuffled(game: Game) -> Game:
    """``game`` once its players have made the shuffle it waits for (``sealed.ShuffleNeed``):
    its move goes on with the shuffled cards as new handles. What the views had read of the
    shuffled cards they forget (new handles, new pairs)."""
    need = awaited(game)
    if not isinstance(need, ShuffleNeed):
        what = "nothing" if need is None else _waited(need)
        raise SealedError(f"the game waits for {what}: no shuffle now")
    given = game.copy_sharing_players()
    given.sealed = game.sealed.but(shuffles=game.sealed.shuffles + 1)
    after = resume(given)
    present = set(handles_in(after))
    if any(handle not in present for handle in after.sealed.known):
        after.sealed = after.sealed.but(known={h: c for h, c in after.sealed.known.items()
                                               if h in present})
    return after


def play(game: Game, move: Move) -> Game:
    """``move`` made in ``game``: its reveals, then its action (``flow.apply``)."""
    from .flow import apply

    for handle, card in move.reveals:
        game = reveal(game, handle, card)
    return apply(game, move.action)


# --- what one seat reads --------------------------------------------------------------------

def read(view: Game, handle: int, card: int) -> Game:
    """``view`` whose seat has read the card of ``handle`` (the other players' shares made it
    readable to it alone); nothing happened in the game, so its ``events`` are the last move's
    still. Raises ``SealedError`` as ``reveal`` does."""
    known = view.sealed.known
    if known.get(handle) == card:
        return view
    _check_present(view, handle)
    _check_card(view, handle, card)
    reader = view.copy_sharing_players()
    reader.sealed = view.sealed.but(known={**known, handle: card})
    reader.events = view.events
    return reader


def to_read(game: Game, action: Action | None = None) -> list[tuple[int, int]]:
    """``(seat, handle)`` for each card the last step of ``game`` (``action``, or a shuffle,
    seed or reveal it waited for) gave one seat to read: dealt, drawn or looked at (its
    ``events``), or given by Naria the Prophetess (``action``, or a give made for its player).
    Every other player publishes their share for it (fair-play.md §6.3, "giving a card to
    player j"). A seat reads the cards of its own zones besides: a packet passed in the draft
    (R6.1) changes hands without an event. Cards the step showed to everyone are not listed."""
    present = set(handles_in(game))
    found: list[tuple[int, int]] = []
    players = game.settings.players
    for event in game.events:
        kind = event["kind"]
        if kind == "deal":
            found += [(players.index(event["player"]), card) for card in event["cards"]]
        elif kind in ("draw", "look") and event["card"] is not None:
            found.append((players.index(event["player"]), event["card"]))
        elif kind == "auto" and event["action"].kind == "give":
            found.append(_receiver(event["action"]))
    if action is not None and action.kind == "give":
        found.append(_receiver(action))
    return [(seat, card) for seat, card in found if card in present]


def _receiver(give: Action) -> tuple[int, int]:
    card, receiver = give.args
    return receiver, card


def knows(view: Game, handle: int) -> int | None:
    """The card ``view``'s seat has read for ``handle``, else None."""
    return view.sealed.known.get(handle)


def materialize(view: Game) -> Game:
    """A copy of ``view`` with every card its seat has read in place of its handle: the game as
    the seat sees it, to look at and to list its moves with its cards named (never to apply
    moves to: it is no sealed game's state, ``sealed`` is None; its settings keep the sealed
    game's rules)."""
    seen = view.copy()
    known = view.sealed.known
    if known:
        rewrite(seen, lambda card, owner: known.get(card, card))
    seen.sealed = None
    return seen


# --- the moves of a view ----------------------------------------------------------------------

def legal_actions(view: Game, player: int | None = None) -> list[Action]:
    """``flow.legal_actions`` of a view: every legal move as it is recorded, hidden cards named
    by their handles (a pick, a split, a card kept or given). A step C (its summons, a Necrotic
    Kriss's familiar) is listed from what the view has read of the player's hand, with the cards
    named: such a move reveals them.

    Raises ``SealedError`` for a step C whose player's hand this view cannot read."""
    found: list[Action] = []
    seen = None
    for decision in view.pending:
        if player is not None and decision.player != player:
            continue
        if decision.kind != "main":
            found.extend(OPTIONS[decision.kind](view, decision))
            continue
        seen = seen or materialize(view)
        if any(card < 0 for card in seen.players[decision.player].hand):
            raise SealedError(f"{view.settings.players[decision.player]}'s moves in step C "
                              "depend on cards of their hand this view cannot read")
        found.extend(OPTIONS["main"](seen, decision))
    return found


# Where the card a move names comes from, by the move's kind and the decision's purpose; whether
# the move shows it to everyone (fair-play.md §6.3: "revealing"); which argument names it (None:
# the card is the top of the draw pile, Crystal Orb's put into play).
_FROM = {("pick", "draft"): ("packet", False, 0), ("library", "library"): ("chosen", False, 1),
         ("choose", "keep_one"): ("held", False, 0), ("choose", "naria"): ("held", False, 0),
         ("give", "naria_give"): ("held", False, 0),
         ("choose", "divine_chalice"): ("held", True, 0),
         ("choose", "potion_of_dreams"): ("hand", True, 0),
         ("choose", "vampiric_crown"): ("hand", True, 0), ("summon", "main"): ("hand", True, 0),
         ("activate", "main"): ("hand", True, 3), ("discard", "crystal_orb"): ("top", True, None)}


def recorded(view: Game, action: Action) -> Move:
    """The move ``view``'s seat records for ``action``, one of its moves with its cards named
    (or already as recorded): a hidden card it names becomes a handle of the place it comes from
    that the seat has read as that card; a card the move shows to everyone stays named, and its
    handle is revealed ("summon amulet-of-earth", revealing handle -57). Identical cards are
    interchangeable: the first such handle of the place, in order, is taken.

    Raises ``SealedError`` for a card the view has not read there."""
    decision = _decision_of(view, action.player)
    found = _FROM.get((action.kind, decision.purpose or decision.kind))
    if found is None or (action.kind == "activate" and not _names_a_card(action)):
        return Move(action)
    place, shows, index = found
    cards = _place(view, decision, place)
    if action.kind == "library":
        return Move(_recorded_split(view, action, cards))
    handle = _handle_for(view, cards, cards[0] if index is None else action.args[index], ())
    if not shows:
        return Move(_with_arg(action, index, handle))
    if handle > 0:
        return Move(_with_arg(action, index, handle))
    card = view.sealed.known.get(handle)
    if card is None:
        raise SealedError(f"the move shows the card of handle {handle}, which this view has not "
                          "read")
    return Move(_with_arg(action, index, card), ((handle, card),))


def revealed_place(game: Game, action: Action) -> tuple[list[int], int | None] | None:
    """For a move that shows a card to everyone (P33), the cards of the place it takes it
    from and the card it names (None: Crystal Orb's top card put into play, named by no
    argument); None for a move that shows no card. What every reader checks a reveal against:
    the handle revealed must be in that place, and its card the one named."""
    decision = next((d for d in game.pending if d.player == action.player), None)
    if decision is None:
        return None
    found = _FROM.get((action.kind, decision.purpose or decision.kind))
    if found is None or not found[1] or (action.kind == "activate" and not _names_a_card(action)):
        return None
    place, _, index = found
    if index is not None and len(action.args) <= index:
        return None
    return _place(game, decision, place), None if index is None else action.args[index]


def card_argument(game: Game, action: Action) -> int | None:
    """Which argument of ``action`` names a card of a hidden place (``_FROM``: a pick's card, a
    split's group, a summon's card...), or None when none does (a die, a season's move, a
    transmutation). What an open replay of a sealed game renames once every card is known
    (``gamefile.final``): other arguments are numbers that only look like handles."""
    decision = next((d for d in game.pending if d.player == action.player), None)
    found = None if decision is None else _FROM.get((action.kind,
                                                     decision.purpose or decision.kind))
    if found is None or (action.kind == "activate" and not _names_a_card(action)):
        return None
    return found[2]


def _with_arg(action: Action, index: int | None, value: int) -> Action:
    if index is None or action.args[index] == value:
        return action
    args = list(action.args)
    args[index] = value
    return Action(action.player, action.kind, tuple(args))


def _names_a_card(action: Action) -> bool:
    """Necrotic Kriss's sealed discard names the familiar (``(44, copy, "discard", card)``)."""
    return action.args[:1] == (44,) and len(action.args) == 4 and action.args[2] == "discard"


def _recorded_split(view: Game, action: Action, cards: list[int]) -> Action:
    """A split over handles: each card of the group a different handle, in sorted order (as
    the engine lists groups, ``decisions._library_groups``)."""
    library, group = action.args
    taken: list[int] = []
    for card in group:
        taken.append(_handle_for(view, cards, card, tuple(taken)))
    return Action(action.player, "library", (library, tuple(sorted(taken))))


def _handle_for(view: Game, cards: list[int], card: int, taken: tuple[int, ...]) -> int:
    """``card`` itself where the place holds it as it is named (a handle, or a card everybody
    may see), else the first handle of ``cards``, not ``taken``, that the view read as it."""
    if cards.count(card) > taken.count(card):
        return card
    known = view.sealed.known
    for handle in cards:
        if handle < 0 and handle not in taken and known.get(handle) == card:
            return handle
    raise SealedError(f"{_card_name(card)} is not among the cards this view has read there")


def _place(view: Game, decision: Decision, place: str) -> list[int]:
    player = view.players[decision.player]
    if place == "held":
        return list(decision.held)
    if place == "top":
        return [] if view.top is None else [view.top]
    return list(getattr(player, place))


def _decision_of(view: Game, seat: int) -> Decision:
    for decision in view.pending:
        if decision.player == seat:
            return decision
    raise SealedError(f"{view.settings.players[seat]} has no decision to make now")


# --- checks -----------------------------------------------------------------------------------

def _check_present(game: Game, handle: int) -> None:
    if handle >= 0 or handle not in handles_in(game):
        raise SealedError(f"no card of this game has the handle {handle}")


def _check_card(game: Game, handle: int, card: int) -> None:
    """``card`` must be a card of the game's pool, the card already read for ``handle`` if
    any, and not a third copy (R3: two of each) among the cards this view knows."""
    from .flow import _pool_cards

    if card not in _pool_cards(game.settings.level):
        raise SealedError(f"handle {handle} cannot be card {card}: it is no card of this "
                          f"{game.settings.level} game")
    read_before = game.sealed.known.get(handle)
    if read_before is not None and read_before != card:
        raise SealedError(f"handle {handle} was read as {_card_name(read_before)}, not "
                          f"{_card_name(card)}")
    if _copies_known(game, handle, card) >= COPIES:
        raise SealedError(f"handle {handle} cannot be {_card_name(card)}: both copies are "
                          "known elsewhere")


def _copies_known(game: Game, handle: int, card: int) -> int:
    """How many copies of ``card`` ``game``'s view knows other than the one of ``handle``: in
    play, as cards in hidden places, held by decisions, read or revealed for other handles."""
    found = hidden_cards(game, offered=False).count(card)
    for player in game.players:
        found += player.count(card)
    state = game.sealed
    for other, value in (*state.known.items(), *state.revealed.items()):
        found += other != handle and value == card
    return found


def _check_unreferenced(view: Game, cards: list[int], zone: str) -> None:
    """No pending decision may offer or hold ``cards`` while they get new handles."""
    for decision in view.pending:
        for key in ("held", "cards"):
            if any(card in cards for card in decision.data.get(key, ()) if card < 0):
                raise SealedError(f"{view.settings.players[decision.player]}'s pending "
                                  f"{decision.kind} refers to cards of the {zone}: no "
                                  "re-masking now")


def _check_permutation(view: Game, old: list[int], cards: list[int]) -> None:
    """The shuffler's ``cards`` must be the zone's cards as its view knows them, reordered."""
    known = view.sealed.known
    before = sorted(known.get(card, card) for card in old)
    if any(card < 0 for card in before) or sorted(cards) != before:
        raise SealedError("the re-masked cards must be the zone's own cards, all read by this "
                          "view, in a new order")


def _waited(need: object) -> str:
    waited = getattr(need, "waited", None)
    return waited() if waited is not None else f"the seed of {need}"


def _card_name(card: int) -> str:
    return CARDS[card].slug if card in CARDS else f"card {card}"
