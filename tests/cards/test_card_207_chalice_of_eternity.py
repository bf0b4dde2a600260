"""Card 207 Chalice of Eternity (expansions.md 4.3, X7, X16): end of round, 1 token may go on it;
activate: discard 4 of them, put one of the top 4 cards into play, discard the others."""

from tests.helpers import activations, in_play, p, play, setup, step_c, tokens_on, xposition


def alice(stored, gauge, draw_pile=(3, 13, 14, 16)):
    game = setup(xposition(draw_pile=list(draw_pile)), "alice", in_play=[207], gauge=gauge)
    return step_c(tokens_on(game, "alice", 207, stored), "alice")


def test_holding_4_room_for_one_card_one_enters_play_3_discarded():
    game = play(alice("4a", 2), "alice", "activate chalice-of-eternity")
    assert len(game.pending[0].data["held"]) == 4
    game = play(game, "alice", "choose amulet-of-earth")
    assert in_play(game, "alice") == ["chalice-of-eternity", "amulet-of-earth"]
    assert p(game, "alice").crystals == 9 and len(game.discard) == 3


def test_holding_3_refused():
    assert activations(alice("3a", 2), "alice") == []


def test_gauge_full_the_4_tokens_are_spent_and_all_4_cards_discarded():
    game = play(alice("4a", 1), "alice", "activate chalice-of-eternity")
    assert sorted(game.discard) == [3, 13, 14, 16]
    assert p(game, "alice").in_play[0].tokens == (0, 0, 0, 0)
