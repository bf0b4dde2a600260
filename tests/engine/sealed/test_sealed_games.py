"""Random sealed games at a table of honest players, in lockstep with the oracle (a view that
reads every card): at every step every seat's public state is the oracle's, what a seat has read
is true and was its to read (R21), the oracle keeps every invariant of an open game and holds
every card of the level, and the seat to act lists the same moves in its view as in the oracle
(``table.Table``)."""

import pytest

from seasons_cli.engine.hidden import handles_in
from seasons_cli.engine.viewpoint import materialize, reveal
from tests.engine.sealed.table import Table, every_card, sealed_settings


@pytest.mark.parametrize("seed", range(2))
@pytest.mark.parametrize("eager", [False, True], ids=["uniform", "eager"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["apprentice", "wizard", "archmage"])
def test_a_random_sealed_game_is_seen_alike_by_every_seat_to_its_end(level, players, eager, seed):
    table = Table(sealed_settings(players, level), seed, eager=eager)
    game = table.play_out()
    assert game.phase == "over" and game.position >= 37
    assert any(move.reveals for _, move in table.moves)  # summons at least


@pytest.mark.parametrize("seed", range(3))
def test_bots_play_sealed_games_from_their_seats_views(seed):
    """fair-play.md §1, §6.7: a bot is given its seat's view (``bots.observe``), chooses among
    its moves with its cards named, and the move is recorded over handles."""
    bots = {0: "greedy", 1: "random", 2: "greedy"}
    table = Table(sealed_settings(3, ("wizard", "archmage", "apprentice")[seed]), seed, bots=bots)
    assert table.play_out().phase == "over"


def test_at_the_end_every_card_released_makes_the_public_state_the_oracles():
    """What ``seasons verify --final`` will do (fair-play.md §6.7): every player releases their
    shares for every card still hidden; revealed, the public state is the game with every card
    named, as the oracle knew it."""
    table = Table(sealed_settings(3, "archmage"), 7)
    game = table.play_out()
    left = handles_in(game)
    assert left and len(left) == len(set(left))
    for handle in left:
        game = reveal(game, handle, table.cards[handle])
    assert handles_in(game) == [] and every_card(game) == table.pool()
    seen = materialize(table.oracle)
    assert [(p.hand, p.library2, p.library3) for p in game.players] == [
        (p.hand, p.library2, p.library3) for p in seen.players]
    assert (game.draw_pile, game.discard) == (seen.draw_pile, seen.discard)
