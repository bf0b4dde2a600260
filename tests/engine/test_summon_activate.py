"""Summoning and activating power cards: the generic rules (R14, D4, D10, D22, D27)."""

from seasons_cli.engine.flow import run
from seasons_cli.engine.model import Task
from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c


def summons(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("summon")]


def activations(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("activate")]


def test_energy_cost_needs_the_exact_types():
    """R14.2: Amulet of Earth costs 2 earth; 2 water cannot pay it."""
    game = step_c(setup(position(), "alice", hand=[3], energy="2w", gauge=1), "alice")
    assert summons(game) == []


def test_cost_depends_on_the_player_count():
    """R14.2: Figrim costs 6 crystals with 3 players: 5 are not enough, 6 are."""
    poor = step_c(setup(position(3), "alice", hand=[11], crystals=5, gauge=1), "alice")
    rich = step_c(setup(position(3), "alice", hand=[11], crystals=6, gauge=1), "alice")
    assert summons(poor) == []
    assert p(play(rich, "alice", "summon figrim"), "alice").crystals == 0


def test_free_card_needs_only_room():
    """R14.2-R14.3: Temporal Boots cost nothing: summoned with an empty reserve."""
    game = step_c(setup(position(), "alice", hand=[7], gauge=1), "alice")
    assert summons(game) == ["summon temporal-boots"]


def test_several_summons_and_copies_in_one_turn():
    """R14.5: two copies of Amulet of Air summoned in the same turn are both in play."""
    game = step_c(setup(position(), "alice", hand=[1, 1], energy="4a", gauge=2), "alice")
    game = play(game, "alice", "summon amulet-of-air", "summon amulet-of-air")
    assert (in_play(game, "alice"), p(game, "alice").gauge) == (["amulet-of-air"] * 2, 6)


def test_summon_triggers_resolve_before_the_entry_effect():
    """R14.4 steps 4-5, D22: summoning Bespelled Grimoire with Yjang's Forgotten Vase in play,
    the Vase's energy is chosen before the Grimoire's own 2 tokens."""
    game = setup(position(), "alice", hand=[18], in_play=[30], energy="1w1e", gauge=2)
    game = play(step_c(game, "alice"), "alice", "summon bespelled-grimoire")
    assert game.pending[0].data == {"count": 1, "card": 30}
    game = play(game, "alice", "gain 1a")
    assert game.pending[0].data == {"count": 2, "card": 18}


def test_a_card_does_not_trigger_on_its_own_summoning():
    """R14.4 step 4: summoning Staff of Spring gives no 3 crystals."""
    game = step_c(setup(position(), "alice", hand=[6], energy="3e", crystals=1, gauge=1), "alice")
    game = play(game, "alice", "summon staff-of-spring")
    assert p(game, "alice").crystals == 1


def test_free_entry_without_room_discards_the_card():
    """R14.6, D10: Divine Chalice fills the gauge; the card it would put into play (Amulet of
    Earth, the only card to draw) goes to the discard pile and its entry effect does not happen."""
    game = setup(position(draw_pile=[3]), "alice", hand=[9], energy="1a1w1f1e", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert (in_play(game, "alice"), game.discard, p(game, "alice").crystals) == \
        (["divine-chalice"], [3], 0)


def test_activate_once_per_round():
    """R14.10-R14.11: an activated card is turned and cannot be activated again this round."""
    game = setup(position(), "alice", in_play=[16], energy="2f")
    game = play(step_c(game, "alice"), "alice", "activate kairn-the-destroyer 1f")
    assert p(game, "alice").in_play[0].activated
    assert activations(game) == []


def test_cards_are_straightened_at_the_start_of_the_round():
    """R7.2 step 1, R14.11: every turned card is straight again when a round starts."""
    game = setup(position(), "alice", in_play=[16, 5])
    game = setup(game, "bob", in_play=[16])
    for player in game.players:
        for card in player.in_play:
            card.activated = True
    game.tasks, game.pending = [Task("round_start", 0)], []
    run(game)
    assert not any(c.activated for pl in game.players for c in pl.in_play)


def test_activation_needs_its_cost():
    """R14.9: Kairn's cost is 1 energy; with an empty reserve it cannot be activated."""
    game = step_c(setup(position(), "alice", in_play=[16]), "alice")
    assert activations(game) == []


def test_activate_in_the_turn_it_was_summoned():
    """D4, R14.9: Kairn summoned this turn can be activated at once."""
    game = setup(position(), "alice", hand=[16], energy="4a", gauge=1)
    game = setup(game, "bob", crystals=6)
    game = play(step_c(game, "alice"), "alice", "summon kairn", "activate kairn-the-destroyer 1a")
    assert p(game, "bob").crystals == 2


def test_die_of_malice_summoned_in_step_c_cannot_be_activated():
    """D4, R14.9: the exception: Die of Malice acts only in step A, which is over."""
    game = step_c(setup(position(), "alice", hand=[15], gauge=1), "alice")
    game = play(game, "alice", "summon die-of-malice")
    assert activations(game) == []


def test_a_returned_card_re_enters_straight():
    """D27, R14.11: Balance of Ishtar activated, returned to hand by Amsug Longneck and summoned
    again (2 crystals once more) enters straight and can be activated a second time."""
    game = setup(position(), "alice", in_play=[5], hand=[17], energy="3f3e1a1w", crystals=2, gauge=2)
    game = play(step_c(game, "alice"), "alice", "activate balance-of-ishtar 3f",
                "summon amsug-longneck", "summon balance-of-ishtar")
    assert p(game, "alice").crystals == 9
    game = play(game, "alice", "activate balance-of-ishtar 3e")
    assert p(game, "alice").crystals == 18


def test_tokens_on_a_card_leaving_play_return_to_the_supply():
    """R14.12, D27: an Amulet of Water returned to hand loses the 2 tokens lying on it."""
    game = setup(position(), "alice", in_play=[4], gauge=2)
    game.players[0].in_play[0].tokens = (0, 2, 0, 0)
    game = setup(game, "bob", hand=[17], energy="1a1w", gauge=1)
    game = play(step_c(game, "bob"), "bob", "summon amsug-longneck")
    assert (p(game, "alice").hand, p(game, "alice").energy, in_play(game, "alice")) == \
        ([4], (0, 0, 0, 0), [])
    assert pending(game) == [("bob", "main")]


def test_free_entry_is_not_a_summon_but_its_entry_effect_resolves():
    """R14.6, D10: Divine Chalice is summoned (Staff of Spring +3); the Amulet of Air it puts into
    play triggers no Staff, yet its own entry effect raises the gauge by 2."""
    game = setup(position(draw_pile=[1]), "alice", hand=[9], in_play=[6], energy="1a1w1f1e", gauge=3)
    game = play(step_c(game, "alice"), "alice", "summon divine-chalice")
    assert in_play(game, "alice") == ["staff-of-spring", "divine-chalice", "amulet-of-air"]
    assert (p(game, "alice").crystals, p(game, "alice").gauge) == (3, 5)


def test_hand_of_fortune_waives_one_token_of_the_players_choice():
    """D16, R14.2: with a Hand of Fortune, Divine Chalice (4 tokens) costs 3; the player picks
    which one to drop."""
    game = setup(position(), "alice", hand=[9], in_play=[20], energy="1a1w1f1e", gauge=2)
    assert sorted(summons(step_c(game, "alice"))) == [
        "summon divine-chalice 1a1f1e", "summon divine-chalice 1a1w1e", "summon divine-chalice 1a1w1f",
        "summon divine-chalice 1w1f1e"]


def test_hand_of_fortune_never_below_one_token_nor_on_crystals():
    """D16: two Hands: Amulet of Air (2 air) costs 1 air; Figrim (3 crystals) still costs 3."""
    game = setup(position(), "alice", hand=[1, 11], in_play=[20, 20], energy="2a", crystals=3, gauge=3)
    assert sorted(summons(step_c(game, "alice"))) == ["summon amulet-of-air 1a", "summon figrim-the-avaricious"]
    game = play(step_c(game, "alice"), "alice", "summon figrim")
    assert p(game, "alice").crystals == 0


def test_fairies_tolls_in_turn_order_from_the_activators_left():
    """R14.10 step 1, R20.4, card 41: 4 players, bob activates with 2 crystals; Fairies at alice,
    carol and dave: carol (his left) and dave take 1 each (2 with the extra), alice only gains 1."""
    game = position(4)
    for who in ("alice", "carol", "dave"):
        setup(game, who, in_play=[41], crystals=0)
    setup(game, "bob", in_play=[43], crystals=2)
    game = play(step_c(game, "bob"), "bob", "activate idol-of-the-familiar")
    assert [pl.crystals for pl in game.players] == [1, 0, 2, 2]


def test_fairies_toll_before_the_activation_cost():
    """R14.9, R14.10: Mirror of the Seasons with 1 crystal: the toll takes it, nothing is left
    for the cost, so the activation is not allowed."""
    game = setup(position(), "alice", in_play=[47], energy="2w", crystals=1)
    game = step_c(setup(game, "bob", in_play=[41]), "alice")
    assert activations(game) == []


def test_sid_nightshade_compares_after_staff_of_spring():
    """D22: alice 18 with Staff of Spring summons Sid Nightshade (1 earth) against bob's 20:
    the Staff brings her to 21 first, so Sid takes 5: 26 and 15."""
    game = setup(position(), "alice", hand=[49], in_play=[6], energy="1e", crystals=18, gauge=2)
    game = play(step_c(setup(game, "bob", crystals=20), "alice"), "alice", "summon sid-nightshade")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (26, 15)
