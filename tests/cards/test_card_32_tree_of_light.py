"""Card 32 Tree of Light: activate for one option, (a) pay 3 crystals for 1 energy of the
owner's choice, or (b) discard 1 token to be allowed to transmute this turn (cards.md, D1,
R14.10)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c, turn


def activations(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("activate")]


def test_option_a_with_5_crystals_leaves_2_and_gives_1_token():
    game = step_c(setup(position(), "alice", in_play=[32], crystals=5, energy="0"), "alice")
    game = play(game, "alice", "activate tree-of-light energy")
    assert game.pending[0].data == {"count": 1, "card": 32}
    game = play(game, "alice", "gain 1f")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (2, (0, 0, 1, 0))


def test_option_b_allows_transmuting_without_a_frame_for_the_rest_of_the_turn():
    game = setup(position(), "alice", in_play=[32], energy="1e", crystals=0)
    game = turn(game, "alice", "Wi1-3")  # 2 water, 3 crystals, no transmute frame
    assert not [m for m in moves(game, "alice") if m.startswith("transmute")]
    game = play(game, "alice", "activate tree-of-light transmute 1e", "transmute 2w")
    assert (p(game, "alice").crystals, p(game, "alice").energy, game.transmute_ok) == \
        (3 + 2, (0, 0, 0, 0), True)  # winter: water 1 each
    game = play(game, "alice", "end")
    assert game.transmute_ok is False  # R12.3: the permission ends with the turn


def test_2_crystals_and_no_token_not_allowed():
    game = step_c(setup(position(), "alice", in_play=[32], crystals=2, energy="0"), "alice")
    assert activations(game) == []


def test_2_crystals_and_1_token_only_option_b():
    game = step_c(setup(position(), "alice", in_play=[32], crystals=2, energy="1w"), "alice")
    assert activations(game) == ["activate tree-of-light transmute 1w"]


def test_one_option_per_activation_and_one_activation_per_round():
    game = step_c(setup(position(), "alice", in_play=[32], crystals=9, energy="2w"), "alice")
    game = play(game, "alice", "activate tree-of-light energy", "gain 1a")
    assert activations(game) == [] and game.transmute_ok is False


def test_option_b_keeps_the_transmute_bonus_extra():
    game = step_c(setup(position(), "alice", in_play=[32], crystals=0, energy="1w1e"), "alice")
    game = play(game, "alice", "bonus transmute", "activate tree-of-light transmute 1w",
                "transmute 1e")
    assert p(game, "alice").crystals == 3 + 1  # winter earth 3, +1 from the bonus (R12.5)


def test_option_a_counts_the_thieving_fairies_toll():
    """Card 41, R14.9: with 3 crystals the Fairies' toll leaves 2, so option (a) is refused."""
    game = setup(position(), "alice", in_play=[32], crystals=3, energy="1w")
    game = step_c(setup(game, "bob", in_play=[41], crystals=0), "alice")
    assert activations(game) == ["activate tree-of-light transmute 1w"]
    game = step_c(setup(game, "alice", crystals=4), "alice")
    game = play(game, "alice", "activate tree-of-light energy", "gain 1a")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 2)


def test_amulet_of_water_token_pays_option_b():
    game = setup(position(), "alice", in_play=[32, 4], crystals=0, energy="0")
    game.players[0].in_play[1].tokens = (0, 1, 0, 0)
    game = play(step_c(game, "alice"), "alice", "activate tree-of-light transmute 1w@amulet-of-water")
    assert (game.transmute_ok, p(game, "alice").in_play[1].tokens, pending(game)) == \
        (True, (0, 0, 0, 0), [("alice", "main")])
