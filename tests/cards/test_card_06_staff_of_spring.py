"""Card 6 Staff of Spring: +3 crystals each time the owner summons a card from hand (cards.md,
R14.4 step 4, D22); cards put into play for free give nothing (D10)."""

from tests.helpers import p, play, position, setup, step_c


def test_summoning_free_temporal_boots_gives_3():
    game = setup(position(), "alice", hand=[7], crystals=0, gauge=2, in_play=[6])
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move +1")
    assert p(game, "alice").crystals == 3  # a card with no cost is still summoned


def test_no_crystals_for_its_own_summon_then_3_for_the_next():
    game = setup(position(), "alice", hand=[6, 15], energy="3e", crystals=0, gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon staff-of-spring")
    assert p(game, "alice").crystals == 0
    game = play(game, "alice", "summon die-of-malice")
    assert p(game, "alice").crystals == 3


def test_divine_chalice_gives_3_for_itself_only():
    game = setup(position(draw_pile=[14]), "alice", hand=[9], energy="1a1w1f1e", crystals=0,
                 gauge=3, in_play=[6])
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert p(game, "alice").in_play[-1].number == 14  # Beggar's Horn entered for free
    assert p(game, "alice").crystals == 3


def test_potion_of_dreams_card_gives_nothing():
    game = setup(position(), "alice", hand=[15], crystals=0, gauge=3, in_play=[6, 24])
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams")
    assert [c.number for c in p(game, "alice").in_play] == [6, 15]
    assert p(game, "alice").crystals == 0


def test_two_staffs_give_6():
    game = setup(position(), "alice", hand=[15], crystals=1, gauge=3, in_play=[6, 6])
    game = play(step_c(game, "alice"), "alice", "summon die-of-malice")
    assert p(game, "alice").crystals == 7


def test_only_the_owners_summons_count():
    game = setup(position(), "alice", crystals=0, in_play=[6])
    game = setup(game, "bob", hand=[15], gauge=1)
    game = play(step_c(game, "bob"), "bob", "summon die-of-malice")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (0, 0)
