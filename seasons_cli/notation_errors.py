"""Why a move's text is refused, in words a player can act on (style.md: python-chess's three
errors): text that is no move at all (``InvalidMove``: an unknown verb or card, a malformed
number or energy, words the verb does not take, a list of the wrong length), a move that is not
legal now (``IllegalMove``: whose decision it is, what is missing, which card is not held), and
an unknown name met with ``did you mean ...?``.

Only ``notation.parse_action`` calls this, and only once the text has matched no legal move or
several: nothing here is on the path of a move that is accepted (``difflib`` is imported here).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from .describe import describe_decision
from .engine import core
from .engine import energy as en
from .engine.model import Action, Decision, Game
from .english import counted, listed
from .notation import (HELP, IllegalMove, InvalidMove, NotationError, _card_number,
                       _payment_key, card_slug, known_cards, verbs_of)

SPLIT_SIZE = 3  # cards in Library II and in Library III (R6.4)
# What each verb takes, for the refusals: the words after it, in order.
USAGE = {
    "pick": "pick CARD", "choose": "choose CARD", "resolve": "resolve CARD",
    "sacrifice": "sacrifice CARD", "return": "return CARD",
    "library2": "library2 CARD,CARD,CARD", "library3": "library3 CARD,CARD,CARD",
    "die": "die N", "go": "go", "draw": "draw", "keep": "keep", "end": "end", "back": "back",
    "discard": "discard ENERGY", "gain": "gain ENERGY", "give": "give CARD to PLAYER",
    "copy": "copy PLAYER", "move": "move +N or move -N", "transmute": "transmute ENERGY",
    "summon": "summon CARD [ENERGY] [for ENERGY]", "activate": "activate CARD [WORDS]",
    "bonus": "bonus exchange ENERGY for ENERGY, bonus transmute, bonus gauge or bonus draw2",
}
BONUSES = ("exchange", "transmute", "gauge", "draw2")


def refusal(game: Game, text: str, words: list[str], player: int | None,
            candidates: list[Action]) -> NotationError:
    """The error for ``text`` (its ``words`` as ``notation.move_words`` made them), which
    matched no legal move; ``candidates``: the legal moves of its verb."""
    shown = repr(text.strip())
    if not words:
        return InvalidMove(f"empty move: type one, like 'die 3' ({HELP})")
    verbs = verbs_of(game)
    if words[0] not in verbs:
        close = did_you_mean(words[0], verbs)
        known = close or f"; moves start with one of {', '.join(sorted(verbs))}"
        return InvalidMove(f"unknown move {words[0]!r}{known} ({HELP})")
    problem = syntax_problem(game, words)
    if problem is not None:
        return InvalidMove(f"{shown} is not a move: {problem} ({HELP})")
    return IllegalMove(f"{shown} is not legal now: {explain(game, words, player, candidates)}")


def did_you_mean(word: str, known: object) -> str:
    """``; did you mean divine-chalice?`` for a close name, else nothing."""
    from difflib import get_close_matches

    close = get_close_matches(word, list(known), n=3, cutoff=0.7)  # type: ignore[call-overload]
    return f"; did you mean {listed(close, 'or')}?" if close else ""


# --- text that is no move ----------------------------------------------------------------------

def syntax_problem(game: Game, words: list[str]) -> str | None:
    """What keeps ``words`` (a known verb and what follows) from being a move in any position,
    or None. Words may stop early: what is left out is found among the legal moves."""
    verb, rest = words[0], words[1:]
    if game.extra is not None and verb in _WIDENED:
        return None  # left to the legal moves: their words are the expansions' (X10, X14)
    check = _SPECIAL.get(verb)
    if check is not None:
        return check(game, verb, rest)
    return _slots(game, verb, rest, _SLOTS[verb])


def _slots(game: Game, verb: str, rest: list[str], slots: tuple[str, ...]) -> str | None:
    """Each word checked against its slot; too many words for the verb is a problem too."""
    if slots and slots[0] == "card" and rest:
        problem = _name_with_spaces(game, rest, slots)
        if problem is not None:
            return problem
    for index, word in enumerate(rest):
        if index >= len(slots):
            return _too_many(verb, rest)
        problem = _WORD[slots[index]](game, word)
        if problem is not None:
            return problem
    return None


def _name_with_spaces(game: Game, rest: list[str], slots: tuple[str, ...]) -> str | None:
    """A card name typed with spaces that begins no card (``divine chalise``): named whole.
    The name ends before a word that fits the slot after the card (``to``, energy)."""
    known = known_cards(game)
    if rest[0] in known or rest[0].isdigit():
        return None
    following = _WORD[slots[1]] if len(slots) > 1 else None
    run = []
    for word in rest:
        if not word.isalpha() or (following is not None and following(game, word) is None):
            break
        run.append(word)
    if len(run) < 2:
        return None
    return f"no card is named {' '.join(run)!r}{did_you_mean('-'.join(run), known)}"


def _too_many(verb: str, rest: list[str]) -> str:
    if USAGE[verb] == verb:
        return f"{verb!r} takes nothing after it"
    return f"too many words for {verb!r}, which is written {USAGE[verb]}"


def _card(game: Game, word: str) -> str | None:
    name, hash_, copy = word.partition("#")
    if hash_ and not (copy.isdigit() and int(copy) >= 1):
        return f"{word!r}: a copy is told by '#' and its number, like amulet-of-water#2"
    if not name:
        return f"{word!r}: a card's name or number comes before its '#'"
    known = known_cards(game)
    if name.isdigit():
        return None if int(name) in known.values() else _no_card_numbered(game, name)
    if len(name) >= 3 and any(slug.startswith(name) for slug in known):
        return None
    if name and len(name) < 3 and any(slug.startswith(name) for slug in known):
        return f"{name!r} is too short to name a card: type 3 letters or more"
    return f"no card is named {name!r}{did_you_mean(name, known)}"


def _no_card_numbered(game: Game, name: str) -> str:
    if game.extra is None:
        return f"there is no card {name}: cards are numbered 1 to 50"
    return f"there is no card {name} in this game: 'seasons show' and 'seasons cards' name them"


def _cards3(game: Game, word: str) -> str | None:
    """Library II or III: three cards, separated by commas."""
    items = word.split(",")
    if len(items) != SPLIT_SIZE or not all(items):
        given = len([item for item in items if item])
        return (f"a library takes {SPLIT_SIZE} cards separated by commas, like library2 "
                f"purse-of-io,staff-of-spring,amulet-of-air; {counted(given, 'card')} given")
    return next((problem for item in items if (problem := _card(game, item))), None)


def _number(game: Game, word: str) -> str | None:
    return None if word.isdigit() else f"{word!r} is not a number: a die is taken by its number, like 'die 3'"


def _signed(game: Game, word: str) -> str | None:
    if word.lstrip("+-").isdigit() and word.count("+") + word.count("-") <= 1:
        return None
    return f"{word!r} is not a number of spaces, like +2 or -1"


def _energy(game: Game, word: str) -> str | None:
    if en.parse(word) is not None:
        return None
    return (f"{word!r} is not energy: a count and a letter per type, like 1a2f "
            "(a air, w water, f fire, e earth)")


def _payment(game: Game, word: str) -> str | None:
    if _payment_key(word, known_cards(game)) is not None:
        return None
    return _energy(game, word.partition("@")[0].partition("+")[0]) or \
        f"{word!r} is not a payment, like 2w or 1w+2w@amulet-of-water"


def _player(game: Game, word: str) -> str | None:
    names = game.settings.players
    if word in names:
        return None
    return (f"there is no player {word!r} in this game{did_you_mean(word, names)} "
            f"(players: {', '.join(names)})")


def _literal(expected: str) -> Callable[[Game, str], str | None]:
    return lambda game, word: None if word == expected else f"expected {expected!r}, not {word!r}"


_WORD: dict[str, Callable[[Game, str], str | None]] = {
    "card": _card, "cards3": _cards3, "number": _number, "signed": _signed, "energy": _energy,
    "payment": _payment, "player": _player, "to": _literal("to"), "for": _literal("for"),
}
_SLOTS: dict[str, tuple[str, ...]] = {
    "pick": ("card",), "choose": ("card",), "resolve": ("card",), "sacrifice": ("card",),
    "return": ("card",), "library2": ("cards3",), "library3": ("cards3",), "die": ("number",),
    "go": (), "draw": (), "keep": (), "end": (), "back": (), "discard": ("payment",),
    "gain": ("energy",), "give": ("card", "to", "player"), "copy": ("player",),
    "move": ("signed",), "transmute": ("payment",),
}


def _summon(game: Game, verb: str, rest: list[str]) -> str | None:
    """``summon CARD [PAYMENT] [for ENERGY]...`` (Elemental Amulet names its types after ``for``)."""
    if rest and (problem := _name_with_spaces(game, rest, ("card", "payment"))):
        return problem
    slots = ("card", "payment") if len(rest) < 2 or rest[1] != "for" else ("card",)
    extra = rest[len(slots):]
    head = _slots(game, verb, rest[:len(slots)], slots)
    if head is not None:
        return head
    for index, word in enumerate(extra):
        problem = _literal("for")(game, word) if index % 2 == 0 else _energy(game, word)
        if problem is not None:
            return problem
    return None


def _activate(game: Game, verb: str, rest: list[str]) -> str | None:
    """``activate CARD`` and what the card's activation takes: energy, a payment, a word
    (``look``, ``energy``) or a list of cards (Dragon Skull)."""
    if not rest:
        return None
    problem = _card(game, rest[0])
    if problem is not None:
        return problem
    for word in rest[1:]:
        if "," in word:
            problem = next((p for item in word.split(",") if (p := _card(game, item))), None)
        elif not word.isalpha():
            problem = _payment(game, word)
        if problem is not None:
            return problem
    return None


def _bonus(game: Game, verb: str, rest: list[str]) -> str | None:
    """R15: ``bonus exchange PAYMENT for ENERGY``, ``bonus transmute``, ``gauge``, ``draw2``."""
    if not rest:
        return None
    if rest[0] not in BONUSES:
        return (f"{rest[0]!r} is not a bonus{did_you_mean(rest[0], BONUSES)}: "
                f"the bonuses are {listed(BONUSES, 'or')}")
    if rest[0] != "exchange":
        return _too_many(verb, rest) if len(rest) > 1 else None
    return _slots(game, verb, rest[1:], ("payment", "for", "energy"))


_SPECIAL: dict[str, Callable[[Game, str, list[str]], str | None]] = {
    "summon": _summon, "activate": _activate, "bonus": _bonus,
}
# The verbs of an expansion game whose words the checks above do not know (the expansions' own,
# and base verbs their moves widen: ``keep t7``, ``discard CARD``, ``copy bob CARD``, ``resolve
# tailwind``, an activation's ``bob:CARD``): a text of these that matches no legal move is told
# as not legal now, with the decision it was meant for.
_WIDENED = frozenset(("use", "arrange", "pass", "vision", "grave", "lose", "option", "renew",
                      "take", "shield", "reroll", "lock", "name", "centre", "keep", "discard",
                      "copy", "resolve", "activate"))


# --- why a move is not legal now -------------------------------------------------------------

def explain(game: Game, words: list[str], player: int | None, candidates: list[Action]) -> str:
    """A reason a person can act on: whose decision it is, what is missing, which card is not
    theirs to play."""
    if game.finished:
        return "the game is over"
    seats = [d.player for d in game.pending]
    if player is not None and player not in seats:
        waiting = "; ".join(describe_decision(game, d) for d in game.pending)
        return f"it is not {game.settings.players[player]}'s decision ({waiting})"
    decision = next(d for d in game.pending if player is None or d.player == player)
    seat = decision.player
    who = game.settings.players[seat]
    verb = words[0]
    if decision.kind == "main" and verb == "summon" and len(words) > 1:
        return _why_not_summon(game, seat, words[1])
    if decision.kind == "main" and verb == "transmute" and not game.transmute_ok:
        return (f"{who} has no permission to transmute this turn "
                "(R12.2: needs the die's frame, the transmute +1 bonus or a card)")
    if decision.kind == "main" and verb == "bonus" and game.players[seat].bonuses >= 3:
        return f"{who} has used all 3 bonuses (R15.1)"
    if decision.kind == "library" and verb.startswith("library") and len(words) > 1:
        return _why_not_split(game, decision, int(verb[-1]), words[1])
    if candidates and verb in _CARD_ARGUMENT and len(words) > 1:
        return _no_such_card(game, seat, verb, words[1], candidates)
    return f"{describe_decision(game, decision)}; 'seasons moves' lists the legal moves"


_CARD_ARGUMENT = {"pick": "pick", "choose": "choose", "resolve": "resolve",
                  "sacrifice": "sacrifice", "return": "return to hand", "activate": "activate",
                  "give": "give"}


def _no_such_card(game: Game, seat: int, verb: str, word: str, candidates: list[Action]) -> str:
    """The card typed is none of those the player may use with this verb now."""
    who = game.settings.players[seat]
    number = _card_number(word, known_cards(game))
    named = card_slug(number) if number is not None else repr(word)
    if any(a.args and a.args[0] == number for a in candidates):  # the card, but not so
        return f"{named} cannot be played that way now; 'seasons moves' lists the legal moves"
    if verb == "pick":
        return f"{who}'s packet holds no card named {named}"
    return (f"{who} has no card named {named} to {_CARD_ARGUMENT[verb]} now; "
            "'seasons moves' lists the legal moves")


def _why_not_summon(game: Game, seat: int, word: str) -> str:
    from .cards.catalogue import summon_cost

    player = game.players[seat]
    who = game.settings.players[seat]
    number = _card_number(word, known_cards(game))
    if number is None:
        held = [n for n in player.hand if card_slug(n).startswith(word.partition("#")[0])]
        if not held:
            return f"no card in {who}'s hand is named {word!r}"
        number = held[0]
    if number not in player.hand:
        return f"{card_slug(number)} is not in {who}'s hand"
    if not core.has_room(game, seat):
        return (f"{who} has {counted(len(player.in_play), 'card')} in play and summoning gauge "
                f"{player.gauge}: no room (R13.2)")
    cost = summon_cost(number, game.n, game.settings.edition)
    has = en.fmt(core.spendable(player))
    return (f"{card_slug(number)} costs {en.fmt(cost.energy)} energy and "
            f"{counted(cost.crystals, 'crystal')}; {who} has {has} energy and "
            f"{counted(player.crystals, 'crystal')}")


def _why_not_split(game: Game, decision: Decision, typed: int, word: str) -> str:
    """R6.4: what is wrong with a library split: the library, a card not held, a card named
    more often than it is held."""
    seat, asked = decision.player, decision.data["library"]
    who = game.settings.players[seat]
    if typed != asked:
        return f"{who} must choose the cards of Library {'II' if asked == 2 else 'III'} now (library{asked})"
    held = Counter(game.players[seat].chosen)
    named: Counter[int] = Counter()
    for item in word.split(","):
        matching = sorted({n for n in held if _names(item, n)})
        if not matching:
            number = _card_number(item, known_cards(game))
            shown = card_slug(number) if number is not None else repr(item)
            return f"{shown} is not among the cards {who} has to split"
        if len(matching) > 1:
            return (f"{item!r} could be {listed([card_slug(n) for n in matching], 'or')}: "
                    "type more of the name")
        named[matching[0]] += 1
    for number, times in named.items():
        if times > held[number]:
            often = "twice" if times == 2 else counted(times, "time")
            return (f"{card_slug(number)} is named {often} but {who} has "
                    f"{counted(held[number], 'copy', 'copies')} to split")
    return f"{describe_decision(game, decision)}; 'seasons moves' lists the legal moves"


def _names(item: str, number: int) -> bool:
    """``item`` (a number, a notation or a beginning) names card ``number``."""
    name = item.partition("#")[0]
    if name.isdigit():
        return int(name) == number
    return len(name) >= 3 and card_slug(number).startswith(name)
