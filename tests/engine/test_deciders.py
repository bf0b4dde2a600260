"""Who could still decide before a chance event (fair-play.md §4 rule 2; deciders.py): an
over-approximation from public state, by a versioned table, that never misses a seat."""

from __future__ import annotations

import hashlib
import random

import pytest

from seasons_cli.cards.catalogue import CARDS, LEVEL_CARDS
from seasons_cli.engine import Settings, apply, legal_actions, new_game, registry
from seasons_cli.engine.deciders import (DECIDERS_VERSION, END_OF_ROUND_ASKS, SEASON_CHANGE_ASKS,
                                         SEASON_MOVE_ASKS, TURN_ASKS_EVERY_SEAT,
                                         TURN_ASKS_OTHER_SEATS, could_decide_before)
from seasons_cli.engine.fair import DRAW, REROLL, ROLL, SETUP, Event
from seasons_cli.engine.waiting import awaited, supply, upcoming
from tests.engine.fair_games import fair, fair_new, go_on, seed_of, through_prelude
from tests.engine.test_random_games import eager
from seasons_cli.engine.links import new_marks
from tests.helpers import (NAMES, end_round, leftover, pending, play, position, setup, step_c,
                           xposition)

EVERY = frozenset({0, 1, 2})
ALICE, BOB, CAROL = 0, 1, 2
NEXT_ROLL = Event(ROLL, 2)  # round 1 is being played in ``position``; bob rolls round 2


def ending(game, face="Wi1-3"):
    """The end of round 1 (R17), alice first, the leftover die showing ``face``; fair."""
    return end_round(leftover(fair(game), face))


# --- the answers, position by position ---------------------------------------------------------

def test_nobody_decides_before_the_setup_and_everybody_before_the_first_roll():
    """The setup comes first of all; the draft and the split (R6) come before round 1's roll."""
    game = fair_new()
    assert could_decide_before(game, Event(SETUP, 1)) == frozenset()
    assert could_decide_before(go_on(game), Event(ROLL, 1)) == EVERY


def test_every_seat_while_a_turn_of_the_round_is_to_come():
    """R8.2, R9: in the dice choice and in the last turn every seat may still be asked: the
    last player may summon Syllas the Faithful or Amsug Longneck, which ask every opponent."""
    game = fair(position(3))
    game.step = "dice"
    assert could_decide_before(game, NEXT_ROLL) == EVERY
    assert could_decide_before(step_c(fair(position(3)), "carol"), NEXT_ROLL) == EVERY


def test_turn_asking_cards_are_in_every_levels_pool_and_ask_every_opponent():
    """Why every seat during turns: R5 basic cards, cards.md 10 and 17 (R20.2.3)."""
    assert all(set(TURN_ASKS_EVERY_SEAT) <= set(cards) for cards in LEVEL_CARDS.values())
    game = setup(setup(fair(position(3)), "bob", in_play=[1, 3]), "carol", in_play=[2, 4])
    game = setup(game, "alice", hand=[10], energy="3f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon syllas-the-faithful")
    assert pending(game) == [("bob", "sacrifice")]


def test_at_the_end_of_the_round_only_the_seat_who_orders():
    """R17.1, D9: alice orders Wondrous Chest and Beggar's Horn; bob, next round's first player
    (R17.6), rolls but has nothing left to decide before it, nor has carol (version 2)."""
    game = ending(setup(position(3), "alice", in_play=[13, 14], energy="1w"))
    assert pending(game) == [("alice", "order")]
    assert could_decide_before(game, NEXT_ROLL) == {ALICE}


def test_an_end_of_round_effect_that_asks_its_owner_later_in_the_sequence():
    """cards.md 14: carol's Beggar's Horn will ask her the token's type after alice's."""
    game = setup(setup(position(3), "alice", in_play=[14]), "carol", in_play=[14])
    game = ending(game)
    assert pending(game) == [("alice", "gain")]
    assert could_decide_before(game, NEXT_ROLL) == {ALICE, CAROL}  # bob, who rolls, is not asked


@pytest.mark.parametrize("cards, asked", [([13], False), ([39], False), ([50], False),
                                          ([13, 13], False), ([13, 39], True), ([14], True)])
def test_the_table_says_which_end_of_round_effects_ask_their_owner(cards, asked):
    """cards.md 13, 39, 50 ask nothing; two different effects ask the order (D9); 14 asks."""
    game = setup(setup(position(3, level="archmage"), "alice", in_play=[14]), "carol",
                 in_play=cards, crystals=5)
    game = ending(game)
    assert could_decide_before(game, NEXT_ROLL) == ({ALICE} | ({CAROL} if asked else set()))


@pytest.mark.parametrize("face, changes", [("Wi1-1", True), ("Wi1-3", False)])
def test_season_change_effects_count_when_the_leftover_die_changes_the_season(face, changes):
    """R17.2-R17.4, cards.md 27: carol's Hourglass asks her a token's type at a season change,
    which comes only if the leftover die's dots (3 or 1, from space 1) leave winter (R18.3)."""
    game = setup(setup(position(3), "alice", in_play=[14]), "carol", in_play=[27])
    game = ending(game, face)
    assert could_decide_before(game, NEXT_ROLL) == ({ALICE} | ({CAROL} if changes else set()))


def test_figrim_asks_nobody_at_the_season_change():
    """cards.md 11: the opponents give crystals; nobody chooses anything."""
    game = setup(setup(position(3), "alice", in_play=[14]), "carol", in_play=[11])
    assert could_decide_before(ending(game, "Wi1-1"), NEXT_ROLL) == {ALICE}


# --- version 3: the expansions (expansions.md X23, X22, X26-X28) ------------------------------

def test_a_raven_copying_beggars_horn_asks_its_owner_and_a_deadbolted_horn_nobody():
    """X23.2: the copied item's end-of-round effect is the Raven's; X22.2: a familiar under a
    Deadbolt has none (here a Horn given one, to show that the card's effect is what counts).
    Carol's come after alice's Horn, which asks alice first."""
    from seasons_cli.engine.model import InPlay

    game = setup(xposition(3), "alice", in_play=[14])
    raven = game.player_for_change(CAROL)
    raven.in_play = [InPlay(118, marks=new_marks(game, 118).replace(copies=14, copy_uid=99))]
    assert could_decide_before(ending(game), NEXT_ROLL) == {ALICE, CAROL}
    horn = game.player_for_change(CAROL)
    horn.in_play = [InPlay(14, marks=new_marks(game, 14).replace(bolts=(98,)))]
    assert could_decide_before(ending(game), NEXT_ROLL) == {ALICE}


@pytest.mark.parametrize("dial, asked", [(False, {ALICE}), (True, {ALICE, CAROL})])
def test_a_dial_of_colof_still_to_reroll_may_change_the_season(dial, asked):
    """X26.3: the advance reads the leftover die after every end-of-round effect; alice's Dial
    (5 cards in play, more than bob) may reroll a die of 1 dot that leaves winter alone, and
    carol's Statue of Eolis then asks her at the season change (107). Alice's Beggar's Horn
    asks her first (and the order with the Dial)."""
    cards = [206, 14, 2, 3, 5] if dial else [14, 1, 2, 3, 5]
    game = setup(setup(xposition(3), "alice", in_play=cards), "carol", in_play=[107])
    game = ending(game, "Wi1-3")
    assert could_decide_before(game, NEXT_ROLL) == asked


def test_tailwind_asks_each_player_with_air_and_seasons_turn_nobody():
    """PoD-E8 and PoD-E4 are each player's end-of-round effects (X11.3): alice's has resolved
    (no air), bob is asked, carol's is still to come (the table does not look at her air)."""
    game = setup(xposition(3, enchantment="tailwind"), "bob", energy="1a")
    assert could_decide_before(ending(game), NEXT_ROLL) == {BOB, CAROL}
    game = setup(xposition(3, enchantment="seasons-turn"), "bob", energy="1a1w1f1e")
    game = setup(game, "carol", in_play=[14])  # a decision to stop at: carol's Horn
    assert could_decide_before(ending(game), NEXT_ROLL) == {CAROL}


def test_chrono_ring_asks_its_owner_after_a_move_of_3():
    """X27.2, card 212: a forward move of 3 (the leftover die's dots) has move effects."""
    game = setup(setup(xposition(3), "carol", in_play=[212]), "alice", in_play=[14])
    assert could_decide_before(ending(game, "Wi1-1"), NEXT_ROLL) == {ALICE, CAROL}


def test_a_main_year_change_under_into_the_void_may_ask_every_seat():
    """X28.2: Into the Void (and Arus's Cunning Schemes, Drought's summer) act at a season
    change that may be a year change: every seat."""
    game = setup(xposition(3, enchantment="into-the-void"), "alice", in_play=[14])
    game.position = 12  # the end of year 1's autumn: the advance crosses into year 2
    assert could_decide_before(ending(game, "Wi1-3"), NEXT_ROLL) == EVERY


def test_a_card_missing_from_the_table_may_ask_every_seat(monkeypatch):
    """When in doubt, yes: an end-of-round effect the table does not know (here given to the
    Runic Cube, which has none) makes every seat a possible decider."""
    monkeypatch.setitem(registry.END_OF_ROUND, 22, lambda game, seat: None)
    game = setup(setup(position(3), "alice", in_play=[14]), "carol", in_play=[22])
    assert could_decide_before(ending(game), NEXT_ROLL) == EVERY


def test_nobody_once_the_roll_is_awaited_or_used():
    """The last move of round 1 makes the game wait for round 2's roll: it is due."""
    game = ending(setup(position(3), "alice", in_play=[14]))
    game = play(game, "alice", "gain 1f")
    assert awaited(game) == NEXT_ROLL and could_decide_before(game, NEXT_ROLL) == frozenset()
    game = supply(game, NEXT_ROLL, seed_of(NEXT_ROLL))
    assert could_decide_before(game, NEXT_ROLL) == frozenset()


def test_every_seat_before_a_later_roll_a_draw_or_a_reroll():
    """Whole rounds, or any decision (a B4 draw, Crystal Orb, Die of Malice), come first."""
    game = ending(setup(position(3), "alice", in_play=[13, 14], energy="1w"))
    for event in (Event(ROLL, 3), Event(DRAW, 1), Event(REROLL, 1), Event(DRAW, 5)):
        assert could_decide_before(game, event) == EVERY


def test_nobody_before_an_awaited_draw_or_after_the_game():
    game = step_c(fair(setup(position(3, draw_pile=[3, 9]), "alice", hand=[23], energy="2f",
                             gauge=2)), "alice")
    game = play(game, "alice", "summon potion-of-power", "activate potion-of-power")
    assert awaited(game) == Event(DRAW, 1)
    assert could_decide_before(game, Event(DRAW, 1)) == frozenset()
    assert could_decide_before(game, Event(DRAW, 2)) == EVERY
    game.phase = "over"
    assert could_decide_before(game, Event(DRAW, 2)) == frozenset()


def test_an_unknown_class_of_event_is_an_error():
    with pytest.raises(ValueError, match="unknown class of event 'deal'"):
        could_decide_before(fair(position()), Event("deal", 1))


# --- the table ---------------------------------------------------------------------------------

def _with_effect(table, base=True):
    return sorted((n for n in table if isinstance(n, int) and (n <= 50) == base), key=str)


def test_every_base_card_with_an_end_of_round_or_season_change_effect_is_in_the_table():
    """cards.md: 13, 14, 39, 50 at the end of the round; 11, 27 at the season change; and no
    entry for a card without such an effect."""
    assert _with_effect(END_OF_ROUND_ASKS) == _with_effect(registry.END_OF_ROUND) == [13, 14, 39,
                                                                                      50]
    assert _with_effect(SEASON_CHANGE_ASKS) == _with_effect(registry.SEASON_CHANGE) == [11, 27]


def test_every_expansion_piece_with_such_an_effect_is_in_the_table():
    """expansions.md X26.1 (101, 102, 103, 106, 109, 205, 206, 207, 214, Season's Turn,
    Tailwind), X27.2 (107 on a season change, 212 on a move of 3): each has its row, and no
    piece without such an effect has one."""
    assert _with_effect(END_OF_ROUND_ASKS, False) == _with_effect(registry.END_OF_ROUND, False) \
        == [101, 102, 103, 106, 109, 205, 206, 207, 214]
    assert sorted(n for n in END_OF_ROUND_ASKS if isinstance(n, str)) \
        == sorted(registry.ENCHANTMENT_END_OF_ROUND) == ["seasons-turn", "tailwind"]
    assert _with_effect(SEASON_CHANGE_ASKS, False) == _with_effect(registry.SEASON_CHANGE, False) \
        == [107]
    assert sorted(SEASON_MOVE_ASKS) == sorted(registry.SEASON_MOVE) == [212]


def test_the_table_is_the_one_its_version_names():
    """The protocol signs DECIDERS_VERSION into every game: a change to the table or to the
    cards it names needs a new version (and this digest with it)."""
    text = repr((sorted(END_OF_ROUND_ASKS.items(), key=str), sorted(SEASON_CHANGE_ASKS.items()),
                 TURN_ASKS_EVERY_SEAT, [CARDS[n].name for n in TURN_ASKS_EVERY_SEAT]))
    if DECIDERS_VERSION >= 3:  # the expansions' rows
        text += repr((sorted(SEASON_MOVE_ASKS.items()), TURN_ASKS_OTHER_SEATS))
    versions = {1: "642f569bce7e5136d0fae5a56cae6c8f71cf8af61a4f9fa894af45b5a8b037d2",
                2: "642f569bce7e5136d0fae5a56cae6c8f71cf8af61a4f9fa894af45b5a8b037d2",  # the rule
                3: "a5750d91e89cc7edccc522c20aa55aafdf07127c2bde748ed0d77eb174b2f7a9"}
    assert versions[DECIDERS_VERSION] == hashlib.sha256(text.encode()).hexdigest()


# --- never missing a seat, in random fair games ------------------------------------------------

def _events_ahead(game):
    """The events worth asking about: the next of each class, and the roll after the next."""
    return [*upcoming(game), Event(ROLL, game.round + 2)]


def _used(game, event):
    return game.fair.next_k(event.event_class) > event.k


ROUND_END_CARDS = {*END_OF_ROUND_ASKS, *SEASON_CHANGE_ASKS, *SEASON_MOVE_ASKS}


def _round_end_minded(rng, actions):
    """``eager``, but summoning a card with an end-of-round or season-change effect whenever it
    can, so that the ends of rounds ask many players many things."""
    wanted = [a for a in actions if a.kind == "summon" and a.args[0] in ROUND_END_CARDS]
    return rng.choice(wanted) if wanted else eager(rng, actions)


def _check_a_game(players, level, seed, **content):
    """Play a random fair game (with expansion ``content``: Settings' keywords); whenever a seat
    decides, it must be in every answer given at an earlier position for an event still to come.
    Returns how many decisions a narrower answer than every seat covered."""
    new = new_game(Settings(NAMES[:players], level, "unused", trust="fair", **content)) \
        if content else fair_new(players, level)
    rng, game, watched, narrow = random.Random(seed), go_on(new), [], 0
    every = frozenset(range(players))
    while not game.finished:
        if awaited(game) is not None:
            game = supply(game, awaited(game), rng.randbytes(32))
            continue
        watched = [(event, deciders) for event, deciders in watched if not _used(game, event)]
        for event in _events_ahead(game):
            deciders = could_decide_before(game, event)
            if deciders != every:
                watched.append((event, deciders))
        action = _round_end_minded(rng, legal_actions(game))
        for event, deciders in watched:
            assert action.player in deciders, (seed, event, deciders, action)
            narrow += 1
        game = apply(game, action)
    return narrow


@pytest.mark.parametrize("players, level", [(2, "wizard"), (3, "wizard"), (3, "archmage"),
                                            (4, "archmage")])
def test_nobody_outside_the_answer_decides_before_the_event(players, level):
    narrow = sum(_check_a_game(players, level, seed) for seed in range(4))
    assert narrow > 0  # the end-of-round answers were put to the test


@pytest.mark.parametrize("content", [
    {"expansions": ("enchanted-kingdom",), "tokens": "both", "enchantment": "tailwind"},
    {"expansions": ("path-of-destiny",), "promos": True, "enchantment": "seasons-turn"},
    {"expansions": ("enchanted-kingdom", "path-of-destiny"), "enchantment": "drought"},
    {"expansions": ("enchanted-kingdom", "path-of-destiny"), "promos": True,
     "enchantment": "aruss-cunning-schemes"},
    {"expansions": ("path-of-destiny",), "tokens": "path-of-destiny",
     "enchantment": "into-the-void"},
    {"expansions": ("enchanted-kingdom",), "promos": True, "enchantment": "argos-embrace"}],
    ids=lambda content: content["enchantment"])
def test_nobody_outside_the_answer_decides_before_the_event_with_expansion_content(content):
    """Version 3: the expansions' end-of-round, season-change and move effects (X26-X28), their
    enchantments' and the tasks of their season moves, Ravens and Deadbolts."""
    narrow = sum(_check_a_game(2 + seed, ["wizard", "archmage"][seed], seed, **content)
                 for seed in range(2))
    assert narrow > 0


def test_through_prelude_helper_stops_at_the_first_roll():
    game = through_prelude(go_on(fair_new(2)))
    assert awaited(game) == Event(ROLL, 1)
