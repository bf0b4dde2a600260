"""Catalogue and effect code meet by card number (style.md habit 5, issue 3 point 5).

A level can be created only when every card it plays with has effect code or is marked as having
none (``registry.implemented``). These tests hold both halves of that contract for every level, so
they stay true (and keep checking) while cards 31-50 are being written: today apprentice and wizard
open with cards 1-30; archmage opens, and is checked card by card, once 31-50 all have effects.
"""

from __future__ import annotations

import pytest

from seasons_cli.cards.catalogue import CARDS, LEVEL_CARDS
from seasons_cli.engine import Settings, new_game, registry
from seasons_cli.engine.errors import SetupError
from seasons_cli.engine.model import LEVELS, Game

PLAYERS = ("alice", "bob", "carol", "dave")


def lacking(level: str) -> list[int]:
    return [number for number in LEVEL_CARDS[level] if not registry.implemented(number)]


def create(level: str, players: int = 2) -> Game | None:
    """A new game at ``level``, or None when the level is refused as not available yet."""
    try:
        return new_game(Settings(PLAYERS[:players], level, "contract"))
    except SetupError as error:
        assert "is not available yet" in str(error)
        return None


def every_card(game: Game) -> list[int]:
    """Every card of a new game, wherever it lies: draw pile, packets, hands and libraries."""
    cards = list(game.draw_pile) + list(game.discard)
    for player in game.players:
        cards += player.packet + player.chosen + player.hand + player.library2 + player.library3
        cards += [card.number for card in player.in_play]
    return cards


@pytest.mark.parametrize("level", LEVELS)
def test_every_card_of_a_level_that_can_be_created_has_effects(level):
    """R5: a created game holds two copies of each card of its level, and each has effect code.

    A level that cannot be created yet must be refused for a card without effects (next test).
    """
    game = create(level)
    if game is None:
        assert lacking(level)
        return
    cards = every_card(game)
    assert sorted(cards) == sorted(LEVEL_CARDS[level] * 2)
    missing = [f"card {n} {CARDS[n].name}" for n in sorted(set(cards)) if not registry.implemented(n)]
    assert missing == [], "cards without effects and not marked as having none: " + ", ".join(missing)


@pytest.mark.parametrize("level", LEVELS)
def test_new_game_refuses_a_level_exactly_when_one_of_its_cards_lacks_effects(level):
    assert (create(level) is None) == bool(lacking(level))


def test_a_basic_card_losing_its_effect_closes_apprentice_and_wizard(monkeypatch):
    """Card 3 Amulet of Earth without its entry effect: both levels that play it are refused."""
    monkeypatch.delitem(registry.ENTRY, 3)
    for level in ("apprentice", "wizard"):
        with pytest.raises(SetupError, match=f"the {level} level is not available yet: card 3 has no"):
            new_game(Settings(PLAYERS[:2], level, "contract"))


def test_archmage_opens_once_cards_31_to_50_all_have_effects(monkeypatch):
    """Marking 31-50 as implemented is enough: 100 cards, two copies of each of 1-50 (R5.3)."""
    monkeypatch.setattr(registry, "PASSIVE", registry.PASSIVE | set(range(31, 51)))
    game = new_game(Settings(PLAYERS[:4], "archmage", "contract"))
    assert sorted(every_card(game)) == sorted(list(range(1, 51)) * 2)


def test_the_refusal_names_the_cards_without_effects_as_ranges(monkeypatch):
    missing = {31, 33, 34, 35, 50}
    monkeypatch.setattr(registry, "PASSIVE", (registry.PASSIVE | set(range(31, 51))) - missing)
    for table in (registry.ENTRY, registry.ENTRY_DETAILED, registry.ACTIVATIONS, registry.END_OF_ROUND,
                  registry.SEASON_CHANGE, registry.END_OF_GAME, registry.ON_SUMMON, registry.ON_SACRIFICE):
        for number in missing & set(table):
            monkeypatch.delitem(table, number)
    with pytest.raises(SetupError, match=r"archmage level is not available yet: cards 31, 33-35, 50 have"):
        new_game(Settings(PLAYERS[:2], "archmage", "contract"))


def test_the_cards_marked_as_having_no_effect_are_those_the_catalogue_says_have_none():
    """Runic Cube of Eolis (card 22) and the Replica (222) are the cards without an effect
    (cards.md, expansions.md 4.1)."""
    assert {n for n, card in CARDS.items() if card.effect_types == ("none",)} == registry.NO_EFFECT


# What the code registered for a card must be one of the card's effect types in the catalogue.
DECLARED_BY_CODE = {
    "activation": ("ACTIVATIONS", "REACTIONS"),
    "on summon": ("ENTRY", "ENTRY_DETAILED"),
    "permanent": ("ON_SUMMON", "SEASON_CHANGE", "END_OF_ROUND", "END_OF_GAME", "ON_SACRIFICE",
                  "ON_ACTIVATE", "SEASON_MOVE"),
    "prelude": ("PRELUDE",),
}
WHEN_TABLES = {"season change": "SEASON_CHANGE", "end of round": "END_OF_ROUND",
               "end of game": "END_OF_GAME", "season move": "SEASON_MOVE"}


@pytest.mark.parametrize("number", [n for n in CARDS if registry.implemented(n)])
def test_the_effect_code_matches_the_catalogue_s_effect_types(number):
    """Activations and entry effects have code exactly where the catalogue says; timed permanent
    effects are registered for their moment (end of round, season change, end of game)."""
    card = CARDS[number]
    for kind, tables in DECLARED_BY_CODE.items():
        registered = any(number in getattr(registry, table) for table in tables)
        if kind == "permanent":
            assert not registered or kind in card.effect_types, (number, kind)
        else:
            assert registered == (kind in card.effect_types), (number, kind)
    if card.when:
        assert number in getattr(registry, WHEN_TABLES[card.when]), (number, card.when)
