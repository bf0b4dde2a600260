"""Card 113 Shield of Zira (expansions.md 4.2, X21): whenever its owner would have to discard or
sacrifice a card, they may sacrifice the Shield instead and gain 10 crystals."""

from tests.helpers import in_play, moves, p, pending, play, setup, step_c, xposition


def test_syllas_an_opponent_sacrifices_the_shield_the_statue_stays_plus_10():
    game = setup(xposition(), "bob", in_play=[29, 113], gauge=2)
    game = setup(game, "alice", hand=[10], energy="3f", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon syllas-the-faithful")
    game = play(game, "bob", "sacrifice shield-of-zira")
    assert (in_play(game, "bob"), p(game, "bob").crystals) == (["olafs-blessed-statue"], 10)


def test_potion_of_knowledge_with_the_shield_5_energy_the_potion_stays_turned():
    game = setup(xposition(), "alice", in_play=[25, 113], gauge=2)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-knowledge shield", "gain 5a")
    alice = p(game, "alice")
    assert ([c.number for c in alice.in_play], alice.in_play[0].activated) == ([25], True)
    assert (alice.energy, alice.crystals, game.discard) == ((5, 0, 0, 0), 10, [113])


def test_two_shields_in_play_one_used_plus_10_not_20():
    game = setup(xposition(), "alice", in_play=[25, 113, 113], gauge=3)
    game = play(step_c(game, "alice"), "alice", "activate potion-of-knowledge shield", "gain 5a")
    assert p(game, "alice").crystals == 10 and len(p(game, "alice").in_play) == 2


def test_throne_of_renewal_with_an_empty_hand_the_shield_cannot_be_used():
    game = setup(xposition(draw_pile=[29]), "alice", hand=[110], energy="1w2f", in_play=[113],
                 gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon throne-of-renewal")
    assert (in_play(game, "alice"), p(game, "alice").hand) == (
        ["shield-of-zira", "throne-of-renewal"], [])


def test_throne_of_renewal_the_shield_replaces_the_discard_the_draw_still_happens():
    game = setup(xposition(draw_pile=[29]), "alice", hand=[110, 3], energy="1w2f",
                 in_play=[113], gauge=3, bonuses=2)
    game = play(step_c(game, "alice"), "alice", "summon throne-of-renewal")
    assert moves(game, "alice") == ["choose amulet-of-earth", "shield amulet-of-earth"]
    game = play(game, "alice", "shield amulet-of-earth")
    alice = p(game, "alice")
    assert (sorted(alice.hand), alice.bonuses, alice.crystals) == ([3, 29], 1, 10)
    assert in_play(game, "alice") == ["throne-of-renewal"] and game.discard == [113]


def test_vampiric_crown_the_shield_replaces_the_discard_the_cards_prestige_still_counts():
    game = setup(xposition(), "alice", hand=[36, 10], energy="1a1w", in_play=[113], gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon vampiric-crown",
                "shield syllas-the-faithful")
    assert pending(game) == [("alice", "gain")] and game.pending[0].data["count"] == 7
    assert p(game, "alice").hand == [10] and p(game, "alice").crystals == 10


def test_the_shields_replacement_is_voluntary_crystal_titans_toll():
    """X21.7: with an opposing Titan and fewer than 3 crystals, no replacement is offered."""
    game = setup(xposition(), "alice", in_play=[25, 113], gauge=2, crystals=2)
    game = setup(game, "bob", in_play=[303], gauge=1)
    assert "activate potion-of-knowledge shield" not in moves(step_c(game, "alice"), "alice")


def test_titus_deepgaze_forced_sacrifice_a_shield_may_go_instead():
    from tests.helpers import end_round

    game = setup(xposition(), "alice", in_play=[39, 113], gauge=2, crystals=5)
    game = setup(game, "bob", crystals=0)
    game = end_round(game)
    assert pending(game)[0] == ("alice", "replace")
    game = play(game, "alice", "shield titus-deepgaze")
    assert in_play(game, "alice") == ["titus-deepgaze"] and p(game, "alice").crystals == 5 + 10
