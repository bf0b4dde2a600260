"""Card 35 Glutton Cauldron: activate to move 1 token onto it; at 7 it is sacrificed, its tokens
go into the reserve and the owner gains 15 crystals (cards.md, R10.2, R10.6, R14.12, D6)."""

from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c, tokens_on


def cauldron(tokens="0", **alice):
    game = tokens_on(setup(position(), "alice", in_play=[35], **alice), "alice", 35, tokens)
    return step_c(game, "alice")


def activations(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("activate")]


def test_the_7th_token_pays_off_reserve_over_the_limit_and_15_crystals():
    game = cauldron("2a2w2f", energy="3e", crystals=0)
    game = play(game, "alice", "activate glutton-cauldron 1e")
    # reserve 2 + the Cauldron's 7 = 9 > 7: alice discards 2 first (R10.4)
    assert (pending(game), game.pending[0].data) == ([("alice", "overflow")], {"count": 2})
    assert (in_play(game, "alice"), game.discard, p(game, "alice").crystals) == ([], [35], 15)
    game = play(game, "alice", "discard 2a")
    assert p(game, "alice").energy == (0, 2, 2, 3)  # the tokens kept their types


def test_purse_of_io_adds_nothing_to_the_15():
    game = setup(cauldron("6f", energy="1e", crystals=0), "alice", in_play=[35, 8])
    game = tokens_on(game, "alice", 35, "6f")
    game = play(game, "alice", "activate glutton-cauldron 1e")
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (15, (0, 0, 6, 1))


def test_sacrificed_to_syllas_with_5_tokens_they_are_lost():
    game = tokens_on(setup(position(), "bob", in_play=[35], energy="1a"), "bob", 35, "5w")
    game = setup(game, "alice", hand=[10], energy="3f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon syllas-the-faithful")
    assert (in_play(game, "bob"), p(game, "bob").energy, game.discard) == ([], (1, 0, 0, 0), [35])


def test_reserve_0_and_no_amulet_tokens_not_allowed():
    assert activations(cauldron("3w", energy="0")) == []


def test_one_token_moves_out_of_the_reserve():
    game = play(cauldron("1w", energy="1a1f"), "alice", "activate glutton-cauldron 1f")
    assert (p(game, "alice").energy, p(game, "alice").in_play[0].tokens) == ((1, 0, 0, 0), (0, 1, 1, 0))
    assert activations(game) == []  # once per round


def test_a_token_from_an_amulet_of_water():
    game = tokens_on(setup(cauldron(energy="0"), "alice", in_play=[35, 4]), "alice", 4, "2w")
    game = play(game, "alice", "activate glutton-cauldron 1w@amulet-of-water")
    assert [c.tokens for c in p(game, "alice").in_play] == [(0, 1, 0, 0), (0, 1, 0, 0)]


def test_its_tokens_can_never_be_spent():
    game = cauldron("6e", energy="1w")
    game.transmute_ok = True
    assert [m for m in moves(game, "alice") if m.startswith("transmute")] == ["transmute 1w"]
    given = {m.split()[2] for m in moves(game, "alice") if m.startswith("bonus exchange")}
    assert given == {"1w"}  # R10.6: only the reserve's water can be exchanged


def test_summoning_it_from_hand_is_a_summon():
    game = setup(position(), "alice", hand=[35], in_play=[6], gauge=2, crystals=1)
    game = setup(game, "bob", in_play=[33], crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon glutton-cauldron")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (3, 1)  # toll 1, Staff +3
