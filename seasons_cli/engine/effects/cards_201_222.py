"""Effects of the Path of Destiny power cards 201-222 (expansions.md 4.3), registered by card
number."""

from __future__ import annotations

from .. import core
from ..core import ask
from ..model import Action, Decision, Game
from ..piles import remove_from_game
from ..prelude import TWIST_OF_FATE
from ..registry import NO_EFFECT, PRELUDE, resolver
from .common import draw_up_to

NO_EFFECT.add(222)  # the Replica: prestige only (its removal when it leaves play is X17.3's)


# 203 Twist of Fate -----------------------------------------------------------------------------

def twist_of_fate(game: Game, holder: int) -> None:
    """X12.2 step 2: the Twist is removed from the game; the holder draws 2 cards, keeps one
    among their chosen cards and discards the other (one card kept if only one could be drawn)."""
    player = game.player_for_change(holder)
    chosen = player.chosen.copy()
    chosen.remove(TWIST_OF_FATE)
    player.chosen = chosen
    remove_from_game(game, [TWIST_OF_FATE])
    drawn = draw_up_to(game, holder, 2)
    if len(drawn) == 2:
        ask(game, Decision(holder, "choose", "twist_of_fate",
                           {"cards": drawn, "held": drawn, "card": TWIST_OF_FATE}))
    elif drawn:
        player.chosen = [*chosen, *drawn]


PRELUDE[TWIST_OF_FATE] = twist_of_fate


@resolver("twist_of_fate")
def _twist_of_fate(game: Game, decision: Decision, action: Action) -> None:
    kept = action.args[0]
    player = game.player_for_change(decision.player)
    player.chosen = [*player.chosen, kept]
    rest = list(decision.data["cards"])
    rest.remove(kept)
    for number in rest:
        core.discard_card(game, number)
