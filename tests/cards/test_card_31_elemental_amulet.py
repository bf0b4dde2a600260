"""Card 31 Elemental Amulet: pay 1 token of each of 1-4 named types; one bonus per named type
(A gauge +1, W 2 energy, F 1 card, E 5 crystals); all four when put into play for free
(cards.md, D16, R14.6)."""

from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c, tokens_on


def amulet_summons(game, who="alice"):
    return [m for m in moves(step_c(game, who), who) if m.startswith("summon elemental-amulet")]


def summon(game, move, who="alice"):
    return play(step_c(game, who), who, move)


def test_pay_air_and_earth_gauge_plus_1_and_5_crystals_nothing_else():
    game = setup(position(draw_pile=[13]), "alice", hand=[31], energy="1a1w1e", gauge=1, crystals=0)
    game = summon(game, "summon elemental-amulet 1a1e")
    alice = p(game, "alice")
    assert (alice.gauge, alice.crystals, alice.energy, alice.hand) == (2, 5, (0, 1, 0, 0), [])
    assert (pending(game), game.draw_pile) == ([("alice", "main")], [13])


def test_pay_all_four_every_bonus():
    game = setup(position(draw_pile=[29]), "alice", hand=[31], energy="1a1w1f1e", gauge=1,
                 crystals=0)
    game = summon(game, "summon elemental-amulet 1a1w1f1e")
    assert game.pending[0].data == {"count": 2, "card": 31}
    game = play(game, "alice", "gain 2f")
    alice = p(game, "alice")
    assert (alice.gauge, alice.energy, alice.hand, alice.crystals) == (2, (0, 0, 2, 0), [29], 5)


def test_one_hand_pay_water_name_water_and_fire():
    game = setup(position(draw_pile=[29]), "alice", hand=[31], in_play=[20], energy="1w1e",
                 gauge=2, crystals=0)
    game = summon(game, "summon elemental-amulet 1w for 1w1f")  # fire named, not held, not paid
    game = play(game, "alice", "gain 2a")
    alice = p(game, "alice")
    assert (alice.energy, alice.hand, alice.gauge, alice.crystals) == ((2, 0, 0, 1), [29], 2, 0)


def test_put_into_play_by_divine_chalice_all_four_nothing_paid():
    game = setup(position(draw_pile=[31, 13, 14, 16]), "alice", hand=[9], energy="1a1w1f1e",
                 gauge=2, crystals=0)
    game = play(summon(game, "summon divine-chalice"), "alice", "choose elemental-amulet")
    game = play(game, "alice", "gain 1a1e")
    alice = p(game, "alice")
    assert in_play(game, "alice") == ["divine-chalice", "elemental-amulet"]
    assert (alice.gauge, alice.energy, alice.crystals) == (3, (1, 0, 0, 1), 5)
    # F: the 3 other cards were discarded, reshuffled and one of them drawn (R16.2).
    assert (len(alice.hand), sorted(alice.hand + game.draw_pile), game.discard) == (1, [13, 14, 16], [])


def test_two_hands_pay_1_token_and_name_3_types():
    game = setup(position(draw_pile=[]), "alice", hand=[31], in_play=[20, 20], energy="1e",
                 gauge=3, crystals=0)
    assert sorted(amulet_summons(game)) == [
        "summon elemental-amulet 1e", "summon elemental-amulet 1e for 1a1e",
        "summon elemental-amulet 1e for 1a1f1e", "summon elemental-amulet 1e for 1a1w1e",
        "summon elemental-amulet 1e for 1f1e", "summon elemental-amulet 1e for 1w1e",
        "summon elemental-amulet 1e for 1w1f1e"]
    game = play(summon(game, "summon elemental-amulet 1e for 1a1w1e"), "alice", "gain 2w")
    alice = p(game, "alice")
    assert (alice.gauge, alice.energy, alice.crystals) == (4, (0, 2, 0, 0), 5)


def test_at_least_1_token_paid_even_with_a_hand():
    """Project ruling (card 31): unlike Board Game Arena, a Hand never makes the Amulet free."""
    game = setup(position(), "alice", hand=[31], in_play=[20], energy="0", gauge=2)
    assert amulet_summons(game) == []


def test_no_token_at_all_cannot_be_summoned():
    game = setup(position(), "alice", hand=[31], energy="0", gauge=1, crystals=10)
    assert amulet_summons(game) == []


def test_a_type_cannot_be_named_twice():
    game = setup(position(), "alice", hand=[31], energy="2e", gauge=1)
    assert amulet_summons(game) == ["summon elemental-amulet 1e"]


def test_at_most_4_types_with_a_hand():
    game = setup(position(), "alice", hand=[31], in_play=[20], energy="1a1w1f1e", gauge=2)
    found = amulet_summons(game)
    assert len(found) == 15 + 28  # 15 paid sets; each may add 1 of the types it lacks
    assert not [m for m in found if m.startswith("summon elemental-amulet 1a1w1f1e for")]


def test_a_token_from_an_amulet_of_water_pays():
    game = tokens_on(setup(position(), "alice", hand=[31], in_play=[4], energy="0", gauge=2,
                           crystals=0), "alice", 4, "1w")
    game = play(summon(game, "summon elemental-amulet 1w@amulet-of-water"), "alice", "gain 2e")
    assert (p(game, "alice").in_play[0].tokens, p(game, "alice").energy) == ((0, 0, 0, 0), (0, 0, 0, 2))


def test_summoning_it_is_a_summon_staff_and_leech():
    game = setup(position(), "alice", hand=[31], in_play=[6], energy="1a", gauge=2, crystals=1)
    game = summon(setup(game, "bob", in_play=[33], crystals=0), "summon elemental-amulet 1a")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (3, 1)  # 1 - 1 toll + 3 Staff
    assert p(game, "alice").gauge == 3


def test_the_water_tokens_are_chosen_before_the_fire_card_is_drawn():
    """The bonuses resolve in the order A, W, F, E: the card is not drawn (nor seen) before the
    water tokens' types are chosen."""
    game = summon(setup(position(draw_pile=[29]), "alice", hand=[31], energy="1w1f", gauge=1),
                  "summon elemental-amulet 1w1f")
    assert (pending(game), p(game, "alice").hand, game.draw_pile) == ([("alice", "gain")], [], [29])
    game = play(game, "alice", "gain 2e")
    assert (p(game, "alice").hand, p(game, "alice").energy) == ([29], (0, 0, 0, 2))
