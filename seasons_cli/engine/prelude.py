"""The setup and the prelude of a game with expansion content (expansions.md G6, X9, X12).

Setup (G6): the dice (``flow._choose_dice``, before this), the enchantment when it is drawn at
random, the pool built and dealt, the ability tokens dealt, the Replica stack set aside. Every
chance outcome comes from the seed and is logged.

The prelude is the base game's (R6: the draft's decisions and the split's are those of
``decisions``), changed where an enchantment says so (X12.1): how many cards are dealt and
picked, what happens to the first pick, the unkept cards of Elemental Construction, the last
discard of Natural Selection, the size of the split's groups. Then Twist of Fate (X12.2) before
the split, and the choice of the ability tokens after it (X9.2).
"""

from __future__ import annotations

from ..cards.catalogue import REPLICAS
from . import core
from .content import (ELEMENTAL_CONSTRUCTION, EXTENDED_EXPERIENCE, NATURAL_SELECTION,
                      enchantment_candidates, has_replicas, pool_cards, token_pool, tokens_dealt)
from .core import ask, chance, log, push
from .extra import Extra, with_seat
from .model import Action, Decision, Game, Task, made, plain_decision, plain_task
from .piles import VISION_OF_DESTINY, remove_from_game, show_top
from .registry import ENCHANTMENT_RULES, PRELUDE, options, resolver, task

CROSSED_PATHS = "crossed-paths"
DROUGHT = "drought"
MESODAES_LANTERN, STATUE_OF_EOLIS = 106, 107
TWIST_OF_FATE = 203

# X12.1: the cards dealt to each player under the enchantments that change the prelude.
DEALT = {ELEMENTAL_CONSTRUCTION: 18, EXTENDED_EXPERIENCE: 12, NATURAL_SELECTION: 11}
KEPT = 9  # Elemental Construction: the cards each player keeps of the 18
for _slug in (*DEALT, CROSSED_PATHS):
    ENCHANTMENT_RULES[_slug] = "prelude.after_picks"  # X12.1


def deal_size(enchantment: str) -> int:
    return DEALT.get(enchantment, 9)


def group_size(game: Game) -> int:
    """R6.4 and EK-E2: the split makes three groups of 3, or of 4 under Extended Experience."""
    extra = game.extra
    return 4 if extra is not None and extra.enchantment == EXTENDED_EXPERIENCE else 3


def set_up_expanded(game: Game) -> None:
    """G6 steps 2-5, after the dice: the enchantment, the deal, the tokens, the Replicas."""
    settings = game.settings
    enchantment = _enchantment(game)
    game.extra = Extra.new(game.n, enchantment, REPLICAS if has_replicas(settings) else 0)
    cards = pool_cards(settings)
    if enchantment != DROUGHT and not {MESODAES_LANTERN, STATUE_OF_EOLIS} & set(cards):
        game.extra = game.extra.replace(floor=7)  # no limit can fall below 7 (X6)
    pool = sorted(number for number in cards for _ in range(2))
    size = deal_size(enchantment)
    for seat in range(game.n):
        player = game.player_for_change(seat)
        player.packet = sorted(pool.pop(chance(game, len(pool), "deal")) for _ in range(size))
        log(game, "deal", player=player.name, cards=player.packet[:])
    game.draw_pile = pool
    if enchantment == VISION_OF_DESTINY:
        show_top(game, kind="deal")  # face up from the start: the setup's (G6, EK-E10)
    _deal_tokens(game)
    game.phase = "draft"
    _ask_picks(game)


def _enchantment(game: Game) -> str:
    """G5: the named enchantment, or one drawn at random among the candidates (logged)."""
    setting = game.settings.enchantment
    candidates = enchantment_candidates(game.settings)
    if setting == "none":
        return ""
    if len(candidates) == 1 and candidates[0] == setting:
        return setting
    drawn = candidates[chance(game, len(candidates), "deal")]
    log(game, "enchantment", enchantment=drawn)
    return drawn


def _deal_tokens(game: Game) -> None:
    """X9.2, X9.3: 3 tokens at random to each player (or 1 with Path of Destiny tokens only),
    from the token pool of G4, in seat order."""
    count = tokens_dealt(game.settings)
    if not count:
        return
    pool = list(token_pool(game.settings))
    dealt = []
    for seat in range(game.n):
        tokens = tuple(sorted(pool.pop(chance(game, len(pool), "deal")) for _ in range(count)))
        log(game, "tokens", player=core.name(game, seat), tokens=list(tokens))
        dealt.append(tokens)
    game.extra = game.extra.replace(dealt=tuple(dealt))


def _ask_picks(game: Game) -> None:
    """The next pick of the draft, every player at once (R6.1; as ``flow._ask_draft``)."""
    game.draft_pick += 1
    for seat in range(game.n):
        ask(game, plain_decision(seat, "draft"))


def after_picks(game: Game) -> None:
    """Every player has made this pick (the ``draft_pass`` task of an expansion game)."""
    enchantment = game.extra.enchantment
    if enchantment == ELEMENTAL_CONSTRUCTION:
        _construction_step(game)
        return
    if game.draft_pick == 1 and enchantment == NATURAL_SELECTION:
        _discard_first_picks(game)
    if game.draft_pick == 1 and enchantment == CROSSED_PATHS:
        _first_picks_to_the_left(game)
    n = game.n
    players = [game.player_for_change(seat) for seat in range(n)]
    packets = [player.packet for player in players]
    for seat, player in enumerate(players):  # R6.1: the rest of each packet passes left
        player.packet = packets[(seat - 1) % n]
    if game.players[0].packet:
        _ask_picks(game)
    else:
        _draft_done(game)


def _construction_step(game: Game) -> None:
    """EK-E1: nothing passes; after the 9th card kept, the other 9 of each player go back to the
    draw pile (the draw pile is an unordered multiset: nothing more to shuffle)."""
    if len(game.players[0].chosen) < KEPT:
        _ask_picks(game)
        return
    game.piles_for_change()
    for seat in range(game.n):
        player = game.player_for_change(seat)
        game.draw_pile.extend(player.packet)
        player.packet = []
    game.draw_pile.sort()
    log(game, "returned", cards=KEPT * game.n)
    _draft_done(game)


def _discard_first_picks(game: Game) -> None:
    """EK-E3: each player's first pick goes to the discard pile, in seat order (X4.1)."""
    for seat in range(game.n):
        player = game.player_for_change(seat)
        core.discard_card(game, player.chosen[0])
        player.chosen = player.chosen[1:]


def _first_picks_to_the_left(game: Game) -> None:
    """PoD-E10: each player's first pick becomes the first chosen card of their left
    neighbour (with 2 players the two first picks are exchanged)."""
    firsts = [game.players[seat].chosen[0] for seat in range(game.n)]
    for seat in range(game.n):
        game.player_for_change(seat).chosen = [firsts[(seat - 1) % game.n]]


def _draft_done(game: Game) -> None:
    """The draft is over: Natural Selection's last discard, then Twist of Fate, then the split."""
    game.phase = "split"
    push(game, plain_task("twists", 0))
    if game.extra.enchantment == NATURAL_SELECTION:
        for seat in range(game.n):
            ask(game, Decision(seat, "cull", "natural_selection"))


@options("cull")
def _cull_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [made(seat, "choose", (n,)) for n in sorted(set(game.players[seat].chosen))]


@resolver("natural_selection")
def _natural_selection(game: Game, decision: Decision, action: Action) -> None:
    """EK-E3: one of the 10 chosen cards is set aside, face down, in the player's (empty)
    packet; once every player has chosen, they go to the discard pile in seat order (X4.1),
    whatever order the choices came in."""
    player = game.player_for_change(decision.player)
    chosen = player.chosen.copy()
    chosen.remove(action.args[0])
    player.chosen = chosen
    player.packet = [action.args[0]]
    if any(d.kind == "cull" for d in game.pending):
        return
    for seat in range(game.n):
        player = game.player_for_change(seat)
        core.discard_card(game, player.packet[0])
        player.packet = []


@task("twists")
def _twists(game: Game, _: Task) -> None:
    """X12.2: the Twists left in the piles are removed; then each holder, in seat order,
    resolves theirs one at a time; then the split."""
    removed = [n for n in (*game.draw_pile, *game.discard) if n == TWIST_OF_FATE]
    if removed:
        game.piles_for_change()
        game.draw_pile = [n for n in game.draw_pile if n != TWIST_OF_FATE]
        game.discard = [n for n in game.discard if n != TWIST_OF_FATE]
        remove_from_game(game, removed)
    holders = [Task("twist", seat) for seat in range(game.n)
               for number in game.players[seat].chosen if number == TWIST_OF_FATE]
    push(game, *holders, plain_task("split", 0))


@task("twist")
def _twist(game: Game, current: Task) -> None:
    PRELUDE[TWIST_OF_FATE](game, current.player)


@task("split")
def _split(game: Game, _: Task) -> None:
    """R6.4 (groups of ``group_size``), every player at once."""
    game.phase = "split"
    size = group_size(game)
    for seat in range(game.n):
        ask(game, Decision(seat, "library", data={"library": 2, "size": size}
                           if size != 3 else {"library": 2}))


# --- the ability tokens are chosen after the split (X9.2) ---------------------------------------

def before_tournament(game: Game) -> bool:
    """Ask every player to keep one of their dealt tokens; True when something was asked (the
    tournament then starts once every player has chosen)."""
    extra = game.extra
    if not any(extra.dealt):
        return False
    for seat in range(game.n):
        ask(game, Decision(seat, "token", "keep_token"))
    return True


@options("token")
def _token_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [made(seat, "keep", (number,)) for number in game.extra.dealt[seat]]


@resolver("keep_token")
def _keep_token(game: Game, decision: Decision, action: Action) -> None:
    """The choice is final; the two others are removed from the game unseen. Once every player
    has chosen, the kept tokens are revealed (X9.2) and the tournament starts."""
    seat = decision.player
    extra = game.extra
    game.extra = extra.replace(dealt=with_seat(extra.dealt, seat, ()),
                               kept=with_seat(extra.kept, seat, action.args[0]))
    if any(d.kind == "token" for d in game.pending):
        return
    log(game, "tokens_kept", kept={core.name(game, s): t for s, t in enumerate(game.extra.kept)})
    push(game, plain_task("start_tournament", 0))
