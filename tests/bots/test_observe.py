"""What a bot may see (R21): an Observation of the game, never the game itself."""

import random

import pytest

from seasons_cli.bots import determinize, observe
from seasons_cli.engine import legal_actions
from seasons_cli.engine.hidden import handles_in
from tests.bots.positions import bot_game, deciding, swap_hidden
from tests.helpers import BASIC_POOL, all_cards, new, play, position, setup, step_c


@pytest.fixture(scope="module")
def midgame():
    """Wizard level, 2 players, alice to play her turn in round 4."""
    return bot_game("wizard", 2, "observe", deciding(0, "main", round_=4))


def test_other_hands_libraries_and_both_piles_are_hidden_but_keep_their_sizes(midgame):
    """R21.1 sizes are public; R21.2 the contents are bob's; R21.3 the piles are nobody's."""
    view = observe(midgame, 0).game
    bob = midgame.players[1]
    assert view.players[0] == midgame.players[0]  # alice's own cards, all of them
    hidden = (view.players[1].hand, view.players[1].library2, view.players[1].library3,
              view.draw_pile, view.discard)
    assert [len(cards) for cards in hidden] == [len(bob.hand), 3, 3, len(midgame.draw_pile),
                                                len(midgame.discard)]
    assert all(card < 0 for cards in hidden for card in cards)  # handles (engine.hidden)


def test_each_hidden_card_is_a_handle_of_its_own_numbered_in_the_order_of_the_places(midgame):
    """One representation for bots and sealed games (fair-play.md §6.7): distinct handles,
    -1, -2, ... from bob's hand on, so that their numbering tells nothing but the sizes."""
    view = observe(midgame, 0).game
    count = len(view.players[1].hand) + 6 + len(view.draw_pile) + len(view.discard)
    assert handles_in(view) == list(range(-1, -count - 1, -1))
    assert view.players[1].hand == list(range(-1, -len(view.players[1].hand) - 1, -1))


def test_the_seed_is_not_in_the_observation(midgame):
    """Chance to come is nobody's knowledge (R21.3): the seed would tell every future roll."""
    assert observe(midgame, 0).game.settings.seed == ""
    assert midgame.settings.seed == "observe"


def test_unseen_cards_are_the_level_minus_what_the_seat_sees():
    """R5.1, R6.4: at the split of an apprentice game, alice sees her 9 cards: 51 are unseen."""
    game = new(players=2, level="apprentice", decks=(1, 2))
    seen = observe(game, 0)
    assert len(seen.unseen) == 51
    assert sorted([*seen.unseen, *game.players[0].chosen]) == BASIC_POOL


def test_a_card_an_opponent_has_just_drawn_is_hidden():
    """R16.1, R21.2: bob keeps or discards a drawn card that alice does not see."""
    game = bot_game("apprentice", 2, "drawn", deciding(1, "keep_drawn"))
    held = next(d for d in observe(game, 0).game.pending if d.player == 1).held
    assert len(held) == 1 and held[0] < 0
    assert next(d for d in observe(game, 1).game.pending if d.player == 1).held[0] > 0


def test_the_card_a_crystal_orb_looks_at_is_seen_by_its_owner_only():
    """Card 34, R21.2: the top card is named to the Orb's owner, to nobody else."""
    game = setup(position(draw_pile=[29, 13]), "alice", in_play=[34], energy="4e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "activate crystal-orb look")
    assert game.pending[0].kind == "orb"
    assert observe(game, 0).game.top == game.top
    assert observe(game, 1).game.top < 0


def test_the_observation_is_the_same_when_hidden_cards_are_swapped(midgame):
    """Two games that differ only in what alice cannot see look the same to her."""
    other = swap_hidden(midgame, 0)
    assert other.players[1].hand != midgame.players[1].hand
    assert all_cards(other) == all_cards(midgame)
    assert observe(other, 0) == observe(midgame, 0)
    assert observe(other, 1) != observe(midgame, 1)


def test_a_sampled_game_agrees_with_the_observation(midgame):
    """Determinization: same public state and own cards, the hidden ones drawn from the unseen."""
    sample = determinize(observe(midgame, 0), random.Random(1))
    assert all_cards(sample) == all_cards(midgame)
    assert sample.players[0] == midgame.players[0]
    assert [p.in_play for p in sample.players] == [p.in_play for p in midgame.players]
    assert (len(sample.players[1].hand), len(sample.draw_pile)) == \
        (len(midgame.players[1].hand), len(midgame.draw_pile))
    assert sample.settings.seed not in ("", midgame.settings.seed)


def test_sampling_is_seeded(midgame):
    seen = observe(midgame, 0)
    first, again = determinize(seen, random.Random(7)), determinize(seen, random.Random(7))
    other = determinize(seen, random.Random(8))
    assert (first.players[1].hand, first.settings.seed) == (again.players[1].hand, again.settings.seed)
    assert first.settings.seed != other.settings.seed


def test_a_fair_game_is_seen_as_an_open_one_so_that_bots_can_simulate_it():
    """A fair game waits for the players' seeds (engine/waiting.py): a bot's view makes up its
    own chance instead, so the strong bot's simulations run on; every bot moves legally."""
    from seasons_cli.bots import bot_move
    from seasons_cli.engine import legal_actions
    from tests.engine.fair_games import fair_new, go_on

    game = go_on(fair_new(3, "archmage"))
    view = observe(game, 0).game
    assert (view.settings.trust, view.fair) == ("open", None)
    for strength in ("random", "greedy", "strong"):
        assert bot_move(game, 0, strength, 1) in legal_actions(game, 0)


def test_a_sealed_games_view_is_observed_with_what_its_seat_has_read():
    """One representation (fair-play.md §6.7): in a sealed game a bot is given its seat's view,
    its own cards named, the others' still handles; its moves name its cards, and a game sampled
    from it is an open one with the sealed game's rules."""
    from seasons_cli.engine.viewpoint import recorded
    from tests.engine.sealed.table import Table, sealed_settings

    table = Table(sealed_settings(2, "wizard"), 2)
    while not any(d.kind == "draft" for d in table.oracle.pending):
        table.step()
    table.chores()
    seen = observe(table.views[0], 0)
    assert all(card > 0 for card in seen.game.players[0].packet)
    assert all(card < 0 for card in seen.game.players[1].packet)
    assert len(seen.unseen) == 60 - 9
    assert all(action.args[0] > 0 for action in seen.legal)
    sample = determinize(seen, random.Random(3))
    assert (sample.sealed, sample.fair, sample.settings.trust) == (None, None, "sealed")
    assert all(card > 0 for card in sample.players[1].packet)
    move = recorded(table.views[0], seen.legal[0])
    assert move.action.args[0] < 0 and move.action in legal_actions(table.oracle, 0)


def test_the_twists_of_fate_others_have_yet_to_resolve_are_in_their_chosen_cards():
    """X12.2: alice resolves her Twist first; bob's, still to come, is one of his chosen cards in
    alice's observation (the step that removes it is public), so a sampled game has it and
    alice's choice can be looked ahead (greedy raised a ValueError there: the sample's bob held
    no Twist)."""
    from seasons_cli.bots import bot_move
    from seasons_cli.engine import Settings, apply, new_game

    game = next(game for seed in range(300)
                for game in [new_game(Settings(("alice", "bob"), "wizard", f"tw{seed}",
                                               expansions=("path-of-destiny",)))]
                if all(player.packet.count(203) == 1 for player in game.players))
    game = play(play(game, "alice", "pick twist-of-fate"), "bob", "pick twist-of-fate")
    while game.phase == "draft":
        game = apply(game, legal_actions(game)[0])
    assert [(d.player, d.purpose) for d in game.pending] == [(0, "twist_of_fate")]
    observation = observe(game, 0)
    assert observation.game.players[1].chosen.count(203) == 1 and 203 not in observation.unseen
    sampled = determinize(observation, random.Random(1))
    after = apply(sampled, observation.legal[0])
    assert [(d.player, d.purpose) for d in after.pending] == [(1, "twist_of_fate")]
    assert bot_move(game, 0, "greedy", 0) in observation.legal


# --- what the expansions hide (issue 20 point 5, X5, X9.2, X24) --------------------------------

def test_tokens_dealt_to_others_and_their_choice_are_hidden_until_every_player_has_chosen():
    """X9.2: a seat sees its own three tokens, and of the others only that three were dealt; a
    token kept stays hidden from the others until every player has kept one."""
    from seasons_cli.engine import Settings, apply, new_game

    game = new_game(Settings(("alice", "bob", "carol"), "wizard", "tokens",
                             tokens="enchanted-kingdom"))
    while not any(d.kind == "token" for d in game.pending):
        game = apply(game, legal_actions(game)[0])
    dealt = game.extra.dealt
    seen = observe(game, 0).game.extra
    assert seen.dealt == (dealt[0], (0, 0, 0), (0, 0, 0))
    game = play(game, "bob", f"keep t{dealt[1][0]}")
    assert observe(game, 0).game.extra.kept == (0, 0, 0)
    assert observe(game, 1).game.extra.kept == (0, dealt[1][0], 0)
    game = play(play(game, "alice", f"keep t{dealt[0][0]}"), "carol", f"keep t{dealt[2][0]}")
    assert observe(game, 0).game.extra.kept == (dealt[0][0], dealt[1][0], dealt[2][0])


def test_cards_whose_place_on_the_pile_is_known_are_handles_but_those_shown_to_all():
    """X24, X5.1: the known top and bottom of the draw pile are handles (a bot forgets what its
    seat looked at), but for the two cards Vision of Destiny shows everyone (EK-E10); cards
    removed from the game (X17.3) are public and never sampled."""
    from seasons_cli.engine.hidden import is_handle
    from tests.helpers import xposition

    game = xposition(2, enchantment="vision-of-destiny")
    game.extra = game.extra.replace(top=(9, 12, 14), bottom=(20,), removed=(203, 203))
    seen = observe(game, 0)
    assert seen.game.extra.top[:2] == (9, 12)
    assert is_handle(seen.game.extra.top[2]) and is_handle(seen.game.extra.bottom[0])
    assert 203 not in seen.unseen and 14 in seen.unseen
    game.extra = game.extra.replace(enchantment="")
    assert all(is_handle(card) for card in observe(game, 0).game.extra.top)
