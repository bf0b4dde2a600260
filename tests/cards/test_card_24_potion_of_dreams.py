"""Card 24 Potion of Dreams: sacrifice it and discard the reserve; put a card from hand into
play for free (cards.md, R14.6, D10)."""

from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c, tokens_on


def activations(game, who="alice"):
    return [m for m in moves(step_c(game, who), who) if m.startswith("activate")]


def test_reserve_discarded_amulet_kept_runic_cube_in_play_for_nothing():
    game = setup(position(), "alice", hand=[22], in_play=[24, 4], energy="2a3e", gauge=3,
                 crystals=0)
    game = tokens_on(game, "alice", 4, "1w1f")
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams")
    assert in_play(game, "alice") == ["amulet-of-water", "runic-cube-of-eolis"]
    assert p(game, "alice").energy == (0, 0, 0, 0)
    assert p(game, "alice").in_play[0].tokens == (0, 1, 1, 0)
    assert (p(game, "alice").crystals, p(game, "alice").hand, game.discard) == (0, [], [24])


def test_grimoire_tokens_are_discarded_too():
    game = setup(position(), "alice", hand=[3], in_play=[24, 18], energy="3a3w3e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams")
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_no_staff_of_spring_or_vase_for_the_card_but_its_entry_effect_resolves():
    game = setup(position(), "alice", hand=[29], in_play=[24, 6, 30], energy="1f", gauge=3,
                 crystals=0)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams")
    assert p(game, "alice").crystals == 20  # Olaf's Statue: +20, and no +3 from the Staff
    assert (p(game, "alice").energy, pending(game)) == ((0, 0, 0, 0), [("alice", "main")])


def test_the_owner_chooses_the_card_from_hand():
    game = setup(position(), "alice", hand=[3, 29], in_play=[24], gauge=1, crystals=0)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams")
    assert moves(game, "alice") == ["choose amulet-of-earth", "choose olafs-blessed-statue"]
    game = play(game, "alice", "choose amulet-of-earth")
    assert (p(game, "alice").crystals, p(game, "alice").hand) == (9, [29])


def test_allowed_with_an_empty_reserve():
    game = setup(position(), "alice", hand=[3], in_play=[24], energy="0", gauge=1)
    assert activations(game) == ["activate potion-of-dreams"]


def test_gauge_3_with_3_cards_including_the_potion_is_allowed():
    game = setup(position(), "alice", hand=[3], in_play=[24, 1, 2], gauge=3, crystals=0)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams")
    assert in_play(game, "alice") == ["amulet-of-air", "amulet-of-fire", "amulet-of-earth"]


def test_gauge_2_with_4_cards_is_refused():
    game = setup(position(), "alice", hand=[3], in_play=[24, 1, 2, 16], gauge=2)
    assert activations(game) == []  # ruling (BGA): no room once the Potion has left play


def test_an_empty_hand_is_refused():
    game = setup(position(), "alice", hand=[], in_play=[24], gauge=5)
    assert activations(game) == []


def test_elemental_amulet_put_into_play_gets_all_four_bonuses():
    game = setup(position(draw_pile=[13]), "alice", hand=[31], in_play=[24], energy="1e", gauge=1,
                 crystals=0)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-dreams", "gain 2f")
    alice = p(game, "alice")
    assert (alice.gauge, alice.energy, alice.hand, alice.crystals) == (2, (0, 0, 2, 0), [13], 5)


def test_no_arcano_leech_toll_for_the_card_put_into_play():
    game = setup(position(), "alice", hand=[3], in_play=[24], gauge=1, crystals=0)
    game = play(step_c(setup(game, "bob", in_play=[33], crystals=0), "alice"), "alice",
                "activate potion-of-dreams")
    assert (in_play(game, "alice"), p(game, "alice").crystals, p(game, "bob").crystals) == \
        (["amulet-of-earth"], 9, 0)
