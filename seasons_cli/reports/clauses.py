"""The words of each kind of move: ``alice summoned Amulet of Earth for 2 earth``.

A clause tells what the player did, with what they paid, and says what it told (``Explained``)
so that ``narrate`` does not repeat it among the move's effects. Cards are named only when the
reader may know them (R16.1, R21.2): a card that entered play or was shown is public.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..cards.catalogue import CARDS
from ..engine import core
from ..engine import energy as en
from ..engine.dice import FACES, season_of_space
from ..engine.energy import NONE, Energy
from ..engine.model import Action, Decision, Game, Player
from ..engine.scoring import BONUS_PENALTY
from ..english import counted
from ..plain import Fields, Frozen, assign
from .words import card_name, energy_words, face_words

BONUS_WORDS = {"draw2": "draw 2 cards and keep 1", "transmute": "transmute (+1 crystal a token)",
               "gauge": "raise the summoning gauge", "draw": "draw a card (Olaf's Knowledge)"}


class Explained(Fields):
    """What a move's own words already say, so the list of effects does not say it twice."""

    __slots__ = ("energy", "crystals", "gauge", "tokens", "entered", "left", "draws", "season")  # noqa: RUF023 (field order)
    energy: Energy  # reserve tokens spent (negative) or gained (positive) by the move
    crystals: int
    gauge: int
    tokens: dict[int, Energy]  # by card number: tokens spent from it
    entered: list[int]  # cards the words name as entering play
    left: list[int]
    draws: int  # the mover's draws the words already tell
    season: bool  # the words tell the season token's move

    def __init__(self, energy: Energy = NONE, crystals: int = 0, gauge: int = 0,
                 tokens: dict[int, Energy] | None = None, entered: list[int] | None = None,
                 left: list[int] | None = None, draws: int = 0, season: bool = False) -> None:
        self.energy, self.crystals, self.gauge = energy, crystals, gauge
        self.tokens = {} if tokens is None else tokens
        self.entered = [] if entered is None else entered
        self.left = [] if left is None else left
        self.draws, self.season = draws, season


class Clause(Frozen):
    __slots__ = ("text", "explained", "secret")  # noqa: RUF023 (field order)
    text: str
    explained: Explained
    secret: bool  # the notation names a card the reader may not know

    def __init__(self, text: str, explained: Explained | None = None, secret: bool = False) -> None:
        assign(self, "text", text)
        assign(self, "explained", Explained() if explained is None else explained)
        assign(self, "secret", secret)


class Move(Frozen):
    """A move with the positions around it, seen by ``viewer`` (a seat, or None)."""

    __slots__ = ("before", "after", "action", "outcomes", "viewer")  # noqa: RUF023 (field order)
    before: Game
    after: Game
    action: Action
    outcomes: list[dict[str, Any]]
    viewer: int | None

    def __init__(self, before: Game, after: Game, action: Action, outcomes: list[dict[str, Any]],
                 viewer: int | None) -> None:
        assign(self, "before", before)
        assign(self, "after", after)
        assign(self, "action", action)
        assign(self, "outcomes", outcomes)
        assign(self, "viewer", viewer)

    @property
    def seat(self) -> int:
        return self.action.player

    @property
    def who(self) -> str:
        return self.before.settings.players[self.seat]

    def sees(self, *seats: int) -> bool:
        return self.viewer is not None and self.viewer in (seats or (self.seat,))

    def decision(self) -> Decision | None:
        """The decision the move answered (the mover's first pending one)."""
        return next((d for d in self.before.pending if d.player == self.seat), None)

    def public(self, number: int) -> bool:
        """True when everybody saw the card in this move: it entered play or was shown."""
        shown = any(o["kind"] in ("reveal", "no_room") and o.get("card") == number
                    for o in self.outcomes)
        return shown or number in entered_play(self.before, self.after)

    def named(self, number: int, *knowers: int) -> str | None:
        """The card's name if the reader may know it, else None."""
        return card_name(number) if self.public(number) or self.sees(*knowers) else None


def entered_play(before: Game, after: Game) -> list[int]:
    """Card numbers in some play area after the move that were not before (a multiset)."""
    return list((_in_play(after) - _in_play(before)).elements())


def _in_play(game: Game) -> Counter[int]:
    return Counter(card.number for player in game.players for card in player.in_play)


def tokens_on(player: Player, number: int) -> Energy:
    """The tokens lying on the player's copies of card ``number`` (Amulet of Water, Cauldron)."""
    total = NONE
    for card in player.in_play:
        if card.number == number:
            total = en.add(total, card.tokens)
    return total


def clause_of(move: Move) -> Clause:
    """The words of ``move``; a kind of move with no words yet is told by its kind only."""
    clause = CLAUSES.get(move.action.kind)
    return clause(move) if clause else Clause(f"{move.who} played {move.action.kind}", secret=True)


# --- the clauses, by kind of move --------------------------------------------------------------

def _die(move: Move) -> Clause:
    number = move.action.args[0]
    rolled = next(d for d in move.before.dice if d.die == number)
    face = FACES[move.before.dice_season, rolled.die, rolled.face]
    return Clause(f"{move.who} took die {number} ({face.id}: {face_words(face, dots=False)})")


def payment_words(payment: core.Payment) -> str:
    """``2 earth``; ``1 air, plus 2 water from Amulet of Water`` (D17)."""
    reserve, cards = payment
    parts = [energy_words(reserve)] if any(reserve) else []
    parts += [f"{energy_words(tokens)} from {card_name(core.AMULET_OF_WATER)}" for _, tokens in cards]
    return ", plus ".join(parts)


def spent(payment: core.Payment, **more: Any) -> Explained:
    """What paying ``payment`` explains: the reserve and the Amulet of Water tokens it took."""
    reserve, cards = payment
    tokens = NONE
    for _, part in cards:
        tokens = en.add(tokens, part)
    negative = tuple(-n for n in reserve)
    return Explained(energy=negative, tokens={core.AMULET_OF_WATER: tokens} if any(tokens) else {},
                     **more)


def _summon(move: Move) -> Clause:
    number, payment, *extra = move.action.args
    crystals = _crystal_cost(move.before, number)
    paid = [text for text in (payment_words(payment), crystals and counted(crystals, "crystal")) if text]
    text = f"{move.who} summoned {card_name(number)}" + (f" for {' and '.join(paid)}" if paid else "")
    text += "".join(f" (choosing {energy_words(choice)})" for choice in extra if _is_energy(choice))
    return Clause(text, spent(payment, crystals=-crystals, entered=[number]))


def _crystal_cost(game: Game, number: int) -> int:
    return CARDS[number].cost(game.n).crystals


def _is_energy(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 4 and all(isinstance(v, int) for v in value)


def _is_payment(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and _is_energy(value[0])


def _activate(move: Move) -> Clause:
    number, _copy, *variant = move.action.args
    text = f"{move.who} activated {card_name(number)}"
    explained = Explained()
    if _left(move, number):
        text += " (sacrificed)"
        explained.left.append(number)
    for value in variant:
        if _is_payment(value):
            text += f" with {payment_words(value)}"
            explained = spent(value, left=explained.left)
        elif _is_energy(value):
            text += f" for {energy_words(value)}"
        elif isinstance(value, str):
            text += f" ({value})"
    return Clause(text, explained)


def _left(move: Move, number: int) -> bool:
    was = Counter(c.number for c in move.before.players[move.seat].in_play)
    return Counter(c.number for c in move.after.players[move.seat].in_play)[number] < was[number]


def _transmute(move: Move) -> Clause:
    payment = move.action.args[0]
    return Clause(f"{move.who} transmuted {payment_words(payment)}", spent(payment))


def _bonus(move: Move) -> Clause:
    kind, *rest = move.action.args
    used = move.after.players[move.seat].bonuses
    track = f" (bonus {used} of 3: -{BONUS_PENALTY[used]} prestige at the end)"
    if kind == "exchange":
        payment, taken = rest
        explained = spent(payment)
        explained.energy = en.add(explained.energy, taken)
        words = f"exchange {payment_words(payment)} for {energy_words(taken)}"
        return Clause(f"{move.who} used a bonus to {words}{track}", explained)
    if kind == "draw2":
        return _draw_two(move, track)
    return Clause(f"{move.who} used a bonus to {BONUS_WORDS[kind]}{track}",
                  Explained(gauge=1 if kind == "gauge" else 0))


def _draw_two(move: Move, track: str) -> Clause:
    drawn = [o["card"] for o in move.outcomes if o["kind"] == "draw" and o["player"] == move.who][:2]
    seen = f" ({', '.join(card_name(c) for c in drawn if c)})" if move.sees() and any(drawn) else ""
    return Clause(f"{move.who} used a bonus to draw 2 cards and keep 1{seen}{track}",
                  Explained(draws=len(drawn)))


def _draw(move: Move) -> Clause:
    drawn = next((o["card"] for o in move.outcomes
                  if o["kind"] == "draw" and o["player"] == move.who), None)
    if drawn is None:
        return Clause(f"{move.who} tried to draw: both piles are empty", Explained(draws=1))
    name = card_name(drawn) if move.sees() else "a card"
    return Clause(f"{move.who} drew {name}", Explained(draws=1))


def _held_card(move: Move) -> str:
    decision = move.decision()
    held = decision.held if decision else []
    return f" ({card_name(held[0])})" if held and move.sees() else ""


def _keep(move: Move) -> Clause:
    if move.action.args:  # the ability token kept (X9.2): known to its owner until revealed
        if move.sees():
            return Clause(f"{move.who} kept the ability token {_token(move.action.args[0])}")
        return Clause(f"{move.who} kept one of their ability tokens", secret=True)
    return Clause(f"{move.who} kept the card drawn{_held_card(move)}")


def _token(number: int) -> str:
    from ..cards.abilities import TOKENS

    return f"T{number} ({TOKENS[number].name})"


def _use(move: Move) -> Clause:
    """An ability token used (X10); a card of the hand or a library it names stays unnamed to
    the other players."""
    token, *rest = move.action.args
    hidden = token in (2, 18) and rest and rest[0] in ("discard", "library2", "library3")
    if hidden and not move.sees():
        return Clause(f"{move.who} used the ability token {_token(token)}", secret=True)
    detail = ""
    if rest and isinstance(rest[-1], int) and token in (2, 18):
        detail = f": {card_name(rest[-1])}"
    elif rest and isinstance(rest[-1], tuple) and len(rest[-1]) == 2 \
            and isinstance(rest[-1][0], int) and token == 2:
        detail = f": sacrificed {card_name(rest[-1][0])}"
    elif token == 10:
        detail = f": the season token {rest[0]:+d}"
    return Clause(f"{move.who} used the ability token {_token(token)}{detail}")


def _arrange(move: Move) -> Clause:
    if move.sees():
        order = ", ".join(card_name(n) for n in move.action.args)
        return Clause(f"{move.who} put back on the draw pile, top first: {order}")
    return Clause(f"{move.who} put the {len(move.action.args)} cards looked at back on the draw "
                  "pile", secret=True)


def _discard(move: Move) -> Clause:
    """Three moves share the word: the card just drawn, an overflow, Crystal Orb's payment."""
    decision = move.decision()
    if not move.action.args:
        return Clause(f"{move.who} discarded the card drawn{_held_card(move)}")
    paid = move.action.args[0]
    if isinstance(paid, int):  # a card of the hand (Arus's Mimicry, Argos' Embrace)
        named = card_name(paid) if move.sees() else "a card"
        return Clause(f"{move.who} discarded {named} from their hand", secret=not move.sees())
    if decision is not None and decision.kind == "orb":
        return Clause(f"{move.who} paid {payment_words(paid)} to put the top card into play",
                      spent(paid))
    if len(paid) == 2:  # a payment (Tailwind, Horn of Plenty, Fairy Monolith, ...)
        card = decision.data.get("card") if decision is not None else None
        source = f" ({card_name(card)})" if card else ""
        return Clause(f"{move.who} discarded {payment_words(paid)}{source}", spent(paid))
    limit = core.reserve_limit(move.before, move.seat)
    return Clause(f"{move.who} discarded {energy_words(paid)} (reserve limit {limit})",
                  Explained(energy=tuple(-n for n in paid)))


def _choose(move: Move) -> Clause:
    number = move.action.args[0]
    decision = move.decision()
    purpose = decision.purpose if decision else ""
    name = move.named(number)
    if decision is not None and decision.kind == "crown":
        return Clause(f"{move.who} discarded {name or 'a card'} from hand (Vampiric Crown)",
                      secret=name is None)
    if purpose == "keep_one":
        count = len(decision.data["cards"]) if decision else 2
        shown = f" ({name})" if name else ""
        return Clause(f"{move.who} kept one of the {counted(count, 'card')} drawn{shown}", secret=name is None)
    source = f" ({card_name(decision.data['card'])})" if decision and "card" in decision.data else ""
    entered = [number] if number in entered_play(move.before, move.after) else []
    return Clause(f"{move.who} chose {name or 'a card'}{source}", Explained(entered=entered),
                  secret=name is None)


def _give(move: Move) -> Clause:
    number, to = move.action.args
    receiver = move.before.settings.players[to]
    name = move.named(number, move.seat, to)
    return Clause(f"{move.who} gave {name or 'a card'} to {receiver}", secret=name is None)


def _pick(move: Move) -> Clause:
    name = move.named(move.action.args[0])
    return Clause(f"{move.who} picked {name or 'a card'} (pick {move.before.draft_pick} of 9)",
                  secret=name is None)


def _library(move: Move) -> Clause:
    level, cards = move.action.args
    label = "Library II" if level == 2 else "Library III"
    if move.sees():
        return Clause(f"{move.who} put {', '.join(card_name(n) for n in cards)} in {label}")
    return Clause(f"{move.who} chose the {counted(len(cards), 'card')} of {label}", secret=True)


def _in_play_clause(verb: str, suffix: str = "") -> Callable[[Move], Clause]:
    def clause(move: Move) -> Clause:
        number = move.action.args[0]
        return Clause(f"{move.who} {verb} {card_name(number)}{suffix}", Explained(left=[number]))
    return clause


def _resolve(move: Move) -> Clause:
    effect = move.action.args[0]
    if isinstance(effect, str):  # an enchantment's end-of-round effect (X11.3)
        from ..cards.abilities import ENCHANTMENTS

        return Clause(f"{move.who} resolved {ENCHANTMENTS[effect].name}")
    return Clause(f"{move.who} resolved {card_name(effect)}")


def _vision(move: Move) -> Clause:
    return Clause(f"{move.who} paid 5 crystals to discard the top card of the draw pile (Vision "
                  "of Destiny)", Explained(crystals=-5))


def _grave(move: Move) -> Clause:
    return Clause(f"{move.who} looked through the discard pile to summon from it (Fertile Grave)")


def _option(move: Move) -> Clause:
    decision = move.decision()
    card = f" ({card_name(decision.data['card'])})" \
        if decision is not None and decision.data.get("card") in CARDS else ""
    return Clause(f"{move.who} chose {move.action.args[0]}{card}")


def _renew(move: Move) -> Clause:
    cards = move.action.args[0]
    if move.sees() or not cards:
        named = ", ".join(card_name(n) for n in cards) or "no card"
        return Clause(f"{move.who} discarded {named} to draw as many (Amulet of Time)")
    return Clause(f"{move.who} discarded {len(cards)} cards to draw as many (Amulet of Time)",
                  secret=True)


def _take(move: Move) -> Clause:
    decision = move.decision()
    victim = move.before.settings.players[decision.data["from"]] \
        if decision is not None and "from" in decision.data else "an opponent"
    return Clause(f"{move.who} took {energy_words(move.action.args[0])} from {victim} "
                  "(Ratty Nightshade)")


def _shield(move: Move) -> Clause:
    named = card_name(move.action.args[0]) if len(move.action.args) == 2 or move.sees() \
        else "a card"
    return Clause(f"{move.who} sacrificed a Shield of Zira instead of {named} (+10 crystals)")


def _reroll(move: Move) -> Clause:
    event = next((o for o in move.outcomes if o["kind"] == "reroll"), None)
    face = f" (face {event['face']})" if event else ""
    return Clause(f"{move.who} rerolled the leftover die{face} (Dial of Colof)")


def _lock(move: Move) -> Clause:
    other, number, _ = move.action.args
    return Clause(f"{move.who} locked {move.before.settings.players[other]}'s {card_name(number)} "
                  "with a Deadbolt (Argosian Tangleweed)")


def _name(move: Move) -> Clause:
    return Clause(f"{move.who} named {card_name(move.action.args[0])} (Igramul the Banisher)")


def _centre(move: Move) -> Clause:
    clause = _summon(move)
    return Clause(clause.text.replace(" summoned ", " summoned from a centre row ", 1),
                  clause.explained, clause.secret)


def _lose(move: Move) -> Clause:
    return Clause(f"{move.who} lost a reserve space for good (Drought)")


def _pass(move: Move) -> Clause:
    return Clause(f"{move.who} let the chance go")


def _copy(move: Move) -> Clause:
    other = move.before.settings.players[move.action.args[0]]
    if len(move.action.args) > 1:  # Raven the Usurper (X23)
        return Clause(f"{move.who} copied {other}'s {card_name(move.action.args[1])} (Raven the "
                      "Usurper)")
    return Clause(f"{move.who} copied {other}'s reserve (Lewis Greyface)")


def _move_token(move: Move) -> Clause:
    delta = move.action.args[0]
    where = next((o for o in move.outcomes if o["kind"] == "season"), None)
    to = f" to year {where['year']}, {season_of_space(where['space'])} (space {where['space']})" \
        if where else ""
    return Clause(f"{move.who} moved the season token {delta:+d}{to}", Explained(season=True))


def _go(move: Move) -> Clause:
    return Clause(f"{move.who} went on to their die's actions")


def _end(move: Move) -> Clause:
    return Clause(f"{move.who} ended their turn")


def _back(move: Move) -> Clause:
    return Clause(f"{move.who} left the card on top of the draw pile")


def _gain(move: Move) -> Clause:
    """A gain of the mover's choice; the words say where it came from when a card gave it."""
    tokens = move.action.args[0]
    decision = move.decision()
    source = f" ({card_name(decision.data['card'])})" if decision and "card" in decision.data else ""
    before, after = move.before.players[move.seat], move.after.players[move.seat]
    if en.contains(en.sub(after.energy, before.energy), tokens):
        return Clause(f"{move.who} gained {energy_words(tokens)}{source}", Explained(energy=tokens))
    card = decision.data.get("card") if decision else None
    if card and en.contains(en.sub(tokens_on(after, card), tokens_on(before, card)), tokens):
        return Clause(f"{move.who} put {energy_words(tokens)} on {card_name(card)}",
                      Explained(tokens={card: tuple(-n for n in tokens)}))
    return Clause(f"{move.who} chose {energy_words(tokens)}{source}")


CLAUSES = {
    "die": _die, "summon": _summon, "activate": _activate, "transmute": _transmute,
    "bonus": _bonus, "draw": _draw, "keep": _keep, "discard": _discard, "choose": _choose,
    "give": _give, "pick": _pick, "library": _library, "resolve": _resolve, "copy": _copy,
    "move": _move_token, "go": _go, "end": _end, "back": _back, "gain": _gain,
    "sacrifice": _in_play_clause("sacrificed"),
    "return": _in_play_clause("returned", " to hand"),
    "use": _use, "arrange": _arrange, "pass": _pass, "vision": _vision,
    "grave": _grave, "lose": _lose, "option": _option, "renew": _renew,
    "take": _take, "shield": _shield, "reroll": _reroll, "lock": _lock, "name": _name,
    "centre": _centre,
}
