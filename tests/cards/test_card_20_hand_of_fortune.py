"""Card 20 Hand of Fortune: each Hand waives 1 energy token of summoning costs (cards.md, D16)."""

from tests.helpers import moves, p, play, position, setup, step_c


def summons(game, who="alice"):
    return [m for m in moves(step_c(game, who), who) if m.startswith("summon")]


def test_one_hand_divine_chalice_costs_3_of_the_4_tokens_owner_chooses():
    game = setup(position(draw_pile=[]), "alice", hand=[9], in_play=[20], energy="1a1w1f1e",
                 gauge=3)
    assert sorted(summons(game)) == ["summon divine-chalice 1a1f1e", "summon divine-chalice 1a1w1e",
                                     "summon divine-chalice 1a1w1f", "summon divine-chalice 1w1f1e"]
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice 1a1w1f")
    assert p(game, "alice").energy == (0, 0, 0, 1)  # the earth token was waived


def test_the_reduced_cost_is_enough_to_summon():
    game = setup(position(), "alice", hand=[9], in_play=[20], energy="1a1w1f", gauge=3)
    assert summons(game) == ["summon divine-chalice 1a1w1f"]


def test_two_hands_amulet_of_air_costs_1a():
    game = setup(position(), "alice", hand=[1], in_play=[20, 20], energy="2a", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-air 1a")
    assert p(game, "alice").energy == (1, 0, 0, 0)


def test_never_below_1_token_two_hands_lewis_greyface_costs_a_or_f():
    game = setup(position(), "alice", hand=[21], in_play=[20, 20], energy="1a1f", gauge=3)
    assert sorted(summons(game)) == ["summon lewis-greyface 1a", "summon lewis-greyface 1f"]


def test_crystal_only_costs_are_not_reduced():
    game = setup(position(4), "alice", hand=[12, 11, 22], in_play=[20], energy="0", gauge=3,
                 crystals=8)
    assert summons(game) == ["summon naria-the-prophetess"]  # 3C; Figrim 9C and Cube 20C too dear


def test_does_not_reduce_its_own_cost():
    game = setup(position(), "alice", hand=[20], energy="1a1f", gauge=3, crystals=3)
    assert summons(game) == []


def test_a_second_hand_is_reduced_by_the_first_but_not_its_crystals():
    game = setup(position(), "alice", hand=[20], in_play=[20], energy="1a1f", gauge=3, crystals=3)
    game = play(step_c(game, "alice"), "alice", "summon hand-of-fortune 1a1f")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (0, (0, 0, 0, 0))
    game = setup(position(), "alice", hand=[20], in_play=[20], energy="1a1f", gauge=3, crystals=2)
    assert summons(game) == []


def test_activation_costs_are_never_reduced():
    game = setup(position(), "alice", in_play=[20, 5], energy="2a", crystals=0)
    assert not [m for m in moves(step_c(game, "alice"), "alice") if m.startswith("activate")]


def test_crystal_orb_activation_still_needs_4_tokens():
    game = setup(position(draw_pile=[3]), "alice", in_play=[20, 34], energy="3e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "activate crystal-orb look")
    # 3 tokens are not reduced to enough: putting back was the only choice, made automatically.
    assert (game.pending[0].kind, game.top, p(game, "alice").energy, len(p(game, "alice").in_play)) == ("main", 3, (0, 0, 0, 3), 2)


def test_hand_reduces_elemental_amulet_one_more_type_named_unpaid():
    game = setup(position(draw_pile=[13]), "alice", hand=[31], in_play=[20], energy="1e", gauge=2,
                 crystals=0)
    assert sorted(summons(game)) == ["summon elemental-amulet 1e", "summon elemental-amulet 1e for 1a1e",
                                     "summon elemental-amulet 1e for 1f1e", "summon elemental-amulet 1e for 1w1e"]
    game = play(step_c(game, "alice"), "alice", "summon elemental-amulet 1e for 1f1e")
    assert (p(game, "alice").hand, p(game, "alice").crystals, p(game, "alice").energy) == ([13], 5, (0, 0, 0, 0))
