"""What the expansions add to a game's state (expansions.md X2, X5): ``Game.extra`` and the
``Marks`` of a card in play. A base game has neither (``game.extra is None``, ``card.marks is
None``): the rules that read them test that first, once, and base games pay nothing more.

Both are values, never changed in place: a game and its copies share them (as they share the
cards in play), and a change puts a new value in place (``Game.extra = extra.replace(...)``,
``with_marks``). Everything is JSON-compatible through ``extra_data`` and ``marks_data``.
"""

from __future__ import annotations

from typing import Any

from ..plain import Frozen, assign


class Marks(Frozen):
    """What lies on a card in play of an expansion game besides energy (X2).

    ``uid`` names the card while it stays in play (links need a name that does not move when
    other cards leave: an index does). ``copies`` is the number of the magic item a Raven the
    Usurper copies (X23), with ``copy_uid`` that item's ``uid``; ``bolts`` the uids of the
    Argosian Tangleweeds whose Deadbolt lies on this familiar (X22); ``armed`` an Urmian Psychic
    Cage's Trap token (215)."""

    __slots__ = ("uid", "copies", "copy_uid", "bolts", "armed")
    __match_args__ = __slots__
    uid: int
    copies: int
    copy_uid: int
    bolts: tuple[int, ...]
    armed: bool

    def __init__(self, uid: int, copies: int = 0, copy_uid: int = 0, bolts: tuple[int, ...] = (),
                 armed: bool = False) -> None:
        assign(self, "uid", uid)
        assign(self, "copies", copies)
        assign(self, "copy_uid", copy_uid)
        assign(self, "bolts", bolts)
        assign(self, "armed", armed)

    def effect_of(self, number: int) -> int:
        """The number whose effects a card ``number`` with these marks has: none (0) under a
        Deadbolt (X22.2), the copied item's for a Raven (X23.2), else its own."""
        if self.bolts:
            return 0
        return self.copies or number


def marks_data(marks: Marks) -> dict[str, Any]:
    return {"uid": marks.uid, "copies": marks.copies or None,
            "copies_uid": marks.copy_uid or None, "deadbolts": list(marks.bolts),
            "armed": marks.armed}


class Extra(Frozen):
    """The state of a game with expansion content (X2), in seat order where it is per player.

    - ``enchantment``: the game's enchantment (a slug), "" for none (G5, X11);
    - ``dealt``: the ability tokens each player was dealt and has not chosen among yet (X9.2);
      ``kept``: each player's kept token (0: none), ``used`` whether it has been used (X9.4);
    - ``reductions``: each player's decreased-reserve tokens (Drought, X6.1);
    - ``replicas``: the Replica cards left in the stack (G2, X17.3);
    - ``removed``: the cards removed from the game (X17.3), in the order they were removed;
    - ``top``, ``bottom``: cards of the draw pile whose place is known, top first and lowest
      last (X24, card effects that look and put back); the rest is the unordered middle
      (``Game.draw_pile``);
    - ``rows``: the Otus centre rows, as (Otus's uid, cards) pairs (219);
    - ``uid``: the last ``Marks.uid`` given;
    - ``turn``: what the active player has done this turn that a limit counts (X14, X15.2);
    - ``rounds``: what each player did in this round that an end-of-round effect asks about;
    - ``once``: what each player has done that is allowed once per game (Fertile Grave);
    - ``years``: the main year changes that have happened (X28.1: 2, 3 and 4 for the final one);
    - ``droughts``: the years whose first entry into summer Drought has checked (EK-E9);
    - ``floor``: the lowest reserve limit this game can reach, which the game loop tests the
      reserves against (7, or 0 when Mesodae's Lantern, Statue of Eolis or Drought can lower a
      limit, X6).
    """

    __slots__ = ("enchantment", "dealt", "kept", "used", "reductions", "replicas", "removed",
                 "top", "bottom", "rows", "uid", "turn", "rounds", "once", "years", "droughts",
                 "floor")
    __match_args__ = __slots__
    enchantment: str
    dealt: tuple[tuple[int, ...], ...]
    kept: tuple[int, ...]
    used: tuple[bool, ...]
    reductions: tuple[int, ...]
    replicas: int
    removed: tuple[int, ...]
    top: tuple[int, ...]
    bottom: tuple[int, ...]
    rows: tuple[tuple[int, tuple[int, ...]], ...]
    uid: int
    turn: frozenset[str]
    rounds: tuple[frozenset[str], ...]
    once: tuple[frozenset[str], ...]
    years: tuple[int, ...]
    droughts: tuple[int, ...]
    floor: int

    def __init__(self, enchantment: str, dealt: tuple[tuple[int, ...], ...],
                 kept: tuple[int, ...], used: tuple[bool, ...], reductions: tuple[int, ...],
                 replicas: int = 0, removed: tuple[int, ...] = (), top: tuple[int, ...] = (),
                 bottom: tuple[int, ...] = (), rows: tuple[tuple[int, tuple[int, ...]], ...] = (),
                 uid: int = 0, turn: frozenset[str] = frozenset(),
                 rounds: tuple[frozenset[str], ...] = (), once: tuple[frozenset[str], ...] = (),
                 years: tuple[int, ...] = (), droughts: tuple[int, ...] = (),
                 floor: int = 0) -> None:
        for field, value in zip(self.__slots__, (enchantment, dealt, kept, used, reductions,
                                                 replicas, removed, top, bottom, rows, uid, turn,
                                                 rounds, once, years, droughts, floor)):
            assign(self, field, value)

    @classmethod
    def new(cls, players: int, enchantment: str = "", replicas: int = 0) -> Extra:
        """The state at setup: nothing dealt, kept, used, reduced or removed yet."""
        empty = frozenset()
        return cls(enchantment, ((),) * players, (0,) * players, (False,) * players,
                   (0,) * players, replicas, rounds=(empty,) * players, once=(empty,) * players)


def with_seat(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    """``values`` with the one of ``seat`` replaced (the per-player tuples of ``Extra``)."""
    return (*values[:seat], value, *values[seat + 1:])


def extra_data(extra: Extra) -> dict[str, Any]:
    """The ``expansion`` object of the file's state."""
    return {
        "enchantment": extra.enchantment or None,
        "tokens_dealt": [list(dealt) for dealt in extra.dealt],
        "tokens_kept": [kept or None for kept in extra.kept],
        "tokens_used": list(extra.used),
        "reserve_reductions": list(extra.reductions),
        "replicas": extra.replicas,
        "removed": list(extra.removed),
        "draw_pile_known_top": list(extra.top),
        "draw_pile_known_bottom": list(extra.bottom),
        "centre_rows": [{"otus": uid, "cards": list(cards)} for uid, cards in extra.rows],
        "last_uid": extra.uid,
        "this_turn": sorted(extra.turn),
        "this_round": [sorted(flags) for flags in extra.rounds],
        "once_per_game": [sorted(flags) for flags in extra.once],
        "main_year_changes": list(extra.years),
        "drought_years": list(extra.droughts),
        "lowest_reserve_limit": extra.floor,
    }
