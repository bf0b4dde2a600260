"""Using the special ability tokens (expansions.md X10, X13): the step C action ``use``, the
token T17 in step A, and what a turn remembers of a token used.

Each kept token's use is registered by number in ``registry.TOKEN_USES`` (``effects/tokens.py``)
as an ``Activation``: ``variants(game, seat, 0)`` lists the ways it can be used now (none when
its precondition fails, X10.3), ``resolve`` carries one out. The token is flipped before its effect
resolves: once used it is used, whatever the effect then yields (X10.3). Using a token is neither
an activation nor a bonus (X10.4): no Thieving Fairies toll, no bonus-track move.
"""

from __future__ import annotations

from . import core
from .extra import with_seat
from .model import Action, Game, made
from .registry import TOKEN_USES, turn_action


def unused_token(game: Game, seat: int) -> int:
    """The seat's kept token if it can still be used (X9.4), else 0."""
    extra = game.extra
    return 0 if extra.used[seat] else extra.kept[seat]


def token_options(game: Game, seat: int, step: str = "C") -> list[Action]:
    """``use tN ...``: every way to use the seat's kept token in this step (X10.2)."""
    token = unused_token(game, seat)
    effect = TOKEN_USES.get(token)
    if effect is None or effect.step != step:
        return []
    return [made(seat, "use", (token, *variant)) for variant in effect.variants(game, seat, 0)]


def _step_c_options(game: Game, seat: int) -> list[Action]:
    return token_options(game, seat, "C")


@turn_action("use", _step_c_options)
def use(game: Game, seat: int, args: tuple) -> None:
    """X10.1-X10.3: flip the token, then its effect."""
    token, *variant = args
    game.extra = game.extra.replace(used=with_seat(game.extra.used, seat, True))
    core.log(game, "token", player=core.name(game, seat), token=token)
    TOKEN_USES[token].resolve(game, seat, 0, tuple(variant))


def mark_turn(game: Game, flag: str) -> None:
    """Remember ``flag`` for the rest of the active player's turn (``Extra.turn``)."""
    game.extra = game.extra.replace(turn=game.extra.turn | {flag})


def turn_has(game: Game, flag: str) -> bool:
    return flag in game.extra.turn
