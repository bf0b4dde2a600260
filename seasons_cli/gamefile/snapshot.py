"""A game as plain values and back, exactly: what the cache of checked files keeps (``checked``).

Plain values are what ``marshal`` writes and reads: tuples, lists, dicts, strings, bytes,
integers, booleans, None, and frozensets of them. Reading them runs no code of anyone's
choosing, which ``pickle`` cannot promise (it calls whatever a pickle names). An object of one
of the engine's value classes (``plain.Fields``, in the modules of ``MODULES``: the game, its
players, cards, dice, tasks, decisions, actions, a fair game's chance, what the expansions add)
becomes a tuple marked by ``MARK`` (Ellipsis, which no game holds): the mark, the class's name,
and its fields in order, which is how its ``__init__`` takes them (the ``plain`` contract) and
so how it is made again. A dict whose keys are such objects is marked the same way, as its
items. The fields are the classes' own, so a field added to the engine is kept without a
change here (tests/gamefile/test_checked.py compares the game again made with the game, down
to the last move's events, for every level, a fair game and games with expansion content).
Anything else is no part of a game: ``values_of`` refuses it (``TypeError``), and the game is
then not kept. The bookkeeping slots (``_``) are made anew by ``__init__``: a game read back
shares nothing with another one.
"""

from __future__ import annotations

from typing import Any

from ..engine import extra, fair, model
from ..engine.model import Game
from ..plain import Fields

MARK = ...  # a tuple starting with it stands for an object (or a dict with such keys)
MODULES = (model, fair, extra)
CLASSES: dict[str, type[Fields]] = {
    name: kind for module in MODULES for name, kind in vars(module).items()
    if isinstance(kind, type) and issubclass(kind, Fields) and kind.__module__ == module.__name__}
_NAMES = {kind: name for name, kind in CLASSES.items()}
_ITEMS = "items"  # the name that marks a dict of its items (no class is called so)
_LEAVES = frozenset((str, bytes, int, bool, type(None)))


def values_of(game: Game) -> Any:
    """``game`` as plain values (``game_from`` makes it again)."""
    return _plain(game)


def game_from(values: Any) -> Game:
    """The game ``values_of`` gave ``values`` (a ``TypeError`` if they are not a game's)."""
    game = _value(values)
    if type(game) is not Game:
        raise TypeError("not the plain values of a game")
    return game


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind in _LEAVES:
        return value
    if kind is list or kind is tuple:
        if _LEAVES.issuperset(map(type, value)):  # a hand, a pile: as it is
            return value
        items = [_plain(item) for item in value]
        return items if kind is list else tuple(items)
    if kind is dict:
        if _LEAVES.issuperset(map(type, value)):
            return {key: _plain(item) for key, item in value.items()}
        return (MARK, _ITEMS, tuple((_plain(key), _plain(item)) for key, item in value.items()))
    if kind is frozenset and _LEAVES.issuperset(map(type, value)):  # what a turn did (Extra)
        return value
    name = _NAMES.get(kind)
    if name is None:
        raise TypeError(f"a {kind.__name__} is no part of a game")
    return (MARK, name, *map(_plain, value._values()))


def _value(plain: Any) -> Any:
    kind = type(plain)
    if kind is list:
        return plain if _LEAVES.issuperset(map(type, plain)) else [_value(item) for item in plain]
    if kind is tuple:
        if plain and plain[0] is MARK:
            if plain[1] == _ITEMS:
                return {_value(key): _value(item) for key, item in plain[2]}
            return CLASSES[plain[1]](*map(_value, plain[2:]))
        return plain if _LEAVES.issuperset(map(type, plain)) else tuple(map(_value, plain))
    if kind is dict:
        return {key: _value(item) for key, item in plain.items()}
    return plain
