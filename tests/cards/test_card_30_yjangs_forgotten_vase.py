"""Card 30 Yjang's Forgotten Vase: whenever the owner summons a card, gain 1 energy of their
choice (cards.md, R14.4, D10, D22)."""

from tests.helpers import p, pending, play, position, setup, step_c, tokens_on


def test_summoning_a_card_from_hand_gives_1_token():
    game = setup(position(), "alice", hand=[3], in_play=[30], energy="2e", gauge=2, crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth", "gain 1w")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 1, 0, 0), 9)


def test_a_free_card_from_hand_is_still_summoned():
    game = setup(position(space=5), "alice", hand=[7], in_play=[30], energy="0", gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "gain 1a", "move +1")
    assert p(game, "alice").energy == (1, 0, 0, 0)


def test_divine_chalice_gives_1_token_its_free_card_none():
    game = setup(position(draw_pile=[3]), "alice", hand=[9], in_play=[30], energy="1a1w1f1e",
                 gauge=3, crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice", "gain 1f")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 0, 1, 0), 9)
    assert pending(game) == [("alice", "main")]


def test_summoning_the_vase_itself_gives_nothing():
    game = setup(position(), "alice", hand=[30], energy="1w1f1e", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon yjangs-forgotten-vase")
    assert (p(game, "alice").energy, pending(game)) == ((0, 0, 0, 0), [("alice", "main")])


def test_two_vases_give_2_tokens_per_summon():
    game = setup(position(), "alice", hand=[3], in_play=[30, 30], energy="2e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon amulet-of-earth", "gain 1a", "gain 1f")
    assert p(game, "alice").energy == (1, 0, 1, 0)


def test_after_the_card_enters_play_before_its_entry_effect():
    game = setup(position(), "alice", hand=[18], in_play=[30, 4], energy="7a", gauge=3)
    game = step_c(tokens_on(game, "alice", 4, "1w1e"), "alice")
    game = play(game, "alice", "summon bespelled-grimoire")
    assert game.pending[0].data["card"] == 30  # the Vase asks before the Grimoire's 2 tokens
    game = play(game, "alice", "gain 1f")
    assert game.pending[0].data == {"count": 2, "card": 18}  # 8 tokens: no overflow, limit 10
    game = play(game, "alice", "gain 2f")
    assert p(game, "alice").energy == (7, 0, 3, 0)


def test_overflow_applies():
    game = setup(position(), "alice", hand=[22], in_play=[30], energy="7a", gauge=2, crystals=20)
    game = play(step_c(game, "alice"), "alice", "summon runic-cube-of-eolis", "gain 1f")
    assert pending(game) == [("alice", "overflow")]
    game = play(game, "alice", "discard 1a")
    assert p(game, "alice").energy == (6, 0, 1, 0)


def test_a_second_vase_triggers_the_first_and_the_staff_but_not_itself():
    game = setup(position(), "alice", hand=[30], in_play=[30, 6], energy="1w1f1e", gauge=3,
                 crystals=0)
    game = play(step_c(game, "alice"), "alice", "summon yjangs-forgotten-vase", "gain 1a")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((1, 0, 0, 0), 3)
    assert pending(game) == [("alice", "main")]  # one token only: the new Vase gave nothing
