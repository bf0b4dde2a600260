"""T12 Reorder the top three cards (expansions.md 4.5): look at 3, put them back in any order."""

from tests.helpers import moves, p, pending, play, setup, step_c, xposition


def test_draw_pile_10_the_owner_chooses_the_new_top_card():
    game = step_c(xposition(kept=(12,), draw_pile=[1, 2, 3, 5, 6, 7, 8, 9, 10, 11]), "alice")
    game = play(game, "alice", "use t12")
    assert pending(game) == [("alice", "arrange")]
    seen = sorted(game.pending[0].data["held"])
    assert len(moves(game, "alice")) == 6  # 3! orders
    order = [seen[2], seen[0], seen[1]]
    game = play(game, "alice", "arrange " + " ".join(str(n) for n in order))
    assert list(game.extra.top) == order and game.draw_pile_size == 10
    from seasons_cli.engine import core

    assert core.draw(game, 0) == order[0]  # the next draw gives the card put on top


def test_fewer_than_3_cards_the_discard_pile_is_reshuffled_under_them():
    """R16.2 applies if fewer than 3 cards are in the draw pile."""
    game = step_c(xposition(kept=(12,), draw_pile=[1], discard=[2, 3, 4]), "alice")
    game = play(game, "alice", "use t12")
    assert len(game.pending[0].data["held"]) == 3 and game.pending[0].data["held"][0] == 1
    assert len(game.draw_pile) + len(game.discard) == 1


def test_under_vision_of_destiny_the_two_new_top_cards_are_shown():
    game = step_c(xposition(kept=(12,), enchantment="vision-of-destiny",
                            draw_pile=[1, 2, 3, 5]), "alice")
    game = play(game, "alice", "use t12")
    held = game.pending[0].data["held"]
    game = play(game, "alice", "arrange " + " ".join(str(n) for n in reversed(held)))
    assert {"kind": "shown", "cards": list(reversed(held))[:2]} in game.events
