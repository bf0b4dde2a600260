"""Card 215 Urmian Psychic Cage (expansions.md 4.3): armed, it springs on the next card entering
any play area: its bringer discards it, or sacrifices another card."""

from tests.helpers import in_play, moves, p, pending, play, setup, step_c, xposition


def alice_summons(card, cost, alice_cards=(), **alice):
    game = setup(xposition(), "bob", in_play=[215], gauge=1)
    game = setup(game, "alice", hand=[card], energy=cost, in_play=list(alice_cards),
                 gauge=len(alice_cards) + 1, **alice)
    return play(step_c(game, "alice"), "alice", f"summon {card}")


def test_option_a_the_amulet_is_discarded_its_2e_stay_paid_no_9_crystals_disarmed():
    game = alice_summons(3, "2e", [7])
    assert pending(game) == [("alice", "trap")]
    assert moves(game, "alice") == ["option discard", "sacrifice temporal-boots"]
    game = play(game, "alice", "option discard")
    assert (in_play(game, "alice"), p(game, "alice").crystals) == (["temporal-boots"], 0)
    assert game.discard == [3] and not p(game, "bob").in_play[0].marks.armed


def test_option_b_sacrifice_temporal_boots_the_amulet_stays_and_gives_9():
    game = play(alice_summons(3, "2e", [7]), "alice", "sacrifice temporal-boots")
    assert (in_play(game, "alice"), p(game, "alice").crystals) == (["amulet-of-earth"], 9)


def test_the_entering_card_alone_in_play_option_a_forced():
    game = alice_summons(3, "2e")
    assert in_play(game, "alice") == [] and game.discard == [3]


def test_staff_of_spring_in_play_the_new_card_discarded_the_staffs_3_are_kept():
    game = alice_summons(3, "2e", [6])
    game = play(game, "alice", "option discard")
    assert p(game, "alice").crystals == 3


def test_its_own_entry_does_not_spring_it():
    game = setup(xposition(), "alice", hand=[215], crystals=2, gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon urmian-psychic-cage")
    assert p(game, "alice").in_play[0].marks.armed and pending(game) == [("alice", "main")]
