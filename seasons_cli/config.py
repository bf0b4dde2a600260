"""The user's settings (``seasons config``): one TOML file, read with tomllib, written with tomli-w.

The file is ``$SEASONS_CONFIG`` if set (tests point it at a temporary file), else
``$XDG_CONFIG_HOME/seasons/config.toml``, else ``~/.config/seasons/config.toml``. Every key is
checked where it is read as well as where it is set, so a hand-edited file with a typo gives one
clear line naming the file and the key instead of a surprise later. ``get(key)`` is what the rest
of the program calls: the value set, or the key's default.
"""

from __future__ import annotations

import os
from functools import lru_cache
from stat import S_ISDIR, S_ISREG
from collections.abc import Callable
from typing import Any

from .engine.errors import SeasonsError
from .escape import escaped
from .paths import as_named, home, write_atomically
from .plain import Frozen, assign

# The characters of the names 'seasons new' accepts (1 to 24 of them), told without a regular
# expression: every command imports this module (``cli.main`` checks the settings first), and
# compiling one cost each ~0.2 ms.
NAME_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-"
WIDTHS = range(40, 401)

# The variables an email template may use (filled in by 'seasons move --email': the default
# templates give the email docs/cli.md describes there).
EMAIL_VARIABLES = {
    "game": "the game's name: the file's name without .json",
    "file": "the game file, as a word to type in a shell",
    "player": "the player who moved (players, if several did)",
    "move": "the move(s) played, in notation",
    "number": "'move 21', or 'moves 21-23'",
    "action": "the last move, in words",
    "turn": "who must act next ('bob to play'), or who won",
    "summary": "what happened, in words (one line per move)",
    "next": "the line saying who must act next and how (or that the game is over)",
    "head": "the file's new head, to quote to 'seasons move --expect'",
    "instructions": "what the next players run (nothing when the game is over), after a blank "
                    "line",
}
DEFAULT_SUBJECT = "Seasons $game: $number, $action; $turn"
DEFAULT_BODY = "$summary\n\n$next\nhead: $head$instructions"


class ConfigError(SeasonsError):
    """A setting that cannot be used: unknown key, bad value, or an unreadable config file."""


class Key(Frozen):
    """One setting: what it means, its default, and how text (from the command line) or a TOML
    value (from the file) becomes a checked value."""

    __slots__ = ("help", "default", "parse")  # noqa: RUF023 (field order)
    help: str
    default: Any
    parse: Callable[[Any], Any]

    def __init__(self, help: str, default: Any, parse: Callable[[Any], Any]) -> None:
        assign(self, "help", help)
        assign(self, "default", default)
        assign(self, "parse", parse)


def _player(value: Any) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 24 or value.strip(NAME_CHARACTERS):
        raise ValueError("a player name has 1 to 24 letters, digits, '_', '.' or '-'")
    return value


def _color(value: Any) -> str:
    if value not in ("on", "off", "auto"):
        raise ValueError("use on, off or auto")
    return value


def _width(value: Any) -> int:
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value not in WIDTHS:
        raise ValueError(f"a width is a whole number of columns from {WIDTHS[0]} to {WIDTHS[-1]}")
    return value


def _trust(value: Any) -> str:
    if value not in ("open", "fair"):
        raise ValueError("use open or fair")
    return value


def _switch(value: Any) -> bool:
    """``true``/``false`` (TOML), or ``on``/``off``, ``true``/``false`` as text."""
    words = {"on": True, "true": True, "off": False, "false": False}
    if isinstance(value, str) and value.strip().lower() in words:
        return words[value.strip().lower()]
    if not isinstance(value, bool):
        raise ValueError("use true or false (on or off)")
    return value


def _template(value: Any) -> str:
    """A ``string.Template`` text whose ``$variables`` are all known (a typo is caught at once)."""
    import string  # only to check a template: most commands never need it

    if not isinstance(value, str):
        raise ValueError("a template is text")
    template = string.Template(value)
    if not template.is_valid():
        raise ValueError("a '$' that starts no variable; write $$ for a dollar sign")
    unknown = [name for name in template.get_identifiers() if name not in EMAIL_VARIABLES]
    if unknown:
        raise ValueError(f"unknown variable ${unknown[0]} (the variables are "
                         f"{', '.join('$' + name for name in EMAIL_VARIABLES)})")
    return value


KEYS: dict[str, Key] = {
    "player": Key("your player name: used when --player or --as is left out, if that player "
                  "is in the game", None, _player),
    "color": Key("colour in the output: on, off, or auto (only on a terminal, and not when "
                 "NO_COLOR is set)", "auto", _color),
    "width": Key(f"the width of the output in columns ({WIDTHS[0]}-{WIDTHS[-1]}; default: the "
                 "terminal's)", None, _width),
    "email.subject": Key("the subject of the email 'seasons move --email' prints", DEFAULT_SUBJECT,
                         _template),
    "email.template": Key("the body of the email 'seasons move --email' prints", DEFAULT_BODY,
                          _template),
    "bots.auto": Key("whether the bot seats move on their own after a person's move (seasons "
                     "move, seat and play) until a person must act: true or false", True, _switch),
    "trust": Key("the kind of game 'seasons new' makes without --trust: open or fair",
                  "open", _trust),
}


def path() -> str:
    """Where the settings live (the file need not exist), named as ``pathlib`` names it."""
    if os.environ.get("SEASONS_CONFIG"):
        return as_named(os.environ["SEASONS_CONFIG"])
    base = os.environ.get("XDG_CONFIG_HOME")
    if not base:
        user = home()
        if user is None:
            raise ConfigError("no home folder to keep the settings in: set XDG_CONFIG_HOME or "
                              "SEASONS_CONFIG")
        base = os.path.join(user, ".config")
    return as_named(os.path.join(base, "seasons", "config.toml"))


def key_of(name: str) -> Key:
    if name not in KEYS:
        raise ConfigError(f"unknown setting {_brief(name)} (the settings are {', '.join(KEYS)})")
    return KEYS[name]


def check(name: str, value: Any) -> Any:
    """``value`` checked (and converted) for setting ``name``; a bad one is a ``ConfigError``."""
    try:
        return key_of(name).parse(value)
    except ValueError as error:
        raise ConfigError(f"bad value {_brief(value)} for {name}: {error}") from None


def _brief(value: Any) -> str:
    """``repr(value)`` for an error line: a table or array of a file written briefly, and any
    value cut to 100 characters (a hand-made file can nest a thousand levels deep)."""
    if isinstance(value, (dict, list)):
        import reprlib

        text = reprlib.repr(value)
    else:
        text = repr(value)
    return text if len(text) <= 100 else text[:97] + "..."


def read() -> dict[str, Any]:
    """The settings in the file, by dotted key (``email.template``); an absent file is empty.
    Every problem of the file is one ``ConfigError`` naming it (and the key, for a key)."""
    try:
        where = path()
    except ConfigError:  # no home folder, so no settings file: every setting has its default
        return {}
    raw = _file_bytes(where)
    return {} if raw is None else dict(_values(escaped(where), raw))


MAX_BYTES = 1 << 20  # a settings file is a few lines: a larger one is not one
_OPEN = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


def _file_bytes(where: str) -> bytes | None:
    """The bytes of the settings file (None: there is none). Only a regular file is read, and
    only so far: a FIFO would wait for a writer, a link to ``/dev/zero`` never end (opened
    without waiting, a FIFO is told by its status)."""
    try:
        handle = os.open(where, _OPEN)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise ConfigError(f"{escaped(where)}: cannot be read ({error.strerror or error})") from None
    try:
        mode = os.fstat(handle).st_mode
        if S_ISDIR(mode):
            raise ConfigError(f"{escaped(where)}: cannot be read (Is a directory)")
        if not S_ISREG(mode):
            raise _unusable(where, "is not a regular file (a device, a FIFO or a socket)")
        with open(handle, "rb", closefd=False) as stream:
            raw = stream.read(MAX_BYTES + 1)
    finally:
        os.close(handle)
    if len(raw) > MAX_BYTES:
        raise _unusable(where, f"is larger than {MAX_BYTES >> 20} MB: not a settings file")
    return raw


def _unusable(where: str, why: str) -> ConfigError:
    return ConfigError(f"{escaped(where)}: {why}; fix it, or delete it to start again")


@lru_cache(maxsize=4)
def _values(where: str, raw: bytes) -> dict[str, Any]:
    """The checked settings of a file named ``where`` holding ``raw`` (kept: every view asks
    for two or three settings, and the file is the same; a copy is handed out)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ConfigError(f"{where}: not valid UTF-8 (byte {error.start}); fix it, or delete it "
                          "to start again") from None
    import tomllib  # only when there is a settings file: most commands never need it

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{where}: not valid TOML ({error}); fix it, or delete it to start "
                          "again") from None
    except RecursionError:
        raise ConfigError(f"{where}: not valid TOML (nested too deeply for a settings file); "
                          "fix it, or delete it to start again") from None
    values = {}
    for name, value in _flatten(data):
        try:
            values[name] = check(name, value)
        except ConfigError as error:
            raise ConfigError(f"{where}: {error}") from None
    return values


def _flatten(data: dict[str, Any]) -> list[tuple[str, Any]]:
    """The (dotted key, value) pairs of the tables of ``data``, in order (without recursion: a
    file may nest tables deeply)."""
    items, stack = [], [("", iter(data.items()))]
    while stack:
        prefix, rest = stack[-1]
        for name, value in rest:
            if isinstance(value, dict):
                stack.append((f"{prefix}{name}.", iter(value.items())))
                break
            items.append((prefix + name, value))
        else:
            stack.pop()
    return items


def get(name: str) -> Any:
    """The value of setting ``name``: from the file, or its default (None: not set, no default)."""
    key = key_of(name)
    return read().get(name, key.default)


def set_value(name: str, text: str) -> Any:
    """Check and save one setting; returns the value saved."""
    value = check(name, text)
    values = read()
    values[name] = value
    write(values)
    return value


def unset(name: str) -> bool:
    """Remove one setting (back to its default); False when it was not set."""
    key_of(name)
    values = read()
    if name not in values:
        return False
    del values[name]
    write(values)
    return True


def write(values: dict[str, Any]) -> None:
    """Save the settings: nested tables for dotted keys, written atomically next to the old file."""
    where = path()
    nested: dict[str, Any] = {}
    for name, value in values.items():
        *tables, last = name.split(".")
        node = nested
        for table in tables:
            node = node.setdefault(table, {})
        node[last] = value
    import tomli_w  # only when the settings are written

    text = tomli_w.dumps(nested, multiline_strings=True)
    try:
        os.makedirs(os.path.dirname(where) or ".", exist_ok=True)
        write_atomically(where, text.encode("utf-8"))
    except OSError as error:
        raise ConfigError(f"{escaped(where)}: cannot be written ({error.strerror or error})") \
            from None


def render(name: str, values: dict[str, str]) -> str:
    """The template of setting ``name`` filled in with ``values`` (variables of EMAIL_VARIABLES)."""
    import string

    return string.Template(get(name)).safe_substitute(values)
