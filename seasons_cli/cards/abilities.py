"""The special ability tokens (T1-T18) and the enchantment cards as plain data (expansions.md 4.1,
4.5, 4.6), beside the power cards of ``catalogue``.

Tokens are named ``t1`` ... ``t18`` in notation and settings; enchantments by the slug of their
name (``elemental-construction``). What the engine cannot play yet because the Die of Destiny's
faces are unknown (section 1.2: T16, Divine Destiny, Force of Destiny) is kept with
``in_scope=False``: its known text is listed, and the engine never deals it or draws it (G4, G5).
"""

from __future__ import annotations

from ..plain import Frozen, assign
from .catalogue import EXPANSIONS, slugify


class TokenData(Frozen):
    """One special ability token: its effect and the prestige it adds once used (X10.5)."""

    __slots__ = ("number", "name", "set", "prestige", "when", "text", "in_scope")  # noqa: RUF023
    number: int  # T1 is 1
    name: str
    set: str  # "enchanted-kingdom" or "path-of-destiny"
    prestige: int  # PP if used (X10.5); T5 is never used
    when: str  # "step C", "step A" (T17), "permanent" (T5)
    text: str
    in_scope: bool

    def __init__(self, number: int, name: str, set: str, prestige: int, when: str, text: str,
                 in_scope: bool = True) -> None:
        for field, value in zip(self.__slots__, (number, name, set, prestige, when, text,
                                                 in_scope)):
            assign(self, field, value)

    @property
    def slug(self) -> str:
        return f"t{self.number}"


EK, POD = EXPANSIONS
C, A = "step C", "step A"

TOKENS: dict[int, TokenData] = {token.number: token for token in (
    TokenData(1, "Draw a card", EK, -5, C, "Draw 1 card, keep it or discard it."),
    TokenData(2, "Sacrifice or discard a card", EK, 6, C,
              "Discard a card from your hand or sacrifice one of your cards in play."),
    TokenData(3, "Two energy tokens", EK, -5, C, "Gain 2 energy of your choice."),
    TokenData(4, "Summoning gauge -1", EK, 10, C,
              "Summoning gauge -1 (never below your cards in play)."),
    TokenData(5, "Cards in hand score", EK, 0, "permanent",
              "At the end of the game each card in your hand scores +3 instead of -5."),
    TokenData(6, "Transmute with a bonus", EK, 0, C,
              "This turn you may transmute, +1 crystal per energy."),
    TokenData(7, "Twelve crystals", EK, -6, C, "Gain 12 crystals."),
    TokenData(8, "Discard four water", EK, 18, C, "Discard 4 water."),
    TokenData(9, "Summoning gauge +2", EK, -5, C, "Summoning gauge +2."),
    TokenData(10, "Move the season token", EK, 3, C,
              "Move the season token exactly 2 spaces forward or back."),
    TokenData(11, "Look at the hands", EK, 9, C, "Look at every other player's hand."),
    TokenData(12, "Reorder the top three cards", EK, 0, C,
              "Look at the top 3 cards of the draw pile and put them back in any order."),
    TokenData(13, "Take the top discarded card", POD, -5, C,
              "Take the top card of the discard pile into your hand."),
    TokenData(14, "Bonus track one space back", POD, 3, C,
              "Move your bonus-track marker 1 space back."),
    TokenData(15, "Five fire for a card", POD, 10, C, "Discard 5 fire, then draw 1 card."),
    TokenData(16, "Die of Destiny", POD, 5, "", "Roll the Die of Destiny as well as your season "
              "die (not played: its faces are unknown).", in_scope=False),
    TokenData(17, "Reroll the season die", POD, 9, A,
              "Before your die's actions, reroll it; the new face must be used."),
    TokenData(18, "Take a library card", POD, 9, C,
              "Take a card of your Library II or III into your hand (not in year 3)."),
)}

# G4: the token pool of each ability-token setting (T16 never: section 1.2).
TOKEN_SETTINGS = ("none", "enchanted-kingdom", "path-of-destiny", "both")
TOKEN_POOLS: dict[str, tuple[int, ...]] = {
    "none": (),
    "enchanted-kingdom": tuple(range(1, 13)),
    "path-of-destiny": (13, 14, 15, 17, 18),
    "both": (*range(1, 16), 17, 18),
}


def token_by_slug(slug: str) -> TokenData | None:
    """``t7`` (or ``T7``) -> T7."""
    text = slug.strip().lower()
    if text[:1] == "t" and text[1:].isdigit():
        return TOKENS.get(int(text[1:]))
    return None


class EnchantmentData(Frozen):
    """One enchantment card: it changes the rules for every player (X11)."""

    __slots__ = ("code", "name", "set", "text", "in_scope", "_slug")  # noqa: RUF023
    code: str  # "EK-E1" ... "PoD-E10"
    name: str
    set: str
    text: str
    in_scope: bool

    def __init__(self, code: str, name: str, set: str, text: str, in_scope: bool = True) -> None:
        for field, value in zip(self.__slots__, (code, name, set, text, in_scope)):
            assign(self, field, value)
        assign(self, "_slug", slugify(name))

    @property
    def slug(self) -> str:
        return self._slug


ENCHANTMENT_LIST = (
    EnchantmentData("EK-E1", "Elemental Construction", EK,
                    "Prelude: 18 cards dealt, each player keeps 9 of them; no draft."),
    EnchantmentData("EK-E2", "Extended Experience", EK,
                    "Prelude: 12 cards dealt, 12 picks, split 4 / 4 / 4."),
    EnchantmentData("EK-E3", "Natural Selection", EK,
                    "Prelude: 11 cards dealt; the first pick is discarded, and one more card at "
                    "the end."),
    EnchantmentData("EK-E4", "Entangling Roots", EK, "A player may summon at most one card per "
                    "turn."),
    EnchantmentData("EK-E5", "Nature Spirit", EK, "Every summon costs 1 more energy of the "
                    "summoner's choice."),
    EnchantmentData("EK-E6", "Argos' Embrace", EK,
                    "Gaining cards into a hand costs 5 crystals (with 4 or fewer: a card)."),
    EnchantmentData("EK-E7", "Io's Bounty", EK, "Every energy transmuted gives 1 more crystal."),
    EnchantmentData("EK-E8", "Olaf's Knowledge", EK, "A fifth bonus: draw a card."),
    EnchantmentData("EK-E9", "Drought", EK,
                    "The first entry into summer of each year: the crystal leader sacrifices a "
                    "card or loses a reserve space."),
    EnchantmentData("EK-E10", "Vision of Destiny", EK,
                    "The top two cards of the draw pile are face up; once per turn, 5 crystals "
                    "discard the top one."),
    EnchantmentData("PoD-E1", "Divine Destiny", POD,
                    "The Die of Destiny instead of the season die; Destiny points (not played: "
                    "its faces are unknown).", in_scope=False),
    EnchantmentData("PoD-E2", "Arus's Cunning Schemes", POD,
                    "At each main year change every player passes a card of their hand to the "
                    "left."),
    EnchantmentData("PoD-E3", "Io's Mastery", POD,
                    "15 crystals or more from one transmutation: look at the top card, keep or "
                    "discard it."),
    EnchantmentData("PoD-E4", "Season's Turn", POD,
                    "End of round: with all four energy types in the reserve, gain 4 crystals."),
    EnchantmentData("PoD-E5", "Into the Void", POD,
                    "At each main year change, a player below 15 / 30 / 50 crystals sacrifices "
                    "a card."),
    EnchantmentData("PoD-E6", "Force of Destiny", POD,
                    "As Divine Destiny, and 3 crystals per roll of the Die of Destiny (not "
                    "played: its faces are unknown).", in_scope=False),
    EnchantmentData("PoD-E7", "Fertile Grave", POD,
                    "Once per game, summon a card from the discard pile."),
    EnchantmentData("PoD-E8", "Tailwind", POD, "End of round: you may discard 1 air to gain 4 "
                    "crystals."),
    EnchantmentData("PoD-E9", "Natural Balance", POD,
                    "Every energy transmutes for 2 crystals in every season."),
    EnchantmentData("PoD-E10", "Crossed Paths", POD,
                    "Prelude: the first pick goes to the left neighbour."),
)
ENCHANTMENTS: dict[str, EnchantmentData] = {e.slug: e for e in ENCHANTMENT_LIST}
ENCHANTMENT_CODES: dict[str, EnchantmentData] = {e.code.lower(): e for e in ENCHANTMENT_LIST}

# G5: the candidates of each random setting, in catalogue order (the out-of-scope ones never).
RANDOM_ENCHANTMENTS: dict[str, tuple[str, ...]] = {
    "random-enchanted-kingdom": tuple(e.slug for e in ENCHANTMENT_LIST
                                      if e.set == EK and e.in_scope),
    "random-path-of-destiny": tuple(e.slug for e in ENCHANTMENT_LIST
                                    if e.set == POD and e.in_scope),
    "random-both": tuple(e.slug for e in ENCHANTMENT_LIST if e.in_scope),
}


def enchantment_by_name(text: str) -> EnchantmentData | None:
    """An enchantment by slug, printed name or code (``drought``, ``Drought``, ``ek-e9``)."""
    word = text.strip().lower()
    return ENCHANTMENT_CODES.get(word) or ENCHANTMENTS.get(slugify(word))
