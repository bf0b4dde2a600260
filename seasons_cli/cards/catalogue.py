"""The 50 power cards of the base game as plain data (cards.md, summary table).

Behaviour lives in ``seasons_cli.engine.effects``, registered under the same card number; this
module holds only what is printed on a card, so views, docs and the engine share one source.
Energy in costs is written in the order air, water, fire, earth (the ``ENERGY_TYPES`` order).
"""

from __future__ import annotations

import re
from typing import Literal

from ..plain import Frozen, assign

Kind = Literal["magic item", "familiar"]
EffectType = Literal["on summon", "permanent", "activation", "none"]


class Cost(Frozen):
    """A summoning cost: energy tokens (air, water, fire, earth) plus crystals."""

    __slots__ = ("energy", "crystals")  # noqa: RUF023 (field order)
    energy: tuple[int, int, int, int]
    crystals: int

    def __init__(self, energy: tuple[int, int, int, int] = (0, 0, 0, 0), crystals: int = 0) -> None:
        assign(self, "energy", energy)
        assign(self, "crystals", crystals)

    @property
    def is_free(self) -> bool:
        return self.crystals == 0 and not any(self.energy)


class CardData(Frozen):
    """What is printed on one power card (and its slug, the typable name made from it)."""

    __slots__ = ("number", "name", "kind", "costs", "prestige", "effect_types",  # noqa: RUF023
                 "text", "special_cost", "when", "_slug")  # in field order
    number: int
    name: str
    kind: Kind
    costs: tuple[Cost, Cost, Cost]  # for 2, 3 and 4 players (R14.2)
    prestige: int
    effect_types: tuple[EffectType, ...]
    text: str
    special_cost: bool  # Elemental Amulet names its own cost (card 31)
    when: str  # when a permanent effect acts, if at one moment: "end of round", ...

    def __init__(self, number: int, name: str, kind: Kind, costs: tuple[Cost, Cost, Cost],
                 prestige: int, effect_types: tuple[EffectType, ...], text: str,
                 special_cost: bool = False, when: str = "") -> None:
        for field, value in zip(self.__slots__, (number, name, kind, costs, prestige,
                                                 effect_types, text, special_cost, when)):
            assign(self, field, value)
        assign(self, "_slug", slugify(name))  # every move's notation names cards by slug

    @property
    def slug(self) -> str:
        return self._slug

    @property
    def level(self) -> str:
        return "basic" if self.number <= 30 else "advanced"

    @property
    def is_familiar(self) -> bool:
        return self.kind == "familiar"

    def cost(self, players: int) -> Cost:
        """The summoning cost for a game of ``players`` players (R14.2)."""
        return self.costs[players - 2]


def slugify(name: str) -> str:
    """``"Olaf's Blessed Statue"`` -> ``"olafs-blessed-statue"``: the typable card name."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


_TYPES = "awfe"


def _cost(text: str) -> Cost:
    """Parse the compact cost notation of this table: ``"2a1w"``, ``"3c"``, ``"1a1f1e3c"``, ``""``."""
    energy = [0, 0, 0, 0]
    crystals = 0
    for count, letter in re.findall(r"(\d+)([awfec])", text):
        if letter == "c":
            crystals = int(count)
        else:
            energy[_TYPES.index(letter)] = int(count)
    return Cost(tuple(energy), crystals)  # type: ignore[arg-type]


def _costs(text: str) -> tuple[Cost, Cost, Cost]:
    """One cost for every player count, or ``"3c/6c/9c"`` for 2 / 3 / 4 players."""
    parts = text.split("/")
    if len(parts) == 1:
        return (_cost(text),) * 3  # one value for all: a Cost cannot change
    return tuple(_cost(part) for part in parts)  # type: ignore[return-value]


M, F = "magic item", "familiar"
ON, PERM, ACT, NONE = "on summon", "permanent", "activation", "none"

# number, name, kind, cost, prestige, effect types, effect in plain words
_TABLE: list[tuple[int, str, str, str, int, tuple[str, ...], str]] = [
    (1, "Amulet of Air", M, "2a", 6, (ON,), "Summoning gauge +2."),
    (2, "Amulet of Fire", M, "2f", 6, (ON,), "Draw 4 cards, keep 1, discard the rest."),
    (3, "Amulet of Earth", M, "2e", 6, (ON,), "Gain 9 crystals."),
    (4, "Amulet of Water", M, "2w", 6, (ON,),
     "Place 4 energy of your choice on this card; they can be spent but are not in the reserve."),
    (5, "Balance of Ishtar", M, "2c", 4, (ACT,), "Activate: discard 3 identical energy, gain 9 crystals."),
    (6, "Staff of Spring", M, "3e", 9, (PERM,), "Whenever you summon a card: gain 3 crystals."),
    (7, "Temporal Boots", M, "", 8, (ON,), "Move the season token 1 to 3 spaces forward or back."),
    (8, "Purse of Io", M, "1a1f", 6, (PERM,), "Each energy you transmute gives 1 extra crystal."),
    (9, "Divine Chalice", M, "1a1w1f1e", 10, (ON,),
     "Draw 4 cards, put 1 into play for free, discard the rest."),
    (10, "Syllas the Faithful", F, "3f", 14, (ON,), "Each opponent sacrifices one of their cards in play."),
    (11, "Figrim the Avaricious", F, "3c/6c/9c", 7, (PERM,),
     "Whenever the season changes: each opponent gives you 1 crystal."),
    (12, "Naria the Prophetess", F, "3c", 8, (ON,),
     "Draw one card per player; keep 1, give 1 to each opponent."),
    (13, "Wondrous Chest", M, "1w1f", 4, (PERM,),
     "End of round: with 4 or more energy in your reserve, gain 3 crystals."),
    (14, "Beggar's Horn", M, "1a1e", 8, (PERM,),
     "End of round: with 1 energy or fewer in your reserve, gain 1 energy of your choice."),
    (15, "Die of Malice", M, "", 8, (ACT,),
     "Activate before your die's actions: reroll your die and gain 2 crystals."),
    (16, "Kairn the Destroyer", F, "3a", 9, (ACT,), "Activate: discard 1 energy; each opponent loses 4 crystals."),
    (17, "Amsug Longneck", F, "1a1w", 8, (ON,), "Each player returns one of their magic items to hand."),
    (18, "Bespelled Grimoire", M, "1w1e", 8, (ON, PERM),
     "Gain 2 energy of your choice; your reserve holds 10 energy."),
    (19, "Ragfield's Helm", M, "3a", 10, (PERM,),
     "End of game: with strictly more cards in play than each opponent, gain 20 crystals."),
    (20, "Hand of Fortune", M, "1a1f1e3c", 9, (PERM,),
     "Your summoning costs need 1 energy less (never below 1)."),
    (21, "Lewis Greyface", F, "1a1f", 6, (ON,),
     "Choose an opponent: gain energy equal to their reserve."),
    (22, "Runic Cube of Eolis", M, "20c", 30, (NONE,), "No effect."),
    (23, "Potion of Power", M, "2f", 0, (ACT,), "Sacrifice: draw 1 card, summoning gauge +2."),
    (24, "Potion of Dreams", M, "2a", 0, (ACT,),
     "Sacrifice and discard your reserve: put a card from your hand into play for free."),
    (25, "Potion of Knowledge", M, "2w", 0, (ACT,), "Sacrifice: gain 5 energy of your choice."),
    (26, "Potion of Life", M, "2e", 0, (ACT,), "Sacrifice: each energy in your reserve becomes 4 crystals."),
    (27, "Hourglass of Time", M, "1a1w1f1e", 6, (PERM,),
     "Whenever the season changes: gain 1 energy of your choice."),
    (28, "Scepter of Greatness", M, "1a1w1f1e", 8, (ON,),
     "Gain 3 crystals per other magic item you have in play."),
    (29, "Olaf's Blessed Statue", M, "3w", 0, (ON,), "Gain 20 crystals."),
    (30, "Yjang's Forgotten Vase", M, "1w1f1e", 6, (PERM,),
     "Whenever you summon a card: gain 1 energy of your choice."),
    (31, "Elemental Amulet", M, "", 2, (ON,),
     "Pay 1 to 4 energy of different types; one bonus per type paid."),
    (32, "Tree of Light", M, "2e", 12, (ACT,),
     "Activate: pay 3 crystals for 1 energy, or discard 1 energy to transmute this turn."),
    (33, "Arcano Leech", F, "2c/5c/8c", 8, (PERM,),
     "Whenever an opponent summons a card, they first give you 1 crystal."),
    (34, "Crystal Orb", M, "1f1e", 6, (ACT,),
     "Activate: look at the top card and maybe put it into play for 4 energy, or pay 3 crystals to discard it."),
    (35, "Glutton Cauldron", M, "", 0, (ACT, PERM),
     "Activate: move 1 energy onto this card; at 7, sacrifice it: take them back and gain 15 crystals."),
    (36, "Vampiric Crown", M, "1a1w", 0, (ON,),
     "Discard a card from hand or draw one; gain energy equal to its prestige."),
    (37, "Dragon Skull", M, "1w1f1e", 9, (ACT,), "Activate: sacrifice 3 of your cards, gain 15 crystals."),
    (38, "Demon of Argos", F, "1a1w1f1e", 16, (ON,),
     "Each opponent: summoning gauge -1 and draws 1 card."),
    (39, "Titus Deepgaze", F, "1f/2f/3f", 4, (PERM,),
     "End of round: each opponent gives you 1 crystal; sacrificed if one could not."),
    (40, "Air Elemental", F, "3a", 12, (ON,), "Every energy in each opponent's reserve becomes air."),
    (41, "Thieving Fairies", F, "0c/3c/6c", 6, (PERM,),
     "Whenever an opponent activates a card, they give you 1 crystal and you gain 1 more."),
    (42, "Cursed Treatise of Arus", M, "1w", -10, (ON, PERM),
     "Gain 2 energy, 10 crystals and summoning gauge +1; if sacrificed, discard your reserve."),
    (43, "Idol of the Familiar", M, "1a1w1f1e", 0, (ON, ACT),
     "Gain 10 crystals; activate: gain 1 crystal per familiar you have in play."),
    (44, "Necrotic Kriss", M, "2a1w", 6, (ACT,),
     "Activate: discard or sacrifice a familiar, gain 4 energy of your choice."),
    (45, "Lantern of Xidit", M, "3f3e", 24, (PERM,), "End of game: 3 crystals per energy in your reserve."),
    (46, "Sealed Chest of Urm", M, "2w1e", 10, (PERM,),
     "End of game: with no familiar in play, gain 20 crystals."),
    (47, "Mirror of the Seasons", M, "3c", 8, (ACT,),
     "Activate: pay X crystals to turn X identical energy into X of another type."),
    (48, "Pendant of Ragnor", M, "1a1w1f", 0, (ON,),
     "Gain 1 energy of your choice per other magic item you have in play."),
    (49, "Sid Nightshade", F, "1e/2e/3e", 6, (ON,),
     "With strictly the most crystals, each opponent gives you 5 crystals."),
    (50, "Damned Soul of Onys", F, "1w", -5, (ON, ACT, PERM),
     "Gain 10 crystals and 1 water; activate: pass it left; end of round: lose 3 crystals."),
]

# When a permanent effect acts, where the summary table of cards.md names one moment.
_WHEN = {11: "season change", 27: "season change", 13: "end of round", 14: "end of round",
         39: "end of round", 50: "end of round", 19: "end of game", 45: "end of game",
         46: "end of game"}

CARDS: dict[int, CardData] = {
    number: CardData(number, name, kind, _costs(cost), pp, types, text,  # type: ignore[arg-type]
                     special_cost=number == 31, when=_WHEN.get(number, ""))
    for number, name, kind, cost, pp, types, text in _TABLE
}

BY_SLUG: dict[str, CardData] = {card.slug: card for card in CARDS.values()}

BASIC = tuple(range(1, 31))
ADVANCED = tuple(range(31, 51))

# R5, R4.1: the cards each level plays with (apprentice decks are made of basic cards too).
LEVEL_CARDS: dict[str, tuple[int, ...]] = {
    "apprentice": BASIC, "wizard": BASIC, "archmage": BASIC + ADVANCED}

# R5.1: the four pre-built apprentice decks.
APPRENTICE_DECKS: dict[int, tuple[int, ...]] = {
    1: (1, 2, 7, 17, 18, 20, 26, 29, 30),
    2: (3, 5, 9, 14, 15, 21, 23, 25, 28),
    3: (4, 6, 7, 9, 12, 16, 22, 24, 30),
    4: (1, 2, 3, 11, 13, 15, 18, 25, 27),
}

# D7: the card-edition setting changes these two cards; ``CARDS`` holds the second edition.
FIRST_EDITION: dict[int, CardData] = {
    5: CARDS[5].replace(costs=_costs("6c"),
               text="Activate: discard 4 identical energy, gain 12 crystals."),
    43: CARDS[43].replace(effect_types=(ACT,),
                text="Activate: gain 1 crystal per familiar you have in play."),
}
TWO_EDITIONS = tuple(FIRST_EDITION)


def card(number: int) -> CardData:
    return CARDS[number]


def printed(number: int, edition: int = 2) -> CardData:
    """Card ``number`` as printed in ``edition`` (D7): only cards 5 and 43 differ."""
    if edition == 1:
        return FIRST_EDITION.get(number, CARDS[number])
    return CARDS[number]


def summon_cost(number: int, players: int, edition: int) -> Cost:
    """The printed summoning cost of a card in this game (player count and edition applied)."""
    return printed(number, edition).cost(players)


def edition_balance(edition: int) -> int:
    """How many identical tokens Balance of Ishtar discards: 3 (2nd edition) or 4 (1st), D7."""
    return 4 if edition == 1 else 3
