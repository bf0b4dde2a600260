"""``Game.player_for_change`` writes ``Player.copy`` out (issue #5): the two copies must stay
the same, whatever slot a ``Player`` gains, but for the draft's lists, which the engine never
changes in place: its copies share them, ``Player.copy`` (for ``Game.copy``) does not."""

import random

from seasons_cli.engine import apply, legal_actions, new_game
from seasons_cli.engine.model import Game, InPlay, Player, Settings

DRAFT_LISTS = ("packet", "chosen")


def _player() -> Player:
    return Player("alice", 3, (1, 0, 2, 0), 4, 1, [5, 7], [8], [9], [InPlay(12, True)], [20], [21])


def test_player_for_change_copies_as_player_copy_does():
    player = _player()
    game = Game(Settings(("alice", "bob"), "apprentice", "s"), [player, Player("bob")])
    after = game.copy_sharing_players()
    changed = after.player_for_change(0)
    expected = player.copy()
    assert changed is not player and changed == expected == player
    for name in Player.__slots__:
        value, told = getattr(changed, name), getattr(expected, name)
        assert type(value) is type(told)
        if name in DRAFT_LISTS:  # shared by the engine's copy, a new list in ``Player.copy``'s
            assert value is getattr(player, name) and told is not getattr(player, name), name
            continue
        # a list the copy owns is a new list in both; one it shares is shared by both
        assert (value is getattr(player, name)) == (told is getattr(player, name)), name
    assert after.player_for_change(0) is changed and game.players[0] is player


def test_copy_sharing_players_sets_every_slot_of_game():
    """``copy_sharing_players`` writes ``_copy_but_players`` out too: a slot ``Game`` gains must
    be copied there as well (an unset slot would only fail when some move reads it)."""
    game = new_game(Settings(("alice", "bob", "carol"), "archmage", "copies"))
    chooser = random.Random(3)
    for _ in range(60):
        game = apply(game, chooser.choice(legal_actions(game)))
    after = game.copy_sharing_players()
    for name in Game.__slots__:
        assert hasattr(after, name) or name == "_grown", name  # ``run`` sets it first
    assert after == game and after.events == [] and after.players is not game.players
    assert after.players == game.players and all(a is b for a, b in zip(after.players, game.players))
    assert after.tasks is not game.tasks and after.pending is not game.pending
    assert (after.draw_pile, after.discard, after.dice) == (game.draw_pile, game.discard, game.dice)
    assert after._shared == game._shared == 0b111 and after._piles and game._piles
