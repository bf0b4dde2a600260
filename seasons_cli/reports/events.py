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
                    "discard_top", "enchantment", "tokens", "shown"})


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
    return _expansion_words(outcome, viewer) or kind


def _expansion_words(outcome: dict[str, Any], viewer: str | None) -> str:
    """The outcomes of the expansions' cards, tokens and enchantments (expansions.md X5)."""
    kind, who = outcome["kind"], outcome.get("player", "")
    words = _EXPANSION_WORDS.get(kind)
    return words(outcome, viewer, who) if words else ""


def _token(number: int) -> str:
    from ..cards.abilities import TOKENS

    return f"T{number} ({TOKENS[number].name})"


def _enchantment(slug: str) -> str:
    from ..cards.abilities import ENCHANTMENTS

    return ENCHANTMENTS[slug].name


_EXPANSION_WORDS = {
    "enchantment": lambda o, v, who: f"the enchantment drawn: {_enchantment(o['enchantment'])}",
    "tokens": lambda o, v, who: f"{who} was dealt the ability tokens "
    f"{', '.join(_token(t) for t in o['tokens'])}" if seen_by(v, who)
    else f"{who} was dealt {len(o['tokens'])} ability tokens",
    "tokens_kept": lambda o, v, who: "the tokens kept: " + ", ".join(
        f"{name} {_token(t)}" for name, t in o["kept"].items()),
    "token": lambda o, v, who: f"{who} turned the ability token {_token(o['token'])} over",
    "returned": lambda o, v, who: f"the {o['cards']} cards not kept went back to the draw pile",
    "removed": lambda o, v, who: f"removed from the game: {', '.join(card_names(o['cards']))}",
    "shown": lambda o, v, who: "the top cards of the draw pile, face up: "
    + (", ".join(card_names(o["cards"])) or "none"),
    "hands": lambda o, v, who: f"{who} looked at the other hands" + (
        ": " + "; ".join(f"{name} {', '.join(card_names(cards)) or 'nothing'}"
                         for name, cards in o["hands"].items()) if seen_by(v, who) else ""),
    "took": lambda o, v, who: f"{who} took {card_name(o['card'])} from the discard pile",
    "looked_at_discard": lambda o, v, who: f"{who} looked through the discard pile",
    "drought": lambda o, v, who: f"Drought: {who} lost a reserve space for good" if who
    else "Drought: a tie for the most crystals, nothing happens this year",
    "steadfast": lambda o, v, who: f"{who} took {o['option']} instead of the die's face "
    "(Steadfast Die)",
    "copies": lambda o, v, who: f"{who}'s Raven the Usurper copies {card_name(o['card'])}",
    "trapped": lambda o, v, who: f"the Urmian trap discarded {who}'s {card_name(o['card'])}",
    "locked": lambda o, v, who: f"{who} locked {card_name(o['card'])} with a Deadbolt",
    "centre": lambda o, v, who: f"{who} laid out a centre row: "
    + (", ".join(card_names(o["cards"])) or "no card"),
    "shown_hand": lambda o, v, who: f"{who} showed their hand: "
    + (", ".join(card_names(o["cards"])) or "empty"),
    "speedwall": lambda o, v, who: f"{who} used Speedwall the Escaped to take the card drawn",
}
