"""Card 12 Naria the Prophetess: on summon, draw one card per player, keep 1, then give 1 to each
opponent in turn order from the owner's left (cards.md, D13, D23)."""

from tests.helpers import moves, p, pending, play, position, setup, step_c


def summon_naria(game, who="alice"):
    game = setup(game, who, hand=[12], crystals=3, gauge=1)
    return play(step_c(game, who), who, "summon naria-the-prophetess")


def hands(game, *who):
    return [p(game, w).hand for w in who]


def test_two_players_owner_keeps_1_opponent_gets_the_other():
    game = summon_naria(position(draw_pile=[13, 14, 16]))
    assert p(game, "alice").crystals == 0 and len(game.draw_pile) == 1  # cost 3C; 2 drawn
    kept, given = game.pending[0].data["cards"]
    game = play(game, "alice", f"choose {kept}")  # the other card goes to bob on its own
    assert hands(game, "alice", "bob") == [[kept], [given]]
    assert pending(game) == [("alice", "main")]


def test_four_players_every_hand_gets_1():
    game = summon_naria(position(players=4, draw_pile=[13, 14, 16, 17, 18]))
    assert len(game.draw_pile) == 1
    while pending(game) != [("alice", "main")]:
        game = play(game, "alice", moves(game, "alice")[0])
    assert [len(h) for h in hands(game, "alice", "bob", "carol", "dave")] == [1, 1, 1, 1]


def test_owner_picks_first_then_gives_from_the_left():
    game = summon_naria(position(players=3, draw_pile=[13, 14, 16]), "bob")
    game = play(game, "bob", "choose beggars-horn")
    assert moves(game, "bob") == ["give wondrous-chest to carol", "give kairn-the-destroyer to carol"]
    game = play(game, "bob", "give kairn-the-destroyer to carol")
    assert hands(game, "alice", "bob", "carol") == [[13], [14], [16]]


def test_three_players_with_2_cards_the_last_player_gets_none():
    game = summon_naria(position(players=3, draw_pile=[13, 14]))
    game = play(game, "alice", "choose wondrous-chest")
    assert hands(game, "alice", "bob", "carol") == [[13], [14], []]  # D13
    assert pending(game) == [("alice", "main")]


def test_nothing_to_draw_nothing_happens():
    game = summon_naria(position(draw_pile=[]))
    assert hands(game, "alice", "bob") == [[], []] and pending(game) == [("alice", "main")]
