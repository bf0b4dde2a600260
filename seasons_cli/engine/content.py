"""Which content a game plays with (expansions.md G1-G6): its card pool, its ability tokens, its
enchantment, and the combinations refused at creation.

A game whose settings are all at their defaults is the base game (X1): its pool is its level's
(R5) and nothing here adds to it. Everything is read from the settings alone, so the file layer,
the setup and the views agree on what a game holds.
"""

from __future__ import annotations

from ..cards.abilities import ENCHANTMENTS, RANDOM_ENCHANTMENTS, TOKEN_POOLS, TOKEN_SETTINGS
from ..cards.catalogue import (CARD_POOLS, CARDS, EXPANSIONS, LEVEL_CARDS, REPLICA, SET_CARDS,
                               TOURNAMENT_POOLS)
from .errors import SetupError
from .model import Settings

ELEMENTAL_CONSTRUCTION = "elemental-construction"
EXTENDED_EXPERIENCE = "extended-experience"
NATURAL_SELECTION = "natural-selection"
REPLICATOR = 210


def pool_cards(settings: Settings) -> tuple[int, ...]:
    """The card types of the pool, each present in both copies (R5, G2, G3)."""
    if settings.cards != "standard":
        return TOURNAMENT_POOLS[settings.cards]
    cards = LEVEL_CARDS[settings.level]
    for name in EXPANSIONS:
        if name in settings.expansions:
            cards += SET_CARDS[name]
    if settings.promos:
        cards += SET_CARDS["promo"]
    return cards


def pool_size(settings: Settings) -> int:
    return 2 * len(pool_cards(settings))


def plays_like(settings: Settings) -> str:
    """The level whose prelude the game follows: a tournament list is played like the archmage
    level (G3: deal 9, draft, split)."""
    return "archmage" if settings.cards != "standard" else settings.level


def has_replicas(settings: Settings) -> bool:
    """G2: the Replica stack is set aside when the pool holds Eolis's Replicator."""
    return REPLICATOR in pool_cards(settings)


def game_cards(settings: Settings) -> tuple[int, ...]:
    """Every card number that can be met in this game: the pool, and the Replica if it has one;
    the base game's 50 cards for a game without expansion content (what notation and views
    resolve names against)."""
    if not settings.expanded:
        return LEVEL_CARDS["archmage"]
    cards = pool_cards(settings)
    return (*cards, REPLICA) if REPLICATOR in cards else cards


def token_pool(settings: Settings) -> tuple[int, ...]:
    return TOKEN_POOLS[settings.tokens]


def tokens_dealt(settings: Settings) -> int:
    """X9.2, X9.3: 3 tokens each to choose one from when Enchanted Kingdom tokens are in the
    pool, else the one token each player keeps (0 without tokens)."""
    if settings.tokens == "none":
        return 0
    return 1 if settings.tokens == "path-of-destiny" else 3


def enchantment_candidates(settings: Settings) -> tuple[str, ...]:
    """G5: the enchantments a ``random-...`` setting draws from (those this game can use), or
    the named one, or none."""
    setting = settings.enchantment
    if setting == "none":
        return ()
    if setting not in RANDOM_ENCHANTMENTS:
        return (setting,)
    small = pool_size(settings) < 18 * len(settings.players)
    return tuple(slug for slug in RANDOM_ENCHANTMENTS[setting]
                 if not (small and slug == ELEMENTAL_CONSTRUCTION))


def check_content(settings: Settings) -> None:
    """G6: refuse what cannot be played, with the reason (the players and the level are
    checked before this)."""
    _check_names(settings)
    if settings.level == "apprentice":
        given = _given_elements(settings)
        if given:
            raise SetupError("the apprentice level is the base game's learning level (G2): it "
                             f"takes no expansion content ({', '.join(given)}); play at the "
                             "wizard or archmage level")
    if settings.cards != "standard" and (settings.expansions or settings.promos):
        raise SetupError(f"the {settings.cards} card list is a fixed pool of 50 cards (G3): "
                         "it takes no expansion card sets or promo cards")
    setting = settings.enchantment
    if setting in ENCHANTMENTS and not ENCHANTMENTS[setting].in_scope:
        raise SetupError(f"the enchantment {ENCHANTMENTS[setting].name} cannot be played: it "
                         "needs the Die of Destiny, whose faces are not known (expansions.md "
                         "1.2)")
    if setting == ELEMENTAL_CONSTRUCTION:
        need, size = 18 * len(settings.players), pool_size(settings)
        if size < need:
            raise SetupError(f"Elemental Construction deals 18 cards to each player: "
                             f"{len(settings.players)} players need a pool of {need} cards, "
                             f"this one has {size} (G5)")


def _check_names(settings: Settings) -> None:
    if settings.cards not in CARD_POOLS:
        raise SetupError(f"unknown card pool {settings.cards!r}: choose one of "
                         f"{', '.join(CARD_POOLS)}")
    for name in settings.expansions:
        if name not in EXPANSIONS:
            raise SetupError(f"unknown expansion {name!r}: choose among {', '.join(EXPANSIONS)}")
    if list(settings.expansions) != [name for name in EXPANSIONS if name in settings.expansions]:
        raise SetupError(f"name each expansion once, in the order {', '.join(EXPANSIONS)}")
    if settings.tokens not in TOKEN_SETTINGS:
        raise SetupError(f"unknown ability-token setting {settings.tokens!r}: choose one of "
                         f"{', '.join(TOKEN_SETTINGS)}")
    setting = settings.enchantment
    if setting != "none" and setting not in RANDOM_ENCHANTMENTS and setting not in ENCHANTMENTS:
        raise SetupError(f"unknown enchantment {setting!r}: name one (seasons cards lists them), "
                         f"or choose none or {', '.join(RANDOM_ENCHANTMENTS)}")


def _given_elements(settings: Settings) -> list[str]:
    """The expansion elements a game's settings name, as ``seasons new`` options."""
    given = []
    if settings.cards != "standard":
        given.append(f"--cards {settings.cards}")
    if settings.expansions:
        given.append(f"--expansions {','.join(settings.expansions)}")
    if settings.promos:
        given.append("--promos")
    if settings.tokens != "none":
        given.append(f"--tokens {settings.tokens}")
    if settings.enchantment != "none":
        given.append(f"--enchantment {settings.enchantment}")
    return given


def missing_pieces(settings: Settings, implemented_card, implemented_token,
                   implemented_enchantment) -> list[str]:
    """What this game would play that the engine does not implement yet, in words: the cards of
    the pool, the tokens of the token pool, the enchantment or the random candidates."""
    missing = []
    cards = [n for n in pool_cards(settings) if CARDS[n].set != "base" and not implemented_card(n)]
    if cards:
        missing.append(f"{'cards' if len(cards) > 1 else 'card'} {runs(cards)}")
    tokens = [n for n in token_pool(settings) if not implemented_token(n)]
    if tokens:
        missing.append(f"{'tokens' if len(tokens) > 1 else 'token'} "
                       + ", ".join("-".join(f"T{n}" for n in part.split("-"))
                                   for part in runs(tokens).split(", ")))
    enchantments = [slug for slug in enchantment_candidates(settings)
                    if not implemented_enchantment(slug)]
    if enchantments:
        missing.append(f"{'enchantments' if len(enchantments) > 1 else 'enchantment'} "
                       + ", ".join(ENCHANTMENTS[slug].name for slug in enchantments))
    return missing


def runs(numbers: list[int]) -> str:
    """``[31, 33, 34, 35]`` -> ``"31, 33-35"``: card numbers as short ranges."""
    found: list[list[int]] = []
    for number in numbers:
        if found and number == found[-1][-1] + 1:
            found[-1].append(number)
        else:
            found.append([number])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in found)
