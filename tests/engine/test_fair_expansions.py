"""Chance of the expansions' pieces in fair games (issue 20 point 4; docs/engine.md, "Chance in
fair games"): the setup's enchantment, tokens and cards shown face up are numbers of the setup's
one event; searches (X24), looks (X5.2) and the cards Vision of Destiny shows later are numbers
of the move's draw event; T17's and Dial of Colof's rerolls are reroll events; a card whose
place on the draw pile is known is taken without a number. Whole fair games with every kind of
content follow the rules of an open game given the same numbers."""

from __future__ import annotations

import pytest

from seasons_cli.cards.abilities import TOKEN_POOLS
from seasons_cli.engine import Settings, new_game
from seasons_cli.engine.content import enchantment_candidates, pool_cards
from seasons_cli.engine.fair import DRAW, REROLL, ROLL, SETUP, Event, derive
from seasons_cli.engine.waiting import awaited, supply, used_seeds
from tests.engine.fair_games import fair, seed_of, seeded_play
from tests.engine.test_fair_chance import follows_an_open_game
from tests.engine.test_random_expansion_games import check
from tests.helpers import NAMES, end_round, p, pending, play, setup, step_c, turn, xposition

SEED = seed_of(Event(DRAW, 1))


def fair_game(players=3, level="wizard", **content):
    return new_game(Settings(NAMES[:players], level, "unused", trust="fair", **content))


def test_the_random_enchantment_the_deal_the_cards_shown_and_the_tokens_are_the_setups():
    """G6, PX3: after the dice (numbers 0-3), the enchantment drawn (4), nine cards to each
    player, the two cards Vision of Destiny shows, then three tokens to each: all of setup 1."""
    game = fair_game(2, expansions=("enchanted-kingdom",), tokens="enchanted-kingdom",
                     enchantment="random-enchanted-kingdom")
    seed = seed_of(Event(SETUP, 1))
    game = supply(game, Event(SETUP, 1), seed)
    candidates = enchantment_candidates(game.settings)
    drawn = candidates[derive(seed, SETUP, 1, "deal", 4, len(candidates))]
    assert game.extra.enchantment == drawn and awaited(game) is None
    assert [e.event_class for e, _ in used_seeds(game)] == [SETUP]
    tokens = list(TOKEN_POOLS["enchanted-kingdom"])
    index = 5 + 2 * 9 + (2 if drawn == "vision-of-destiny" else 0)
    first = tokens.pop(derive(seed, SETUP, 1, "deal", index, len(tokens)))
    assert first in game.extra.dealt[0] and len(game.extra.dealt[0]) == 3


def test_vision_of_destinys_two_cards_shown_at_setup_are_the_setups_too():
    """EK-E10: face up from the start: no draw event before the first pick."""
    game = supply(fair_game(2, expansions=("enchanted-kingdom",),
                            enchantment="vision-of-destiny"), Event(SETUP, 1), SEED)
    assert len(game.extra.top) == 2 and game.fair.next_k(DRAW) == 1 and awaited(game) is None
    assert {"kind": "shown", "cards": list(game.extra.top)} in game.events


def test_a_search_reveals_card_after_card_from_one_draw_event_of_the_searcher():
    """X24, card 108: every card revealed is a number of draw 1, owned by alice."""
    game = fair(xposition(3, draw_pile=[1, 2, 10]))
    game = setup(game, "alice", hand=[108], energy="1a1f", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon familiar-catcher")
    assert (awaited(game), awaited(game).owner) == (Event(DRAW, 1), 0)
    game = supply(game, Event(DRAW, 1), SEED)
    pile, revealed = [1, 2, 10], []
    while not revealed or revealed[-1] != 10:
        revealed.append(pile.pop(derive(SEED, DRAW, 1, "draw", len(revealed), len(pile))))
    assert [e["card"] for e in game.events if e["kind"] == "reveal"] == revealed
    assert pending(game) == [("alice", "found")] and game.fair.next_k(DRAW) == 2


def test_a_card_put_back_on_top_is_drawn_later_without_a_number():
    """Card 116: the three cards looked at (draw 1, kind "look") go back in alice's order; the
    next draw takes the one she put on top and asks no chance."""
    game = fair(setup(xposition(3, draw_pile=[1, 2, 3, 5]), "alice", in_play=[116], gauge=1,
                      crystals=5))
    game = supply(play(step_c(game, "alice"), "alice", "activate arcane-telescope"),
                  Event(DRAW, 1), SEED)
    held = game.pending[0].data["held"]
    game = play(game, "alice", "arrange " + " ".join(str(n) for n in reversed(held)))
    game = play(turn(game, "alice", "Wi1-5"), "alice", "draw")
    assert (awaited(game), game.pending[0].held, game.fair.next_k(DRAW)) == (None, [held[-1]], 2)


def test_t17s_reroll_is_a_reroll_event_of_its_user():
    """X13: the season die rerolled in step A: reroll 1, number 0, owned by alice."""
    game = play(turn(fair(xposition(3, kept=(17,))), "alice", "Wi1-3"), "alice", "use t17")
    assert (awaited(game), awaited(game).owner) == (Event(REROLL, 1), 0)
    game = supply(game, Event(REROLL, 1), SEED)
    face = derive(SEED, REROLL, 1, "reroll", 0, 6) + 1
    assert game.dice[0].face == face


def test_dial_of_colofs_reroll_at_the_end_of_the_round_is_a_reroll_event_before_the_roll():
    """X26.3: the leftover die rerolled (reroll 1), then the season advance; round 2's roll
    comes after, and the move is told once both are given."""
    game = setup(fair(xposition(3)), "alice", in_play=[206, 1, 2], gauge=3)
    game = play(end_round(game), "alice", "reroll")
    leftover = next(die.die for die in game.dice if die.owner is None)
    assert awaited(game) == Event(REROLL, 1)
    game = supply(game, Event(REROLL, 1), SEED)
    assert awaited(game) == Event(ROLL, 2)
    game = supply(game, Event(ROLL, 2), seed_of(Event(ROLL, 2)))
    assert {"kind": "reroll", "player": "alice", "die": leftover,
            "face": derive(SEED, REROLL, 1, "reroll", 0, 6) + 1} in game.events
    assert game.round == 2


CONTENT = [
    (2, "wizard", {"expansions": ("enchanted-kingdom",), "tokens": "both",
                   "enchantment": "vision-of-destiny"}),
    (3, "archmage", {"expansions": ("enchanted-kingdom", "path-of-destiny"), "promos": True,
                     "tokens": "path-of-destiny", "enchantment": "random-both"}),
    (4, "archmage", {"cards": "tournament-classic", "tokens": "enchanted-kingdom",
                     "enchantment": "natural-selection"}),
    (3, "wizard", {"expansions": ("path-of-destiny",), "promos": True,
                   "enchantment": "crossed-paths"}),
]


@pytest.mark.parametrize("players, level, content", CONTENT,
                         ids=[content["enchantment"] for *_, content in CONTENT])
def test_a_fair_game_with_expansion_content_follows_the_rules_of_an_open_one(
        players, level, content, monkeypatch):
    follows_an_open_game(fair_game(players, level, **content), players, monkeypatch)


@pytest.mark.parametrize("players, level, content", CONTENT,
                         ids=[content["enchantment"] for *_, content in CONTENT])
def test_a_fair_game_with_expansion_content_keeps_every_invariant(players, level, content):
    """test_random_expansion_games' invariants after every move and seed; each event used once,
    in order."""
    from collections import Counter

    game = fair_game(players, level, **content)
    pool = Counter(n for n in pool_cards(game.settings) for _ in range(2))
    for game in seeded_play(game, players):
        if game.extra is not None and awaited(game) is None:
            check(game, pool)
    assert game.finished and game.fair.seeds == {}
    for event_class in (DRAW, REROLL):
        numbers = [e.k for e, _ in used_seeds(game) if e.event_class == event_class]
        assert numbers == list(range(1, len(numbers) + 1))
    assert p(game, "alice").name == "alice"
