"""A game as plain values and back, exactly: what the cache of checked files keeps (``checked``).

Plain values are what ``marshal`` writes and reads: tuples, lists, dicts, strings, integers,
booleans, None, and bytes. Reading them runs no code of anyone's choosing, which ``pickle``
cannot promise (it calls whatever a pickle names). The engine's classes become tuples of their
fields in order (``plain.Fields``: each class's ``__init__`` takes its fields in that order), and
an ``Action`` inside a task's or decision's data or an event (the "auto" events hold one) a
tuple marked by ``ACTION``, a bytes value no game holds. Anything else is no part of a game:
``values_of`` refuses it (``TypeError``), and the game is then not kept.
"""

from __future__ import annotations

from typing import Any

from ..engine.model import Action, Decision, Game, InPlay, Player, RolledDie, Settings, Task

ACTION = b"action"  # marks an Action among plain values: no value of a game is bytes
_LEAVES = frozenset((str, int, bool, type(None)))


def values_of(game: Game) -> tuple[Any, ...]:
    """``game`` as plain values (``game_from`` makes it again)."""
    return (game.settings._values(), [_player_values(player) for player in game.players],
            game.phase, game.position, game.round, game.first, game.active, game.step,
            game.dice_in_game, game.dice_season, [die._values() for die in game.dice],
            game.transmute_ok, game.transmute_bonuses, game.draw_pile, game.discard, game.top,
            game.draft_pick, [_plain(task._values()) for task in game.tasks],
            [_plain(decision._values()) for decision in game.pending], game.chance,
            _plain(game.events))


def game_from(values: tuple[Any, ...]) -> Game:
    """The game ``values_of`` gave ``values``. Its bookkeeping is a new game's: it shares
    nothing with another game, and ``flow.run`` tests the reserves first (as it does anyway)."""
    (settings, players, phase, position, round_, first, active, step, dice_in_game,
     dice_season, dice, transmute_ok, transmute_bonuses, draw_pile, discard, top, draft_pick,
     tasks, pending, chance, events) = values
    return Game(Settings(*settings), [_player(player) for player in players], phase, position,
                round_, first, active, step, dice_in_game, dice_season,
                [RolledDie(*die) for die in dice], transmute_ok, transmute_bonuses, draw_pile,
                discard, top, draft_pick, [Task(*_value(task)) for task in tasks],
                [Decision(*_value(decision)) for decision in pending], chance, _value(events))


def _player_values(player: Player) -> tuple[Any, ...]:
    return (player.name, player.crystals, player.energy, player.gauge, player.bonuses,
            player.hand, player.library2, player.library3,
            [card._values() for card in player.in_play], player.packet, player.chosen)


def _player(values: tuple[Any, ...]) -> Player:
    (name, crystals, energy, gauge, bonuses, hand, library2, library3, in_play, packet,
     chosen) = values
    return Player(name, crystals, energy, gauge, bonuses, hand, library2, library3,
                  [InPlay(*card) for card in in_play], packet, chosen)


def _plain(value: Any) -> Any:
    """``value`` (data of a task, a decision or an event) as plain values; a ``TypeError`` for
    anything that is no part of a game."""
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is list:
        return [_plain(item) for item in value]
    if kind is tuple:
        return tuple([_plain(item) for item in value])
    if kind is dict:
        if not _LEAVES.issuperset(map(type, value)):
            raise TypeError("a key of a game's data is no plain value")
        return {key: _plain(item) for key, item in value.items()}
    if kind is Action:
        return (ACTION, value.player, value.kind, _plain(value.args))
    raise TypeError(f"a {kind.__name__} is no part of a game")


def _value(plain: Any) -> Any:
    """The value ``_plain`` gave ``plain``."""
    kind = type(plain)
    if kind is list:
        return [_value(item) for item in plain]
    if kind is tuple:
        if plain and type(plain[0]) is bytes:
            _, player, action_kind, args = plain
            return Action(player, action_kind, _value(args))
        return tuple([_value(item) for item in plain])
    if kind is dict:
        return {key: _value(item) for key, item in plain.items()}
    return plain
