"""Card 40 Air Elemental: on summon every token in each opponent's reserve becomes air, count
unchanged; Amulet of Water and Glutton Cauldron tokens are not in the reserve (cards.md, R10.2)."""

from tests.helpers import p, play, position, setup, step_c, tokens_on


def elemental(game):
    game = setup(game, "alice", hand=[40], energy="3a", gauge=1)
    return play(step_c(game, "alice"), "alice", "summon air-elemental")


def test_opponent_with_2w_3f_gets_5a():
    game = elemental(setup(position(), "bob", energy="2w3f"))
    assert p(game, "bob").energy == (5, 0, 0, 0)


def test_amulet_of_water_tokens_keep_their_type():
    game = tokens_on(setup(position(), "bob", energy="1e", in_play=[4]), "bob", 4, "2e")
    game = elemental(game)
    assert (p(game, "bob").energy, p(game, "bob").in_play[0].tokens) == ((1, 0, 0, 0), (0, 0, 0, 2))


def test_the_owners_own_tokens_do_not_change():
    game = setup(position(), "alice", hand=[40], energy="3a2w", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon air-elemental")
    assert p(game, "alice").energy == (0, 2, 0, 0)


def test_grimoire_tokens_change_cauldron_tokens_do_not():
    game = setup(position(), "bob", energy="3w3f3e", in_play=[18, 35])
    game = elemental(tokens_on(game, "bob", 35, "2f"))
    assert (p(game, "bob").energy, p(game, "bob").in_play[1].tokens) == ((9, 0, 0, 0), (0, 0, 2, 0))


def test_every_opponent_is_changed():
    game = elemental(setup(setup(position(3), "bob", energy="1w"), "carol", energy="2e1f"))
    assert (p(game, "bob").energy, p(game, "carol").energy) == ((1, 0, 0, 0), (3, 0, 0, 0))
