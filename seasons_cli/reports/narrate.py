"""What a move did, in words: ``seasons move`` prints it after each move, ``seasons replay`` for
every move of the history.

The words are derived from the game before and after the move and from the move's outcomes, so
they always agree with the engine: ``alice summoned Amulet of Earth for 2 earth: +9 crystals``.
Hidden information stays hidden (R16.1, R21.2): a card picked, drawn, kept, given or discarded
from hand is named only to the player who knows it (``viewer``), unless it entered play or was
shown to everyone.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine import energy as en
from ..engine.energy import ENERGY_TYPES, NONE, Energy
from ..engine.model import Action, Game, Player
from ..engine.scoring import winners
from ..english import counted, signed
from ..gamefile.codec import tuples
from ..notation import format_action
from ..plain import Frozen, assign
from .clauses import Explained, Move, clause_of, tokens_on
from .events import Event, event_words
from .words import card_name, winners_words


class Narration(Frozen):
    """One move in words: what the player did, what it gave them, and what followed."""

    __slots__ = ("player", "action", "effects", "then", "notation")  # noqa: RUF023 (field order)
    player: str
    action: str  # "alice summoned Amulet of Earth for 2 earth"
    effects: tuple[str, ...]  # ("+9 crystals",): the mover's own gains and losses
    then: tuple[Event, ...]  # chance outcomes, the season token, other players' changes
    notation: str | None  # None when the notation names a card hidden from the reader

    def __init__(self, player: str, action: str, effects: tuple[str, ...], then: tuple[Event, ...],
                 notation: str | None) -> None:
        assign(self, "player", player)
        assign(self, "action", action)
        assign(self, "effects", effects)
        assign(self, "then", then)
        assign(self, "notation", notation)

    @property
    def line(self) -> str:
        return f"{self.action}: {', '.join(self.effects)}" if self.effects else self.action


def narrate(before: Game, after: Game, action: Action, outcomes: list[dict[str, Any]],
            viewer: int | None = None, *, detailed: bool = False) -> Narration:
    """The words of one move; ``detailed`` also gives each rolled face's symbols (replay)."""
    move = Move(before, after, action, outcomes, viewer)
    clause = clause_of(move)
    ends_round = _ends_round(move)
    effects = [] if ends_round else changes(before.players[move.seat], after.players[move.seat],
                                            clause.explained)
    effects += _own_draws(move, clause.explained.draws)
    followed, others = _followed(move, clause.explained, detailed), _others(move, ends_round)
    then = others + followed if ends_round else followed + others  # R17.1 before the token moves
    notation = None if clause.secret and not move.sees() else format_action(before, action)
    return Narration(move.who, clause.text, tuple(effects), tuple(then), notation)


def _ends_round(move: Move) -> bool:
    """The mover ended the last turn of the round: what changes now is the end of round's (R17)."""
    return move.action.kind == "end" and (move.after.round > move.before.round
                                          or move.after.finished)


# --- the mover's own changes -------------------------------------------------------------------

def energy_changes(delta: Energy) -> list[str]:
    """``["+2 earth", "-1 air"]``: gains before losses, each in the order air, water, fire, earth."""
    gains = [f"+{n} {kind}" for kind, n in zip(ENERGY_TYPES, delta) if n > 0]
    return gains + [f"{n} {kind}" for kind, n in zip(ENERGY_TYPES, delta) if n < 0]


def changes(before: Player, after: Player, explained: Explained | None = None) -> list[str]:
    """A player's visible changes (R21.1) not already told by the move's words. A player the
    move left alone is the very object it was (``apply`` shares unchanged players): nothing to
    tell, found without a look (replay asks this of every player after every move)."""
    if before is after and explained is None:
        return []
    told = explained or Explained()
    items = []
    crystals = after.crystals - before.crystals - told.crystals
    if crystals:
        items.append(signed(crystals, "crystal"))
    items += energy_changes(en.sub(en.sub(after.energy, before.energy), told.energy))
    items += _token_changes(before, after, told.tokens)
    gauge = after.gauge - before.gauge - told.gauge
    if gauge:
        items.append(f"gauge {gauge:+d}")
    items += _card_changes(before, after, told)
    return items


def _token_changes(before: Player, after: Player, spent: dict[int, Energy]) -> list[str]:
    """Tokens put on or taken off cards (Amulet of Water, Glutton Cauldron), by card."""
    if not spent and not any(any(card.tokens) for card in (*before.in_play, *after.in_play)):
        return []  # no token on any card, before or after (most moves)
    items = []
    for number in sorted({c.number for c in before.in_play} & {c.number for c in after.in_play}):
        delta = en.sub(tokens_on(after, number), tokens_on(before, number))
        delta = tuple(d + s for d, s in zip(delta, spent.get(number, NONE)))
        if any(delta):
            items.append(f"{' '.join(energy_changes(delta))} on {card_name(number)}")
    return items


def _card_changes(before: Player, after: Player, told: Explained) -> list[str]:
    was, now = [c.number for c in before.in_play], [c.number for c in after.in_play]
    if was == now and not told.entered and not told.left:
        return []  # the same cards in play (most moves): no counting
    was, now = Counter(was), Counter(now)
    entered = now - was - Counter(told.entered)
    left = was - now - Counter(told.left)
    return ([f"{card_name(n)} entered play" for n in sorted(entered.elements())]
            + [f"{card_name(n)} left play" for n in sorted(left.elements())])


def _own_draws(move: Move, told: int) -> list[str]:
    """The mover's draws that the clause did not tell: named to the mover only (R16.1)."""
    drawn = [o["card"] for o in move.outcomes if o["kind"] == "draw" and o["player"] == move.who]
    drawn = [card for card in drawn[told:] if card is not None]
    if not drawn:
        return []
    if move.sees():
        return [f"drew {', '.join(card_name(card) for card in drawn)}"]
    return [f"drew {'a card' if len(drawn) == 1 else counted(len(drawn), 'card')}"]


# --- what followed -----------------------------------------------------------------------------

def _followed(move: Move, told: Explained, detailed: bool) -> list[Event]:
    """The outcomes in order, less what the clause or the mover's effects already say."""
    found, dice_season = [], move.before.dice_season
    viewer = None if move.viewer is None else move.before.settings.players[move.viewer]
    skipped, libraries = _already_told(move, told), _libraries(move)
    for index, outcome in enumerate(move.outcomes):
        if outcome["kind"] == "roll":
            dice_season = outcome["season"]
        if index not in skipped:
            found.append(_event(move, index, viewer, dice_season, detailed))
        if outcome["kind"] == "season" and outcome["year"] > move.before.year:
            found, libraries = found + libraries, []  # R18.5: at the new year, before anything else
    return found + libraries


def _already_told(move: Move, told: Explained) -> set[int]:
    """Indices of the outcomes the move's words tell: the mover's draws, the summon or activation
    itself, the season token's move when the move was to move it (Temporal Boots)."""
    found, card = set(), move.action.args[0] if move.action.args else None
    firsts = {"summon", "activate"} & {move.action.kind}
    if told.season:
        firsts.add("season")
    for index, outcome in enumerate(move.outcomes):
        kind = outcome["kind"]
        if kind == "draw" and outcome["player"] == move.who:
            found.add(index)
        elif kind in firsts and (kind == "season" or outcome.get("card") == card):
            firsts.discard(kind)
            found.add(index)
    return found


def _event(move: Move, index: int, viewer: str | None, dice_season: str, detailed: bool) -> Event:
    outcome = move.outcomes[index]
    kind = outcome["kind"]
    if kind == "auto":
        return Event("auto", _auto_words(move, outcome), index)
    if kind == "game_over":
        return Event(kind, f"the game is over: {winners_words(winners(move.after))}", index)
    return Event(kind, event_words(outcome, viewer, dice_season, detailed=detailed), index)


def _auto_words(move: Move, outcome: dict[str, Any]) -> str:
    """An automatic move told as a move, in the position around the move that caused it."""
    players = move.before.settings.players
    action = Action(players.index(outcome["player"]), outcome["action"]["kind"],
                    tuples(outcome["action"]["args"]))
    auto = Move(move.after, move.after, action, [], move.viewer)
    return f"{clause_of(auto).text}, the only move"


def _libraries(move: Move) -> list[Event]:
    """R18.5: at a new year the library of that year joins every hand."""
    events = []
    if all(a.library2 is b.library2 and a.library3 is b.library3  # replaced when they change
           for a, b in zip(move.after.players, move.before.players)):
        return events
    for key, label in (("library2", "Library II"), ("library3", "Library III")):
        if any(len(getattr(a, key)) < len(getattr(b, key))
               for a, b in zip(move.after.players, move.before.players)):
            events.append(Event("library", f"every player took {label} into hand"))
    return events


def _others(move: Move, ends_round: bool) -> list[Event]:
    """Other players' visible changes: the turn that began (its die's gains), or the end of the
    round (every player, the mover last), or each other player's changes in turn order."""
    seats = [*move.before.opponents(move.seat), move.seat] if ends_round \
        else move.before.opponents(move.seat)
    found = [(seat, items) for seat in seats if (items := _player_items(move, seat))]
    if ends_round:
        parts = [f"{move.before.settings.players[seat]} {', '.join(items)}" for seat, items in found]
        return [Event("change", f"end of round: {'; '.join(parts)}")] if parts else []
    return [Event("change", f"{_whose(move, seat)}: {', '.join(items)}") for seat, items in found]


def _player_items(move: Move, seat: int) -> list[str]:
    before, after = move.before.players[seat], move.after.players[seat]
    if before is after:  # left alone by the move (``changes``)
        return []
    return changes(before, after) + _hand_change(move, seat)


def _whose(move: Move, seat: int) -> str:
    """``bob``, or ``bob's turn began (die 2)`` when the move started bob's turn (R9.3)."""
    name = move.before.settings.players[seat]
    started = move.after.phase == "play" and move.after.active == seat \
        and move.after.step in ("B", "C") and (move.before.active != seat or move.before.step == "dice")
    if not started:
        return name
    die = next((d.die for d in move.after.dice if d.owner == seat), None)
    return f"{name}'s turn began (die {die})" if die else f"{name}'s turn began"


def _hand_change(move: Move, seat: int) -> list[str]:
    """A change of hand size not told otherwise (a card given by Naria the Prophetess)."""
    before, after = move.before.players[seat], move.after.players[seat]
    drew = any(o["kind"] == "draw" and o["player"] == before.name for o in move.outcomes)
    libraries = len(before.library2) + len(before.library3) - len(after.library2) - len(after.library3)
    delta = len(after.hand) - len(before.hand) - libraries
    return [] if drew or not delta else [f"{signed(delta, 'card')} in hand"]


