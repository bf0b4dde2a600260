"""Effects of the promo cards 301-303 (expansions.md 4.4), registered by card number. Speedwall
the Escaped's reaction is ``reactions.py``'s (X18); Orb of Ragfield's cost rule and Crystal
Titan's toll are read by ``summons.cost_of`` and ``sacrifices.titan_owners``."""

from __future__ import annotations

from itertools import combinations

from .. import core
from ..model import Game, card_ref, find_in_play
from ..registry import PASSIVE, activation, on_enter
from ..sacrifices import SHIELD_OF_ZIRA, forced_sacrifice, replace_with_shield

# 302 Orb of Ragfield ---------------------------------------------------------------------------


@on_enter(302)
def orb_of_ragfield(game: Game, owner: int, index: int) -> None:
    """+20 crystals; the cost of the cards of its owner's hand is ``summons.cost_of``'s."""
    core.gain_crystals(game, owner, 20)


# 303 Crystal Titan -----------------------------------------------------------------------------

PASSIVE.add(303)  # its toll: ``sacrifices.titan_owners`` (X20.3)


def _titan_variants(game: Game, seat: int, index: int) -> list[tuple]:
    """A card in an opponent's play area; the hand discards a Shield of Zira may replace, one
    each (X21.5), as the cards of the hand that stay."""
    player = game.players[seat]
    targets = [(other, *card_ref(game.players[other], i))
               for other in game.opponents(seat) for i in range(len(game.players[other].in_play))]
    targets = list(dict.fromkeys(targets))
    shields = sum(1 for i, card in enumerate(player.in_play)
                  if card.effect == SHIELD_OF_ZIRA and i != index)
    hand = sorted(player.hand)
    kept = [()] + [group for size in range(1, min(shields, len(hand)) + 1)
                   for group in dict.fromkeys(combinations(hand, size))]
    return [(target, *(("shield", group) if group else ())) for target in targets for group in kept]


@activation(303, _titan_variants)
def crystal_titan(game: Game, seat: int, index: int, args: tuple) -> None:
    """Cost: sacrifice the Titan (voluntary: the other Titans' tolls, a Shield may replace it,
    ``sacrifices``), discard every card of the hand, lose every crystal. Effect: the chosen card
    is sacrificed, a forced sacrifice of its owner (no toll); ruling (project decision): its
    owner may sacrifice a Shield of Zira instead."""
    target, *rest = args
    kept = list(rest[1]) if rest else []
    core.leave_play(game, seat, index)
    player = game.player_for_change(seat)
    for number in sorted(player.hand):
        if number in kept:
            kept.remove(number)
            replace_with_shield(game, seat, toll=False)
        else:
            player.hand.remove(number)
            core.discard_card(game, number)
    player.crystals = 0
    other, number, copy = target
    forced_sacrifice(game, other, find_in_play(game.players[other], number, copy), "titan")
