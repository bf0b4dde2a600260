"""The strict reading's problems, found at the speed of json's C parser (issue #16, item 6).

A game file holds no float, NaN or Infinity, no whole number of more than ``MAX_DIGITS`` digits,
no object that repeats a key and no nesting deeper than ``MAX_DEPTH`` (``codec.loads``). A file
with several such problems is named by the first one met reading it from the start, an object's
repeated key at the object's end, too deep a nesting last. That reading was json's parser with
a Python call per number and per object (``parse_int``, ``object_pairs_hook``): 4 s for a file of
8 million numbers and a float at its end. The same answer now comes from readings without a
Python call per value, and one walk through what they read, in the order of the text, that
looks at the values of a large array or object in C (``_reading``):

- ``READER``, the plain reading of every command: objects as dicts, a float, NaN or Infinity as
  the bytes of its text (a sound file has none, so it costs nothing; a refusal names the number
  as the file writes it). When the objects have as many keys as the text has colons, no key
  was repeated and the walk of this reading is the answer.
- ``FAITHFUL``: objects as tuples of their (key, value) pairs, every pair kept, for a text that
  may repeat a key (more colons than keys: a repeated key, or a colon in a string).
A text that is not JSON, nests deeper than the parser goes (about a thousand levels), or holds
a whole number too long for Python to read at all (over 4300 digits,
``sys.get_int_max_str_digits``) is named by that first: json's parser stops there, and whatever
comes before is not looked at (a decision of issue #16, docs/file-format.md: the reading per
token named an earlier float or number instead). The number is found in the text, in C
(``tally.too_long_to_read``). For a large file the walk below is most often not needed at all:
the answer is told by tallies of the text (``tally``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from itertools import chain, compress, islice
from operator import itemgetter
from typing import Any

MAX_DEPTH = 64  # no game file nests deeper than 8 levels; anything past this is hostile
MAX_DIGITS = 15  # no number in a game file comes near this
LIMIT = 10 ** MAX_DIGITS  # a whole number this large has more than MAX_DIGITS digits

READER = json.JSONDecoder(parse_float=str.encode, parse_constant=str.encode)
FAITHFUL = json.JSONDecoder(object_pairs_hook=tuple, parse_float=str.encode,
                            parse_constant=str.encode)
SMALL = 32  # a container this small is read value by value; a larger one is looked at in C

_CONTAINERS = frozenset((dict, list, tuple))
_NUMBERS = frozenset((int, bool))
_is_container = _CONTAINERS.__contains__
_is_number = _NUMBERS.__contains__
_is_bytes = frozenset((bytes,)).__contains__
_is_dict = frozenset((dict,)).__contains__
_LIST, _DICT, _TUPLE = {list}, {dict}, {tuple}
_TEXTS = frozenset((bytes, float))  # numbers read as their text (floats: json's plain reading)
_is_tuple = frozenset((tuple,)).__contains__
_is_list = frozenset((list,)).__contains__
_key, _value = itemgetter(0), itemgetter(1)
_CONSTANTS = frozenset((b"NaN", b"Infinity", b"-Infinity"))


def deeper_message() -> str:
    return f"the JSON is nested deeper than {MAX_DEPTH} levels"


def first_problem(tree: Any) -> tuple[int, str | None, int]:
    """The number of keys of the objects of ``tree`` (a reading above), the first problem met
    reading it in the order of the text (None: none), and how deep it nests (1: a container
    holding no container).

    A walk through ``tree`` in the order of the text, each container's values in order, a
    repeated key looked for as an object ends; once a problem is found, only the keys are
    counted further. A large container is not read value by value (``_reading``): its numbers
    are looked at in C, and when it holds nothing but containers, those are measured a level
    at a time in C (``_measure``) and only the first that holds a problem is walked."""
    if type(tree) not in _CONTAINERS:
        return 0, _scalar_problem(tree), 0
    keys, found, deepest = len(tree) if type(tree) is not list else 0, None, 1
    rest, more, below = _reading(tree, checking=True)
    keys, deepest = keys + more, max(deepest, 1 + below)
    stack = [(tree, 1, rest)]
    while stack:
        node, depth, rest = stack[-1]
        for value in rest:
            kind = type(value)
            if kind is dict or kind is list or kind is tuple:
                if kind is not list:
                    keys += len(value)
                rest, more, below = _reading(value, checking=found is None)
                keys += more
                deepest = max(deepest, depth + 1 + below)
                stack.append((value, depth + 1, rest))
                break
            if found is None:
                found = _scalar_problem(value)
        else:
            stack.pop()
            if found is None and type(node) is tuple:
                found = repeated_key(node)
    return keys, found, deepest


def _reading(node: Any, checking: bool) -> tuple[Iterator[Any], int, int]:
    """What the walk reads of ``node``, and the keys and the depth below ``node`` of what it
    measured instead of reading. A small node is read value by value. Of a large one, found in
    C: when it holds only containers, the first that holds a problem (if ``checking``; the
    others measured); else its containers and its first unsound value."""
    if checking and len(node) <= SMALL:
        return iter(_values(node)), 0, 0
    listed = node if type(node) is list else list(_values(node))
    if checking and _is_number(type(listed[0])) and _is_number(type(listed[-1])):
        extremes = _extremes(listed)  # numbers only (two passes in C)? then nothing more to read
        if extremes is not None:
            cut = _first_too_long(listed, *extremes)
            return (iter(()) if cut == len(listed) else iter((listed[cut],))), 0, 0
    types = list(map(type, listed))
    kinds = {*types}
    if kinds and kinds <= _CONTAINERS:
        return _first_holding_problem(listed, checking)
    cut = _first_unsound(listed, types, kinds) if checking else None
    if kinds.isdisjoint(_CONTAINERS):
        return (iter(()) if cut is None else iter((listed[cut],))), 0, 0
    chosen = list(map(_is_container, types))
    if cut is not None:
        chosen[cut] = True
    return compress(listed, chosen), 0, 0


def _first_holding_problem(containers: list[Any], checking: bool) -> tuple[Iterator[Any], int, int]:
    """Of ``containers``, the first that holds a problem (none if not ``checking``), found by
    halving: is it in the first half? in which half of that half? ...; and the keys and depth
    of all the others, measured."""
    keys, depth, sound = _measure(containers)
    if sound or not checking:
        return iter(()), keys, depth
    low, high = 0, len(containers)
    while high - low > 1:  # the first problem is in containers[low:high]
        middle = (low + high) // 2
        if _measure(containers[low:middle], early=True)[2]:
            low = middle
        else:
            high = middle
    chosen = containers[low]  # walked: its keys are counted there
    return iter((chosen,)), keys - _measure([chosen])[0], depth


def _measure(level: list[Any], early: bool = False) -> tuple[int, int, bool]:
    """The keys of the objects the containers of ``level`` are and hold, how deep they nest,
    and whether they are sound (no unsound number, no repeated key), a level at a time, in C;
    with ``early``, only until they are told unsound (then the rest is not counted)."""
    keys, depth, sound = 0, 0, True
    while level:
        depth += 1
        types = list(map(type, level))
        kinds = {*types}
        lists = level if kinds == _LIST else list(compress(level, map(_is_list, types)))
        dicts = [] if dict not in kinds else level if kinds == _DICT else \
            list(compress(level, map(_is_dict, types)))
        objects = [] if tuple not in kinds else level if kinds == _TUPLE else \
            list(compress(level, map(_is_tuple, types)))
        keys += sum(map(len, dicts)) + sum(map(len, objects))
        values = list(chain(chain.from_iterable(map(dict.values, dicts)),
                            chain.from_iterable(lists), map(_value, chain.from_iterable(objects))))
        value_types = list(map(type, values))
        kinds = {*value_types}
        if sound and (_first_unsound(values, value_types, kinds) is not None
                      or sum(map(len, map(dict, objects))) != sum(map(len, objects))):
            sound = False
            if early:
                break
        level = [] if kinds.isdisjoint(_CONTAINERS) else values if kinds <= _CONTAINERS else \
            list(compress(values, map(_is_container, value_types)))
    return keys, depth, sound


def _extremes(values: list[Any]) -> tuple[Any, Any] | None:
    """The least and the greatest of ``values`` when they are all whole numbers (or booleans),
    told in C; None when some are not (a string, a container or a number read as its text
    cannot be compared with a number, and strings alone have no numbers for extremes)."""
    try:
        low, high = min(values), max(values)
    except TypeError:
        return None
    return (low, high) if _is_number(type(low)) and _is_number(type(high)) else None


def _first_too_long(numbers: list[Any], low: Any, high: Any) -> int:
    """The index of the first of ``numbers`` (whole numbers from ``low`` to ``high``) that has
    more than ``MAX_DIGITS`` digits, or ``len(numbers)``: in C, by halving, the greatest (or
    least) of the first half telling whether it is there."""
    found = len(numbers)
    for beyond, extreme, known in (((LIMIT - 1).__lt__, max, high), ((1 - LIMIT).__gt__, min, low)):
        if not beyond(known):
            continue
        start, end = 0, len(numbers)  # the first is in numbers[start:end]
        while end - start > 1:
            middle = (start + end) // 2
            if beyond(extreme(numbers[start:middle])):
                end = middle
            else:
                start = middle
        found = min(found, start)
    return found


def _values(node: Any) -> Iterable[Any]:
    """The values ``node`` holds, in order (an object of ``FAITHFUL`` is its pairs)."""
    if type(node) is dict:
        return node.values()
    return map(_value, node) if type(node) is tuple else node


def _first_unsound(listed: list[Any], types: list[type], kinds: set[type]) -> int | None:
    """The index in ``listed`` (values of those ``types``) of the first number read as its
    text (a float, NaN, Infinity) or whole number of more than ``MAX_DIGITS`` digits; None when
    there is none. In C, a few passes over the values, none per value in Python; the whole
    numbers are looked at only before the first number read as its text."""
    first = len(listed)
    if bytes in kinds:
        first = types.index(bytes)
    if float in kinds:  # not from the readings above: json's plain one
        first = min(first, types.index(float))
    if kinds & _NUMBERS:
        if kinds <= _NUMBERS | _TEXTS:  # then all those before ``first`` are numbers
            numbers: Iterable[Any] = islice(listed, first)
            low, high = min(numbers, default=0), max(islice(listed, first), default=0)
        else:  # picked out once (a pass in C per look below, not a pick each)
            numbers = list(compress(islice(listed, first), map(_is_number, islice(types, first))))
            low, high = min(numbers, default=0), max(numbers, default=0)
        if not -LIMIT < low or not high < LIMIT:  # one of them has too many digits
            some = numbers if type(numbers) is list else listed[:first]
            first = min(first, listed.index(some[_first_too_long(some, low, high)]))
    return first if first < len(listed) else None


def _scalar_problem(value: Any) -> str | None:
    kind = type(value)
    if kind is bytes:
        return token_problem(value)
    if kind is int and not -LIMIT < value < LIMIT:
        return too_long(len(str(abs(value))))
    if kind is float:  # not from the readings above: json's plain one
        return token_problem(repr(value).encode())
    return None


def token_problem(token: bytes) -> str | None:
    """What is wrong with a number read as the bytes of its text (None: a whole number of at
    most ``MAX_DIGITS`` digits)."""
    text = token.decode()
    if token in _CONSTANTS:
        return f"{text} is not a number JSON allows"
    if b"." in token or b"e" in token or b"E" in token:
        return f"{text} is not a whole number: a game file holds whole numbers only"
    digits = len(text.lstrip("-"))
    return too_long(digits) if digits > MAX_DIGITS else None


def too_long(digits: int) -> str:
    return f"a number with {digits} digits is far too large for a game file"


def repeated_key(pairs: tuple[tuple[str, Any], ...]) -> str | None:
    """``duplicate key 'name'``: the first key an object of ``FAITHFUL`` holds a second time."""
    if len({*map(_key, pairs)}) == len(pairs):
        return None
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return f"duplicate key {key!r}"
        seen.add(key)
    return None  # pragma: no cover - the sizes above differ only when a key repeats
