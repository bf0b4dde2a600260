"""Reading and writing JSON the way the game file wants it.

Writing is canonical: two-space indentation, keys in the order the code builds them, and any
array or object that fits on one line written on one line, so a move adds a few readable lines
to a git or email diff. Reading is strict: invalid UTF-8, NaN/Infinity and duplicate keys are
errors, not silently accepted values.
"""

from __future__ import annotations

import gc
import json
from typing import Any

from ..engine.errors import SeasonsError
from .strict import FAITHFUL, MAX_DEPTH, MAX_DIGITS, READER, deeper_message, first_problem

LINE = 100  # the widest line the writer keeps on one line


class JsonProblem(SeasonsError):
    """The text is not acceptable JSON; ``where`` is a JSON path or a line/column."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


def dumps(value: Any) -> str:
    """Canonical text of ``value`` (ends with a newline)."""
    return _text(value, 0) + "\n"


# --- changing a canonical text without writing it all again ------------------------------------
# ``dumps`` of a dict that does not fit on one line is "{\n", one line "  KEY: VALUE" per member
# (VALUE's own lines indented further) joined by ",\n", then "\n}\n". A JSON string holds no
# raw newline, so a line that starts with exactly two spaces and a quote starts a member.

def members(text: str) -> dict[str, str] | None:
    """The text of each member's value in ``text``, the canonical text of a dict, by key, in
    order; None when ``text`` is not laid out so."""
    if not text.startswith('{\n  "') or not text.endswith("\n}\n"):
        return None
    found = {}
    for member in text[5:-3].split(',\n  "'):
        key, colon, value = member.partition('": ')
        if not colon or '"' in key or "\\" in key:
            return None
        found[key] = value
    return found


def object_text(values: dict[str, str]) -> str:
    """The canonical text of a dict from its members' texts (``members``'s inverse)."""
    return "{\n" + ",\n".join(f"  {_key(key)}: {value}" for key, value in values.items()) + "\n}\n"


def member_text(value: Any) -> str:
    """The canonical text of ``value`` as a member of a top-level dict."""
    return _text(value, 2)


def extended_list_text(text: str, items: list[Any]) -> str | None:
    """The canonical text, as a member of a top-level dict, of a list whose text there is
    ``text`` with ``items`` appended: the text of the items already there is kept, not written
    again. None when the list was written on one line (an empty one: then write it anew)."""
    if not text.startswith("[\n") or not text.endswith("\n  ]") or not items:
        return None
    added = ",\n".join("    " + _text(item, 4) for item in items)
    return f"{text[:-4]},\n{added}\n  ]"


# What ``json.dumps(value, ensure_ascii=False, separators=(", ", ": "))`` does, without building
# an encoder per call (the writer encodes every node of the file).
_flat = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": ")).encode
_key = json.encoder.encode_basestring  # json.dumps(key, ensure_ascii=False) of a str key


def _dump(value: Any, indent: int) -> str:
    """The text of ``value`` at ``indent``: on one line if it fits, else one item per line."""
    flat = _flat(value)
    if not isinstance(value, (dict, list)) or len(flat) + indent <= LINE or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, list):
        items = [pad + _dump(item, indent + 2) for item in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = [f"{pad}{_key(key) if type(key) is str else _flat(key)}: {_dump(item, indent + 2)}"
             for key, item in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


_SCALAR_TEXT = {str: _key, int: int.__repr__, bool: lambda v: "true" if v else "false",
                type(None): lambda v: "null"}


def _text(value: Any, indent: int) -> str:
    """``_dump(jsonable(value), indent)``, faster for plain data: a list, tuple or dict that
    might fit on one line is encoded by json's C encoder at once, one that cannot (by
    ``_may_fit``) is written item by item without computing its one-line text. Anything not
    plain (an action, a key that is no string: never in a game file's data) takes the
    reference path itself."""
    kind = type(value)
    scalar = _SCALAR_TEXT.get(kind)
    if scalar is not None:
        return scalar(value)
    if not value and (kind is list or kind is tuple or kind is dict):
        return "{}" if kind is dict else "[]"
    if kind is not list and kind is not tuple and (kind is not dict or {*map(type, value)} != _STR):
        return _dump(jsonable(value), indent)
    if _may_fit(value, kind, LINE - indent):
        flat = _encoded(value)
        if flat is None or not _plain(value):
            return _dump(jsonable(value), indent)
        if len(flat) + indent <= LINE:
            return flat
    inner = indent + 2
    pad, get = " " * inner, _SCALAR_TEXT.get
    if kind is dict:  # a scalar's text inline: most items of an entry are scalars
        items = [f"{pad}{_key(key)}: "
                 f"{scalar(item) if (scalar := get(type(item))) else _text(item, inner)}"
                 for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + (scalar(item) if (scalar := get(type(item))) else _text(item, inner))
             for item in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def _may_fit(value: Any, kind: type, room: int) -> bool:
    """False when the one-line text of a non-empty list, tuple or dict with string keys surely
    takes more than ``room`` columns, by a lower bound from its own items (a string is at least
    its quotes and characters, anything else at least one character): the containers that
    cannot fit (the history, an entry with its hash) are then written item by item without
    being encoded first. Most are told by their size and keys alone."""
    length = 3 * len(value)  # an item and the ", " after it (the last one: the brackets)
    if kind is dict:
        length += sum(map(len, value)) + 4 * len(value)  # each key's quotes and ": "
        items = value.values()
    else:
        items = value
    if length > room:
        return False
    for item in items:
        if type(item) is str:
            length += len(item) + 1  # its characters and quotes, less the one counted above
    return length <= room


# json's C encoder, built once: what ``_flat`` runs, without a new encoder object per call and
# without the check for cycles (a cycle ends in RecursionError, and the reference path then
# reports it).
_c_encode = json.encoder.c_make_encoder(
    None, None, _key, None, ": ", ", ", False, False, True) if json.encoder.c_make_encoder else None


def _encoded(value: Any) -> str | None:
    """The one-line text json's C encoder gives ``value``, or None when it cannot encode it (an
    action, a cycle) or is not available."""
    if _c_encode is None:
        return None
    try:
        return "".join(_c_encode(value, 0))
    except (TypeError, ValueError, RecursionError):
        return None


_PLAIN_LEAVES = frozenset((str, int, bool, type(None)))
_STR = {str}


def _plain(value: Any) -> bool:
    """Whether the C encoder writes ``value`` exactly as ``_dump(jsonable(value))`` does: lists,
    tuples and dicts of exact types, dict keys that are exact strings, leaves that are exact
    strings, integers, booleans or None. Not plain: a bool, None or int key (``jsonable`` writes
    ``"True"``, ``"None"``, ``"1"`` and merges keys that then repeat), a subclass, an action."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is dict:
            if {*map(type, item)} != _STR:
                return False
            item = item.values()
        elif kind is not list and kind is not tuple:
            if kind not in _PLAIN_LEAVES:
                return False
            continue
        if not _PLAIN_LEAVES.issuperset(map(type, item)):  # some containers: look inside
            stack.extend(item)
    return True


_SCALARS = frozenset((str, int, bool, type(None)))


def jsonable(value: Any) -> Any:
    """Tuples become lists, recursively; dataclass-free data passes through."""
    kind = type(value)
    if kind in _SCALARS:  # the common cases first, by exact type (subclasses take the long way)
        return value
    # a scalar item inline, without a call: most items of a state are card numbers and names
    if kind is list or kind is tuple:
        return [item if type(item) in _SCALARS else jsonable(item) for item in value]
    if kind is dict:
        return {key if type(key) is str else str(key):
                item if type(item) in _SCALARS else jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    if isinstance(value, dict):
        return {str(key): jsonable(item) for key, item in value.items()}
    if hasattr(value, "kind") and hasattr(value, "args") and hasattr(value, "player"):
        return {"kind": value.kind, "args": jsonable(value.args)}
    return value


def tuples(value: Any) -> Any:
    """The inverse of ``jsonable`` for action arguments: lists become tuples, recursively."""
    kind = type(value)
    if kind is int or kind is str:
        return value
    if kind is list:  # a replay converts every move's arguments
        for item in value:  # most are flat (a card): then one C call makes the tuple
            if type(item) is not int and type(item) is not str:  # else the leaves inline
                return tuple([item if type(item) is int or type(item) is str else tuples(item)
                              for item in value])
        return tuple(value)
    if isinstance(value, list):
        return tuple(tuples(item) for item in value)
    return value


def loads(data: bytes, first: tuple[str, Any] | None = None) -> Any:
    """Strict JSON from bytes: UTF-8 only, no NaN/Infinity, no duplicate keys, no huge numbers,
    at most ``MAX_DEPTH`` levels of nesting, not too many brackets or keys (``_crowded``). ``first`` is
    what ``parsed(data)`` gave, when that was asked already: then the text is not read again.
    The first problem met reading the text from the start is the one raised: told by tallies of
    the text (``tally``) or by a walk of the reading (``strict``)."""
    from .tally import UNTOLD, tallied_problem  # a refusal's path

    text, value = reading(data) if first is None else first
    problem = tallied_problem(data, value)
    if problem is UNTOLD:  # the tallies of the text cannot tell: the walk says
        keys, problem, deepest = first_problem(value)
        if keys != text.count(":"):  # a key may repeat (or a string holds a colon): read it all
            keys, problem, deepest = first_problem(_read(FAITHFUL, text))
        if problem is None and deepest > MAX_DEPTH:
            problem = deeper_message()
    if problem is not None:
        raise JsonProblem("$", problem)
    return value


_LIMIT = 10 ** MAX_DIGITS  # a whole number this large has more than MAX_DIGITS digits
# A file with more '[' and '{', or more ':', is refused before it is parsed: a finished 4-player
# game holds ~1,800 and ~4,400, while a million arrays cost json's parser ~0.2 s and ~100 MB (a
# file of the size cap full of '[]' ~1 s and ~450 MB), and one object of a million keys ~0.8 s
# (issue #16). Each rule is told in C, and only of a file larger than its limit.
MAX_CONTAINERS = 2 ** 20
MAX_KEYS = 2 ** 18


class _Duplicate(Exception):
    """A repeated key, found by the fast reading: the strict one says where and which."""


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        raise _Duplicate
    return found


def _read(decoder: json.JSONDecoder, text: str) -> Any:
    """``decoder.decode(text)``, out of the cyclic garbage collector's way. json's parser makes
    no reference cycles, so the collector has nothing to find there; yet while millions of
    containers are made it walks them again and again (a hostile file of 5 million empty lists
    took 3.4 s to parse instead of 0.5 s), and again at each collection afterwards while they
    are young (a million arrays: 0.5 s more, to import jsonschema for the refusal; issue #16).
    So it is paused while the parser runs, and the reading of a text of more than
    ``FROZEN_ABOVE`` characters (no game file comes near: a hostile one) is moved out of its
    sight with everything else alive then (``gc.freeze``, what ``cli.main`` does at the end of
    every command): it is freed as any object, when nothing refers to it."""
    if text.startswith("\ufeff"):  # what ``json.loads`` refuses before it decodes
        raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
    running = gc.isenabled()
    gc.disable()
    try:
        value = decoder.decode(text)
        if len(text) > FROZEN_ABOVE:
            gc.freeze()
        return value
    finally:
        if running:
            gc.enable()


FROZEN_ABOVE = 1 << 21  # characters: a finished 4-player game has ~120,000


def reading(data: bytes) -> tuple[str, Any]:
    """The text and ``READER``'s value of ``data``; ``JsonProblem`` for bytes that are not
    JSON in UTF-8, hold too many brackets, nest deeper than json's parser goes, or hold a number
    too long to read (``strict``: these are named before anything else)."""
    if not data or data.isspace():
        raise JsonProblem("byte 0", "the file is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise JsonProblem(f"byte {error.start}", "the file is not valid UTF-8") from None
    crowded = _crowded(data)
    if crowded is not None:
        raise JsonProblem("$", crowded)
    try:
        return text, _read(READER, text)
    except json.JSONDecodeError as error:
        raise _not_json(error) from None
    except RecursionError:
        raise JsonProblem("$", deeper_message()) from None
    except ValueError:  # a whole number too long for Python to read
        from .tally import too_long_to_read

        raise JsonProblem("$", too_long_to_read(text)) from None


def _not_json(error: json.JSONDecodeError) -> JsonProblem:
    return JsonProblem(f"line {error.lineno} column {error.colno}", f"not valid JSON ({error.msg})")


def _crowded(data: bytes) -> str | None:
    """What is wrong with ``data`` if it holds more '[' and '{' than ``MAX_CONTAINERS`` or more
    ':' than ``MAX_KEYS`` (told in C; a file smaller than a limit is not looked at for it)."""
    if len(data) > MAX_CONTAINERS and data.count(b"[") + data.count(b"{") > MAX_CONTAINERS:
        return (f"the JSON holds more than {MAX_CONTAINERS:,} '[' and '{{': far more than any "
                "game file (a finished 4-player game holds ~1,800)")
    if len(data) > MAX_KEYS and data.count(b":") > MAX_KEYS:
        return (f"the JSON holds more than {MAX_KEYS:,} ':': far more than any game file (a "
                "finished 4-player game holds ~4,400)")
    return None


def unrepeated(text: str, keys: int) -> bool:
    """Whether no object of the JSON ``text`` repeats a key, given the number of ``keys`` of the
    objects json's plain parser made of it.

    Duplicate keys are ruled out by counting, without a Python call per object: in JSON text
    every key is followed by one colon, and outside strings a colon follows nothing else, so
    the text holds at least as many colons as keys, and exactly as many when no string holds a
    colon. When the parsed objects (where a repeated key is kept once) have as many keys as the
    text has colons, no key was repeated. Otherwise (a colon in some string, or a repeated key)
    the text is parsed again with a check per object (``_unique``)."""
    if keys == text.count(":"):
        return True
    try:
        _read(_UNIQUE, text)  # the same value, unless a key repeats
    except _Duplicate:
        return False
    return True


_UNIQUE = json.JSONDecoder(object_pairs_hook=_unique)


def parsed(data: bytes) -> tuple[str, Any] | None:
    """The text of ``data`` and ``READER``'s value of it (a float, NaN or Infinity as the bytes
    of its text), None when it is no JSON in UTF-8 or holds too many brackets: a first reading,
    to be proved sound (``sound_value``, ``unrepeated``) or read again by ``loads``, which says
    what is wrong."""
    try:
        text = data.decode("utf-8")
        if _crowded(data) is not None:
            return None
        return text, _read(READER, text)
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None


def sound_value(value: Any, keys: list[int], depth: int) -> bool:
    """Whether ``value``, ``depth`` levels down in a document (1: the document itself), is
    sound as ``loads`` wants it (no float, no integer of more than ``MAX_DIGITS`` digits, no
    container deeper than ``MAX_DEPTH``); the number of keys of its objects is added to
    ``keys[0]``. For the parts of a file the schema leaves free (``schema.sound_keys``)."""
    kind = type(value)
    if kind is list and _small_numbers(value, depth):  # most often: a move's arguments
        return True
    if kind is dict or kind is list:
        found = _keys_if_sound(value, depth - 1)
        if found is None:
            return False
        keys[0] += found
        return True
    return kind is not bytes and kind is not float and (kind is not int or -_LIMIT < value < _LIMIT)


def _small_numbers(value: list[Any], depth: int) -> bool:
    """Whether the list ``value``, ``depth`` levels down, holds only small whole numbers and
    lists of them (a move's arguments: a card, an energy, a payment), nothing too deep: then it
    is sound and has no keys, told without ``_keys_if_sound``'s set-up. False says nothing."""
    if depth > MAX_DEPTH:
        return False
    for item in value:
        kind = type(item)
        if kind is int:
            if not -_LIMIT < item < _LIMIT:
                return False
        elif kind is not list or not _small_numbers(item, depth + 1):
            return False
    return True


def _keys_if_sound(value: dict[str, Any] | list[Any], outer: int = 0) -> int | None:
    """The number of keys of all the objects in ``value`` (a parsed dict or list, inside
    ``outer`` levels of nesting), or None when it holds a float (as ``READER`` reads one: bytes),
    an integer of more than
    ``MAX_DIGITS`` digits, or nests deeper than ``MAX_DEPTH``. One level of nesting at a time:
    the containers of a level, then the ones they hold (no depth to carry per container); this
    walk visits every value of the file."""
    keys, depth, level = 0, outer, [value]
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            return None
        below: list[Any] = []
        append = below.append
        for item in level:
            if type(item) is dict:
                keys += len(item)
                item = item.values()
            for child in item:
                kind = type(child)
                if kind is str:  # the most common leaves first
                    continue
                if kind is int:
                    if -_LIMIT < child < _LIMIT:
                        continue
                    return None
                if kind is dict or kind is list:
                    append(child)
                elif kind is bytes or kind is float:  # a number that is no whole number
                    return None
        level = below
    return keys
