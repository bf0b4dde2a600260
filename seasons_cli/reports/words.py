"""Game things in plain words: energy, die faces, chance outcomes."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ..cards.catalogue import CARDS
from ..engine.dice import FACES, Face, season_of_space
from ..engine.energy import ENERGY_TYPES, Energy
from ..english import counted, listed


def card_name(number: int) -> str:
    return CARDS[number].name


def card_names(numbers: list[int]) -> list[str]:
    """Card names in card-number order (hands and libraries have no meaningful order)."""
    return [card_name(number) for number in sorted(numbers)]


def energy_words(energy: Energy) -> str:
    """``(1, 0, 2, 0)`` -> ``"1 air, 2 fire"``; nothing -> ``"no energy"``."""
    parts = [f"{count} {kind}" for kind, count in zip(ENERGY_TYPES, energy) if count]
    return ", ".join(parts) or "no energy"


def edition_note(edition: int) -> str:
    """``1st-edition cards`` for a first-edition game (D7); nothing for the default second edition."""
    return "1st-edition cards" if edition == 1 else ""


def winners_words(names: list[str]) -> str:
    """``alice wins``; ``alice and bob share the victory`` (D11)."""
    return f"{listed(names)} {'wins' if len(names) == 1 else 'share the victory'}"


def face_words(face: Face, *, dots: bool = True) -> str:
    """The symbols of a die face: ``"2 water, 3 crystals; 1 dot"`` (without ``; 1 dot`` when
    ``dots`` is False: only the leftover die's dots matter, R8.3)."""
    parts = [f"{count} {kind}" for kind, count in zip(ENERGY_TYPES, face.energy) if count]
    if face.crystals:
        parts.append(counted(face.crystals, "crystal"))
    if face.star:
        parts.append("gauge +1")
    if face.draw:
        parts.append("draw a card")
    if face.transmute:
        parts.append("transmute")
    if not dots:
        return ", ".join(parts) or "no symbol"
    return f"{', '.join(parts)}; {counted(face.dots, 'dot')}"


def face_by_id(face_id: str) -> Face:
    """``"Sp3-4"`` -> the face (ids as in dice.md)."""
    return _faces_by_id()[face_id]


@cache
def _faces_by_id() -> dict[str, Face]:
    """Every face by its id, made once: a replay reads every roll of the game by id."""
    return {face.id: face for face in FACES.values()}


def outcome_words(outcome: dict[str, Any], dice_season: str, auto_move: str = "") -> str:
    """One chance outcome or automatic step of the history, in words.

    ``dice_season`` names the season of the dice in use (a reroll records only die and face);
    ``auto_move`` is the notation of an automatic move, when the caller could format it.
    """
    kind = outcome["kind"]
    who = outcome.get("player", "")
    if kind == "dice":
        dice = [f"{season} {', '.join(map(str, ids))}" for season, ids in outcome["dice"].items()]
        return "dice in play: " + "; ".join(dice)
    if kind == "decks":
        decks = outcome["decks"].items()
        return "apprentice decks: " + ", ".join(f"{name} deck {deck}" for name, deck in decks)
    if kind == "deal":
        return f"{who} is dealt {', '.join(card_names(outcome['cards']))}"
    if kind == "roll":
        faces = [face_by_id(face_id) for face_id in outcome["faces"]]
        return f"dice rolled for round {outcome['round']}: " + "; ".join(
            f"{face.id} ({face_words(face)})" for face in faces)
    if kind == "draw":
        card = outcome["card"]
        return f"{who} draws {card_name(card)}" if card else f"{who} cannot draw: no cards left"
    if kind == "reshuffle":
        return f"the discard pile ({counted(outcome['cards'], 'card')}) becomes the draw pile"
    if kind == "reroll":
        face = FACES[dice_season, outcome["die"], outcome["face"]]
        return f"{who} rerolls die {outcome['die']}: {face.id} ({face_words(face)})"
    if kind == "auto":
        return f"{who} automatically: {auto_move or outcome['action']['kind']} (the only choice)"
    return _event_words(outcome, who)


def _event_words(outcome: dict[str, Any], who: str) -> str:
    kind = outcome["kind"]
    if kind == "summon":
        return f"{who} summons {card_name(outcome['card'])}"
    if kind == "activate":
        return f"{who} activates {card_name(outcome['card'])}"
    if kind == "season":
        space = outcome["space"]
        return (f"the season token moves {outcome['delta']:+d} to year {outcome['year']}, "
                f"{season_of_space(space)} (space {space})")
    if kind == "season_change":
        return f"the season changes to {outcome['season']} (year {outcome['year']})"
    if kind == "look":
        return f"{who} looks at the top card of the draw pile ({card_name(outcome['card'])})"
    if kind == "discard_top":
        return f"the top card of the draw pile ({card_name(outcome['card'])}) is discarded unseen"
    if kind == "no_room" and "cards" in outcome:  # Divine Chalice: the cards drawn stay hidden
        return f"{who} has no room for a card: the {counted(outcome['cards'], 'card')} drawn are discarded"
    if kind == "no_room":
        return f"{who} has no room for {card_name(outcome['card'])}: it is discarded"
    if kind == "reveal":
        return f"{who} shows {card_name(outcome['card'])} to everyone"
    if kind == "game_over":
        return "the game is over"
    return kind


def content_words(values: Mapping[str, Any]) -> list[str]:
    """What a game is played with besides its level (G1), from ``Settings``' fields (or the
    arena's content): ``["enchanted-kingdom", "promo cards", "both tokens", "enchantment
    drought"]``; nothing for a base game."""
    cards = values.get("cards", "standard")
    added = [cards] if cards != "standard" else []
    added += [*values.get("expansions", ()), *(["promo cards"] if values.get("promos") else [])]
    if values.get("tokens", "none") != "none":
        added.append(f"{values['tokens']} tokens")
    if values.get("enchantment", "none") != "none":
        added.append(f"enchantment {values['enchantment']}")
    return added
