"""Card 119 Warden of Argos (expansions.md 4.2): every player, the owner included, discards 4
energy, or every player discards a card from hand; from the owner's left, the owner last."""

from tests.helpers import moves, p, pending, play, setup, step_c, tokens_on, xposition


def summon_warden(**others):
    game = xposition(3)
    for who, kwargs in others.items():
        game = setup(game, who, **kwargs)
    game = setup(game, "alice", hand=[119, *others.get("alice", {}).get("hand", [])[1:]],
                 energy=others.get("alice", {}).get("energy", "1a"), gauge=3)
    return play(step_c(game, "alice"), "alice", "summon warden-of-argos")


def test_option_a_reserves_6_2_and_the_owners_5_become_2_0_1():
    game = summon_warden(alice={"energy": "6a"}, bob={"energy": "6w"}, carol={"energy": "2f"})
    assert moves(game, "alice") == ["option energy", "option card"]
    game = play(game, "alice", "option energy")
    assert pending(game) == [("alice", "main")]  # each discard had one way
    assert [sum(pl.energy) for pl in game.players] == [1, 2, 0]


def test_option_b_an_empty_hand_is_skipped_the_owner_discards_too():
    game = setup(setup(xposition(3), "bob", hand=[]), "carol", hand=[29])
    game = setup(game, "alice", hand=[119, 3, 13], energy="1a", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon warden-of-argos", "option card")
    assert pending(game) == [("alice", "choose")] and game.discard == [29]
    game = play(game, "alice", "choose wondrous-chest")
    assert game.discard == [29, 13] and p(game, "alice").hand == [3]


def test_option_a_reserve_3_and_amulet_of_water_4_reserve_0_amulet_4():
    game = setup(xposition(3), "bob", energy="3w", in_play=[4], gauge=1)
    game = tokens_on(game, "bob", 4, "4e")
    game = setup(game, "alice", hand=[119], energy="1a", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon warden-of-argos", "option energy")
    assert p(game, "bob").energy == (0, 0, 0, 0) and p(game, "bob").in_play[0].tokens == \
        (0, 0, 0, 4)
