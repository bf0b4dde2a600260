"""Card 34 Crystal Orb: activate for one option, (a) look at the top card, then put it into play
for free by discarding 4 tokens, or back on top; (b) pay 3 crystals to discard the top card
unseen (cards.md, R14.6, R16.2, R21.2)."""

from seasons_cli.describe import describe_decision
from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c, tokens_on


def orb(draw_pile, discard=None, **alice):
    game = setup(position(draw_pile=draw_pile, discard=discard), "alice", in_play=[34], **alice)
    return step_c(game, "alice")


def activations(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("activate")]


def test_option_a_olafs_statue_into_play_for_4_tokens_no_staff():
    game = setup(orb([29], energy="1a2w1f", gauge=3, crystals=0), "alice", in_play=[34, 6])
    game = play(game, "alice", "activate crystal-orb look")
    assert moves(game, "alice") == ["discard 1a2w1f", "back"]
    game = play(game, "alice", "discard 1a2w1f")
    assert in_play(game, "alice") == ["crystal-orb", "staff-of-spring", "olafs-blessed-statue"]
    assert (p(game, "alice").crystals, p(game, "alice").energy) == (20, (0, 0, 0, 0))
    assert (game.top, game.draw_pile) == (None, [])


def test_option_a_with_3_tokens_the_card_goes_back_and_is_drawn_next():
    game = play(orb([13, 14, 29], energy="3e", gauge=3), "alice", "activate crystal-orb look")
    looked = game.top
    assert pending(game) == [("alice", "main")]  # putting back was the only choice (P1)
    assert (looked in (13, 14, 29), game.draw_pile_size, p(game, "alice").energy) == \
        (True, 3, (0, 0, 0, 3))
    game = setup(game, "alice", in_play=[34, 23])
    game = play(game, "alice", "activate potion-of-power")
    assert p(game, "alice").hand == [looked]


def test_option_b_with_3_crystals_discards_the_top_card():
    game = play(orb([29], crystals=3, gauge=3), "alice", "activate crystal-orb discard")
    assert (p(game, "alice").crystals, game.discard, game.draw_pile, game.top) == (0, [29], [], None)
    assert [e["kind"] for e in game.events] == ["activate", "discard_top"]  # nobody looks


def test_gauge_full_only_put_back():
    game = play(orb([29], energy="4e", gauge=1, crystals=3), "alice", "activate crystal-orb look")
    assert (pending(game), game.top, p(game, "alice").energy) == ([("alice", "main")], 29, (0, 0, 0, 4))
    assert activations(game) == []  # one option per activation: no discarding it now (R14.10)


def test_elemental_amulet_gets_all_four_bonuses_and_no_leech_toll():
    game = setup(orb([13], energy="4f", gauge=3, crystals=0), "bob", in_play=[33], crystals=0)
    game.top = 31  # on top of the draw pile (looked at earlier), 13 below it
    game = play(game, "alice", "activate crystal-orb look", "discard 4f", "gain 2w")
    alice = p(game, "alice")
    assert (alice.gauge, alice.energy, alice.hand, alice.crystals) == (4, (0, 2, 0, 0), [13], 5)
    assert p(game, "bob").crystals == 0


def test_hand_of_fortune_does_not_reduce_the_4_tokens():
    game = setup(orb([29], energy="3e", gauge=3), "alice", in_play=[34, 20])
    game = play(game, "alice", "activate crystal-orb look")
    assert (pending(game), game.top) == ([("alice", "main")], 29)  # 3 tokens: back on top


def test_amulet_of_water_tokens_count_for_the_4():
    game = tokens_on(setup(orb([3], energy="2e", gauge=3, crystals=0), "alice", in_play=[34, 4]),
                     "alice", 4, "2w")
    game = play(game, "alice", "activate crystal-orb look", "discard 2e+2w@amulet-of-water")
    assert (in_play(game, "alice")[-1], p(game, "alice").crystals) == ("amulet-of-earth", 9)


def test_option_b_needs_3_crystals():
    assert activations(orb([29], crystals=2)) == ["activate crystal-orb look"]


def test_both_piles_empty_neither_option():
    assert activations(orb([], crystals=5, energy="4e", gauge=3)) == []


def test_empty_draw_pile_option_b_reshuffles_first():
    game = play(orb([], discard=[13, 14], crystals=3), "alice", "activate crystal-orb discard")
    assert (len(game.draw_pile), len(game.discard)) == (1, 1)  # R16.2, then 1 card discarded


def test_option_b_discards_a_card_the_owner_looked_at_before():
    game = orb([13, 14], crystals=3)
    game.top = 29  # on top of the draw pile, known to alice
    game = play(game, "alice", "activate crystal-orb discard")
    assert (game.discard, game.draw_pile, game.top) == ([29], [13, 14], None)


def test_the_card_looked_at_is_named_to_its_owner_only():
    game = play(orb([29], energy="4e", gauge=3), "alice", "activate crystal-orb look")
    decision = game.pending[0]
    assert decision.held == []  # the card is still in the draw pile (game.top), not held
    assert "Olaf's Blessed Statue" in describe_decision(game, decision, viewer=0)
    assert "Olaf's Blessed Statue" not in describe_decision(game, decision, viewer=1)
    assert moves(game, "alice") == ["discard 4e", "back"]  # moves do not name it either


def test_the_history_tells_the_look_and_the_unseen_discard():
    from seasons_cli.reports.words import outcome_words

    looked = play(orb([29], gauge=1), "alice", "activate crystal-orb look").events[1]
    assert outcome_words(looked, "winter") == \
        "alice looks at the top card of the draw pile (Olaf's Blessed Statue)"
    discarded = play(orb([29], crystals=3), "alice", "activate crystal-orb discard").events[1]
    assert outcome_words(discarded, "winter") == \
        "the top card of the draw pile (Olaf's Blessed Statue) is discarded unseen"


def test_option_b_counts_the_thieving_fairies_toll():
    """Card 41, R14.9: 3 crystals minus the Fairies' toll leave 2: only the look is offered."""
    game = setup(orb([29], crystals=3), "bob", in_play=[41])
    assert activations(game) == ["activate crystal-orb look"]
