"""Card 36 Vampiric Crown: on summon, discard a card from hand or draw one (kept); the card is
shown and gives as many energy tokens of the owner's choice as its printed PP (cards.md, R10.4,
docs/rulings.md P12)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c


def crown(draw_pile=(), discard=(), **alice):
    game = setup(position(draw_pile=list(draw_pile), discard=list(discard)), "alice",
                 gauge=1, crystals=0, **alice)
    return play(step_c(game, "alice"), "alice", "summon vampiric-crown")


def test_discard_runic_cube_30_tokens_then_down_to_the_limit():
    game = crown(hand=[36, 22], energy="1a1w2e")
    assert moves(game, "alice") == ["choose runic-cube-of-eolis", "draw"]
    game = play(game, "alice", "choose runic-cube-of-eolis")
    assert (game.discard, game.pending[0].data) == ([22], {"count": 7, "card": 36})  # P12
    game = play(game, "alice", "gain 7f")
    assert (pending(game), game.pending[0].data) == ([("alice", "overflow")], {"count": 2})
    game = play(game, "alice", "discard 2e")
    assert p(game, "alice").energy == (0, 0, 7, 0)


def test_draw_cursed_treatise_kept_nothing_gained():
    game = play(crown([42], hand=[36, 3], energy="1a1w"), "alice", "draw")
    assert (sorted(p(game, "alice").hand), p(game, "alice").energy) == ([3, 42], (0, 0, 0, 0))
    assert pending(game) == [("alice", "main")]


def test_empty_hand_draws_divine_chalice_10_tokens_with_overflow():
    game = crown([9], hand=[36], energy="1a1w3f")
    assert (p(game, "alice").hand, game.pending[0].data) == ([9], {"count": 7, "card": 36})
    game = play(game, "alice", "gain 7e")
    assert game.pending[0].data == {"count": 3}  # 3 + 7 = 10 > 7
    game = play(game, "alice", "discard 3f")
    assert p(game, "alice").energy == (0, 0, 0, 7)


def test_the_card_is_shown_to_all():
    game = play(crown(hand=[36, 3], energy="1a1w"), "alice", "choose amulet-of-earth")
    assert {"kind": "reveal", "player": "alice", "card": 3} in game.events
    assert game.pending[0].data == {"count": 6, "card": 36}


def test_empty_hand_and_both_piles_empty_nothing_happens():
    game = crown(hand=[36], energy="1a1w")
    assert (pending(game), p(game, "alice").hand, p(game, "alice").energy) == \
        ([("alice", "main")], [], (0, 0, 0, 0))


def test_a_card_with_0_pp_gives_nothing():
    game = play(crown(hand=[36, 23], energy="1a1w"), "alice", "choose potion-of-power")
    assert (pending(game), game.discard) == ([("alice", "main")], [23])


def test_drawing_from_an_empty_draw_pile_reshuffles():
    game = play(crown(discard=[29], hand=[36, 3], energy="1a1w"), "alice", "draw")
    assert (sorted(p(game, "alice").hand), game.discard, pending(game)) == \
        ([3, 29], [], [("alice", "main")])


def test_drawing_stays_a_choice_when_no_card_can_be_drawn():
    """Project ruling (card 36, D13): 'draw' is offered with both piles empty; it gives nothing."""
    game = crown(hand=[36, 22], energy="1a1w")
    assert moves(game, "alice") == ["choose runic-cube-of-eolis", "draw"]
    game = play(game, "alice", "draw")
    assert (p(game, "alice").hand, pending(game)) == ([22], [("alice", "main")])
