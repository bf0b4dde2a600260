"""Card 9 Divine Chalice: on summon, draw 4, put 1 into play for free, discard the rest
(cards.md, R14.6, D10, D13)."""

from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c

FOUR = [12, 13, 14, 16]


def summon_chalice(game, gauge, in_play_before):
    game = setup(game, "alice", hand=[9], energy="1a1w1f1e", gauge=gauge, in_play=in_play_before)
    return play(step_c(game, "alice"), "alice", "summon divine-chalice")


def test_room_for_the_chosen_card_5_cards_in_play():
    game = summon_chalice(position(draw_pile=FOUR), 5, [1, 2, 3])
    assert moves(game, "alice") == ["choose naria-the-prophetess", "choose wondrous-chest",
                                    "choose beggars-horn", "choose kairn-the-destroyer"]
    game = play(game, "alice", "choose wondrous-chest")
    assert in_play(game, "alice")[-2:] == ["divine-chalice", "wondrous-chest"]
    assert (len(p(game, "alice").in_play), sorted(game.discard)) == (5, [12, 14, 16])
    assert p(game, "alice").hand == []  # the chosen card never goes to the hand


def test_no_room_all_4_drawn_cards_are_discarded():
    game = summon_chalice(position(draw_pile=FOUR), 4, [1, 2, 3])
    # 4 cards in play = gauge 4: the chosen card would be discarded too, so nothing is asked.
    assert pending(game) == [("alice", "main")]
    assert (len(p(game, "alice").in_play), sorted(game.discard)) == (4, FOUR)


def test_chosen_card_is_not_summoned_but_its_entry_effect_resolves():
    game = summon_chalice(position(draw_pile=[3, 13]), 3, [6])
    game = play(game, "alice", "choose amulet-of-earth")
    assert p(game, "alice").crystals == 3 + 9  # Staff for the Chalice only; the Amulet's +9
    assert p(game, "alice").energy == (0, 0, 0, 0)  # nothing paid for the free card


def test_fewer_than_4_cards_chooses_among_those_drawn():
    game = summon_chalice(position(draw_pile=[13, 14]), 3, [])
    assert moves(game, "alice") == ["choose wondrous-chest", "choose beggars-horn"]
    game = play(game, "alice", "choose beggars-horn")
    assert (in_play(game, "alice"), game.discard) == (["divine-chalice", "beggars-horn"], [13])


def test_no_card_to_draw_nothing_happens():
    game = summon_chalice(position(draw_pile=[]), 3, [])
    assert pending(game) == [("alice", "main")] and in_play(game, "alice") == ["divine-chalice"]


def test_a_second_chalice_chosen_draws_4_more():
    game = summon_chalice(position(draw_pile=[9, 13, 14, 16], discard=[13, 14, 16, 19]), 3, [])
    game = play(game, "alice", "choose divine-chalice")
    # The second Chalice's entry: the pile is empty, the 7 discards are reshuffled, 4 drawn.
    assert pending(game) == [("alice", "choose")]
    assert (len(game.draw_pile), game.discard) == (3, [])
    game = play(game, "alice", moves(game, "alice")[0])  # none of these has an entry effect
    assert (len(p(game, "alice").in_play), len(game.discard)) == (3, 3)


def test_chosen_elemental_amulet_all_four_bonuses():
    game = summon_chalice(position(draw_pile=[31, 13, 14, 16]), 3, [])
    game = play(game, "alice", "choose elemental-amulet", "gain 2w")
    alice = p(game, "alice")
    assert (alice.gauge, alice.energy, len(alice.hand), alice.crystals) == (4, (0, 2, 0, 0), 1, 5)


def test_staff_and_an_opponents_leech_count_the_chalice_not_the_free_card():
    game = setup(position(draw_pile=[29]), "bob", in_play=[33], crystals=0)
    game = setup(game, "alice", crystals=1)
    game = summon_chalice(game, 3, [6])
    assert in_play(game, "alice") == ["staff-of-spring", "divine-chalice", "olafs-blessed-statue"]
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1 - 1 + 3 + 20, 1)
