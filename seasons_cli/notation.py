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
from functools import lru_cache
from typing import Any

from .cards.catalogue import BY_SLUG, CARDS
from .engine import core
from .engine import energy as en
from .engine.content import game_cards
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
    return CARDS[number].slug


def card_ref_text(game: Game, seat: int, number: int, copy: int) -> str:
    """``amulet-of-water``, or ``amulet-of-water#2`` when the player has several in play."""
    if sum(1 for card in game.players[seat].in_play if card.number == number) > 1:
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


_SIMPLE = frozenset(("go", "draw", "end", "back", "pass", "vision", "grave", "reroll"))  # moves whose text is their kind


def format_action(game: Game, action: Action) -> str:
    """The canonical notation of ``action`` in ``game`` (the position it is legal in)."""
    kind = action.kind
    if kind in _SIMPLE:
        return kind
    words = _WORDS.get(kind)  # one look-up instead of a test per kind: every replayed move asks
    if words is None:
        raise ValueError(f"no notation for action kind {kind!r}")
    return words(game, action.player, kind, action.args)


def _keep_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``keep`` (a card drawn), ``keep t7`` (the ability token kept, X9.2)."""
    return f"keep t{args[0]}" if args else "keep"


def _card_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"{kind} {card_slug(args[0])}"


def _library_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"library{args[0]} " + ",".join(card_slug(n) for n in args[1])


def _die_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"die {args[0]}"


def _discard_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    if kind == "discard" and not args:
        return kind
    if args[0].__class__ is int:  # a card of the hand (Arus's Mimicry)
        return f"{kind} {card_slug(args[0])}"
    return f"{kind} {_arg_text(game, seat, args[0])}"


def _ref_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"{kind} {card_ref_text(game, seat, args[0], args[1])}"


def _give_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"give {card_slug(args[0])} to {game.settings.players[args[1]]}"


def _copy_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``copy bob`` (Lewis Greyface); ``copy bob amulet-of-earth 2e`` (Raven the Usurper, X23)."""
    text = f"copy {game.settings.players[args[0]]}"
    if len(args) == 1:
        return text
    other, number, copy, payment = args
    text += f" {card_ref_text(game, other, number, copy)}"
    return text + (f" {payment_text(game, seat, payment)}" if en.total(core.payment_total(payment))
                   else "")


def _move_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"move {args[0]:+d}"


def _summon_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``summon amulet-of-earth 2e``; ``centre ...`` from an Otus row (219)."""
    text = f"{kind} {card_slug(args[0])}"
    if en.total(core.payment_total(args[1])):
        text += f" {payment_text(game, seat, args[1])}"
    if len(args) == 2:  # no extra arguments (all but Elemental Amulet's summons)
        return text
    return text + "".join(f" for {_arg_text(game, seat, extra)}" for extra in args[2:])


def _activate_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    number, copy, *variant = args
    text = f"activate {card_ref_text(game, seat, number, copy)}"
    previous = None
    for value in variant:  # a bare number is a card (Staff of Winter's discarded item)
        if value.__class__ is int:
            word = card_slug(value)
        elif previous == "shield":  # the hand cards Shields of Zira keep (Crystal Titan)
            word = ",".join(card_slug(n) for n in value)
        elif isinstance(value, tuple) and len(value) == 3 and all(v.__class__ is int
                                                                  for v in value):
            other, card, card_copy = value  # an opponent's card in play: ``bob:amulet-of-earth``
            word = f"{game.settings.players[other]}:{card_ref_text(game, other, card, card_copy)}"
        else:
            word = _arg_text(game, seat, value)
        text += f" {word}"
        previous = value
    return text


def _transmute_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"transmute {payment_text(game, seat, args[0])}"


def _bonus_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    if args[0] == "exchange":
        return f"bonus exchange {payment_text(game, seat, args[1])} for {en.fmt(args[2])}"
    return f"bonus {args[0]}"


def _use_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``use t7``; a token's choices follow: ``use t2 sacrifice amulet-of-air``, ``use t8 4w``,
    ``use t10 -2``, ``use t18 library3 naria-the-prophetess`` (X10)."""
    words = [f"use t{args[0]}"]
    for value in args[1:]:
        if isinstance(value, str):
            words.append(value)
        elif _is_payment(value):
            words.append(payment_text(game, seat, value))
        elif isinstance(value, tuple):  # a card in play: (number, copy)
            words.append(card_ref_text(game, seat, *value))
        elif words[-1] in ("discard", "library2", "library3"):
            words.append(card_slug(value))
        else:
            words.append(f"{value:+d}")
    return " ".join(words)


def _arrange_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``arrange a b c``: cards put back on the draw pile, the first on top (order matters)."""
    return " ".join(["arrange", *(card_slug(n) for n in args)])


def _resolve_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``resolve beggars-horn``, or an enchantment's end-of-round effect: ``resolve tailwind``."""
    return f"resolve {args[0]}" if isinstance(args[0], str) else f"resolve {card_slug(args[0])}"


def _renew_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``renew amulet-of-air,naria-the-prophetess`` (Amulet of Time, 115); ``renew none``."""
    text = "renew " + (",".join(card_slug(n) for n in args[0]) or "none")
    if len(args) > 1:  # the discards a Shield of Zira replaces (X21)
        text += " shield " + ",".join(card_slug(n) for n in args[1])
    return text


def _shield_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``shield amulet-of-earth``: a Shield of Zira goes instead of that card (X21)."""
    if len(args) == 2:
        return f"shield {card_ref_text(game, seat, *args)}"
    return f"shield {card_slug(args[0])}"


def _lock_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    """``lock bob syllas-the-faithful`` (Argosian Tangleweed's Deadbolt, X22)."""
    other, number, copy = args
    return f"lock {game.settings.players[other]} {card_ref_text(game, other, number, copy)}"


def _name_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"name {card_slug(args[0])}"  # Igramul the Banisher's named card


def _option_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"option {args[0]}"  # an effect's named option: ``option gauge``


def _lose_words(game: Game, seat: int, kind: str, args: tuple) -> str:
    return f"lose {args[0]}"  # Drought: ``lose space`` (EK-E9)


_WORDS = {"keep": _keep_words, "lose": _lose_words, "option": _option_words,
          "renew": _renew_words, "take": _discard_words, "shield": _shield_words,
          "lock": _lock_words, "name": _name_words, "centre": _summon_words, "use": _use_words, "arrange": _arrange_words, "pick": _card_words, "choose": _card_words, "resolve": _resolve_words,
          "library": _library_words, "die": _die_words, "discard": _discard_words,
          "gain": _discard_words, "sacrifice": _ref_words, "return": _ref_words,
          "give": _give_words, "copy": _copy_words, "move": _move_words,
          "summon": _summon_words, "activate": _activate_words, "transmute": _transmute_words,
          "bonus": _bonus_words}


# --- parsing -----------------------------------------------------------------------------------

VERBS = {"pick", "library2", "library3", "die", "go", "draw", "keep", "discard", "choose", "give",
         "gain", "resolve", "sacrifice", "return", "copy", "move", "summon", "activate",
         "transmute", "bonus", "end", "back"}
# The verbs of the expansions' moves (X10, X14, the cards' and enchantments' own decisions): read
# only in a game with expansion content, so a base game reads and refuses text as before.
EXPANSION_VERBS = frozenset(("use", "arrange", "pass", "vision", "grave", "lose", "option",
                             "renew", "take", "shield", "reroll", "lock", "name", "centre"))
ALL_VERBS = frozenset(VERBS | EXPANSION_VERBS)
# Verbs whose words name cards: there, a name typed as ``seasons show`` prints it is read too.
CARD_VERBS = frozenset(("pick", "choose", "resolve", "summon", "activate", "sacrifice", "return",
                        "give", "library2", "library3", "shield", "name", "centre", "lock",
                        "arrange", "renew"))
HELP = "seasons help notation"  # where every refusal sends the reader


def verbs_of(game: Game) -> frozenset[str] | set[str]:
    """The verbs a move of ``game`` may start with."""
    return VERBS if game.extra is None else ALL_VERBS


def parse_action(game: Game, text: str, player: int | None = None) -> Action:
    """The legal action that ``text`` names, for ``player`` (or whoever must decide).

    Raises ``InvalidMove`` for text that is no move whatever the position (an unknown verb or
    card, a malformed number or energy, words the verb does not take), ``IllegalMove`` when no
    legal move matches (with the reason when one can be given) and ``AmbiguousMove`` when several
    do (listing them).
    """
    known = known_cards(game)
    words = move_words(text, known)
    candidates: list[Action] = []
    if words and words[0] in verbs_of(game):
        kind = "library" if words[0].startswith("library") else words[0]
        candidates = [a for a in legal_actions(game, player) if a.kind == kind]
        matches = _unique([a for a in candidates
                           if _matches(words, format_action(game, a).split(), known)])
        if len(matches) == 1:
            return matches[0]
        if matches:
            shown = ", ".join(repr(format_action(game, a)) for a in matches[:6])
            raise AmbiguousMove(f"{text.strip()!r} could be {shown}"
                                f"{' ...' if len(matches) > 6 else ''}: type more of it")
    from .notation_errors import refusal  # the error path only: it imports difflib

    raise refusal(game, text, words, player, candidates)


def move_words(text: str, known: dict[str, int]) -> list[str]:
    """The words of a move as the matcher compares them: lower case, no apostrophes, and after
    a verb that names cards, a list's commas closed up (``a, b`` is ``a,b``) and a card's name
    typed with spaces as the board prints it (``Olaf's Blessed Statue``, ``runic cube``) joined
    into its notation (``olafs-blessed-statue``, ``runic-cube``), among the ``known`` cards of
    the game (``known_cards``). A canonical text comes out as its own words."""
    text = text.strip().lower()
    if "'" in text or "\u2019" in text:
        text = text.replace("'", "").replace("\u2019", "")
    words = text.split()
    if words and words[0] in CARD_VERBS and (len(words) > 2 or "," in text):
        return [words[0], *_named(_LIST_TOKENS.findall(text.partition(words[0])[2]), known)]
    return words


_LIST_TOKENS = re.compile(r"[^\s,]+|,")


def _named(tokens: list[str], known: dict[str, int]) -> list[str]:
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
        return _join_run(runs[0], known)
    first, last = _join_run(runs[0], known), _join_run(runs[-1], known)
    items = [first[-1] if first else "", *("-".join(run) for run in runs[1:-1]),
             last[0] if last else ""]
    return [*first[:-1], ",".join(items), *last[1:]]


def _join_run(words: list[str], known: dict[str, int]) -> list[str]:
    """Words with each longest stretch that begins a card's notation joined by dashes:
    ``olafs blessed statue 2e`` -> ``olafs-blessed-statue 2e``. One word is left as it is."""
    found, start = [], 0
    while start < len(words):
        end = len(words)
        while end > start + 1 and not _begins_a_slug("-".join(words[start:end]), known):
            end -= 1
        found.append("-".join(words[start:end]))
        start = end
    return found


def _begins_a_slug(text: str, known: dict[str, int]) -> bool:
    """``runic-cube``, ``amulet-of-water#2``: the beginning of a card's notation (a copy's
    number ends it)."""
    name, hash_, copy = text.partition("#")
    return (not hash_ or copy.isdigit()) and any(slug.startswith(name) for slug in known)


def _unique(actions: Iterable[Action]) -> list[Action]:
    return list(dict.fromkeys(actions))


def known_cards(game: Game) -> dict[str, int]:
    """The cards a move of this game may name, by slug: its pool (and the Replica), or the base
    game's 50 cards for a game without expansion content (``content.game_cards``). A prefix is
    resolved among these only, so a base game reads every name as it did before the expansions'
    cards existed."""
    return _known(game_cards(game.settings))


@lru_cache(maxsize=64)
def _known(numbers: tuple[int, ...]) -> dict[str, int]:
    return {CARDS[number].slug: number for number in sorted(set(numbers))}


def _matches(given: list[str], canonical: list[str], known: dict[str, int]) -> bool:
    """Word by word; the input may stop early (the rest is then left to disambiguation)."""
    if len(given) > len(canonical) or given[0] != canonical[0]:
        return False
    return all(_word_matches(g, c, known) for g, c in zip(given[1:], canonical[1:]))


def _word_matches(given: str, canonical: str, known: dict[str, int]) -> bool:
    if given == canonical:
        return True
    if "," in canonical:
        return _same_cards(given.split(","), canonical.split(","))
    if canonical.startswith(("+", "-")) and given.lstrip("+") == canonical.lstrip("+"):
        return True
    given_pay, canonical_pay = _payment_key(given, known), _payment_key(canonical, known)
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
    c_name, _, c_copy = canonical.partition("#")
    g_name, _, g_copy = given.partition("#")
    if c_name not in BY_SLUG or (g_copy and g_copy != (c_copy or "1")):
        return False
    if g_name.isdigit():
        return int(g_name) == BY_SLUG[c_name].number
    return len(g_name) >= 3 and c_name.startswith(g_name)


def _payment_key(word: str, known: dict[str, int]) -> tuple | None:
    """A comparable form of ``1w+2w@amulet-of-water``; None if the word is not energy."""
    reserve, cards = en.NONE, []
    for part in word.split("+"):
        tokens, _, card = part.partition("@")
        energy = en.parse(tokens)
        if energy is None:
            return None
        if card:
            name, _, copy = card.partition("#")
            number = _card_number(name, known)
            cards.append((number, copy or "1", energy))
        else:
            reserve = en.add(reserve, energy)
    return reserve, tuple(sorted(cards))


def _card_number(word: str, known: dict[str, int]) -> int | None:
    """The card a word names among the game's ``known`` cards, by number, notation or a
    beginning only it has; else None."""
    word = word.partition("#")[0]
    if word.isdigit():
        return int(word) if int(word) in known.values() else None
    if word in known:
        return known[word]
    found = [number for slug, number in known.items() if len(word) >= 3 and slug.startswith(word)]
    return found[0] if len(found) == 1 else None
