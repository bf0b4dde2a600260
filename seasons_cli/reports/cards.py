"""The card catalogue as data: ``seasons cards`` (tables, or one card, token or enchantment in
detail) and docs/cards.md.

Everything comes from ``cards.catalogue`` and ``cards.abilities``; the edition (D7) picks how
cards 5 and 43 are shown. Costs are written as in the move notation (``2a1w``, ``3c``),
player-count variants side by side.
"""

from __future__ import annotations

from typing import Any

from ..cards.abilities import (ENCHANTMENT_LIST, TOKEN_POOLS, TOKENS, EnchantmentData, TokenData,
                               enchantment_by_name, token_by_slug)
from ..cards.catalogue import (APPRENTICE_DECKS, BY_SLUG, CARDS, LEVEL_CARDS, NEVER_SUMMONED,
                               TOURNAMENT_POOLS,
                               TWO_EDITIONS, CardData, Cost, printed)
from ..engine.energy import as_dict, fmt
from ..engine.errors import SeasonsError

PLAYERS = (2, 3, 4)
# The costs not printed as energy and crystals (``CardData.special_cost``).
SPECIAL_COSTS = {31: "1 to 4 energy of different types",  # Elemental Amulet
                 301: "X crystals, X your summoning gauge"}  # Speedwall the Escaped
NUMBERS = "1-50, 101-120, 201-222, 301-303"  # X3.1


class UnknownCard(SeasonsError):
    """A card name, number or prefix that names no card, or several."""


def cost_text(cost: Cost, nothing: str = "free") -> str:
    """``2a1w``, ``3c``, ``1a1f1e 3c``; ``nothing`` (``free``, or ``0c`` as card 41 prints it) for none."""
    parts = [fmt(cost.energy)] if any(cost.energy) else []
    parts += [f"{cost.crystals}c"] if cost.crystals else []
    return " ".join(parts) or nothing


def player_cost_texts(card: CardData) -> list[str]:
    """The cost with 2, 3 and 4 players; a card whose cost varies prints a zero cost as ``0c``."""
    if card.special_cost:
        return [SPECIAL_COSTS[card.number]] * len(PLAYERS)
    if card.number in NEVER_SUMMONED:
        return ["none"] * len(PLAYERS)
    varies = len({card.cost(n) for n in PLAYERS}) > 1
    return [cost_text(card.cost(n), "0c" if varies else "free") for n in PLAYERS]


def costs_text(card: CardData) -> str:
    """One cost, or ``3c / 6c / 9c (2p / 3p / 4p)`` when it depends on the player count (R14.2)."""
    texts = player_cost_texts(card)
    if len(set(texts)) == 1:
        return texts[0]
    return f"{' / '.join(texts)} ({' / '.join(f'{n}p' for n in PLAYERS)})"


def effect_type_words(types: list[str], when: str | None) -> str:
    """``on summon + permanent (end of round)``."""
    return " + ".join(f"{kind} ({when})" if kind == "permanent" and when else kind for kind in types)


def levels_of(number: int) -> list[str]:
    return [level for level, cards in LEVEL_CARDS.items() if number in cards]


def card_data(number: int, edition: int = 2) -> dict[str, Any]:
    """One card as printed in ``edition``: what the table shows and ``--json`` prints."""
    card = printed(number, edition)
    return {
        "number": number, "name": card.name, "slug": card.slug, "kind": card.kind,
        "levels": levels_of(number), "cost": costs_text(card), "costs": _costs(card),
        "cost_chosen_by_player": card.special_cost, "prestige": card.prestige,
        "effect_types": list(card.effect_types), "when": card.when or None, "effect": card.text,
        "two_editions": number in TWO_EDITIONS, "set": card.set,
    }


def _costs(card: CardData) -> list[dict[str, Any]]:
    texts = player_cost_texts(card)
    return [{"players": n, "energy": as_dict(card.cost(n).energy), "crystals": card.cost(n).crystals,
             "text": text} for n, text in zip(PLAYERS, texts)]


def catalogue(level: str | None = None, edition: int = 2,
              card_set: str | None = None) -> dict[str, Any]:
    """The cards of ``level`` (every card without one) and of ``card_set`` (every set without
    one), in number order; without a level, the ability tokens and the enchantments (of that
    set) too."""
    numbers = LEVEL_CARDS[level] if level else tuple(CARDS)
    if card_set:
        numbers = tuple(n for n in numbers if CARDS[n].set == card_set)
    tokens = [] if level else [token_data(t) for t in TOKENS.values()
                               if card_set in (None, t.set)]
    enchantments = [] if level else [enchantment_data(e) for e in ENCHANTMENT_LIST
                                     if card_set in (None, e.set)]
    return {"level": level, "set": card_set, "edition": edition,
            "cards": [card_data(number, edition) for number in numbers],
            "tokens": tokens, "enchantments": enchantments}


def card_detail(number: int, edition: int = 2) -> dict[str, Any]:
    """One card with the apprentice decks and the tournament lists that hold it and, for cards
    5 and 43, both editions."""
    editions = [_edition(number, e) for e in (1, 2)] if number in TWO_EDITIONS else []
    decks = [deck for deck, cards in APPRENTICE_DECKS.items() if number in cards]
    lists = [name for name, cards in TOURNAMENT_POOLS.items() if number in cards]
    return {**card_data(number, edition), "edition": edition, "apprentice_decks": decks,
            "tournament_lists": lists, "editions": editions}


def token_data(token: TokenData) -> dict[str, Any]:
    """One special ability token (expansions.md 4.5)."""
    settings = [name for name, pool in TOKEN_POOLS.items() if token.number in pool]
    return {"token": token.slug, "number": token.number, "name": token.name, "set": token.set,
            "prestige_if_used": token.prestige, "when": token.when or None, "effect": token.text,
            "in_scope": token.in_scope, "token_settings": settings}


def enchantment_data(enchantment: EnchantmentData) -> dict[str, Any]:
    """One enchantment card (expansions.md 4.6)."""
    return {"code": enchantment.code, "name": enchantment.name, "slug": enchantment.slug,
            "set": enchantment.set, "effect": enchantment.text, "in_scope": enchantment.in_scope}


def _edition(number: int, edition: int) -> dict[str, Any]:
    data = card_data(number, edition)
    return {"edition": edition, **{key: data[key] for key in ("cost", "costs", "effect_types", "effect")}}


def find_entry(text: str, level: str | None = None) -> tuple[str, Any]:
    """``("token", T)``, ``("enchantment", E)`` or ``("card", number)``: what ``seasons cards
    NAME`` names, a token by ``t7``, an enchantment by slug, name or code, else a card."""
    token = token_by_slug(text)
    if token is not None:
        return "token", token
    enchantment = enchantment_by_name(text)
    if enchantment is not None:
        return "enchantment", enchantment
    return "card", find_card(text, level)


def find_card(text: str, level: str | None = None) -> int:
    """A card by number, slug, printed name or unique slug prefix of 3+ letters, as in notation.

    With ``level``, a card that level does not play with is refused too.
    """
    number = _find(text)
    if level and number not in LEVEL_CARDS[level]:
        cards = LEVEL_CARDS[level]
        raise UnknownCard(f"card {number} {CARDS[number].name} is not played at the {level} level "
                          f"(cards {cards[0]}-{cards[-1]})")
    return number


def _find(text: str) -> int:
    word = text.strip().lower().replace("'", "").replace(" ", "-")
    if word.isdigit() and int(word) in CARDS:
        return int(word)
    if word in BY_SLUG:
        return BY_SLUG[word].number
    found = [card.number for slug, card in BY_SLUG.items() if slug.startswith(word)] \
        if len(word) >= 3 else []
    if len(found) == 1:
        return found[0]
    if found:
        names = ", ".join(CARDS[n].slug for n in found)
        raise UnknownCard(f"{text!r} names several cards: {names}; give more of the name")
    raise UnknownCard(f"unknown card {text!r}: give a number ({NUMBERS}), a name or a prefix of "
                      "3+ letters (tokens: t1-t18)")
