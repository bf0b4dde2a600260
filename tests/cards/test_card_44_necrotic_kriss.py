"""Card 44 Necrotic Kriss: discard a familiar from hand (shown to all) or sacrifice one of your
familiars in play, then gain 4 tokens of your choice (cards.md, R10.4)."""

from tests.helpers import (
    activations,
    in_play,
    moves,
    p,
    pending,
    play,
    position,
    setup,
    step_c,
)


def kriss(hand=(), in_play=(), energy="0"):
    game = setup(position(), "alice", hand=list(hand), in_play=[44, *in_play], energy=energy)
    return step_c(game, "alice")


def test_discard_kairn_from_hand_gives_4_tokens_and_shows_it():
    game = play(kriss(hand=[16, 3]), "alice", "activate necrotic-kriss discard")
    assert {"kind": "reveal", "player": "alice", "card": 16} in game.events
    assert (p(game, "alice").hand, game.discard, pending(game)) == ([3], [16], [("alice", "gain")])
    game = play(game, "alice", "gain 4f")
    assert p(game, "alice").energy == (0, 0, 4, 0)


def test_the_player_chooses_which_familiar_to_discard():
    game = play(kriss(hand=[16, 12, 1]), "alice", "activate necrotic-kriss discard")
    assert moves(game, "alice") == ["choose naria-the-prophetess", "choose kairn-the-destroyer"]
    game = play(game, "alice", "choose naria", "gain 4a")
    assert (sorted(p(game, "alice").hand), game.discard) == ([1, 16], [12])


def test_sacrifice_a_held_damned_soul_gives_4_tokens_one_card_fewer():
    game = play(kriss(in_play=[50, 3]), "alice", "activate necrotic-kriss sacrifice", "gain 2w2e")
    assert (in_play(game, "alice"), game.discard) == (["necrotic-kriss", "amulet-of-earth"], [50])
    assert p(game, "alice").energy == (0, 2, 0, 2)


def test_only_familiars_in_play_may_be_sacrificed():
    game = play(kriss(in_play=[16, 3, 21]), "alice", "activate necrotic-kriss sacrifice")
    assert moves(game, "alice") == ["sacrifice kairn-the-destroyer", "sacrifice lewis-greyface"]


def test_both_sources_are_offered():
    assert activations(kriss(hand=[16], in_play=[21]), "alice") == [
        "activate necrotic-kriss discard", "activate necrotic-kriss sacrifice"]


def test_no_familiar_in_hand_or_in_play_means_no_activation():
    game = kriss(hand=[3, 29], in_play=[1])
    setup(game, "bob", in_play=[16])  # an opponent's familiar does not help
    assert activations(game, "alice") == []


def test_overflow_applies_to_the_4_tokens():
    game = play(kriss(hand=[16], energy="5a"), "alice", "activate necrotic-kriss", "gain 4e")
    assert pending(game) == [("alice", "overflow")] and game.pending[0].data == {"count": 2}
