"""Move notation: ``format_action`` and ``parse_action`` are a symmetric pair.

Every legal action has one canonical text (``format_action``); ``parse_action`` resolves what a
person typed against the legal actions of the game, so only legal moves can ever be parsed.
Input may use card numbers for names, any unique prefix of a card name, energy in any order
(``1f2a``, ``aaf``), and may leave out trailing parts that only one legal move has (a summon's
payment when there is only one way to pay). See docs/notation.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .cards.catalogue import BY_SLUG, CARDS
from .engine import core
from .engine import energy as en
from .engine.errors import SeasonsError
from .engine.flow import legal_actions
from .engine.model import Action, Game

AMULET_OF_WATER = 4


class NotationError(SeasonsError):
    """Base class of the errors of reading a move."""


class InvalidMove(NotationError):
    """The text is not a move at all (unknown verb, unknown card, malformed energy)."""


class IllegalMove(NotationError):
    """The text is a move, but not a legal one now."""


class AmbiguousMove(NotationError):
    """The text matches several legal moves."""


# --- formatting --------------------------------------------------------------------------------

def card_slug(number: int) -> str:
    """A card's notation: its slug; for a card hidden from the viewer (a handle, a negative
    number: engine/hidden.py), ``h`` and the handle's number, as a sealed game's file records
    picks, splits and choices over cards nobody else may know (``h57``)."""
    return CARDS[number].slug if number > 0 else f"{HANDLE_PREFIX}{-number}"


HANDLE_PREFIX = "h"  # ``h57``: the hidden card of handle -57


def handle_of(word: str) -> int | None:
    """The handle ``h57`` names (-57), or None for a word that names none."""
    digits = word[len(HANDLE_PREFIX):] if word.startswith(HANDLE_PREFIX) else ""
    return -int(digits) if digits.isdigit() and digits[0] != "0" else None


def card_ref_text(game: Game, seat: int, number: int, copy: int) -> str:
    """``amulet-of-water``, or ``amulet-of-water#2`` when the player has several in play."""
    if game.players[seat].count(number) > 1:
        return f"{card_slug(number)}#{copy + 1}"
    return card_slug(number)


def payment_text(game: Game, seat: int, payment: core.Payment) -> str:
    """``2w``; ``1w+2w@amulet-of-water`` when Amulet of Water tokens are spent (D17)."""
    reserve, cards = payment
    parts = [en.fmt(reserve)] if any(reserve) or not cards else []
    for copy, tokens in cards:
        parts.append(f"{en.fmt(tokens)}@{card_ref_text(game, seat, AMULET_OF_WATER, copy)}")
    return "+".join(parts)


def _is_payment(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], tuple) \
        and len(value[0]) == 4


def _is_card_list(value: Any) -> bool:
    """A tuple of ``(number, copy)`` references to cards in play (Dragon Skull's sacrifices)."""
    return isinstance(value, tuple) and bool(value) and all(
        isinstance(ref, tuple) and len(ref) == 2 and all(isinstance(x, int) for x in ref)
        for ref in value)


def _arg_text(game: Game, seat: int, value: Any) -> str:
    if _is_payment(value):
        return payment_text(game, seat, value)
    if isinstance(value, tuple) and len(value) == 4 and all(isinstance(v, int) for v in value):
        return en.fmt(value)
    if _is_card_list(value):
        return ",".join(card_ref_text(game, seat, number, copy) for number, copy in value)
    return str(value)


_SIMPLE = frozenset(("go", "draw", "keep", "end", "back"))  # moves whose text is their kind


def format_action(game: Game, action: Action) -> str:
    """The canonical notation of ``action`` in ``game`` (the position it is legal in)."""
    kind = action.kind
    if kind in _SIMPLE:
        return kind
    words = _WORDS.get(kind)  # one look-up instead of a test per kind: every replayed move asks
    if words is None:
        raise ValueError(f"no notation for action kind {kind!r}")
    return words(game, action.player, kind, action.args)


def _card_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"{kind} {card_slug(args[0])}"


def _library_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"library{args[0]} " + ",".join(card_slug(n) for n in args[1])


def _die_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"die {args[0]}"


def _discard_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    if kind == "discard" and not args:
        return kind
    return f"{kind} {_arg_text(game, seat, args[0])}"


def _ref_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"{kind} {card_ref_text(game, seat, args[0], args[1])}"


def _give_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"give {card_slug(args[0])} to {game.settings.players[args[1]]}"


def _copy_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"copy {game.settings.players[args[0]]}"


def _move_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"move {args[0]:+d}"


def _summon_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    text = f"summon {card_slug(args[0])}"
    if en.total(core.payment_total(args[1])):
        text += f" {payment_text(game, seat, args[1])}"
    if len(args) == 2:  # no extra arguments (all but Elemental Amulet's summons)
        return text
    return text + "".join(f" for {_arg_text(game, seat, extra)}" for extra in args[2:])


def _activate_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    number, copy, *variant = args
    text = f"activate {card_ref_text(game, seat, number, copy)}"
    for value in variant:
        text += f" {_arg_text(game, seat, value)}"
    return text


def _transmute_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"transmute {payment_text(game, seat, args[0])}"


def _bonus_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    if args[0] == "exchange":
        return f"bonus exchange {payment_text(game, seat, args[1])} for {en.fmt(args[2])}"
    return f"bonus {args[0]}"


_WORDS = {"pick": _card_words, "choose": _card_words, "resolve": _card_words,
          "library": _library_words, "die": _die_words, "discard": _discard_words,
          "gain": _discard_words, "sacrifice": _ref_words, "return": _ref_words,
          "give": _give_words, "copy": _copy_words, "move": _move_words,
          "summon": _summon_words, "activate": _activate_words, "transmute": _transmute_words,
          "bonus": _bonus_words}


# --- parsing -----------------------------------------------------------------------------------

VERBS = {"pick", "library2", "library3", "die", "go", "draw", "keep", "discard", "choose", "give",
         "gain", "resolve", "sacrifice", "return", "copy", "move", "summon", "activate",
         "transmute", "bonus", "end", "back"}
# Verbs whose words name cards: there, a name typed as ``seasons show`` prints it is read too.
CARD_VERBS = frozenset(("pick", "choose", "resolve", "summon", "activate", "sacrifice", "return",
                        "give", "library2", "library3"))
HELP = "seasons help notation"  # where every refusal sends the reader


def parse_action(game: Game, text: str, player: int | None = None) -> Action:
    """The legal action that ``text`` names, for ``player`` (or whoever must decide).

    Raises ``InvalidMove`` for text that is no move whatever the position (an unknown verb or
    card, a malformed number or energy, words the verb does not take), ``IllegalMove`` when no
    legal move matches (with the reason when one can be given) and ``AmbiguousMove`` when several
    do (listing them).
    """
    words = move_words(text)
    candidates: list[Action] = []
    if words and words[0] in VERBS:
        kind = "library" if words[0].startswith("library") else words[0]
        candidates = [a for a in legal_actions(game, player) if a.kind == kind]
        matches = _unique([a for a in candidates if _matches(words, format_action(game, a).split())])
        if len(matches) == 1:
            return matches[0]
        if matches:
            shown = ", ".join(repr(format_action(game, a)) for a in matches[:6])
            raise AmbiguousMove(f"{text.strip()!r} could be {shown}"
                                f"{' ...' if len(matches) > 6 else ''}: type more of it")
    from .notation_errors import refusal  # the error path only: it imports difflib

    raise refusal(game, text, words, player, candidates)


def move_words(text: str) -> list[str]:
    """The words of a move as the matcher compares them: lower case, no apostrophes, and after
    a verb that names cards, a list's commas closed up (``a, b`` is ``a,b``) and a card's name
    typed with spaces as the board prints it (``Olaf's Blessed Statue``, ``runic cube``) joined
    into its notation (``olafs-blessed-statue``, ``runic-cube``). A canonical text comes out as
    its own words."""
    text = text.strip().lower()
    if "'" in text or "\u2019" in text:
        text = text.replace("'", "").replace("\u2019", "")
    words = text.split()
    if words and words[0] in CARD_VERBS and (len(words) > 2 or "," in text):
        return [words[0], *_named(_LIST_TOKENS.findall(text.partition(words[0])[2]))]
    return words


_LIST_TOKENS = re.compile(r"[^\s,]+|,")


def _named(tokens: list[str]) -> list[str]:
    """The words after the verb, card names joined (``_join_run``), and the one list a move may
    have (Library II or III, Dragon Skull's sacrifices) as one word: ``a,b,c``. The items inside
    a list are joined whole; before the first comma and after the last, only the name that
    touches it belongs to the list."""
    runs: list[list[str]] = [[]]
    for token in tokens:
        if token == ",":
            runs.append([])
        else:
            runs[-1].append(token)
    if len(runs) == 1:
        return _join_run(runs[0])
    first, last = _join_run(runs[0]), _join_run(runs[-1])
    items = [first[-1] if first else "", *("-".join(run) for run in runs[1:-1]),
             last[0] if last else ""]
    return [*first[:-1], ",".join(items), *last[1:]]


def _join_run(words: list[str]) -> list[str]:
    """Words with each longest stretch that begins a card's notation joined by dashes:
    ``olafs blessed statue 2e`` -> ``olafs-blessed-statue 2e``. One word is left as it is."""
    found, start = [], 0
    while start < len(words):
        end = len(words)
        while end > start + 1 and not _begins_a_slug("-".join(words[start:end])):
            end -= 1
        found.append("-".join(words[start:end]))
        start = end
    return found


def _begins_a_slug(text: str) -> bool:
    """``runic-cube``, ``amulet-of-water#2``: the beginning of a card's notation (a copy's
    number ends it)."""
    name, hash_, copy = text.partition("#")
    return (not hash_ or copy.isdigit()) and any(slug.startswith(name) for slug in BY_SLUG)


def _unique(actions: Iterable[Action]) -> list[Action]:
    return list(dict.fromkeys(actions))


def _matches(given: list[str], canonical: list[str]) -> bool:
    """Word by word; the input may stop early (the rest is then left to disambiguation)."""
    if len(given) > len(canonical) or given[0] != canonical[0]:
        return False
    return all(_word_matches(g, c) for g, c in zip(given[1:], canonical[1:]))


def _word_matches(given: str, canonical: str) -> bool:
    if given == canonical:
        return True
    if "," in canonical:
        return _same_cards(given.split(","), canonical.split(","))
    if canonical.startswith(("+", "-")) and given.lstrip("+") == canonical.lstrip("+"):
        return True
    given_pay, canonical_pay = _payment_key(given), _payment_key(canonical)
    if canonical_pay is not None:
        return given_pay == canonical_pay
    return _card_word_matches(given, canonical)


def _same_cards(given: list[str], canonical: list[str]) -> bool:
    """The same cards in any order, each named by number, notation or prefix; a copy typed
    (``amulet-of-water#2``) must be the one named. Tried in every order: ``amu`` may be one
    amulet in one list and another in the next."""
    if len(given) != len(canonical):
        return False
    if all(part in BY_SLUG for part in given):
        return sorted(given) == sorted(canonical)
    from itertools import permutations

    return any(all(_card_word_matches(g, c) for g, c in zip(given, order))
               for order in permutations(canonical))


def _card_word_matches(given: str, canonical: str) -> bool:
    """``3``, ``amulet-of-earth``, ``olaf`` (a prefix) all name a card; ``#2`` picks the copy."""
    if handle_of(canonical) is not None:  # a hidden card: named by its handle alone
        return given == canonical
    c_name, _, c_copy = canonical.partition("#")
    g_name, _, g_copy = given.partition("#")
    if c_name not in BY_SLUG or (g_copy and g_copy != (c_copy or "1")):
        return False
    if g_name.isdigit():
        return int(g_name) == BY_SLUG[c_name].number
    return len(g_name) >= 3 and c_name.startswith(g_name)


def _payment_key(word: str) -> tuple | None:
    """A comparable form of ``1w+2w@amulet-of-water``; None if the word is not energy."""
    reserve, cards = en.NONE, []
    for part in word.split("+"):
        tokens, _, card = part.partition("@")
        energy = en.parse(tokens)
        if energy is None:
            return None
        if card:
            name, _, copy = card.partition("#")
            number = _card_number(name)
            cards.append((number, copy or "1", energy))
        else:
            reserve = en.add(reserve, energy)
    return reserve, tuple(sorted(cards))


def _card_number(word: str) -> int | None:
    """The card a word names by number, notation or a beginning only it has; else None."""
    word = word.partition("#")[0]
    if word.isdigit():
        return int(word) if int(word) in CARDS else None
    if word in BY_SLUG:
        return BY_SLUG[word].number
    found = [card.number for slug, card in BY_SLUG.items() if len(word) >= 3 and slug.startswith(word)]
    return found[0] if len(found) == 1 else None
