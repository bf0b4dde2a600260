"""A fast yes/no check of a document against the game schema.

jsonschema is the schema's reference implementation and gives the detailed error messages, but
it needs about 100 ms for a finished game and as long again to import. Almost every file a
command reads is sound, so this module compiles the schema once into Python source that only
answers "valid or not"; jsonschema runs only when the answer is "not", to say why.
It supports exactly the keywords ``schemas/game.schema.json`` uses, and refuses to compile a
schema that uses any other (so a schema change cannot silently weaken the check). A test
(tests/gamefile/test_fastcheck.py) and the fuzzing tests check it agrees with jsonschema.

The source is one function per object or array node and per definition that holds one; the
checks of a leaf (a type, bounds, a pattern, an enum) are written inline as an expression in the
function of the node holding it, and an object's properties are looked up by name: a finished
game has ~15 000 values, and a Python call per value was most of the check's time (the check of
the archmage example: closures per node 1.45 ms, this 1.0 ms).

Compiling that source takes Python ~4 ms, more than the check saves in one command, so the game
schema's check is written out once as a module, ``schema_check.py`` (regenerate it with
``python -m seasons_cli.gamefile.fastcheck > seasons_cli/gamefile/schema_check.py``; a test fails
when it is stale), and imported from its bytecode like any module. ``compile_schema`` runs the
same text for any schema (the tests' own schemas).

The module also has ``sound_keys`` (``_Sound``): the same check, which also proves what the
strict reading (``codec.loads``) proves of a value json's plain parser made, so that a sound,
valid file (nearly every file) is read in one walk instead of two (``files._checked``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .codec import MAX_DEPTH, MAX_DIGITS

Check = Callable[[Any], bool]

ANNOTATIONS = {"$schema", "$id", "title", "description", "$defs"}
KNOWN = ANNOTATIONS | {"type", "properties", "required", "additionalProperties", "items", "enum",
                       "minimum", "maximum", "minLength", "maxLength", "pattern", "minItems",
                       "maxItems", "uniqueItems", "oneOf", "anyOf", "$ref", "minProperties",
                       "maxProperties", "propertyNames"}
# Each type's test, as an expression of the value's name ``{v}``.
TYPES: dict[str, str] = {
    "object": "isinstance({v}, dict)",
    "array": "isinstance({v}, list)",
    "string": "isinstance({v}, str)",
    "integer": "(type({v}) is int or (isinstance({v}, int) and not isinstance({v}, bool)))",
    "boolean": "isinstance({v}, bool)",
    "null": "({v} is None)",
}
# Patterns of the game schema as plain string tests, written inline (``{v}``: the value's name)
# and saying what ``re.search(pattern, v) is not None`` says of every str ``v``: compiling a
# regular expression costs 0.1-0.3 ms, paid by the first check in every new process (a
# command), and these two are checked as fast without one. ``$`` also matches before a final
# newline, so each accepts that too. A test compares them with ``re.search`` on many strings.
# The hashes' patterns keep their regular expression: ``re`` checks 64 hex digits faster.
_NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-"
PLAIN_PATTERNS = {
    "^[A-Za-z0-9_.-]{1,24}$":  # a player's name, a card's slug
        f"((0 < len({{v}}) <= 24 and not {{v}}.strip({_NAME_CHARS!r})) or (1 < len({{v}}) <= 25"
        f" and {{v}}[-1] == '\\n' and not {{v}}[:-1].strip({_NAME_CHARS!r})))",
    "^(Wi|Sp|Su|Au)[1-5]-[1-6]$":  # a die face
        "((len({v}) == 5 or (len({v}) == 6 and {v}[5] == '\\n')) and {v}[:2] in ('Wi', 'Sp',"
        " 'Su', 'Au') and {v}[2] in '12345' and {v}[3] == '-' and {v}[4] in '123456')",
}
_OBJECT_WORDS = frozenset(("properties", "required", "additionalProperties", "minProperties",
                           "maxProperties", "propertyNames"))
_ARRAY_WORDS = frozenset(("items", "minItems", "maxItems", "uniqueItems"))


def compile_schema(schema: dict[str, Any]) -> Check:
    """A function telling whether a document is valid against ``schema`` (True or False): the
    ``check`` of ``module_source(schema)``.

    A definition is compiled when first referred to; definitions nothing refers to are never
    compiled. A definition referring to itself is a function calling itself by name."""
    namespace: dict[str, Any] = {"__name__": "seasons_cli.gamefile.fastcheck_compiled"}
    exec(module_source(schema), namespace)  # noqa: S102 - our own generated source
    return namespace["check"]


def compile_tests(schema: dict[str, Any], nodes: list[dict[str, Any]]) -> list[Check]:
    """For each of ``nodes`` (parts of ``schema``, or made from its parts, whose references are
    to ``schema``'s definitions), a function telling whether a value meets it: all compiled in
    one module, each definition once (the search of ``first_error``)."""
    compiler = _Compiler(schema)
    names = [compiler.function(node) for node in nodes]
    namespace: dict[str, Any] = {"__name__": "seasons_cli.gamefile.fastcheck_compiled"}
    exec("\n".join([_HEADER, *compiler.constants, "", "\n\n\n".join(compiler.functions), "",  # noqa: S102
                    f"tests = [{', '.join(names)}]"]), namespace)
    return namespace["tests"]


def module_source(schema: dict[str, Any]) -> str:
    """The text of a module whose ``check`` tells whether a document is valid against
    ``schema``, and whose ``sound_keys`` tells more (``_Sound``); the same schema always gives
    the same text."""
    compiler = _Compiler(schema)
    top = compiler.function(schema)
    sound = _Sound(compiler, _proved_by_replay(schema)).function(schema)
    return "\n".join([_HEADER, *compiler.constants, "", "", "\n\n\n".join(compiler.functions), "",
                      "", f"check = {top}", "", "", _SOUND_KEYS.format(top=sound)])


# The strings of a history entry that the replay proves as it reads the entry, so that
# ``sound_keys`` checks only that they are strings (and so sound): ``prev`` must equal the hash of
# the entry before it (a SHA-256 in hex, so it has the schema's pattern) and ``player`` must be
# one of the settings' players (names ``sound_keys`` checked); the regular expression of
# ``prev`` was ~1/6 of the walk. Any refusal of ``record.from_data`` asks the full schema check
# first, so a file wrong there gets the schema's error as before (``tests/gamefile/
# test_sound_and_valid.py``).
PROVED_BY_REPLAY = {"entry": ("prev", "player")}


def _proved_by_replay(schema: dict[str, Any]) -> set[int]:
    """The ids of the nodes of ``PROVED_BY_REPLAY`` in ``schema`` (none in another schema)."""
    definitions = schema.get("$defs", {})
    proved = set()
    for name, keys in PROVED_BY_REPLAY.items():
        properties = definitions.get(name, {}).get("properties", {})
        for key in keys:
            if key in properties:
                proved.add(id(properties[key]))
    return proved


_SOUND_KEYS = '''def sound_keys(v):
    """The number of keys of the objects of ``v``, a value json's plain parser made, when it is
    valid and sound (as the strict reading wants it: no float, no huge number, no deep nesting),
    the strings the replay proves aside (``fastcheck.PROVED_BY_REPLAY``); else None."""
    n = [0]
    return n[0] if {top}(v, n, 1) else None
'''


_HEADER = '''"""The game schema's fast check, generated by ``seasons_cli/gamefile/fastcheck.py`` from
``schemas/game.schema.json``: do not edit. Regenerate it with
``python -m seasons_cli.gamefile.fastcheck > seasons_cli/gamefile/schema_check.py``."""
# flake8: noqa
# fmt: off

import re

from seasons_cli.gamefile.codec import sound_value as _sound_value


def _uncount(n, k):
    """Take the key count back to ``k`` (an option of an anyOf failed): True, to go on."""
    n[0] = k
    return True


def _any_equal(value, options):
    """An enum with an array or object among its options: equal and of the same type."""
    return any(value == option and type(value) is type(option) for option in options)

'''
_CALL = re.compile(r"_f\d+\(v\)")  # a test that is one call of a generated function
_SOUND_CALL = re.compile(r"_f\d+\(v, n, d\)")
_LIMIT = 10 ** MAX_DIGITS  # codec's: a whole number this large has more than MAX_DIGITS digits
_TYPE_NAMES = {str: "str", int: "int", bool: "bool", float: "float", type(None): "type(None)"}


class _Compiler:
    """Writes the source of the check: ``functions`` (their texts) and ``constants`` (the lines
    defining the sets of keys, the enums and the regular expressions they use)."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.definitions = schema.get("$defs", {})
        self.functions: list[str] = []
        self.constants: list[str] = []
        self.named: dict[str, str] = {}  # a constant's source -> its name
        self.defined: dict[str, str] = {}  # definition name -> its function's name
        self.tests: dict[tuple[int, str], str] = {}  # (id of a node, value's name) -> its test

    # --- names -------------------------------------------------------------------------------

    def constant(self, source: str) -> str:
        """A name for the value of the expression ``source`` in the generated module (one name
        per text: the same set or pattern is made once)."""
        if source not in self.named:
            self.named[source] = name = f"_c{len(self.constants)}"
            self.constants.append(f"{name} = {source}")
        return self.named[source]

    def values(self, values: Any) -> str:
        """A name for the frozenset of ``values`` (JSON strings or numbers), in a fixed order."""
        return self.constant(_set_source(values))

    def new_function(self, lines: list[str]) -> str:
        """Add a function ``def NAME(v):`` with the body ``lines``; return its name."""
        name = f"_f{len(self.functions)}"
        self.functions.append("\n".join([f"def {name}(v):", *(f"    {line}" for line in lines)]))
        return name

    def function(self, node: dict[str, Any]) -> str:
        """The name of a function checking ``node``."""
        test = self.test(node, "v")
        if _CALL.fullmatch(test):  # a function of its own already: that one
            return test[:-3]
        return self.new_function([f"return {test}"])

    # --- expressions -------------------------------------------------------------------------

    def test(self, node: dict[str, Any], v: str) -> str:
        """A boolean expression telling whether the value named ``v`` meets ``node``: the
        conjunction of its reference, its type with that type's constraints, its enum and its
        oneOf (as the closures before it checked them, each exactly as jsonschema does)."""
        known = self.tests.get((id(node), v))
        if known is not None:  # written before (the sound functions ask again): the same text
            return known
        unknown = set(node) - KNOWN
        if unknown:
            raise ValueError(f"the fast check does not support {sorted(unknown)}")
        parts = [part for part in (self.ref(node, v), self.typed(node, v), self.enum(node, v),
                                   self.one_of(node, v), self.any_of(node, v)) if part is not None]
        test = "True" if not parts else parts[0] if len(parts) == 1 else \
            "(" + " and ".join(parts) + ")"
        self.tests[id(node), v] = test
        return test

    def ref(self, node: dict[str, Any], v: str) -> str | None:
        """A definition without references or containers (a name, a card, a count) is written
        inline; any other is a function, named before its body is written so that it can call
        itself, and called directly when its body is one call (``cards``: a list's check)."""
        if "$ref" not in node:
            return None
        name = node["$ref"].rsplit("/", 1)[1]
        definition = self.definitions[name]
        if _is_leaf(definition):
            return self.test(definition, v)
        if name not in self.defined:
            self.defined[name] = own = f"_f{len(self.functions)}"
            self.functions.append("")  # its place, filled below
            index = len(self.functions) - 1
            body = self.test(definition, "v")
            self.functions[index] = f"def {own}(v):\n    return {body}"
            if _CALL.fullmatch(body):
                self.defined[name] = body[:-3]
        return f"{self.defined[name]}({v})"

    def typed(self, node: dict[str, Any], v: str) -> str | None:
        """The type and the constraints on values of each type, in one test when the node has a
        type: a value of that type meets only its own type's constraints (``minLength`` says
        nothing about an integer), so the others are compiled (an unsupported keyword in them is
        still refused) and dropped. Without a type, each type's constraints hold for values of
        that type only (every other value meets them)."""
        kind = node.get("type")
        tests = {name: build(self, node, v, kind == name) for name, build in _OWN.items()}
        if kind is not None:
            return tests.get(kind) or TYPES[kind].format(v=v)
        present = [test for test in tests.values() if test is not None]
        if not present:
            return None
        return present[0] if len(present) == 1 else "(" + " and ".join(present) + ")"

    def enum(self, node: dict[str, Any], v: str) -> str | None:
        if "enum" not in node:
            return None
        options = node["enum"]
        # JSON Schema compares numbers by value but never equates true with 1: options by type.
        by_type: dict[type, set[Any]] = {}
        try:
            for option in options:
                by_type.setdefault(type(option), set()).add(option)
        except TypeError:  # an unhashable option (an array or object): compare one by one
            return f"_any_equal({v}, {self.constant(repr(list(options)))})"
        if len(by_type) == 1:  # the usual case: all strings
            (kind, same), = by_type.items()
            return f"(type({v}) is {_TYPE_NAMES[kind]} and {v} in {self.values(same)})"
        table = self.constant("{" + ", ".join(f"{_TYPE_NAMES[kind]}: {_set_source(same)}"
                                              for kind, same in sorted(
                                                  by_type.items(), key=lambda i: _TYPE_NAMES[i[0]]))
                              + "}")
        # an unhashable value has no such type here, so ``in`` is never asked about it
        return f"(type({v}) in {table} and {v} in {table}[type({v})])"

    def one_of(self, node: dict[str, Any], v: str) -> str | None:
        if "oneOf" not in node:
            return None
        options = [self.test(option, v) for option in node["oneOf"]]
        if len(options) == 2:  # exactly one of two (each test is a bool)
            return f"(({options[0]}) != ({options[1]}))"
        return "(" + " + ".join(f"bool({option})" for option in options) + " == 1)"

    def any_of(self, node: dict[str, Any], v: str) -> str | None:
        """At least one option, tried in order: the game file's kinds (open, fair), the open
        one first, so that an open file's check costs one more ``or`` and nothing else."""
        if "anyOf" not in node:
            return None
        return "(" + " or ".join(f"({self.test(option, v)})" for option in node["anyOf"]) + ")"

    # --- each type's own constraints ---------------------------------------------------------

    def number(self, node: dict[str, Any], v: str, typed: bool) -> str | None:
        low, high = node.get("minimum"), node.get("maximum")
        if low is None and high is None:
            return None
        bounds = " and ".join([*([f"{v} >= {low!r}"] if low is not None else []),
                               *([f"{v} <= {high!r}"] if high is not None else [])])
        integer = TYPES["integer"].format(v=v)
        if typed:
            return f"({integer} and {bounds})"
        return f"(not {integer} or ({bounds}))"

    def string(self, node: dict[str, Any], v: str, typed: bool) -> str | None:
        low, high, pattern = node.get("minLength"), node.get("maxLength"), node.get("pattern")
        if low is None and high is None and pattern is None:
            return None
        if pattern:
            re.compile(pattern)  # a bad pattern is refused now, not when the module is run
        tests = [*([f"len({v}) >= {low!r}"] if low is not None else []),
                 *([f"len({v}) <= {high!r}"] if high is not None else []),
                 *([self.pattern(pattern, v)] if pattern else [])]
        if typed:
            return f"(isinstance({v}, str) and {' and '.join(tests)})"
        return f"(not isinstance({v}, str) or ({' and '.join(tests)}))"

    def pattern(self, pattern: str, v: str) -> str:
        """The test of the string named ``v`` against ``pattern``: ``re.search`` as jsonschema
        does, or the same test without a regular expression for the patterns of
        ``PLAIN_PATTERNS``."""
        plain = PLAIN_PATTERNS.get(pattern)
        if plain is not None:
            return plain.format(v=v)
        return f"{self.constant(f're.compile({pattern!r}).search')}({v}) is not None"

    def object(self, node: dict[str, Any], v: str, typed: bool) -> str | None:
        if not _checks_object(node):  # most nodes: nothing to build
            return None
        head = [f"if not isinstance(v, dict): return {not typed}"]
        lines = self.object_lines(node, head, lambda child: self.test(child, "x"))
        return f"{self.new_function(lines)}({v})"

    def object_lines(self, node: dict[str, Any], head: list[str],
                     test: Callable[[dict[str, Any]], str]) -> list[str]:
        """The body of the function checking an object ``v`` (``head`` first), each property
        and additional property checked by the expression ``test`` gives for it, named ``x``."""
        properties = node.get("properties", {})
        required = node.get("required", [])
        extra = node.get("additionalProperties", True)
        low, high = node.get("minProperties"), node.get("maxProperties")
        names = node.get("propertyNames")
        lines = list(head)
        known = self.values(properties)
        if extra is False and set(required) == set(properties):  # exactly these keys
            lines.append(f"if v.keys() != {known}: return False")
        elif len(set(required)) == 1:  # one key (an outcome's kind): 'in' is 4x cheaper
            lines.append(f"if {required[0]!r} not in v: return False")
        elif required:
            lines.append(f"if not {self.values(required)} <= v.keys(): return False")
        if low is not None:
            lines.append(f"if len(v) < {low!r}: return False")
        if high is not None:
            lines.append(f"if len(v) > {high!r}: return False")
        if names is not None:  # keys are strings: sound whatever they are
            lines += ["for name in v:", f"    if not {self.test(names, 'name')}: return False"]
        if extra is False and set(required) != set(properties):
            lines.append(f"if not v.keys() <= {known}: return False")
        for name, child in properties.items():
            check = test(child)
            if name in required:
                if check != "True":  # else its presence is all there is to check
                    lines += [f"x = v[{name!r}]", f"if not {check}: return False"]
            elif check != "True":  # ``in`` first: most are absent (an outcome has 15)
                lines += [f"if {name!r} in v:", f"    x = v[{name!r}]",
                          f"    if not {check}: return False"]
        if extra is not False:
            check = test(extra if isinstance(extra, dict) else {})
            if check != "True":
                lines += ["for name, x in v.items():",
                          f"    if name not in {known} and not {check}: return False"]
        lines.append("return True")
        return lines

    def array(self, node: dict[str, Any], v: str, typed: bool) -> str | None:
        if _ARRAY_WORDS.isdisjoint(node):
            return None
        items = node.get("items")
        low, high, unique = node.get("minItems"), node.get("maxItems"), node.get("uniqueItems", False)
        if items is None and low is None and high is None and not unique:
            return None
        test = "True" if items is None else self.test(items, "x")
        if test == "True" and not unique:  # only its length: an expression (a move's arguments)
            bounds = " and ".join([*([f"len({v}) >= {low!r}"] if low is not None else []),
                                   *([f"len({v}) <= {high!r}"] if high is not None else [])])
            if not bounds:
                return TYPES["array"].format(v=v) if typed else None
            if typed:
                return f"(isinstance({v}, list) and {bounds})"
            return f"(not isinstance({v}, list) or ({bounds}))"
        lines = [f"if not isinstance(v, list): return {not typed}"]
        if low is not None:
            lines.append(f"if len(v) < {low!r}: return False")
        if high is not None:
            lines.append(f"if len(v) > {high!r}: return False")
        if unique:
            lines.append("if len({repr(x) for x in v}) != len(v): return False")
        if test != "True":
            lines += ["for x in v:", f"    if not {test}: return False"]
        lines.append("return True")
        return f"{self.new_function(lines)}({v})"


class _Sound:
    """Writes the functions of ``sound_keys``: ``f(v, n, d)`` tells whether ``v``, ``d`` levels
    down in the document, is valid and sound (what ``codec.loads`` checks in a walk of its own:
    no float, no integer of more than ``MAX_DIGITS`` digits, nothing deeper than ``MAX_DEPTH``),
    and adds the number of keys of its objects to ``n[0]`` (``codec.unrepeated`` then tells
    whether a key was repeated). A sound, valid file is then read in one walk instead of two.

    The schema pins most values down to sound ones: a string, a bounded integer, an object or
    an array whose parts it checks. Those are checked as ``check`` checks them, each object
    counting its keys and each container its depth. Any other part (a move's arguments, a
    task's data, an unbounded integer, a ``oneOf`` of containers) is checked as ``check`` does
    and then by ``codec.sound_value``, which walks it (so no key is ever counted twice)."""

    def __init__(self, plain: _Compiler, proved: set[int] | None = None) -> None:
        self.plain = plain
        self.defined: dict[str, str] = {}  # definition name -> its sound function's name
        self.proved = proved or set()  # ids of the string nodes the replay proves (``PROVED_BY_REPLAY``)
        self.any_ofs = 0  # anyOfs written so far: each keeps its count in a name of its own

    def new_function(self, lines: list[str]) -> str:
        name = f"_f{len(self.plain.functions)}"
        self.plain.functions.append("\n".join([f"def {name}(v, n, d):",
                                               *(f"    {line}" for line in lines)]))
        return name

    def function(self, node: dict[str, Any]) -> str:
        test = self.test(node, "v", "d")
        if _SOUND_CALL.fullmatch(test):
            return test[:-len("(v, n, d)")]
        return self.new_function([f"return {test}"])

    def test(self, node: dict[str, Any], v: str, d: str) -> str:
        """The sound test of the value named ``v`` at the depth ``d`` (an expression)."""
        if id(node) in self.proved:  # a string: sound; the replay proves the rest
            return TYPES["string"].format(v=v)
        plain = self.plain.test(node, v)  # written already for ``check``: no new function
        kind, words = node.get("type"), set(node) - ANNOTATIONS
        if words == {"$ref"}:
            return self.ref(node["$ref"].rsplit("/", 1)[1], v, d)
        if words == {"anyOf"}:
            return self.any_of(node["anyOf"], v, d)
        if _closed(node, self.plain.definitions):
            return plain
        if "$ref" in words or "oneOf" in words or "anyOf" in words:
            return f"({plain} and _sound_value({v}, n, {d}))"
        if kind == "integer":
            return f"({plain} and {-_LIMIT} < {v} < {_LIMIT})"
        if kind == "object" and "enum" not in words and _checks_object(node):
            head = ["if not isinstance(v, dict): return False",
                    f"if d > {MAX_DEPTH}: return False", "n[0] += len(v)"]
            lines = self.plain.object_lines(node, head, lambda child: self.test(child, "x", "d + 1"))
            return f"{self.new_function(lines)}({v}, n, {d})"
        if kind == "array" and "enum" not in words and "items" in words:
            return f"{self.array(node)}({v}, n, {d})"
        return f"({plain} and _sound_value({v}, n, {d}))"

    def any_of(self, options: list[dict[str, Any]], v: str, d: str) -> str:
        """The options in order; one that fails may have counted some keys before it failed,
        so the count is taken back (``_uncount``) before the next is tried. The count before
        the first is kept in ``k`` (an assignment, no call: the open kind is the first)."""
        tests = [self.test(option, v, d) for option in options]
        self.any_ofs += 1
        k = f"k{self.any_ofs}"  # its own name: anyOfs may nest
        tried = " or ".join(f"(_uncount(n, {k}) and {test})" for test in tests[1:])
        return f"(({k} := n[0]) is not None and ({tests[0]} or {tried}))"

    def ref(self, name: str, v: str, d: str) -> str:
        """As ``_Compiler.ref``: a leaf definition inline, any other a function of its own."""
        definition = self.plain.definitions[name]
        if _is_leaf(definition):
            return self.test(definition, v, d)
        if name not in self.defined:  # named first: a definition may refer to itself
            self.defined[name] = own = f"_f{len(self.plain.functions)}"
            self.plain.functions.append("")
            index = len(self.plain.functions) - 1
            body = self.test(definition, "v", "d")
            self.plain.functions[index] = f"def {own}(v, n, d):\n    return {body}"
            if _SOUND_CALL.fullmatch(body):
                self.defined[name] = body[:-len("(v, n, d)")]
        return f"{self.defined[name]}({v}, n, {d})"

    def array(self, node: dict[str, Any]) -> str:
        low, high = node.get("minItems"), node.get("maxItems")
        lines = ["if not isinstance(v, list): return False", f"if d > {MAX_DEPTH}: return False"]
        if low is not None:
            lines.append(f"if len(v) < {low!r}: return False")
        if high is not None:
            lines.append(f"if len(v) > {high!r}: return False")
        if node.get("uniqueItems", False):
            lines.append("if len({repr(x) for x in v}) != len(v): return False")
        lines += ["for x in v:", f"    if not {self.test(node['items'], 'x', 'd + 1')}: return False",
                  "return True"]
        return self.new_function(lines)


def _closed(node: dict[str, Any], definitions: dict[str, Any],
            seen: frozenset[str] = frozenset()) -> bool:
    """Whether every value ``check`` accepts for ``node`` is a sound scalar: a string, a
    boolean, null, an integer bounded within the limit, one of an enum's strings, booleans,
    nulls and small integers, or one of ``oneOf`` options that all are (a card or null)."""
    words = set(node) - ANNOTATIONS
    if words == {"$ref"}:
        name = node["$ref"].rsplit("/", 1)[1]
        return name not in seen and _closed(definitions[name], definitions, seen | {name})
    if words == {"oneOf"}:
        return all(_closed(option, definitions, seen) for option in node["oneOf"])
    if "$ref" in words or "oneOf" in words or "anyOf" in words:
        return False
    kind, enum = node.get("type"), node.get("enum")
    if kind in ("string", "boolean", "null"):
        return True
    if kind == "integer":
        low, high = node.get("minimum"), node.get("maximum")
        return low is not None and high is not None and -_LIMIT < low and high < _LIMIT
    return kind is None and enum is not None and words == {"enum"} and all(
        type(option) in (str, bool, type(None)) or (type(option) is int and -_LIMIT < option < _LIMIT)
        for option in enum)


def _checks_object(node: dict[str, Any]) -> bool:
    """Whether ``node`` has an object keyword that checks something (``_Compiler.object``
    writes a function for it; else it is any object)."""
    return not _OBJECT_WORDS.isdisjoint(node) and not (
        not node.get("properties") and not node.get("required")
        and node.get("additionalProperties", True) is True and "minProperties" not in node
        and "maxProperties" not in node and "propertyNames" not in node)


def _is_leaf(node: dict[str, Any]) -> bool:
    """Whether a node's test is an expression without references or functions of its own."""
    return "$ref" not in node and "oneOf" not in node and "anyOf" not in node \
        and _OBJECT_WORDS.isdisjoint(node) \
        and _ARRAY_WORDS.isdisjoint(node)


def _set_source(values: Any) -> str:
    """The source of a frozenset of JSON strings or numbers, written in a fixed order."""
    return "frozenset((" + "".join(f"{value!r}, " for value in sorted(set(values), key=repr)) + "))"


# The constraints of each type, built by ``_Compiler.typed``.
_OWN = {"integer": _Compiler.number, "string": _Compiler.string, "object": _Compiler.object,
        "array": _Compiler.array}


if __name__ == "__main__":
    from .schema import game_schema

    print(module_source(game_schema()), end="")
