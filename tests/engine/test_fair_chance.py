"""Chance in fair games (fair-play.md §3-§5; docs/engine.md, "Chance in fair games"): every
outcome belongs to an event whose seed the engine is given, and a fair game waits where an open
game would compute."""

from __future__ import annotations

import hashlib
import json
from itertools import combinations

import pytest

from seasons_cli.engine import Action, IllegalAction, SeedError, Settings, apply, legal_actions
from seasons_cli.engine.fair import (DRAW, FAIR_TAG, REROLL, ROLL, SETUP, Event, derivation_input,
                                     derive)
from seasons_cli.engine.flow import apply_in_place, check_action, new_game
from seasons_cli.engine.model import Decision, RolledDie, Task, to_data
from seasons_cli.engine.waiting import awaited, supply, upcoming, used_seeds
from tests.engine.fair_games import (fair, fair_new, go_on, seed_of, seeded_play, seeded_steps,
                                     through_prelude)
from tests.helpers import ROOT, p, play, position, setup, step_c, turn

VECTORS = json.loads((ROOT / "tests" / "data" / "fair-chance.json").read_text())["vectors"]
SEED = seed_of(Event(DRAW, 1))
ALICE, BOB, CAROL = 0, 1, 2


# --- the numbers of an event (fair.derive) -----------------------------------------------------

def _reference(seed: bytes, event_class: str, k: int, kind: str, index: int, n: int) -> int:
    """docs/engine.md's algorithm written plainly, with hashlib."""
    def text(name: str) -> bytes:
        return bytes([len(name)]) + name.encode("ascii")

    limit, attempt = 2**64 - 2**64 % n, 0
    while True:
        data = (FAIR_TAG + seed + text(event_class) + k.to_bytes(4, "big") + text(kind)
                + index.to_bytes(4, "big") + attempt.to_bytes(4, "big"))
        digest = hashlib.sha256(data).digest()
        for offset in (0, 8, 16, 24):
            word = int.from_bytes(digest[offset:offset + 8], "big")
            if word < limit:
                return word % n
        attempt += 1


def _case(vector: dict) -> tuple:
    return (bytes.fromhex(vector["seed"]), vector["class"], vector["k"], vector["kind"],
            vector["index"], vector["n"])


@pytest.mark.parametrize("vector", VECTORS, ids=lambda v: f"{v['class']}-{v['kind']}-{v['index']}-{v['n']}")
def test_derive_gives_the_known_answers(vector):
    """tests/data/fair-chance.json: the hashed input of attempt 0 and the number, byte for byte."""
    seed, event_class, k, kind, index, n = _case(vector)
    assert derivation_input(seed, event_class, k, kind, index, 0).hex() == vector["input"]
    assert derive(seed, event_class, k, kind, index, n) == vector["value"]


def test_the_known_answers_follow_the_documented_algorithm():
    assert [_reference(*_case(v)) for v in VECTORS] == [v["value"] for v in VECTORS]


def test_the_known_answers_reach_rejected_words_and_attempts():
    """n = 2**63 + 1 rejects about every second word: later words and a second attempt are
    taken in some vectors, so the rejection loop is pinned too."""
    assert {(v.get("attempt", 0) > 0, v.get("word", 0) > 0) for v in VECTORS} >= {(True, False),
                                                                                   (False, True)}


def test_the_class_k_kind_and_index_each_change_the_number():
    base = (SEED, DRAW, 1, "draw", 0, 2**64)
    changed = [(SEED, REROLL, 1, "draw", 0), (SEED, DRAW, 2, "draw", 0), (SEED, DRAW, 1, "look", 0),
               (SEED, DRAW, 1, "draw", 1), (bytes(32), DRAW, 1, "draw", 0)]
    assert len({derive(*base), *(derive(*c, 2**64) for c in changed)}) == 6


def test_a_seed_of_another_size_is_refused():
    with pytest.raises(ValueError, match="an event's seed has 32 bytes, not 31"):
        derive(bytes(31), DRAW, 1, "draw", 0, 6)


# --- the setup event ---------------------------------------------------------------------------

def test_a_fair_game_waits_for_its_setup():
    """Nobody can foresee the dice, decks or deal (R4.2-R5.3): the new game waits."""
    game = fair_new()
    assert (awaited(game), awaited(game).owner) == (Event(SETUP, 1), None)
    assert (legal_actions(game), game.pending, game.events, game.phase) == ([], [], [], "draft")
    with pytest.raises(IllegalAction, match="^it is not alice's decision: waiting for the seed "
                                            "of setup 1$"):
        apply(game, Action(0, "draft", (1,)))


def test_the_setup_comes_from_its_seed():
    """R4.2: the dice subsets are numbers 0-3 of the setup event, one per colour; then the deal
    (R5.2) takes numbers 4, 5, ... from the sorted pool, as an open setup takes them."""
    game = go_on(fair_new(3))
    seed = seed_of(Event(SETUP, 1))
    subsets = list(combinations(range(1, 6), 4))
    assert game.events[0] == {"kind": "dice", "dice": {
        season: list(subsets[derive(seed, SETUP, 1, "dice", i, 5)])
        for i, season in enumerate(("winter", "spring", "summer", "autumn"))}}
    pool = sorted(n for n in range(1, 31) for _ in range(2))
    first = pool[derive(seed, SETUP, 1, "deal", 4, 60)]
    assert first in game.events[1]["cards"] and game.events[1]["player"] == "alice"
    assert [e["kind"] for e in game.events] == ["dice", "deal", "deal", "deal"]
    assert game.events[1]["cards"] == [1, 4, 5, 7, 9, 13, 17, 17, 23]  # pinned
    assert used_seeds(game) == ((Event(SETUP, 1), seed),)


def test_the_apprentice_decks_come_from_the_setup_event():
    """R5.1, D20: after the dice, number 4 of the setup event picks the decks' assignment."""
    game = go_on(fair_new(2, "apprentice"))
    assert game.events[1] == {"kind": "decks", "decks": {"alice": 4, "bob": 2}}  # pinned
    given = go_on(fair_new(2, "apprentice", decks=(1, 3)))
    assert given.events[1] == {"kind": "decks", "decks": {"alice": 1, "bob": 3}}


# --- round rolls -------------------------------------------------------------------------------

def test_the_first_roll_waits_at_the_end_of_the_prelude():
    """R8.1: the last split starts round 1, whose roll waits; the roller is seat 1 (R4.6)."""
    game = go_on(fair_new(3))
    game = through_prelude(game)
    assert (awaited(game), awaited(game).owner, legal_actions(game)) == (Event(ROLL, 1), 0, [])
    game = supply(game, awaited(game), seed_of(Event(ROLL, 1)))
    roll = next(e for e in game.events if e["kind"] == "roll")
    faces = [derive(seed_of(Event(ROLL, 1)), ROLL, 1, "roll", i, 6) + 1 for i in range(4)]
    assert [f.rsplit("-", 1)[1] for f in roll["faces"]] == [str(f) for f in faces]
    assert (game.round, game.step, awaited(game)) == (1, "dice", None)


def test_a_seed_given_ahead_is_kept_until_its_event():
    """Supplied before the prelude ends, roll 1's seed is used when round 1 starts: no wait."""
    game = supply(go_on(fair_new(3)), Event(ROLL, 1), seed_of(Event(ROLL, 1)))
    assert Event(ROLL, 1) in game.fair.seeds and awaited(game) is None
    game = through_prelude(game)
    assert (awaited(game), game.round, game.fair.seeds) == (None, 1, {})
    assert [event for event, _ in used_seeds(game)] == [Event(SETUP, 1), Event(ROLL, 1)]


def test_upcoming_names_the_next_event_of_each_class_with_its_owner():
    """R17.6: the first player of round k rolls it; a draw's owner is known once awaited."""
    game = supply(go_on(fair_new(3)), Event(ROLL, 2), SEED)
    events = upcoming(game)
    assert events == (Event(ROLL, 1), Event(DRAW, 1), Event(REROLL, 1))
    assert [e.owner for e in events] == [0, None, None]
    assert upcoming(supply(game, Event(ROLL, 1), SEED))[0].owner == 2  # roll 3: seat 3's


# --- draws, looks and rerolls (fair positions) -------------------------------------------------

def drawing(**kwargs):
    """Alice's turn in a fair game, her die showing a card (B4: draw or bonus)."""
    return turn(fair(setup(position(3, **kwargs), "alice", gauge=1)), "alice", "Wi1-5")


def test_a_draw_waits_for_its_event_whose_owner_is_the_drawer():
    """R16.1: the draw pile is public in a fair game: a draw takes a uniform card of it."""
    game = play(drawing(draw_pile=[3, 29, 29, 30]), "alice", "draw")
    assert (awaited(game), awaited(game).owner, legal_actions(game)) == (Event(DRAW, 1), 0, [])
    game = supply(game, Event(DRAW, 1), SEED)
    card = [3, 29, 29, 30][derive(SEED, DRAW, 1, "draw", 0, 4)]
    assert game.pending[0].held == [card] and game.events[0] == {
        "kind": "draw", "player": "alice", "card": card}


def test_a_draw_that_starts_a_turn_belongs_to_the_active_player_not_the_last_chooser():
    """R8.2, R9.3 B4: carol takes the last die; alice's turn starts with her die's draw, made at
    once as she has no bonus left (R15.5): the draw is alice's, who keeps or discards it."""
    game = fair(setup(position(3, draw_pile=[3, 9]), "alice", bonuses=3))
    game.dice = [RolledDie(1, 5, ALICE), RolledDie(2, 1, BOB), RolledDie(3, 1), RolledDie(4, 1)]
    game.step, game.pending, game.tasks = "dice", [Decision(CAROL, "die")], [Task("turn", ALICE)]
    game = play(game, "carol", "die 3")
    assert (awaited(game), awaited(game).owner) == (Event(DRAW, 1), ALICE)


def test_the_bonus_draw_2_is_one_event_with_two_numbers():
    """R15.5: nobody decides between the two draws of one move: they share draw 1."""
    game = supply(play(drawing(draw_pile=[3, 9, 29, 30]), "alice", "bonus draw2"), Event(DRAW, 1), SEED)
    pile = [3, 9, 29, 30]
    first = pile.pop(derive(SEED, DRAW, 1, "draw", 0, 4))
    second = pile.pop(derive(SEED, DRAW, 1, "draw", 1, 3))
    assert game.pending[0].held == [first, second]
    assert used_seeds(game)[-1] == (Event(DRAW, 1), SEED) and game.fair.next_k(DRAW) == 2


def test_a_draw_from_two_empty_piles_uses_no_event():
    """R16.3, D13: nothing is drawn, so no chance is asked and no event number is used."""
    game = play(drawing(draw_pile=[], discard=[]), "alice", "draw")
    assert (awaited(game), game.fair.next_k(DRAW), game.pending[0].kind) == (None, 1, "main")


def test_a_reshuffle_needs_no_event_of_its_own():
    """R16.2, D30: the discard pile becomes the draw pile; the draw then takes number 0 of its
    event from the new pile, sorted."""
    game = play(drawing(draw_pile=[], discard=[29, 13, 14]), "alice", "draw")
    game = supply(game, awaited(game), SEED)
    assert [e["kind"] for e in game.events] == ["reshuffle", "draw"]
    assert game.pending[0].held == [[13, 14, 29][derive(SEED, DRAW, 1, "draw", 0, 3)]]


def orb(draw_pile):
    game = setup(position(3, draw_pile=draw_pile), "alice", in_play=[34], gauge=1, energy="1a")
    return step_c(fair(game), "alice")


def test_a_card_looked_at_is_drawn_later_without_a_new_event():
    """Crystal Orb: the look is draw 1 (kind "look"); the card is then known to be on top, so
    the next draw takes it and asks no chance (R16.1). (With 1 token alice can only put the
    card back: that is made at once, docs/rulings.md P1.)"""
    game = play(orb([3, 9, 29]), "alice", "activate crystal-orb look")
    assert awaited(game) == Event(DRAW, 1)
    game = supply(game, Event(DRAW, 1), SEED)
    assert game.events[-1]["action"] == Action(0, "back")
    seen = [3, 9, 29][derive(SEED, DRAW, 1, "look", 0, 3)]
    assert (game.top, game.fair.next_k(DRAW)) == (seen, 2)
    game = play(turn(game, "alice", "Wi1-5"), "alice", "draw")
    assert (awaited(game), game.pending[0].held, game.fair.next_k(DRAW)) == (None, [seen], 2)


def test_the_orbs_discard_is_a_draw_event_too():
    """Crystal Orb (b): the top card goes to the discard pile unseen: kind "discard"."""
    game = setup(orb([3, 9, 29]), "alice", crystals=3)
    game = supply(play(game, "alice", "activate crystal-orb discard"), Event(DRAW, 1), SEED)
    assert game.discard == [[3, 9, 29][derive(SEED, DRAW, 1, "discard", 0, 3)]]


def test_demon_of_argos_draws_for_every_opponent_in_one_event_of_its_summoner():
    """Card 38: each opponent draws 1 (R16.4): numbers 0 and 1 of draw 1, owned by alice."""
    game = setup(position(3, level="archmage", draw_pile=[3, 9, 29]), "alice", hand=[38],
                 energy="1a1w1f1e", gauge=2)
    game = play(step_c(fair(game), "alice"), "alice", "summon demon-of-argos")
    assert (awaited(game), awaited(game).owner) == (Event(DRAW, 1), 0)
    game = supply(game, Event(DRAW, 1), SEED)
    pile = [3, 9, 29]
    assert p(game, "bob").hand == [pile.pop(derive(SEED, DRAW, 1, "draw", 0, 3))]
    assert p(game, "carol").hand == [pile.pop(derive(SEED, DRAW, 1, "draw", 1, 2))]


def test_a_reroll_is_an_event_of_its_own_owned_by_the_die_of_malice():
    """R9.2: Die of Malice's reroll takes number 0 of reroll 1: a face from 1 to 6."""
    game = turn(fair(setup(position(3), "alice", in_play=[15])), "alice", "Wi1-1")
    game = play(game, "alice", "activate die-of-malice")
    assert (awaited(game), awaited(game).owner) == (Event(REROLL, 1), 0)
    game = supply(game, Event(REROLL, 1), SEED)
    face = derive(SEED, REROLL, 1, "reroll", 0, 6) + 1
    assert game.events[1] == {"kind": "reroll", "player": "alice", "die": 1, "face": face}


# --- seeds the game cannot take ----------------------------------------------------------------

@pytest.mark.parametrize("event, seed, message", [
    (Event(SETUP, 1), bytes(31), r"^the seed of setup 1 must be 32 bytes, not b'\\x00"),
    (Event(SETUP, 1), "00" * 32, "^the seed of setup 1 must be 32 bytes, not '0000"),
    (Event("deal", 1), SEED, "^unknown class of event 'deal': choose one of setup, roll, draw, "
                             "reroll$"),
    (Event(SETUP, 2), SEED, "^there is no event setup 2: the setup is event 1, the others count "
                            "from 1$"),
    (Event(DRAW, 0), SEED, "^there is no event draw 0"),
])
def test_supply_refuses_a_seed_no_event_can_take(event, seed, message):
    with pytest.raises(SeedError, match=message):
        supply(fair_new(), event, seed)


def test_supply_refuses_an_event_used_already_or_given_a_seed_twice():
    game = go_on(fair_new())
    with pytest.raises(SeedError, match="^setup 1 is over: its seed was used already$"):
        supply(game, Event(SETUP, 1), SEED)
    game = supply(game, Event(DRAW, 4), SEED)
    with pytest.raises(SeedError, match="^draw 4 has its seed already$"):
        supply(game, Event(DRAW, 4), SEED)


def test_supply_refuses_an_open_game_and_a_finished_one():
    with pytest.raises(SeedError, match="^an open game takes no seeds: its chance comes from its "
                                        "settings' seed$"):
        supply(position(), Event(ROLL, 2), SEED)
    game = fair(position())
    game.phase = "over"
    with pytest.raises(SeedError, match="^the game is over: roll 2 will never come$"):
        supply(game, Event(ROLL, 2), SEED)


def test_an_unknown_kind_of_game_is_refused():
    """Sealed games are the engine's too (tests/engine/sealed/)."""
    from seasons_cli.engine import SetupError

    with pytest.raises(SetupError, match="^unknown kind of game 'secret': choose one of open, "
                                         "fair, sealed$"):
        new_game(Settings(("a", "b"), "wizard", "s", trust="secret"))


# --- whole fair games --------------------------------------------------------------------------

def snapshot(game):
    return to_data(game), game.fair, list(game.events)


@pytest.mark.parametrize("level, players, seed", [
    ("apprentice", 2, 1), ("wizard", 3, 2), ("archmage", 4, 3), ("archmage", 2, 4)])
def test_a_fair_game_plays_to_the_end_keeping_every_invariant(level, players, seed):
    """R19.1 and test_random_games' invariants after every move and every seed; neither apply
    nor supply changes the game it is given; every event is used once, in order."""
    from tests.engine.test_random_games import check

    game = fair_new(players, level)
    seen = snapshot(game)
    for after in seeded_play(game, seed):
        assert snapshot(game) == seen  # left as it was by the apply or supply that followed it
        if awaited(after) is None:
            check(after)
        game, seen = after, snapshot(after)
    assert game.finished and awaited(game) is None and game.fair.seeds == {}
    rolls = [event.k for event, _ in used_seeds(game) if event.event_class == ROLL]
    assert rolls == list(range(1, game.round + 1))
    for event_class in (DRAW, REROLL):
        numbers = [e.k for e, _ in used_seeds(game) if e.event_class == event_class]
        assert numbers == list(range(1, len(numbers) + 1))


def test_apply_in_place_of_a_fair_game_becomes_what_apply_gives():
    game = go_on(fair_new(2))
    for _ in range(30):
        if awaited(game) is not None:
            game = go_on(game)
            continue
        action = legal_actions(game)[-1]
        after = apply(game, action)
        game.events = []
        apply_in_place(game, check_action(game, action), action)
        assert snapshot(game) == snapshot(after)


@pytest.mark.parametrize("level, players, seed", [
    ("apprentice", 3, 11), ("wizard", 2, 12), ("wizard", 4, 13), ("archmage", 3, 14)])
def test_a_fair_game_follows_the_rules_of_an_open_one(level, players, seed, monkeypatch):
    """Given the numbers the fair game took, an open game with the same settings makes the same
    setup, lists the same legal moves, logs the same events and reaches the same states: only
    where chance comes from differs."""
    follows_an_open_game(fair_new(players, level), seed, monkeypatch)


def follows_an_open_game(new, seed, monkeypatch):
    """Play the fair game ``new`` (still waiting for its setup) to the end beside an open twin
    given the numbers it took (``test_a_fair_game_follows_the_rules_of_an_open_one``)."""
    from seasons_cli.engine import core
    from seasons_cli.engine import fair as fair_module

    taken: list[tuple[int, int]] = []  # (n, number) of the move being carried out

    def recording(seed_, event_class, k, kind, index, n):
        taken.append((n, derive(seed_, event_class, k, kind, index, n)))
        return taken[-1][1]

    def replaying(seed_, counter, n):
        expected, value = taken.pop(0)
        assert n == expected
        return value

    monkeypatch.setattr(fair_module, "derive", recording)
    monkeypatch.setattr(core, "uniform", replaying)
    twin, move = None, None
    for action, game in seeded_steps(new, seed):
        move = move if action is None else action
        if awaited(game) is not None:
            taken.clear()  # the held move runs again from its start once its seed comes
            continue
        twin = new_game(game.settings.replace(trust="open")) if twin is None else apply(twin, move)
        assert (taken, twin.events, to_data(twin)) == ([], game.events, to_data(game))
        assert legal_actions(twin) == legal_actions(game)
    assert twin.finished
