"""A card a seat cannot see: a *handle* (fair-play.md §6.7), the one representation that the
bots' observations and sealed games share.

A handle is a negative int (every power card's number is 1 or more, so no card is a handle),
distinct from every other handle of the game, standing where the card stands: in a hand, a
library, a packet, the chosen cards, either pile, the card looked at on top of the draw pile,
the cards a decision holds or offers; in an expansion game, the cards of the draw pile whose
place is known (X24: its known top and bottom). The engine moves a handle from place to place
as it moves a card, without reading it; only what needs a card's identity (its cost, its kind,
its entry effect) needs the card itself.

- In a **sealed game** (``sealed.py``) a handle is the identity of one masked pair: made when
  the pair is made (a shuffle, a re-masking), moved with the card, never reused, so that the
  protocol can map each handle to its pair. Handles there are numbered -1, -2, ... in the order
  they are made.
- In an **observation of an open game** (``masked``: what a bot is given) the cards the seat
  cannot see are numbered -1, -2, ... in the order of ``rewrite``'s walk: the numbering depends
  on the sizes of the hidden places only, so two games that differ only in cards the seat
  cannot see look the same to it. There a handle lives as long as the observation.

``rewrite`` is the one description of where a card can be hidden (R21.2, R21.3): every place
above, in a fixed order. Masking, materializing a sealed view, revealing a handle and the bots'
sampling (``bots.observe.determinize``) all walk it.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import count
from typing import TYPE_CHECKING

from .model import Decision, Game

if TYPE_CHECKING:
    from .extra import Extra

ZONES = ("hand", "library2", "library3", "packet", "chosen")  # R21.2: known to the owner only
# A decision's data that may hold cards of hidden places: cards it holds outside every zone
# ("held", drawn and not yet kept or discarded), cards it offers ("cards": the held ones, or
# cards of the decider's hand), the card a Crystal Orb looks at ("seen": the top card).
SECRET_DATA = ("held", "cards", "seen")

# change(card, owner): the card that replaces ``card``; ``owner`` is the seat whose place it is
# (a zone's, a decision's), None for the piles; the top card's is the caller's ``top_owner``.
Change = Callable[[int, "int | None"], int]


def is_handle(card: int) -> bool:
    """Whether ``card`` stands for a card its viewer cannot see."""
    return card < 0


def rewrite(game: Game, change: Change, top_owner: int | None = None,
            decisions: bool = True) -> None:
    """Replace, in ``game``, every card of every hidden place by ``change(card, owner)``, in
    this order: each seat's ``ZONES``, the draw pile, the discard pile, the top card, an
    expansion game's known top and bottom of the draw pile, then (with ``decisions``) the
    pending decisions' cards. A player is copied (``player_for_change``) only
    where a card changes, so ``game`` may share players with other games.

    A decision's ``cards`` that are its ``held`` cards follow them, and its ``seen`` card
    follows the top card it is: the same cards, the same replacements."""
    for seat, player in enumerate(game.players):
        for zone in ZONES:
            cards = getattr(player, zone)
            changed = [change(card, seat) for card in cards]
            if changed != cards:
                setattr(game.player_for_change(seat), zone, changed)
    game.draw_pile = [change(card, None) for card in game.draw_pile]
    game.discard = [change(card, None) for card in game.discard]
    old_top = game.top
    if old_top is not None:
        game.top = change(old_top, top_owner)
    if game.extra is not None:
        game.extra = _known_rewritten(game.extra, change)
    if decisions:
        game.pending = [_rewritten(decision, change, old_top, game.top)
                        for decision in game.pending]


def _known_rewritten(extra: Extra, change: Change) -> Extra:
    """An expansion game's cards of the draw pile whose place is known (``Extra.top`` and
    ``bottom``, X24): places of the pile, but for the top two that Vision of Destiny shows to
    everyone (EK-E10, X5.1)."""
    shown = _shown(extra)
    top = (*extra.top[:shown], *(change(card, None) for card in extra.top[shown:]))
    bottom = tuple(change(card, None) for card in extra.bottom)
    if top == extra.top and bottom == extra.bottom:
        return extra
    return extra.replace(top=top, bottom=bottom)


def _shown(extra: Extra) -> int:
    from .piles import SHOWN, VISION_OF_DESTINY

    return SHOWN if extra.enchantment == VISION_OF_DESTINY else 0


def _rewritten(decision: Decision, change: Change, old_top: int | None,
               new_top: int | None) -> Decision:
    data = decision.data
    if not any(key in data for key in SECRET_DATA):
        return decision
    data = dict(data)
    owner = decision.player
    held = data.get("held")
    new_held = None if held is None else [change(card, owner) for card in held]
    if "cards" in data:
        same = held is not None and list(data["cards"]) == list(held)
        data["cards"] = list(new_held) if same else [change(card, owner) for card in data["cards"]]
    if new_held is not None:
        data["held"] = new_held
    if data.get("seen") is not None:
        seen = data["seen"]
        data["seen"] = new_top if seen == old_top else change(seen, owner)
    return Decision(decision.player, decision.kind, decision.purpose, data)


def hidden_cards(game: Game, offered: bool = True) -> list[int]:
    """Every card of ``game``'s hidden places in ``rewrite``'s order, as ``rewrite`` meets them
    but without changing anything; without ``offered``, the cards the decisions hold but not
    those they offer or show again (each card once: what the game holds)."""
    found = []
    for player in game.players:
        for zone in ZONES:
            found += getattr(player, zone)
    found += game.draw_pile
    found += game.discard
    if game.top is not None:
        found.append(game.top)
    if game.extra is not None:
        found += game.extra.top[_shown(game.extra):]
        found += game.extra.bottom
    for decision in game.pending:
        data = decision.data
        found += data.get("held", ())
        if offered:
            found += data.get("cards", ())
            if data.get("seen") is not None:
                found.append(data["seen"])
    return found


def handles_in(game: Game) -> list[int]:
    """Every handle of ``game``'s hidden places, in ``rewrite``'s order, each once."""
    return list(dict.fromkeys(card for card in hidden_cards(game) if card < 0))


def masked(game: Game, seat: int) -> Game:
    """A copy of ``game`` as ``seat`` sees it (R21): the other players' hands, libraries,
    packets and chosen cards, both piles, and the cards their decisions hold or offer are
    handles, numbered in ``rewrite``'s order; so is the top card, unless the seat's own
    Crystal Orb decision shows it (card 34: once put back, the observation forgets it, as a bot
    may know less than its seat, never more). A sealed game's view is materialized instead
    (``viewpoint.materialize``): its handles are already there, with what the view has read."""
    if game.sealed is not None:
        from .viewpoint import materialize

        return materialize(game)
    view = game.copy()
    numbers = count(1)
    top_owner = seat if _looked_at_top(game, seat) else None

    def hide(card: int, owner: int | None) -> int:
        return card if owner == seat or card < 0 else -next(numbers)

    rewrite(view, hide, top_owner)
    return view


def _looked_at_top(game: Game, seat: int) -> bool:
    """True while the seat's own Crystal Orb decision shows it the top card (card 34)."""
    return any(d.player == seat and d.data.get("seen") is not None for d in game.pending)
