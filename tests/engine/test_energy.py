"""Energy and the reserve: limit, overflow, gains of your choice (R10, D3, D17, D21)."""

from tests.helpers import end_round, leftover, moves, p, pending, play, position, setup, step_c, \
    tokens_on, turn


def test_gain_first_then_discard_old_or_new():
    """R10.4, D3: 6 fire + 2 water = 8: the player discards exactly 1 token, old or new."""
    game = turn(setup(position(), "alice", energy="6f"), "alice", "Wi1-3")
    assert p(game, "alice").energy == (0, 2, 6, 0)
    assert sorted(moves(game, "alice")) == ["discard 1f", "discard 1w"]


def test_discarding_an_old_token_keeps_the_new_ones():
    """D3: the choice may fall on tokens held before the gain."""
    game = turn(setup(position(), "alice", energy="6f"), "alice", "Wi1-3")
    game = play(game, "alice", "discard 1f")
    assert p(game, "alice").energy == (0, 2, 5, 0)
    assert pending(game) == [("alice", "main")]


def test_single_way_to_discard_is_automatic():
    """R10.4: 6 water + 2 water: the only choice, 1 water, is made automatically; reserve 7."""
    game = turn(setup(position(), "alice", energy="6w"), "alice", "Wi1-3")
    assert p(game, "alice").energy == (0, 7, 0, 0)
    assert pending(game) == [("alice", "main")]


def test_limit_is_ten_with_a_bespelled_grimoire():
    """R10.3: with a Grimoire in play, 8 + 2 = 10 tokens need no discard."""
    game = turn(setup(position(), "alice", energy="8f", in_play=[18]), "alice", "Wi1-3")
    assert pending(game) == [("alice", "main")]
    assert sum(p(game, "alice").energy) == 10


def test_two_grimoires_still_give_ten():
    """R10.3: two Grimoires: 10 + 2 = 12 tokens, 2 must go."""
    game = turn(setup(position(), "alice", energy="10f", in_play=[18, 18]), "alice", "Wi1-3")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 2f")
    assert p(game, "alice").energy == (0, 2, 8, 0)


def test_limit_drops_when_the_grimoire_leaves_play_outside_the_owners_turn():
    """R10.4, R14.12, D3: bob's Amsug Longneck sends alice's only magic item, her Grimoire, back
    to hand; alice, not the active player, must discard 2 of her 9 tokens at once."""
    game = setup(position(), "alice", energy="5f4w", in_play=[18])
    game = setup(game, "bob", hand=[17], energy="1a1w", gauge=1)
    game = play(step_c(game, "bob"), "bob", "summon amsug-longneck")
    assert p(game, "alice").hand == [18]
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 2f")
    assert p(game, "alice").energy == (0, 4, 3, 0)
    assert pending(game) == [("bob", "main")]


def test_overflow_from_a_season_change_gain():
    """R10.4, R10.5, D3: bob's Hourglass of Time gives him an 8th token at the season change
    (space 3 -> 4) at the end of the round; he chooses its type, then discards one."""
    game = setup(position(space=3), "bob", energy="7e", in_play=[27])
    game = end_round(leftover(game, "Wi1-3"))
    assert pending(game) == [("bob", "gain")]
    assert sorted(moves(game, "bob")) == ["gain 1a", "gain 1e", "gain 1f", "gain 1w"]
    game = play(game, "bob", "gain 1f")
    assert sorted(moves(game, "bob")) == ["discard 1e", "discard 1f"]


def test_amulet_of_water_tokens_are_outside_the_reserve():
    """R10.2-R10.3, D17: 5 + 2 reserve tokens and 4 on an Amulet of Water: no overflow."""
    game = tokens_on(setup(position(), "alice", energy="5f", in_play=[4]), "alice", 4, "4e")
    game = turn(game, "alice", "Wi1-3")
    assert pending(game) == [("alice", "main")]


def test_amulet_of_water_tokens_are_never_discarded_for_overflow():
    """D17: with 6 fire + 2 water in the reserve and 4 earth on the Amulet, no option takes earth."""
    game = tokens_on(setup(position(), "alice", energy="6f", in_play=[4]), "alice", 4, "4e")
    game = turn(game, "alice", "Wi1-3")
    assert sorted(moves(game, "alice")) == ["discard 1f", "discard 1w"]


def test_supply_is_unlimited():
    """R2.9, D21: bob gains 5 fire from Potion of Knowledge although alice holds 10 fire and the
    box holds 12 tokens per type."""
    game = setup(position(), "alice", energy="10f", in_play=[18])
    game = setup(game, "bob", in_play=[25])
    game = play(step_c(game, "bob"), "bob", "activate potion-of-knowledge", "gain 5f")
    assert (p(game, "alice").energy, p(game, "bob").energy) == ((0, 0, 10, 0), (0, 0, 5, 0))


def test_exchange_from_the_amulet_can_overflow_the_reserve():
    """R15.2, R10.6, D3, D17: 7 reserve tokens; 2 water from the Amulet of Water exchanged for
    2 earth go into the reserve: 9 tokens, 2 must be discarded at once."""
    game = tokens_on(setup(position(), "alice", energy="7f", in_play=[4]), "alice", 4, "2w")
    game = play(step_c(game, "alice"), "alice", "bonus exchange 2w@amulet-of-water for 2e")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 2f")
    assert p(game, "alice").energy == (0, 0, 5, 2)


def test_exchange_with_only_amulet_tokens():
    """D26: an empty reserve but tokens on the Amulet of Water: the exchange is offered."""
    game = tokens_on(setup(position(), "alice", in_play=[4]), "alice", 4, "1w")
    assert "bonus exchange 1w@amulet-of-water for 1e" in moves(step_c(game, "alice"), "alice")


def test_glutton_cauldron_tokens_are_outside_the_reserve():
    """R10.2, R10.7: 1 token in the reserve and 6 on a Glutton Cauldron: the end of round sees a
    reserve of 1 (Wondrous Chest pays nothing, Beggar's Horn gives 1 token)."""
    game = tokens_on(setup(position(), "alice", in_play=[35, 13, 14], energy="1e", crystals=0),
                     "alice", 35, "6f")
    game = play(end_round(game), "alice", "resolve wondrous-chest", "gain 1a")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (0, (1, 0, 0, 1))


def test_glutton_cauldron_tokens_do_not_count_toward_the_limit():
    """R10.3-R10.4: 7 in the reserve and 6 on a Glutton Cauldron; the die's 2 water bring the
    reserve to 9, so exactly 2 are discarded (the Cauldron's 6 do not count)."""
    game = tokens_on(setup(position(), "alice", in_play=[35], energy="7e"), "alice", 35, "6f")
    game = turn(game, "alice", "Wi1-3")
    assert game.pending[0].data == {"count": 2}
