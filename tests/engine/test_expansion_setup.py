"""The settings of the expansions and the setup they lead to (expansions.md G1-G6, X9, X12): the
card pool, the deal, the prelude's changes, the ability tokens and the draw pile at the start of
the tournament, with the exact numbers of the tables."""

from __future__ import annotations

import random

import pytest

from seasons_cli.cards.abilities import TOKEN_POOLS
from seasons_cli.engine import Settings, new_game
from seasons_cli.engine.content import pool_cards, pool_size
from seasons_cli.engine.errors import SetupError
from seasons_cli.gamefile.record import settings_data
from tests.helpers import NAMES, expanded, open_every_piece, p, pending, play, through_prelude


@pytest.fixture(autouse=True)
def every_piece(monkeypatch):
    open_every_piece(monkeypatch)


def settings(players=2, level="archmage", **content):
    return Settings(NAMES[:players], level, "test", **content)


@pytest.mark.parametrize("level, content, size", [
    ("wizard", {}, 60), ("wizard", {"expansions": ("enchanted-kingdom",)}, 100),
    ("wizard", {"expansions": ("path-of-destiny",)}, 102),
    ("wizard", {"expansions": ("enchanted-kingdom", "path-of-destiny")}, 142),
    ("archmage", {}, 100), ("archmage", {"expansions": ("enchanted-kingdom",)}, 140),
    ("archmage", {"expansions": ("path-of-destiny",)}, 142),
    ("archmage", {"expansions": ("enchanted-kingdom", "path-of-destiny")}, 182),
    ("wizard", {"promos": True}, 66), ("archmage", {"promos": True}, 106),
    ("archmage", {"expansions": ("enchanted-kingdom", "path-of-destiny"), "promos": True}, 188),
    ("wizard", {"cards": "tournament-classic"}, 100), ("archmage", {"cards": "tournament-2022"}, 100),
])
def test_pool_sizes_by_level_and_card_sets(level, content, size):
    """G2 'Pool sizes': Wizard 60 / 100 / 102 / 142, Archmage 100 / 140 / 142 / 182, promo cards
    +6; G3: a tournament list is 100 cards."""
    assert pool_size(settings(level=level, **content)) == size


def test_both_copies_of_every_card_type_are_dealt_or_in_the_draw_pile():
    """G2: every card type of the pool is present in both copies; the Replica never is."""
    game = expanded(3, expansions=("enchanted-kingdom", "path-of-destiny"), promos=True)
    cards = sorted([*game.draw_pile, *(n for player in game.players for n in player.packet)])
    assert cards == sorted(pool_cards(game.settings) * 2)
    assert 222 not in cards and 203 in cards


@pytest.mark.parametrize("content, sizes", [
    ({"cards": "tournament-classic"}, (82, 73, 64)),
    ({"cards": "tournament-2022"}, (82, 73, 64)),
    ({"expansions": ("enchanted-kingdom",)}, (122, 113, 104)),
    ({"promos": True}, (88, 79, 70)),
    ({"tokens": "enchanted-kingdom"}, (82, 73, 64)),
])
def test_draw_pile_at_the_start_of_the_tournament(content, sizes):
    """G6 table: pool - 9 x N without an enchantment that changes the prelude or Twist of Fate
    (Archmage 100 cards, Archmage + Enchanted Kingdom 140, Archmage + promo cards 106)."""
    for players, size in zip((2, 3, 4), sizes):
        game = through_prelude(expanded(players, **content))
        assert (game.phase, game.draw_pile_size, game.discard) == ("play", size, [])
        assert [len(player.hand) for player in game.players] == [3] * players


def test_a_tournament_list_is_played_like_archmage_whatever_the_level():
    """G3: deal 9, draft, split; the pool is the list's 50 types, both copies."""
    game = expanded(2, "wizard", cards="tournament-classic")
    assert [len(player.packet) for player in game.players] == [9, 9]
    assert set(game.draw_pile) | {n for pl in game.players for n in pl.packet} \
        == set(pool_cards(game.settings))
    assert 21 in pool_cards(game.settings) and 36 in pool_cards(game.settings)


# --- refused combinations (G6) ------------------------------------------------------------------

@pytest.mark.parametrize("content, message", [
    ({"level": "apprentice", "tokens": "both"},
     "the apprentice level is the base game's learning level (G2): it takes no expansion content "
     "(--tokens both); play at the wizard or archmage level"),
    ({"level": "apprentice", "expansions": ("path-of-destiny",), "enchantment": "drought"},
     "the apprentice level is the base game's learning level (G2): it takes no expansion content "
     "(--expansions path-of-destiny, --enchantment drought); play at the wizard or archmage level"),
    ({"cards": "tournament-2022", "promos": True},
     "the tournament-2022 card list is a fixed pool of 50 cards (G3): it takes no expansion card "
     "sets or promo cards"),
    ({"cards": "tournament-classic", "expansions": ("enchanted-kingdom",)},
     "the tournament-classic card list is a fixed pool of 50 cards (G3): it takes no expansion "
     "card sets or promo cards"),
    ({"enchantment": "divine-destiny"},
     "the enchantment Divine Destiny cannot be played: it needs the Die of Destiny, whose faces "
     "are not known (expansions.md 1.2)"),
    ({"enchantment": "force-of-destiny"},
     "the enchantment Force of Destiny cannot be played: it needs the Die of Destiny, whose faces "
     "are not known (expansions.md 1.2)"),
    ({"players": 4, "level": "wizard", "enchantment": "elemental-construction"},
     "Elemental Construction deals 18 cards to each player: 4 players need a pool of 72 cards, "
     "this one has 60 (G5)"),
    ({"enchantment": "no-such-thing"},
     "unknown enchantment 'no-such-thing': name one (seasons cards lists them), or choose none or "
     "random-enchanted-kingdom, random-path-of-destiny, random-both"),
    ({"tokens": "all"}, "unknown ability-token setting 'all': choose one of none, "
     "enchanted-kingdom, path-of-destiny, both"),
    ({"expansions": ("path-of-destiny", "enchanted-kingdom")},
     "name each expansion once, in the order enchanted-kingdom, path-of-destiny"),
    ({"cards": "casual"}, "unknown card pool 'casual': choose one of standard, tournament-classic, "
     "tournament-2022"),
])
def test_refused_combinations_are_refused_with_the_reason(content, message):
    """G6; PoD-E1 and PoD-E6 are refused by name (section 1.2)."""
    with pytest.raises(SetupError) as refused:
        new_game(settings(**content))
    assert str(refused.value) == message


def test_elemental_construction_needs_18_cards_per_player():
    """G5: Wizard without expansion cards (60) takes it with 3 players (54), not with 4 (72)."""
    assert expanded(3, "wizard", enchantment="elemental-construction").extra.enchantment \
        == "elemental-construction"


# --- the enchantment (G5) -----------------------------------------------------------------------

def test_a_named_enchantment_is_the_games_from_the_start():
    """G5, X11.1: named, it needs no chance outcome; it is public from the prelude on."""
    game = expanded(enchantment="ios-bounty")
    assert game.extra.enchantment == "ios-bounty"
    assert [e["kind"] for e in game.events][:2] == ["dice", "deal"]


@pytest.mark.parametrize("setting, candidates", [
    ("random-enchanted-kingdom", 10), ("random-path-of-destiny", 8), ("random-both", 18)])
def test_a_random_enchantment_is_drawn_among_the_in_scope_ones(setting, candidates):
    """G5: each candidate equally likely, from the seed, recorded; Divine Destiny and Force of
    Destiny never (section 1.2). Over 300 seeds every candidate comes up."""
    drawn = set()
    for seed in range(300):
        game = new_game(Settings(NAMES[:2], "archmage", f"e{seed}", enchantment=setting))
        event = next(e for e in game.events if e["kind"] == "enchantment")
        assert event == {"kind": "enchantment", "enchantment": game.extra.enchantment}
        drawn.add(game.extra.enchantment)
    assert len(drawn) == candidates
    assert not drawn & {"divine-destiny", "force-of-destiny"}


def test_the_random_draw_skips_elemental_construction_when_the_pool_is_too_small():
    """G5: Wizard level without expansion cards (60 cards) with 4 players."""
    drawn = {new_game(Settings(NAMES, "wizard", f"e{seed}", enchantment="random-enchanted-kingdom"))
             .extra.enchantment for seed in range(200)}
    assert len(drawn) == 9 and "elemental-construction" not in drawn


def test_the_setup_order_dice_enchantment_deal_tokens():
    """G6 'Setup': (1) dice, (2) the random enchantment, (3) the deal, (4) the tokens."""
    game = expanded(2, enchantment="random-both", tokens="both")
    assert [e["kind"] for e in game.events] == ["dice", "enchantment", "deal", "deal", "tokens",
                                                "tokens"]


# --- the prelude's changes (X12) ----------------------------------------------------------------

def test_elemental_construction_18_dealt_9_kept_no_passing():
    """EK-E1 test idea: 4 players, Archmage + Enchanted Kingdom (140 cards) -> 72 dealt, 36
    returned; draw pile 104."""
    game = expanded(4, expansions=("enchanted-kingdom",), enchantment="elemental-construction")
    assert [len(player.packet) for player in game.players] == [18] * 4
    assert game.draw_pile_size == 140 - 72
    alice = sorted(p(game, "alice").packet)
    game = play(game, "alice", f"pick {alice[0]}")
    assert sorted(p(game, "alice").packet) == alice[1:]  # nothing passes
    game = through_prelude(game)
    assert game.draw_pile_size == 104
    assert [len(player.hand) + len(player.library2) + len(player.library3)
            for player in game.players] == [9] * 4


def test_extended_experience_12_picks_and_groups_of_4():
    """EK-E2 test idea: 3 players, Archmage (100 cards) -> draw pile 64; 4 cards in hand."""
    game = expanded(3, enchantment="extended-experience")
    assert [len(player.packet) for player in game.players] == [12] * 3
    game = through_prelude(game)
    assert game.draw_pile_size == 64
    assert [(len(pl.hand), len(pl.library2), len(pl.library3)) for pl in game.players] \
        == [(4, 4, 4)] * 3


def test_extended_experience_refuses_a_split_of_3():
    """EK-E2 test idea: a split of 3 / 4 / 5 is refused: only groups of 4 are listed."""
    game = expanded(2, enchantment="extended-experience")
    while game.phase == "draft":
        game = through_prelude_step(game)
    assert {len(action.args[1]) for action in legal_of(game, 0)} == {4}


def test_natural_selection_first_pick_and_one_more_discarded():
    """EK-E3 test idea: 2 players, Archmage (100 cards) -> discard pile 4, draw pile 78; after
    the first pick 0 chosen cards, after the draft 10, after the last discard 9."""
    game = expanded(2, enchantment="natural-selection")
    assert [len(player.packet) for player in game.players] == [11, 11]
    firsts = [min(player.packet) for player in game.players]
    game = play(play(game, "alice", f"pick {firsts[0]}"), "bob", f"pick {firsts[1]}")
    assert [len(player.chosen) for player in game.players] == [0, 0]
    assert game.discard == firsts  # seat order (X4.1)
    while game.phase == "draft":
        game = through_prelude_step(game)
    assert [len(player.chosen) for player in game.players] == [10, 10]
    assert pending(game) == [("alice", "cull"), ("bob", "cull")]
    bob_cull = min(p(game, "bob").chosen)
    alice_cull = min(p(game, "alice").chosen)
    game = play(play(game, "bob", f"choose {bob_cull}"), "alice", f"choose {alice_cull}")
    assert game.discard == [*firsts, alice_cull, bob_cull]  # seat order, not the order chosen
    game = through_prelude(game)
    assert (len(game.discard), game.draw_pile_size) == (4, 78)
    assert [len(player.hand) for player in game.players] == [3, 3]


def test_crossed_paths_first_pick_goes_to_the_left_neighbour():
    """PoD-E10 test idea: 3 players: seat 1's first pick is among seat 2's chosen cards, seat 3's
    among seat 1's; every player ends the draft with 9 cards."""
    game = expanded(3, enchantment="crossed-paths")
    firsts = [min(player.packet) for player in game.players]
    for who, card in zip(NAMES, firsts):
        game = play(game, who, f"pick {card}")
    assert [player.chosen for player in game.players] == [[firsts[2]], [firsts[0]], [firsts[1]]]
    game = through_prelude(game)
    assert [len(pl.hand) + len(pl.library2) + len(pl.library3) for pl in game.players] == [9] * 3
    assert game.draw_pile_size == 73


def test_crossed_paths_with_2_players_exchanges_the_first_picks():
    game = expanded(2, enchantment="crossed-paths")
    firsts = [min(player.packet) for player in game.players]
    game = play(play(game, "alice", f"pick {firsts[0]}"), "bob", f"pick {firsts[1]}")
    assert [player.chosen for player in game.players] == [[firsts[1]], [firsts[0]]]


def through_prelude_step(game):
    from seasons_cli.engine import apply, legal_actions

    return apply(game, legal_actions(game)[0])


def legal_of(game, seat):
    from seasons_cli.engine import legal_actions

    return legal_actions(game, seat)


# --- Twist of Fate (X12.2, card 203) ------------------------------------------------------------

def draft_with_twist(seed_range=range(300), players=2):
    """A 2-player Archmage + Path of Destiny game in which alice takes a Twist of Fate at her
    first pick and the other Twist stays in the draw pile: the first such seed."""
    for seed in seed_range:
        game = new_game(Settings(NAMES[:players], "archmage", f"t{seed}",
                                 expansions=("path-of-destiny",)))
        packets = [player.packet for player in game.players]
        if packets[0].count(203) == 1 and all(203 not in pk for pk in packets[1:]):
            return game
    raise AssertionError("no seed deals one Twist to alice and keeps one in the draw pile")


def twist_first(game):
    """alice takes her Twist at the first pick; the other picks are the first legal ones (no
    other Twist is in a packet)."""
    game = play(game, "alice", "pick twist-of-fate")
    while game.phase == "draft":
        game = through_prelude_step(game)
    return game


def test_twist_of_fate_removed_and_replaced_by_one_of_two_cards_drawn():
    """Card 203 test idea: 2 players, Archmage + Path of Destiny (142 cards), one player picked a
    Twist and one Twist stayed in the draw pile -> that Twist removed; the holder draws 2, keeps
    1; draw pile 142 - 18 - 1 - 2 = 121, discard pile 1."""
    game = twist_first(draft_with_twist())
    assert pending(game) == [("alice", "choose")]
    assert 203 not in p(game, "alice").chosen and 203 not in game.draw_pile
    decision = game.pending[0]
    assert game.extra.removed == (203, 203)  # the one of the pile, then alice's
    drawn = decision.data["cards"]
    game = play(game, "alice", f"choose {drawn[0]}")
    assert drawn[0] in p(game, "alice").chosen and len(p(game, "alice").chosen) == 9
    assert game.discard == [drawn[1]]
    game = through_prelude(game)
    assert (game.draw_pile_size, len(game.discard)) == (121, 1)
    assert 203 not in game.draw_pile


def test_no_twist_of_fate_is_left_anywhere_after_the_prelude():
    """X12.2: after the prelude no Twist of Fate is left anywhere (every seed of 40)."""
    for seed in range(40):
        game = through_prelude(new_game(Settings(NAMES[:3], "wizard", f"x{seed}",
                                                 expansions=("path-of-destiny",))),
                               random.Random(seed))
        everywhere = [*game.draw_pile, *game.discard,
                      *(n for pl in game.players for n in pl.hand + pl.library2 + pl.library3)]
        assert 203 not in everywhere
        assert game.extra.removed == (203, 203)
        assert game.draw_pile_size + len(game.discard) == 102 - 27 - 2


# --- ability tokens (G4, X9) --------------------------------------------------------------------

@pytest.mark.parametrize("setting, dealt", [("enchanted-kingdom", 3), ("both", 3),
                                             ("path-of-destiny", 1)])
def test_tokens_are_dealt_from_the_settings_pool(setting, dealt):
    """G4, X9.1: T1-T12, T1-T15 + T17 + T18, or T13-T15 + T17 + T18 (never T16); 3 each to
    choose from, or 1 each with Path of Destiny tokens only; all different."""
    for seed in range(30):
        game = new_game(Settings(NAMES, "archmage", f"k{seed}", tokens=setting))
        tokens = [t for seat in game.extra.dealt for t in seat]
        assert [len(seat) for seat in game.extra.dealt] == [dealt] * 4
        assert len(set(tokens)) == len(tokens) and set(tokens) <= set(TOKEN_POOLS[setting])
        assert 16 not in tokens


def test_each_player_keeps_one_token_after_the_split_then_they_are_revealed():
    """X9.2: the tokens are chosen after every player has split, at the same time; the two not
    kept are removed unseen; the kept ones are revealed when every player has chosen."""
    game = expanded(2, tokens="enchanted-kingdom")
    dealt = game.extra.dealt
    while game.phase == "draft" or any(d.kind == "library" for d in game.pending):
        game = through_prelude_step(game)
    assert pending(game) == [("alice", "token"), ("bob", "token")]
    assert [a.args[0] for a in legal_of(game, 0)] == list(dealt[0])
    game = play(game, "bob", f"keep t{dealt[1][2]}")
    assert game.extra.kept == (0, dealt[1][2]) and pending(game) == [("alice", "token")]
    game = play(game, "alice", f"keep t{dealt[0][0]}")
    assert game.extra.kept == (dealt[0][0], dealt[1][2]) and game.extra.dealt == ((), ())
    assert {"kind": "tokens_kept", "kept": {"alice": dealt[0][0], "bob": dealt[1][2]}} \
        in game.events
    assert game.phase == "play" and game.extra.used == (False, False)


def test_path_of_destiny_tokens_only_one_each_kept_without_a_choice():
    """X9.3: with path-of-destiny only, each player keeps the one token dealt."""
    game = through_prelude(expanded(3, tokens="path-of-destiny"))
    assert game.phase == "play" and all(game.extra.kept) and game.extra.dealt == ((), (), ())


# --- the Replica stack (G2) ---------------------------------------------------------------------

@pytest.mark.parametrize("content, replicas", [
    ({"expansions": ("path-of-destiny",)}, 10), ({"cards": "tournament-classic"}, 0),
    ({"cards": "tournament-2022"}, 0), ({"expansions": ("enchanted-kingdom",)}, 0)])
def test_the_replica_stack_is_set_aside_when_the_pool_has_eoliss_replicator(content, replicas):
    assert expanded(**content).extra.replicas == replicas


# --- the file (G1) ------------------------------------------------------------------------------

def test_settings_at_their_defaults_are_not_written():
    """G1: a game without expansion content has the base game's settings object, key for key."""
    assert list(settings_data(settings())) == ["players", "level", "seed", "card_edition", "decks"]
    assert settings().expanded is False and expanded(tokens="both").extra is not None


def test_expansion_settings_are_written_when_given():
    data = settings_data(settings(expansions=("enchanted-kingdom", "path-of-destiny"), promos=True,
                                  tokens="both", enchantment="random-both"))
    assert {key: data[key] for key in ("expansions", "promos", "tokens", "enchantment")} == {
        "expansions": ["enchanted-kingdom", "path-of-destiny"], "promos": True, "tokens": "both",
        "enchantment": "random-both"}
    assert settings_data(settings(cards="tournament-2022"))["cards"] == "tournament-2022"


def test_sealed_games_with_expansion_content_are_refused_fair_ones_play():
    """Issue 20 point 4: fair games play the expansions (tests/engine/test_fair_expansions.py);
    sealed games refuse them (docs/fair-play.md, 'Expansion cards in sealed games')."""
    with pytest.raises(SetupError) as refused:
        new_game(Settings(NAMES[:2], "wizard", "s", trust="sealed", tokens="both"))
    assert str(refused.value) == ("not yet: sealed games with expansion content (docs/fair-play"
                                  ".md, 'Expansion cards in sealed games'); play an open or a "
                                  "fair game")
    assert new_game(Settings(NAMES[:2], "wizard", "s", trust="fair", tokens="both")).fair
