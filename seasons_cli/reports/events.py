"""What followed a move, in past-tense words: chance outcomes and the engine's own steps.

Shared by ``seasons move`` (after each move) and ``seasons replay`` (under each move). Hidden
information stays hidden (R16.1, R21.2): a card drawn, dealt or looked at is named only when the
reader is the player who saw it (``viewer``, a player name or None for an onlooker). A card
discarded unseen (Crystal Orb) was seen by nobody, so it is never named (R21.3).
"""

from __future__ import annotations

from typing import Any

from ..engine.dice import FACES, season_of_space
from ..english import counted
from ..plain import Frozen, assign
from .words import card_name, card_names, face_by_id, face_words

CHANCE = frozenset({"roll", "draw", "deal", "reroll", "reshuffle", "dice", "decks", "look",
                    "discard_top"})


class Event(Frozen):
    """One thing that followed a move: ``kind`` is the outcome's kind (or ``change`` for a
    player's resources, ``auto`` for a move the game made alone); ``text`` is its words."""

    __slots__ = ("kind", "text", "index")  # noqa: RUF023 (field order)
    kind: str
    text: str
    index: int | None  # the outcome it tells, by its place in the move's outcomes

    def __init__(self, kind: str, text: str, index: int | None = None) -> None:
        assign(self, "kind", kind)
        assign(self, "text", text)
        assign(self, "index", index)

    @property
    def chance(self) -> bool:
        return self.kind in CHANCE


def seen_by(viewer: str | None, who: str) -> bool:
    return viewer is not None and viewer == who


def draw_words(outcome: dict[str, Any], viewer: str | None) -> str:
    """``bob drew a card``; ``bob drew Purse of Io`` for bob himself (R16.1)."""
    who, card = outcome["player"], outcome["card"]
    if card is None:
        return f"{who} could not draw: both piles are empty"
    return f"{who} drew {card_name(card) if seen_by(viewer, who) else 'a card'}"


def roll_words(outcome: dict[str, Any], detailed: bool) -> str:
    """``dice rolled for round 4: Sp1-3, Sp2-5``; with each face's symbols when ``detailed``."""
    faces = [face_by_id(face_id) for face_id in outcome["faces"]]
    shown = [f"{face.id} ({face_words(face)})" if detailed else face.id for face in faces]
    return f"dice rolled for round {outcome['round']}: " + "; ".join(shown)


def event_words(outcome: dict[str, Any], viewer: str | None, dice_season: str, *,
                detailed: bool = True) -> str:
    """One outcome of the history in words, as ``viewer`` may know it."""
    kind, who = outcome["kind"], outcome.get("player", "")
    if kind == "draw":
        return draw_words(outcome, viewer)
    if kind == "roll":
        return roll_words(outcome, detailed)
    if kind == "reroll":
        face = FACES[dice_season, outcome["die"], outcome["face"]]
        return f"{who} rerolled die {outcome['die']}: {face.id} ({face_words(face)})"
    if kind == "season":
        space = outcome["space"]
        return (f"the season token moved {outcome['delta']:+d} to year {outcome['year']}, "
                f"{season_of_space(space)} (space {space})")
    if kind == "season_change":
        return f"{outcome['season']} began (year {outcome['year']})"
    return _setup_words(outcome, viewer) or _card_words(outcome, viewer)


def _setup_words(outcome: dict[str, Any], viewer: str | None) -> str:
    kind, who = outcome["kind"], outcome.get("player", "")
    if kind == "dice":
        dice = [f"{season} {', '.join(map(str, ids))}" for season, ids in outcome["dice"].items()]
        return "dice in play: " + "; ".join(dice)
    if kind == "decks":
        return "apprentice decks: " + ", ".join(
            f"{name} deck {deck}" for name, deck in outcome["decks"].items())
    if kind == "deal":
        cards = outcome["cards"]
        dealt = ", ".join(card_names(cards)) if seen_by(viewer, who) else counted(len(cards), "card")
        return f"{who} was dealt {dealt}"
    if kind == "reshuffle":
        return f"the discard pile ({counted(outcome['cards'], 'card')}) was shuffled into a new draw pile"
    if kind == "game_over":
        return "the game is over"
    return ""


def _card_words(outcome: dict[str, Any], viewer: str | None) -> str:
    kind, who = outcome["kind"], outcome.get("player", "")
    if kind == "summon":
        return f"{who} summoned {card_name(outcome['card'])}"
    if kind == "activate":
        return f"{who} activated {card_name(outcome['card'])}"
    if kind == "look":
        seen = f" ({card_name(outcome['card'])})" if seen_by(viewer, who) else ""
        return f"{who} looked at the top card of the draw pile{seen}"
    if kind == "discard_top":
        return "the top card of the draw pile was discarded unseen"
    if kind == "no_room":
        if "cards" in outcome:  # Divine Chalice without room: every card drawn is discarded
            return f"{who} had no room: the {counted(outcome['cards'], 'card')} drawn were discarded"
        return f"{who} had no room for {card_name(outcome['card'])}: it was discarded"
    if kind == "reveal":
        return f"{who} showed {card_name(outcome['card'])} to everyone"
    return kind
