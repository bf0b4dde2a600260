"""The sealed draft (fair-play.md §6.5): each pick round is one pass of the table when the file
visits the players against the passing direction, because the shares that let a receiver read
its next packet may be released as soon as the receiver has picked from this one."""

import pytest

from tests.sealed.players import play_game


@pytest.mark.parametrize("players, writes", [(2, 18), (3, 27), (4, 36)])
def test_a_whole_sealed_draft_and_split_cost_one_pass_of_the_table_per_pick(players, writes):
    """9 pick rounds (the 9th card is picked for each player, P1, and read by them in the
    write of their split) are 9 passes: 18, 27 and 36 writes, from the first pick to the last
    split. Before them, the setup: a shuffle of the deck by each player (with their link of the
    setup event), then n - 2 writes of shares for the deal."""
    record, _, log = play_game(players, until=lambda record: record.game.phase == "play")
    first = next(index for index, (_, moves) in enumerate(log) if moves)
    last = max(index for index, (_, moves) in enumerate(log)
               if any(move.startswith("library") for move in moves))
    assert last - first + 1 == writes
    assert first == players + players - 2
    picks = [moves for _, moves in log[first:last + 1]]
    assert all(len(moves) == 1 and moves[0].startswith("pick") for moves in picks[:-players])
    assert all([move.split()[0] for move in moves] == ["library2", "library3"]
               for moves in picks[-players:])
