"""The power cards as plain data: the 50 of the base game (cards.md, summary table) and those of
the expansions (expansions.md 4.1: Enchanted Kingdom 101-120, Path of Destiny 201-222, the promo
cards 301-303), with the card pools of the levels and of the two tournament lists (R5, G2, G3).

Behaviour lives in ``seasons_cli.engine.effects``, registered under the same card number; this
module holds only what is printed on a card, so views, docs and the engine share one source.
Energy in costs is written in the order air, water, fire, earth (the ``ENERGY_TYPES`` order).
"""

from __future__ import annotations

import re
from typing import Literal

from ..plain import Frozen, assign

Kind = Literal["magic item", "familiar"]
EffectType = Literal["on summon", "permanent", "activation", "prelude", "none"]
# The card sets (X3.1): the base game's cards, the two expansions' and the promo cards.
CardSet = Literal["base", "enchanted-kingdom", "path-of-destiny", "promo"]
SETS: tuple[str, ...] = ("base", "enchanted-kingdom", "path-of-destiny", "promo")


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
                 "text", "special_cost", "when", "set", "_slug")  # in field order
    number: int
    name: str
    kind: Kind
    costs: tuple[Cost, Cost, Cost]  # for 2, 3 and 4 players (R14.2)
    prestige: int
    effect_types: tuple[EffectType, ...]
    text: str
    # The cost is not printed as energy and crystals: Elemental Amulet names its own (card 31),
    # Speedwall the Escaped costs the summoner's gauge in crystals (card 301).
    special_cost: bool
    when: str  # when a permanent effect acts, if at one moment: "end of round", ...
    set: CardSet  # X3.1

    def __init__(self, number: int, name: str, kind: Kind, costs: tuple[Cost, Cost, Cost],
                 prestige: int, effect_types: tuple[EffectType, ...], text: str,
                 special_cost: bool = False, when: str = "", set: CardSet = "base") -> None:
        for field, value in zip(self.__slots__, (number, name, kind, costs, prestige,
                                                 effect_types, text, special_cost, when, set)):
            assign(self, field, value)
        assign(self, "_slug", slugify(name))  # every move's notation names cards by slug

    @property
    def slug(self) -> str:
        return self._slug

    @property
    def level(self) -> str:
        """cards.md "Levels": basic (1-30), advanced (31-50); an expansion card's set."""
        if self.set != "base":
            return self.set
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

PRE = "prelude"
EK, POD, PROMO = "enchanted-kingdom", "path-of-destiny", "promo"

# The expansions' cards (expansions.md 4.1-4.4): number, name, kind, cost, prestige, effect types,
# effect in plain words, set. Twist of Fate (203) has no cost and acts in the prelude only; the
# Replica (222) is never summoned and never in the pool (G2); Speedwall the Escaped (301) costs X
# crystals, X the summoner's summoning gauge (its cost here is none: ``special_cost``).
_EXPANSION_TABLE: list[tuple[int, str, str, str, int, tuple[str, ...], str, str]] = [
    (101, "Heart of Argos", M, "2e", 7, (PERM,),
     "The first time you activate a card in a turn, 1 earth onto this card; end of round: "
     "move it to your reserve.", EK),
    (102, "Horn of Plenty", M, "1w1e", 4, (PERM,),
     "End of round: discard 1 energy; if it is earth, gain 5 crystals.", EK),
    (103, "Fairy Monolith", M, "2e", 6, (ACT, PERM),
     "End of round: you may move 1 energy onto this card; activate: move energy from it back to "
     "your reserve.", EK),
    (104, "Selenia's Codex", M, "1a1w", 6, (ON,),
     "Return to your hand another of your magic items whose cost has energy.", EK),
    (105, "Scroll of Ishtar", M, "2f", 7, (ON,),
     "Name an energy type; search the draw pile for a magic item whose cost has it; keep it, or "
     "discard it and search again.", EK),
    (106, "Mesodae's Lantern", M, "3a3w", 24, (PERM,),
     "Enters play only by a summon; your reserve holds 1 energy less; end of round: gain 3 "
     "crystals.", EK),
    (107, "Statue of Eolis", M, "1w1f1e", 6, (PERM,),
     "Your reserve holds 1 energy less; whenever the season changes: gain 1 energy, or 2 "
     "crystals and look at the top card.", EK),
    (108, "Familiar Catcher", M, "1a1f", 7, (ON,),
     "Search the draw pile for a familiar; keep it, or discard it and keep the next one.", EK),
    (109, "Io's Transmuter", M, "1w1e", 6, (PERM,),
     "When your die gives crystals you may transmute; end of round: gain 2 crystals if you did.",
     EK),
    (110, "Throne of Renewal", M, "1w2f", 10, (ON,),
     "Discard a card from your hand, draw 1 card and move your bonus marker 1 space back.", EK),
    (111, "Potion of Resurrection", M, "1f1e", 0, (ACT,),
     "Sacrifice: take 1 of the top 5 discarded cards into your hand, the others to the bottom.",
     EK),
    (112, "Jewel of the Ancients", M, "2f", 10, (ACT, PERM),
     "Activate: discard 3 identical energy, 1 of them onto this card; end of game: with 3 on it "
     "gain 35 crystals, else lose 10.", EK),
    (113, "Shield of Zira", M, "1a", 5, (PERM,),
     "When you must discard or sacrifice a card, you may sacrifice this card instead and gain 10 "
     "crystals.", EK),
    (114, "Steadfast Die", M, "1a1e", 10, (PERM,),
     "Before your die's actions you may take instead: gauge +1, 1 energy, or permission to "
     "transmute.", EK),
    (115, "Amulet of Time", M, "2w", 9, (ON,),
     "Gain 2 energy; then discard any number of cards from your hand and draw as many.", EK),
    (116, "Arcane Telescope", M, "", 8, (ACT,),
     "Activate: pay 2 crystals, look at the top 3 cards and put them back in any order.", EK),
    (117, "Argos Hawk", F, "1a1e", 4, (ON, ACT),
     "Gain 10 crystals and gauge +1; sacrifice: each opponent gauge -1 and gains 6 crystals.", EK),
    (118, "Raven the Usurper", F, "1f", 2, (ON, PERM),
     "Pay the cost of an opponent's magic item to have its effects; sacrificed if it leaves "
     "play.", EK),
    (119, "Warden of Argos", F, "1a", 6, (ON,),
     "Every player discards 4 energy, or every player discards a card from hand (your choice).",
     EK),
    (120, "Ratty Nightshade", F, "2c/4c/6c", 8, (ON,),
     "Take up to 2 energy from each opponent's reserve.", EK),
    (201, "Dragonsoul", M, "", 8, (ACT,),
     "Activate: pay 1 crystal to straighten another of your activated cards.", POD),
    (202, "Magma Core", M, "1f/2f/3f", 0, (PERM, ACT),
     "Whenever an opponent summons a card, gain 1 fire; sacrifice: gain 3 fire.", POD),
    (203, "Twist of Fate", M, "", 0, (PRE,),
     "Prelude: removed from the game; draw 2 cards, keep 1 among your chosen cards, discard the "
     "other.", POD),
    (204, "Potion of the Ancients", M, "1a1w1f1e", 0, (ACT,),
     "Sacrifice: two of reserve to 4 crystals each, draw 2 keep 1, gauge +2, gain 4 energy.",
     POD),
    (205, "Ethiel's Fountain", M, "2e", 7, (PERM,),
     "End of round: with no card in hand, gain 3 crystals.", POD),
    (206, "Dial of Colof", M, "1w1f1e", 12, (ON, PERM),
     "Gauge +2; end of round: with more cards in play than an opponent, you may reroll the "
     "leftover die.", POD),
    (207, "Chalice of Eternity", M, "1a1w1f1e", 10, (PERM, ACT),
     "End of round: you may move 1 energy onto this card; activate: discard 4 of them, put 1 of "
     "the top 4 cards into play.", POD),
    (208, "Staff of Winter", M, "2w", 6, (PERM, ACT),
     "In winter your energy also counts as earth; activate: discard a magic item from hand, gain "
     "3 energy.", POD),
    (209, "Sepulchral Amulet", M, "2f", 8, (ON,),
     "Of the top 3 discarded cards: 1 to your hand, 1 on top and 1 at the bottom of the draw "
     "pile.", POD),
    (210, "Eolis's Replicator", M, "1w", 7, (ACT,),
     "Activate: discard 1 water, put a Replica into play.", POD),
    (211, "Estorian Harp", M, "1a", 8, (ACT,),
     "Activate: discard 2 identical energy, gauge +1 and gain 3 crystals.", POD),
    (212, "Chrono-Ring", M, "1w1e2c/1w1e1c/1w1e", 12, (PERM,),
     "Whenever the season token moves 3 or more spaces forward: gain 4 crystals or 1 energy.",
     POD),
    (213, "Arus's Mimicry", M, "1a1w1e", 10, (ON,),
     "Discard a card from your hand or sacrifice a card in play, then gain 12 crystals.", POD),
    (214, "Carnivora Strombosea", M, "1a1f1e", 12, (PERM,),
     "End of round: with an empty reserve, look at the top card; you may take it, gauge -1.",
     POD),
    (215, "Urmian Psychic Cage", M, "2c", 10, (PERM,),
     "The next card entering a play area springs the trap: discard it, or sacrifice another "
     "card.", POD),
    (216, "Servant of Ragfield", F, "1a1f", 10, (ON,),
     "Each player with 10 crystals or more draws 1 card (keep or discard) and gauge +1.", POD),
    (217, "Argosian Tangleweed", F, "1a1e", 14, (ON, PERM),
     "Lock a familiar of an opponent: it has no effect while this card is in play.", POD),
    (218, "Io's Minion", F, "1a", -5, (ON, PERM, ACT),
     "Gain 1 air and gauge +1; its holder gains no crystals; activate: discard 1 air, pass it "
     "left.", POD),
    (219, "Otus the Oracle", F, "1a1w", 10, (ON,),
     "Lay 1 card per player face up; each player may summon 1 of them per turn.", POD),
    (220, "Crafty Nightshade", F, "1f", 4, (ON,),
     "Draw 2 cards, then give a card to the opponent with the fewest cards in play.", POD),
    (221, "Igramul the Banisher", F, "3c", 7, (ON,),
     "Name a card: opponents show their hands and discard its copies; gain its energy cost once.",
     POD),
    (222, "Replica", M, "", 7, (NONE,), "No effect; put into play by Eolis's Replicator only.", POD),
    (301, "Speedwall the Escaped", F, "", 7, (ACT,),
     "When an opponent draws exactly 1 card, take it and put this card into their hand.", PROMO),
    (302, "Orb of Ragfield", M, "1a1w1f1e", -5, (ON, PERM),
     "Gain 20 crystals; cards in your hand worth less than 12 cost 5 crystals to summon.", PROMO),
    (303, "Crystal Titan", F, "1f/1f3c/1f8c", 9, (ACT, PERM),
     "Opponents give you 3 crystals before a voluntary sacrifice; sacrifice it, your hand and "
     "crystals: an opponent's card is sacrificed.", PROMO),
]

# When a permanent effect acts, where the summary tables of cards.md and expansions.md name one
# moment.
_WHEN = {11: "season change", 27: "season change", 13: "end of round", 14: "end of round",
         39: "end of round", 50: "end of round", 19: "end of game", 45: "end of game",
         46: "end of game", 101: "end of round", 102: "end of round", 103: "end of round",
         106: "end of round", 107: "season change", 109: "end of round", 112: "end of game",
         205: "end of round", 206: "end of round", 207: "end of round", 212: "season move",
         214: "end of round"}
SPECIAL_COSTS = (31, 301)  # Elemental Amulet names its own cost; Speedwall costs X crystals
NEVER_SUMMONED = (203, 222)  # Twist of Fate and the Replica have no cost at all

CARDS: dict[int, CardData] = {
    number: CardData(number, name, kind, _costs(cost), pp, types, text,  # type: ignore[arg-type]
                     special_cost=number in SPECIAL_COSTS, when=_WHEN.get(number, ""),
                     set=card_set)  # type: ignore[arg-type]
    for number, name, kind, cost, pp, types, text, card_set in
    [(*row, "base") for row in _TABLE] + _EXPANSION_TABLE
}

BY_SLUG: dict[str, CardData] = {card.slug: card for card in CARDS.values()}

BASIC = tuple(range(1, 31))
ADVANCED = tuple(range(31, 51))

# R5, R4.1: the cards each level plays with (apprentice decks are made of basic cards too).
LEVEL_CARDS: dict[str, tuple[int, ...]] = {
    "apprentice": BASIC, "wizard": BASIC, "archmage": BASIC + ADVANCED}

# G2: the card sets a standard pool may add; Igramul the Banisher (221) belongs to Path of Destiny.
# The Replica (222) is a component of Path of Destiny, never in a pool.
REPLICA = 222
REPLICAS = 10  # the Replica stack (X2)
SET_CARDS: dict[str, tuple[int, ...]] = {
    "enchanted-kingdom": tuple(range(101, 121)),
    "path-of-destiny": tuple(range(201, 222)),
    "promo": (301, 302, 303),
}
EXPANSIONS = ("enchanted-kingdom", "path-of-destiny")

# G3: the two named tournament pools, 50 card types each (both copies: 100 cards).
TOURNAMENT_POOLS: dict[str, tuple[int, ...]] = {
    "tournament-classic": (2, 4, 6, 7, 8, 9, 10, 11, 12, 14, 15, 17, 18, 19, 21, 26, 28, 30, 31,
                           33, 36, 37, 38, 40, 42, 47,
                           101, 102, 107, 110, 111, 112, 115, 116, 117, 118, 119, 120,
                           204, 206, 208, 209, 211, 212, 213, 215, 216, 217, 218, 220),
    "tournament-2022": (1, 4, 6, 8, 9, 12, 17, 18, 19, 21, 23, 25, 26, 27, 28, 31, 32, 33, 35, 36,
                        38, 39, 42, 45,
                        102, 103, 105, 106, 107, 110, 112, 113, 115, 116, 118, 119, 120,
                        202, 204, 207, 212, 213, 214, 215, 216, 217, 218,
                        301, 302, 303),
}
CARD_POOLS = ("standard", *TOURNAMENT_POOLS)  # G1 item 1

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
