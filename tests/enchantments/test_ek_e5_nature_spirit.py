"""EK-E5 Nature Spirit (expansions.md 4.6, X15.3): every summon costs one energy token more, of
the summoner's choice; Hand of Fortune may waive it, never below 1 token."""

from tests.helpers import in_play, moves, p, play, setup, step_c, xposition


def alice(**kwargs):
    game = xposition(enchantment="nature-spirit", draw_pile=[3, 13, 14, 16])
    return step_c(setup(game, "alice", gauge=6, **kwargs), "alice")


def summons(game, card):
    return [m for m in moves(game, "alice") if m.startswith(f"summon {card}")]


def test_temporal_boots_costs_1_token_of_any_type():
    game = alice(hand=[7], energy="1a1e")
    assert summons(game, "temporal-boots") == ["summon temporal-boots 1a",
                                              "summon temporal-boots 1e"]
    game = play(game, "alice", "summon temporal-boots 1e")
    assert p(game, "alice").energy == (1, 0, 0, 0)


def test_amulet_of_air_with_one_hand_costs_2_tokens_2a_or_1a_and_1_other():
    game = alice(hand=[1], energy="2a1w", in_play=[20])
    assert summons(game, "amulet-of-air") == ["summon amulet-of-air 2a",
                                             "summon amulet-of-air 1a1w"]


def test_naria_costs_3c_and_1_token_with_a_hand_still_3c_and_1_token():
    game = alice(hand=[12], energy="1f", crystals=3)
    assert summons(game, "naria") == ["summon naria-the-prophetess 1f"]
    game = alice(hand=[12], energy="1f", crystals=3, in_play=[20])
    game = play(game, "alice", "summon naria-the-prophetess 1f")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (0, (0, 0, 0, 0))


def test_divine_chalices_free_card_costs_no_extra_token():
    game = alice(hand=[9], energy="1a1w1f2e")
    game = play(game, "alice", "summon divine-chalice 1a1w1f2e", "choose amulet-of-earth")
    assert in_play(game, "alice") == ["divine-chalice", "amulet-of-earth"]
    assert p(game, "alice").energy == (0, 0, 0, 0) and p(game, "alice").crystals == 9


def test_elemental_amulet_pays_one_token_more_on_top_of_the_named_types():
    game = alice(hand=[31], energy="1a1w")
    assert summons(game, "elemental-amulet") == ["summon elemental-amulet 1a1w for 1a",
                                                "summon elemental-amulet 1a1w for 1w"]
    game = play(game, "alice", "summon elemental-amulet 1a1w for 1a")
    assert p(game, "alice").gauge == 7  # the air bonus only: water paid as the extra token
