"""Move notation: ``format_action`` and ``parse_action`` are a symmetric pair.

Every legal action has one canonical text (``format_action``); ``parse_action`` resolves what a
person typed against the legal actions of the game, so only legal moves can ever be parsed.
Input may use card numbers for names, any unique prefix of a card name, energy in any order
(``1f2a``, ``aaf``), and may leave out trailing parts that only one legal move has (a summon's
payment when there is only one way to pay). See docs/notation.md.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .cards.abilities import ENCHANTMENTS
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
         "transmute", "bonus", "end", "back", "use", "arrange", "pass", "vision", "grave", "lose", "option", "renew", "take", "shield", "reroll", "lock", "name",
         "centre"}


def parse_action(game: Game, text: str, player: int | None = None) -> Action:
    """The legal action that ``text`` names, for ``player`` (or whoever must decide).

    Raises ``InvalidMove`` for text that is no move, ``IllegalMove`` when no legal move matches
    (with the reason when one can be given) and ``AmbiguousMove`` when several do.
    """
    words = text.strip().lower().split()
    if not words:
        raise InvalidMove("empty move")
    if words[0] not in VERBS:
        raise InvalidMove(f"unknown move {words[0]!r}: moves start with one of {', '.join(sorted(VERBS))}")
    known = known_cards(game)
    _check_cards(words, known)
    kind = "library" if words[0].startswith("library") else words[0]
    candidates = [a for a in legal_actions(game, player) if a.kind == kind]
    matches = _unique([a for a in candidates
                       if _matches(words, format_action(game, a).split(), known)])
    if len(matches) == 1:
        return matches[0]
    if matches:
        shown = ", ".join(repr(format_action(game, a)) for a in matches[:6])
        raise AmbiguousMove(f"{text.strip()!r} could be {shown}{' ...' if len(matches) > 6 else ''}")
    raise IllegalMove(f"{text.strip()!r} is not legal now: {explain(game, words, player)}")


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
        return _same_cards(given.split(","), canonical.split(","), known)
    if canonical.startswith(("+", "-")) and given.lstrip("+") == canonical.lstrip("+"):
        return True
    given_pay, canonical_pay = _payment_key(given, known), _payment_key(canonical, known)
    if canonical_pay is not None:
        return given_pay == canonical_pay
    return _card_word_matches(given, canonical)


def _same_cards(given: list[str], canonical: list[str], known: dict[str, int]) -> bool:
    """The same cards in any order; a copy typed (``amulet-of-water#2``) must be the one named."""
    cards = [_card_number(part, known) for part in given]
    if None in cards or sorted(cards) != sorted(_card_number(c, known) for c in canonical):  # type: ignore[type-var]
        return False
    named = {(_card_number(c, known), c.partition("#")[2]) for c in canonical}
    return all((_card_number(g, known), g.partition("#")[2]) in named for g in given if "#" in g)


def _card_word_matches(given: str, canonical: str) -> bool:
    """``3``, ``amulet-of-earth``, ``olaf`` (a prefix) all name a card; ``#2`` picks the copy."""
    c_name, _, c_copy = canonical.partition("#")
    g_name, _, g_copy = given.partition("#")
    if c_name not in BY_SLUG or (g_copy and g_copy != c_copy):
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
    word = word.partition("#")[0]
    if word.isdigit():
        return int(word) if int(word) in CARDS else None
    if word in BY_SLUG:
        return BY_SLUG[word].number
    found = [number for slug, number in known.items() if len(word) >= 3 and slug.startswith(word)]
    return found[0] if len(found) == 1 else None


def _check_cards(words: list[str], known: dict[str, int]) -> None:
    """Name an unknown card plainly rather than as an illegal move."""
    if words[0] in ("pick", "choose", "resolve", "summon", "activate", "sacrifice", "return",
                    "give", "library2", "library3", "centre", "name", "shield") and len(words) > 1:
        for part in words[1].split(","):
            if words[0] == "resolve" and part in ENCHANTMENTS:  # an enchantment's effect
                continue
            if _card_number(part, known) is None:
                raise InvalidMove(f"unknown card {part!r} (see docs/notation.md for card names)")


# --- why a move is not legal -------------------------------------------------------------------

def explain(game: Game, words: list[str], player: int | None) -> str:
    """A reason a person can act on: whose decision it is, what is missing."""
    from .describe import describe_decision

    if game.finished:
        return "the game is over"
    seats = [d.player for d in game.pending]
    if player is not None and player not in seats:
        waiting = "; ".join(describe_decision(game, d) for d in game.pending)
        return f"it is not {game.settings.players[player]}'s decision ({waiting})"
    decision = next(d for d in game.pending if player is None or d.player == player)
    seat = decision.player
    if decision.kind == "main" and words[0] == "summon" and len(words) > 1:
        return _why_not_summon(game, seat, _card_number(words[1], known_cards(game)))
    if decision.kind == "main" and words[0] == "transmute" and not game.transmute_ok:
        return (f"{game.settings.players[seat]} has no permission to transmute this turn "
                "(R12.2: needs the die's frame, the transmute +1 bonus or a card)")
    if decision.kind == "main" and words[0] == "bonus" and game.players[seat].bonuses >= 3:
        return f"{game.settings.players[seat]} has used all 3 bonuses (R15.1)"
    return f"{describe_decision(game, decision)}; see 'seasons moves' for the legal moves"


def _why_not_summon(game: Game, seat: int, number: int | None) -> str:
    from .cards.catalogue import summon_cost

    player = game.players[seat]
    who = game.settings.players[seat]
    if number is None or number not in player.hand:
        return f"{card_slug(number) if number else 'that card'} is not in {who}'s hand"
    if not core.has_room(game, seat):
        return (f"{who} has {len(player.in_play)} cards in play and summoning gauge {player.gauge}: "
                "no room (R13.2)")
    cost = summon_cost(number, game.n, game.settings.edition)
    has = en.fmt(core.spendable(player))
    return (f"{card_slug(number)} costs {en.fmt(cost.energy)} energy and {cost.crystals} crystals; "
            f"{who} has {has} energy and {player.crystals} crystals")
